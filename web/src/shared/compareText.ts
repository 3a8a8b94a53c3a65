/** Words of plain letters and digits, with spaces and hyphens: where the comparison below is exact. */
const PLAIN = /^[A-Za-z0-9 -]*$/;

let collator: Intl.Collator | undefined;

/**
 * Compares two texts as `a.localeCompare(b, 'en-AU')` orders them, for sorting what residents see
 * (e.g. the /projects tag filter). Plain texts (ASCII letters, digits, spaces, hyphens — every
 * tag the site has held) are compared directly: letters without regard to case first, then lower
 * case before upper case at the first difference, as the Unicode collation does. Anything else goes
 * to one shared `Intl.Collator`. Why: each `localeCompare` with a locale builds a collator, and the
 * first loads ICU's collation data — on a phone-speed CPU the tag sort was the longest task of the
 * /projects render (issue #22, Lighthouse TBT).
 * @returns negative when `a` comes first, positive when `b` does, 0 when they are the same text
 */
export function compareText(a: string, b: string): number {
  if (!PLAIN.test(a) || !PLAIN.test(b)) {
    collator ??= new Intl.Collator('en-AU');
    return collator.compare(a, b);
  }
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] === lowerA[i] ? -1 : 1;
  return 0;
}
