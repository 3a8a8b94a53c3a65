/*
 * Calendar months in words, apart from shared/clock.ts so that the public pages' first load, which
 * carries the clock, does not carry them too (issue #7 bundle budget).
 */

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar month in words, "2026-07" → "July 2026" (issue #34: the treasurer's reports). A month
 * is the same in every zone, so neither Intl nor the clock is needed.
 * @throws RangeError when `month` is not "YYYY-MM"
 */
export function formatIsoMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  if (!match || index < 0 || index > 11) throw new RangeError(`not a YYYY-MM month: ${month}`);
  return `${MONTH_NAMES[index]} ${match[1]}`;
}
