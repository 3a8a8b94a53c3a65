import { formatCalendarDay, parseDayKey } from '../events/eventDates';

/** "6 photos" / "1 photo". */
export function photoCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'photo' : 'photos'}`;
}

/**
 * A date taken ("2026-10-13", a calendar day with no time) in Australian English: "13 October 2026".
 * Formatted as a bare day, so no time zone can move it to the day before.
 * @returns null when absent or not a YYYY-MM-DD date
 */
export function formatTakenDate(day: string | null | undefined): string | null {
  const parsed = day ? parseDayKey(day) : null;
  return parsed ? formatCalendarDay(parsed) : null;
}

/**
 * The address of one photo of an album, as shared from the lightbox: /gallery/{slug}?photo={n},
 * which opens the album with the lightbox at that photo.
 * @param index 0-based photo index
 */
export function photoShareUrl(origin: string, slug: string, index: number): string {
  return `${origin}/gallery/${encodeURIComponent(slug)}?photo=${index + 1}`;
}

/** The index after moving by `step` through `count` photos, wrapping around at both ends (SPEC §4 Lightbox). */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

/** A positive whole number from the URL (`?year=`, `?page=`, `?photo=`), or null when missing or not one. */
export function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
