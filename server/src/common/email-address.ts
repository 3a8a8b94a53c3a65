/**
 * One person's e-mail address, compared exactly (issue #31): a person is identified by their
 * address as a whole — trimmed, in any letter case — never by a part of it ("a@dom" is not
 * "anna@dom") and never by a name typed beside it.
 */

/**
 * The form an address is stored and compared in: trimmed and lower-case.
 * @param email an address as typed
 * @returns the normalised address ('' for a blank one)
 */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Whether a JSON value (a job's data, an audit entry's before/after) holds the address as one of its
 * strings, compared whole after normalising; a longer address that ends or starts with it does not
 * count (issue #31).
 * @param value any JSON value, or its text (parsed when it is JSON; a plain string is compared as is)
 * @param email the address, in any form (normalised here)
 */
export function holdsEmail(value: unknown, email: string): boolean {
  const wanted = normaliseEmail(email);
  if (!wanted) return false;
  const walk = (v: unknown): boolean => {
    if (typeof v === 'string') return normaliseEmail(v) === wanted;
    if (Array.isArray(v)) return v.some(walk);
    if (v && typeof v === 'object') return Object.values(v).some(walk);
    return false;
  };
  if (typeof value === 'string') {
    try {
      return walk(JSON.parse(value));
    } catch {
      return walk(value);
    }
  }
  return walk(value);
}

/** The characters a regular expression gives a meaning to, escaped. */
const regexLiteral = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/-]/g, (c) => `\\${c}`);

/**
 * A PostgreSQL regular expression (for `~*`) finding the address as a whole inside a longer text (an
 * e-mail body, JSON): no address character right before it, and neither an address character nor a
 * further domain label right after it — so "a@dom" finds "to a@dom." and `{"email":"a@dom"}` but
 * not "anna@dom" or "a@dom.au".
 * @param email the address (normalised here)
 */
export const wholeEmailRegex = (email: string): string =>
  `(^|[^[:alnum:]._%+'-])${regexLiteral(normaliseEmail(email))}(?![[:alnum:]_-]|\\.[[:alnum:]])`;
