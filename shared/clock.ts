/**
 * The association's clock (issue #23 "One clock"): the one module that knows time zones. The server,
 * the web app, the CSVs and the e-mails ask it for "today", the start of a day or a month, the wall
 * clock at an instant and every date format; nothing else names a zone or passes one to Intl.
 */

/** The association's time zone unless TIME_ZONE says otherwise (server/src/config.ts). */
export const DEFAULT_TIME_ZONE = 'Australia/Melbourne';

/**
 * The name of the `<meta>` element that carries the configured zone in every HTML page the server
 * sends (server/src/api/web/static.ts writes it, web/src/shared/timeZone.ts reads it).
 */
export const TIME_ZONE_META = 'time-zone';

/** A calendar day and time of day as a wall clock in some zone shows it. */
export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 for Sunday … 6 for Saturday */
  weekday: number;
}

/**
 * A wall-clock time to turn into an instant; the time of day defaults to midnight. Out-of-range
 * fields roll over as `Date.UTC` does (day 32 of January is 1 February).
 */
export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
}

/** An instant as the clock takes it: a Date, epoch milliseconds or an ISO 8601 string. */
export type Instant = Date | number | string;

/** The association's time, in one zone, with an injectable "now". */
export interface Clock {
  /** The IANA zone this clock answers in, e.g. "Australia/Melbourne". */
  readonly timeZone: string;
  /** The current instant (the injected `now`, so tests can fix it). */
  now(): Date;
  /** Today's calendar day in the zone, "YYYY-MM-DD". */
  today(): string;
  /** The calendar day of an instant in the zone, "YYYY-MM-DD". */
  isoDay(instant: Instant): string;
  /** The wall clock of the zone at an instant. */
  wallClock(instant: Instant): WallClock;
  /**
   * The instant a wall-clock time happens in the zone. A time skipped by a daylight-saving change
   * moves forward by the gap (02:30 on a 02:00→03:00 night is 03:30); a time that happens twice is
   * its first occurrence (as Temporal's "compatible").
   */
  instantOf(wall: WallTime): Date;
  /**
   * The instant a calendar day begins in the zone (its midnight, or the first instant after a
   * daylight-saving gap at midnight).
   * @param day "YYYY-MM-DD"
   * @throws RangeError when `day` is not a "YYYY-MM-DD" date
   */
  startOfDay(day: string): Date;
  /**
   * Whether an event is upcoming on the public site (SPEC §4 public side): it has no date, or its
   * date is today or later in the zone.
   */
  isUpcoming(instant: Instant | null | undefined): boolean;
  /**
   * The instants bounding a calendar month in the zone: `start` (inclusive) is when the 1st begins,
   * `end` (exclusive) when the next month's 1st begins.
   * @param month 1–12
   */
  monthRange(year: number, month: number): { start: Date; end: Date };
  /** "05 Mar 2025" (en-AU) in the zone. */
  formatDate(instant: Instant): string;
  /** "14:30" (24-hour) in the zone; with `seconds`, "14:30:09". */
  formatTime(instant: Instant, options?: { seconds?: boolean }): string;
  /** "05 Mar 2025, 14:30" (en-AU, 24-hour) in the zone. */
  formatDateTime(instant: Instant): string;
  /** The value of an `<input type="datetime-local">` showing an instant in the zone, "YYYY-MM-DDTHH:mm". */
  toDateTimeInput(instant: Instant): string;
  /**
   * The instant a `datetime-local` value ("YYYY-MM-DDTHH:mm", seconds optional) means in the zone,
   * or null when it is not one.
   */
  fromDateTimeInput(value: string): Date | null;
  /**
   * An instant as ISO 8601 with the zone's offset at that instant, "2026-03-05T14:30:00+11:00"
   * (schema.org Event dates, issue #22).
   */
  isoDateTime(instant: Instant): string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');

/** Midnight UTC of the first Sunday of a month (1–12), in ms. */
const firstSundayUtc = (year: number, month: number): number => {
  const first = Date.UTC(year, month - 1, 1);
  return first + ((7 - new Date(first).getUTCDay()) % 7) * DAY_MS;
};

/**
 * Melbourne's offset from UTC (ms) at an instant, or null outside 2008–2099.
 *
 * Why not Intl.DateTimeFormat alone: the first one a page creates loads ICU's date data, 50–90 ms of
 * main thread in Chromium (200–360 ms under Lighthouse's phone throttling) — the largest single
 * task on / and /events (issue #7, measured). The rule Victoria has kept since 2008 is computed
 * instead: daylight time (UTC+11) from 2:00 on the first Sunday of October to 3:00 on the first
 * Sunday of April, both 16:00 UTC the Saturday before; UTC+10 otherwise. Other years, and any
 * instant a future rule change would move, go to Intl: shared/clock.test.ts and
 * web/src/public/events/eventDates.test.ts check this against Intl over 2008–2099, so a change in
 * the time zone data fails the build instead of showing wrong times.
 */
function melbourneOffset(time: number): number | null {
  const year = new Date(time).getUTCFullYear();
  if (year < 2008 || year > 2099) return null;
  const daylight = time < firstSundayUtc(year, 4) - 8 * HOUR_MS || time >= firstSundayUtc(year, 10) - 8 * HOUR_MS;
  return (daylight ? 11 : 10) * HOUR_MS;
}

/** Zones whose offset is computed without Intl (the default zone, for page-load speed; UTC, trivially). */
const COMPUTED: Record<string, (time: number) => number | null> = {
  [DEFAULT_TIME_ZONE]: melbourneOffset,
  UTC: () => 0,
  'Etc/UTC': () => 0,
};

/** Epoch ms of an instant; NaN when unreadable. */
const timeOf = (instant: Instant): number => (instant instanceof Date ? instant.getTime() : new Date(instant).getTime());

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar month in words, "2026-07" → "July 2026" (issue #34: the treasurer's reports). A month
 * is the same in every zone, so no Intl is needed.
 * @throws RangeError when `month` is not "YYYY-MM"
 */
export function formatIsoMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  if (!match || index < 0 || index > 11) throw new RangeError(`not a YYYY-MM month: ${month}`);
  return `${MONTH_NAMES[index]} ${match[1]}`;
}

/**
 * Whether a name is a time zone this runtime knows (an IANA name such as "Europe/London", or "UTC").
 * Uses Intl for zones other than the default and UTC.
 */
export function isTimeZone(zone: string): boolean {
  if (zone in COMPUTED) return true;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The parts of a "YYYY-MM-DD" day; throws RangeError when it is not one. */
function parseDay(day: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: "${day}"`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

let isoDayFormat: Intl.DateTimeFormat | undefined;

/**
 * A calendar day as en-AU writes it, "05 Mar 2025": the same in every zone (a date column, a bare
 * join date), so no zone can move it.
 * @param day "YYYY-MM-DD"
 * @throws RangeError when `day` is not a "YYYY-MM-DD" date
 */
export function formatIsoDay(day: string): string {
  const { year, month, day: date } = parseDay(day);
  isoDayFormat ??= new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: '2-digit', month: 'short', year: 'numeric' });
  return isoDayFormat.format(Date.UTC(year, month - 1, date, 12));
}

/**
 * The association's clock in a zone.
 * @param timeZone an IANA zone (default Australia/Melbourne, whose rule is computed without Intl
 *   from 2008 to 2099; every other zone and year asks Intl, created on first use)
 * @param now the current instant (default: the system clock); tests and jobs inject a fixed one
 * @throws RangeError when the runtime does not know the zone
 */
export function createClock(timeZone: string = DEFAULT_TIME_ZONE, now: () => Date = () => new Date()): Clock {
  if (!isTimeZone(timeZone)) throw new RangeError(`unknown time zone "${timeZone}"`);
  const computed = COMPUTED[timeZone];
  const formats = new Map<string, Intl.DateTimeFormat>();
  /** One Intl format of the zone, created on first use (the public pages never reach here for the default zone). */
  const format = (key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
    let found = formats.get(key);
    if (!found) formats.set(key, (found = new Intl.DateTimeFormat('en-AU', { timeZone, ...options })));
    return found;
  };

  /** The zone's offset from UTC (ms) at an instant: wall clock minus UTC. */
  const offsetAt = (time: number): number => {
    const fast = computed?.(time);
    if (fast !== null && fast !== undefined) return fast;
    const parts = format('parts', {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(time);
    const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
    const wall = new Date(0);
    wall.setUTCFullYear(part('year'), part('month') - 1, part('day'));
    wall.setUTCHours(part('hour'), part('minute'), part('second'), 0);
    return wall.getTime() - (time - (((time % 1000) + 1000) % 1000));
  };

  const wallClock = (instant: Instant): WallClock => {
    const time = timeOf(instant);
    if (Number.isNaN(time)) throw new RangeError(`not an instant: "${String(instant)}"`);
    const wall = new Date(time + offsetAt(time));
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
      millisecond: wall.getUTCMilliseconds(),
      weekday: wall.getUTCDay(),
    };
  };

  const isoDay = (instant: Instant): string => {
    const w = wallClock(instant);
    return `${pad4(w.year)}-${pad2(w.month)}-${pad2(w.day)}`;
  };

  const instantOf = ({ year, month, day, hour = 0, minute = 0, second = 0 }: WallTime): Date => {
    const wall = new Date(0);
    wall.setUTCFullYear(year, month - 1, day);
    wall.setUTCHours(hour, minute, second, 0);
    const target = wall.getTime();
    // At most one offset change within a day either side: the answer is target minus one of the two.
    const before = offsetAt(target - DAY_MS);
    const after = offsetAt(target + DAY_MS);
    const earlier = target - Math.max(before, after);
    const later = target - Math.min(before, after);
    if (earlier + offsetAt(earlier) === target) return new Date(earlier); // the first of two, or the only one
    if (later + offsetAt(later) === target) return new Date(later);
    return new Date(target - before); // in a gap: moved forward by it
  };

  const startOfDay = (day: string): Date => instantOf(parseDay(day));

  return {
    timeZone,
    now,
    today: () => isoDay(now()),
    isoDay,
    wallClock,
    instantOf,
    startOfDay,
    isUpcoming: (instant) => {
      if (instant === null || instant === undefined || instant === '') return true;
      return timeOf(instant) >= startOfDay(isoDay(now())).getTime();
    },
    monthRange: (year, month) => ({
      start: instantOf({ year, month, day: 1 }),
      end: instantOf({ year: month === 12 ? year + 1 : year, month: month === 12 ? 1 : month + 1, day: 1 }),
    }),
    formatDate: (instant) => format('date', { day: '2-digit', month: 'short', year: 'numeric' }).format(timeOf(instant)),
    formatTime: (instant, options) =>
      options?.seconds
        ? format('time+s', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(timeOf(instant))
        : format('time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(timeOf(instant)),
    formatDateTime: (instant) =>
      format('datetime', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        timeOf(instant),
      ),
    toDateTimeInput: (instant) => {
      if (Number.isNaN(timeOf(instant))) return '';
      const w = wallClock(instant);
      return `${pad4(w.year)}-${pad2(w.month)}-${pad2(w.day)}T${pad2(w.hour)}:${pad2(w.minute)}`;
    },
    isoDateTime: (instant) => {
      const time = timeOf(instant);
      if (Number.isNaN(time)) throw new RangeError(`not an instant: "${String(instant)}"`);
      const w = wallClock(time);
      const offset = Math.round(offsetAt(time) / 60_000);
      const sign = offset < 0 ? '-' : '+';
      const zone = `${sign}${pad2(Math.floor(Math.abs(offset) / 60))}:${pad2(Math.abs(offset) % 60)}`;
      return `${pad4(w.year)}-${pad2(w.month)}-${pad2(w.day)}T${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}${zone}`;
    },
    fromDateTimeInput: (value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value.trim());
      if (!match) return null;
      const [year, month, day, hour, minute, second] = match.slice(1, 7).map((n) => Number(n ?? 0));
      const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
      if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
      return instantOf({ year, month, day, hour, minute, second });
    },
  };
}
