import { messages } from '../../../../shared/messages';
import { associationClock } from '../../shared/timeZone';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A calendar day, independent of any time zone. */
export interface Day {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

// Names are written here, not by Intl: on the public pages the first Intl date format costs a phone
// 200+ ms (shared/clock.ts); the clock gives the wall clock of the association's zone without it.

/** "Saturday 29 November 2026" (en-AU, the association's zone), or null for no date. */
export function formatEventDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const wall = associationClock().wallClock(iso);
  return `${WEEKDAYS[wall.weekday]} ${formatCalendarDay(wall)}`;
}

/** "Sun 29 November 2026" (en-AU, the association's zone): a date in a short list. */
export function formatShortEventDate(iso: string): string {
  const wall = associationClock().wallClock(iso);
  return `${WEEKDAYS[wall.weekday].slice(0, 3)} ${formatCalendarDay(wall)}`;
}

/** "18:30" (en-AU, the association's zone), or "Time TBD" when the event has no date (SPEC §8 Fallbacks). */
export function formatEventTime(iso: string | null | undefined): string {
  if (!iso) return messages.fallbacks.time;
  const wall = associationClock().wallClock(iso);
  return `${pad2(wall.hour)}:${pad2(wall.minute)}`;
}

/** The association's calendar day of an instant (today: `associationDay(new Date())`). */
export function associationDay(instant: Date | string): Day {
  const { year, month, day } = associationClock().wallClock(instant);
  return { year, month, day };
}

/** "29 November 2026" (en-AU): a calendar day. */
export function formatCalendarDay({ year, month, day }: Day): string {
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "2026-11-29": a day as a sortable key. */
export function dayKey({ year, month, day }: Day): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day of a "2026-11-29" key, or null when it is not one. */
export function parseDayKey(key: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/** A day moved by a number of days (calendar arithmetic in UTC, so no time zone shifts). */
export function addDays(from: Day, days: number): Day {
  const date = new Date(Date.UTC(from.year, from.month - 1, from.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The same day of another month, clamped to that month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(from: Day, months: number): Day {
  const first = new Date(Date.UTC(from.year, from.month - 1 + months, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return { year, month, day: Math.min(from.day, daysInMonth(year, month)) };
}

/** Number of days of a month (1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 for Monday … 6 for Sunday (weeks start on Monday in Australia). */
export function mondayIndex(day: Day): number {
  return (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;
}

/**
 * The weeks of a month, Monday first: each week has 7 entries, a day of the month or null for the
 * padding before the 1st and after the last day.
 */
export function monthWeeks(year: number, month: number): (Day | null)[][] {
  const cells: (Day | null)[] = Array.from({ length: mondayIndex({ year, month, day: 1 }) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7) cells.push(null);
  const weeks: (Day | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** "November 2026" (en-AU). */
export function monthTitle(year: number, month: number): string {
  return `${MONTHS[month - 1]} ${year}`;
}

/** "29 November" (en-AU), for a day's accessible name. */
export function dayTitle(day: Day): string {
  return `${day.day} ${MONTHS[day.month - 1]}`;
}

/** "Sunday 29 November 2026" (en-AU), for a day's heading. */
export function dayLongTitle(day: Day): string {
  return `${WEEKDAYS[(mondayIndex(day) + 1) % 7]} ${formatCalendarDay(day)}`;
}
