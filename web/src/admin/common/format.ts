import { formatIsoDay } from '../../../../shared/clock';
import { messages } from '../../../../shared/messages';
import { associationClock } from '../../shared/timeZone';

// Staff see times as the association lives them (TIME_ZONE, from the page), whatever their computer's zone.

/** Date and 24-hour time in Australian English, e.g. "05 Mar 2025, 14:30", in the association's zone; "—" when absent. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? associationClock().formatDateTime(iso) : '—';
}

/**
 * Date in Australian English, e.g. "05 Mar 2025": an instant's day in the association's zone, a bare
 * calendar date ("2025-03-05", a join date) as it is; "—" when absent.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatIsoDay(iso) : associationClock().formatDate(iso);
}

/** An event time as hour:minute (24 h) in the association's zone, or "Time TBD" when the event has no date (SPEC §2, §8 fallbacks). */
export function formatEventTime(iso: string | null | undefined): string {
  return iso ? associationClock().formatTime(iso) : messages.fallbacks.time;
}

/** A moment as 24-hour time with seconds in the association's zone, e.g. "14:05:09" (live-update and refresh stamps). */
export function formatClockTime(moment: Date | string): string {
  return associationClock().formatTime(moment, { seconds: true });
}

/** A GraphQL enum value as words: "LEASE_AGREEMENT" → "Lease agreement"; "—" when absent. */
export function enumLabel(value: string | null | undefined): string {
  if (!value) return '—';
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
