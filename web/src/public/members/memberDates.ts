import { associationDay, formatCalendarDay, parseDayKey } from '../events/eventDates';

/**
 * "29 November 2026": a calendar day ("2026-11-29", a join date) as it is, or an instant's day in
 * the association's zone; "—" when absent. Written without Intl, like the events pages (first-format cost).
 */
export function formatMemberDay(value: string | null | undefined): string {
  if (!value) return '—';
  const day = parseDayKey(value) ?? associationDay(value);
  return formatCalendarDay(day);
}
