/** The association's time zone: every date on the public site is shown in it, and the demo events happen in it (SPEC §2). */
export const TIME_ZONE = 'Australia/Melbourne';

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
 * instant a future rule change would move, go to Intl: web/src/public/events/eventDates.test.ts checks this against Intl
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
