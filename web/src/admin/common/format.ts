import { messages } from '../../../../shared/messages';

/** Staff see times as the association lives them, whatever their browser's zone. */
const TIME_ZONE = 'Australia/Melbourne';

const dateTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dateOnly = new Intl.DateTimeFormat('en-AU', { timeZone: TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' });
const calendarDay = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: '2-digit', month: 'short', year: 'numeric' });
const timeOnly = new Intl.DateTimeFormat('en-AU', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false });

/** Date and 24-hour time in Australian English, e.g. "05 Mar 2025, 14:30"; "—" when absent. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

/** Date in Australian English, e.g. "05 Mar 2025"; "—" when absent. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  // A bare calendar date ("2025-03-05") is a local day, not UTC midnight.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return day ? calendarDay.format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))) : dateOnly.format(new Date(iso));
}

/** An event time as hour:minute (24 h), or "Time TBD" when the event has no date (SPEC §2, §8 fallbacks). */
export function formatEventTime(iso: string | null | undefined): string {
  return iso ? timeOnly.format(new Date(iso)) : messages.fallbacks.time;
}

/** A GraphQL enum value as words: "LEASE_AGREEMENT" → "Lease agreement"; "—" when absent. */
export function enumLabel(value: string | null | undefined): string {
  if (!value) return '—';
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
