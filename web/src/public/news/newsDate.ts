import { associationDay, formatCalendarDay } from '../events/eventDates';

/**
 * The day a news item is dated: its publication, else its creation, as "29 November 2026" in the
 * association's zone.
 */
export function newsDate(item: { publishedAt?: string | null; createdAt: string }): { iso: string; text: string } {
  const iso = item.publishedAt ?? item.createdAt;
  return { iso, text: formatCalendarDay(associationDay(iso)) };
}
