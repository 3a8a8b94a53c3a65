import { messages } from '../../../../shared/messages';

/** The association's time zone: every date on the public site is shown in it (SPEC §2). */
export const TIME_ZONE = 'Australia/Melbourne';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const HOUR_MS = 3_600_000;

/** Midnight UTC of the first Sunday of a month (1–12), in ms. */
const firstSundayUtc = (year: number, month: number): number => {
  const first = Date.UTC(year, month - 1, 1);
  return first + ((7 - new Date(first).getUTCDay()) % 7) * 24 * HOUR_MS;
};

let intlClock: Intl.DateTimeFormat | undefined;

/**
 * Melbourne's wall clock at an instant: a Date whose UTC fields (getUTCFullYear, getUTCHours, …)
 * read as the date and time in Melbourne.
 *
 * Why not Intl.DateTimeFormat alone: the first one a page creates loads ICU's date data, 50–90 ms of
 * main thread in Chromium (200–360 ms under Lighthouse's phone throttling) — the largest single
 * task on / and /events (issue #7, measured). The rule Victoria has kept since 2008 is computed
 * instead: daylight time (UTC+11) from 2:00 on the first Sunday of October to 3:00 on the first
 * Sunday of April, both 16:00 UTC the Saturday before; UTC+10 otherwise. Other years, and any
 * instant a future rule change would move, go to Intl: eventDates.test.ts checks this against Intl
 * over 2008–2099, so a change in the time zone data fails the build instead of showing wrong times.
 */
export function melbourneClock(instant: Date | string): Date {
  const time = new Date(instant).getTime();
  const year = new Date(time).getUTCFullYear();
  if (year >= 2008 && year <= 2099) {
    const daylight = time < firstSundayUtc(year, 4) - 8 * HOUR_MS || time >= firstSundayUtc(year, 10) - 8 * HOUR_MS;
    return new Date(time + (daylight ? 11 : 10) * HOUR_MS);
  }
  intlClock ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part = Object.fromEntries(intlClock.formatToParts(time).map((p) => [p.type, Number(p.value)]));
  return new Date(Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second, new Date(time).getUTCMilliseconds()));
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A calendar day, independent of any time zone. */
export interface Day {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** "Saturday 29 November 2026" (en-AU, Melbourne), or null for no date. */
export function formatEventDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const clock = melbourneClock(iso);
  return `${WEEKDAYS[clock.getUTCDay()]} ${formatCalendarDay(dayOf(clock))}`;
}

/** "Sun 29 November 2026" (en-AU, Melbourne): a date in a short list. */
export function formatShortEventDate(iso: string): string {
  const clock = melbourneClock(iso);
  return `${WEEKDAYS[clock.getUTCDay()].slice(0, 3)} ${formatCalendarDay(dayOf(clock))}`;
}

/** "18:30" (en-AU, Melbourne), or "Time TBD" when the event has no date (SPEC §8 Fallbacks). */
export function formatEventTime(iso: string | null | undefined): string {
  if (!iso) return messages.fallbacks.time;
  const clock = melbourneClock(iso);
  return `${pad2(clock.getUTCHours())}:${pad2(clock.getUTCMinutes())}`;
}

/** The calendar day a wall clock from {@link melbourneClock} shows. */
const dayOf = (clock: Date): Day => ({ year: clock.getUTCFullYear(), month: clock.getUTCMonth() + 1, day: clock.getUTCDate() });

/** The Melbourne calendar day of an instant. */
export function melbourneDay(instant: Date | string): Day {
  return dayOf(melbourneClock(instant));
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
