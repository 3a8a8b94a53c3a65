import fc from 'fast-check';
import { createClock, DEFAULT_TIME_ZONE, formatIsoDay, formatIsoMonth, isTimeZone } from './clock';
import { propertyRuns } from '../server/test/property-runs';

// Intl with the time zone database is the reference; the clock computes Melbourne without it.
// Bounded runs keep the unit tier fast (more on CI); the changes' weeks get half of them.
const ZONES = [DEFAULT_TIME_ZONE, 'Europe/London'] as const;
const RUNS = propertyRuns({ quick: 100, full: 600 });

function reference(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  });
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return (instant: Date) => {
    const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
    return {
      year: Number(p.year),
      month: Number(p.month),
      day: Number(p.day),
      hour: Number(p.hour),
      minute: Number(p.minute),
      second: Number(p.second),
      weekday: weekdays.indexOf(p.weekday),
    };
  };
}

const dayOf = (w: { year: number; month: number; day: number }) =>
  `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;

/** Any instant from 1970 to 2100. */
const anyInstant = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true });

/**
 * Instants in the weeks of the daylight-saving changes of both hemispheres (March, April, September,
 * October, November), at any minute, 2008–2099: where an offset mistake would show.
 */
const nearChanges = fc
  .record({
    year: fc.integer({ min: 2008, max: 2099 }),
    month: fc.constantFrom(3, 4, 9, 10, 11),
    day: fc.integer({ min: 1, max: 31 }),
    minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    second: fc.integer({ min: 0, max: 59 }),
  })
  .map(({ year, month, day, minute, second }) => new Date(Date.UTC(year, month - 1, day, 0, minute, second)));

const instants = fc.oneof(anyInstant, nearChanges);

describe.each(ZONES)('the clock in %s', (timeZone) => {
  const clock = createClock(timeZone);
  const wall = reference(timeZone);
  let now = new Date();
  const fixed = createClock(timeZone, () => now);

  it('reads the wall clock and the calendar day as Intl does, across both daylight-saving changes', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const { millisecond, ...parts } = clock.wallClock(instant);
        expect(parts).toEqual(wall(instant));
        expect(millisecond).toBe(instant.getUTCMilliseconds());
        expect(clock.isoDay(instant)).toBe(dayOf(wall(instant)));
        expect(clock.isoDay(instant.toISOString())).toBe(dayOf(wall(instant)));
      }),
      RUNS,
    );
  });

  it('answers today as the calendar day of its now, not the UTC day', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        now = instant;
        expect(fixed.today()).toBe(dayOf(wall(instant)));
      }),
      RUNS,
    );
  });

  it('starts a day at the first instant whose wall clock shows that day', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const day = dayOf(wall(instant));
        const start = clock.startOfDay(day);
        expect(dayOf(wall(start))).toBe(day);
        expect(dayOf(wall(new Date(start.getTime() - 1)))).not.toBe(day);
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
      }),
      RUNS,
    );
  });

  it('turns a wall-clock time into the instant it happens (gaps move forward, repeats take the first)', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const w = wall(instant);
        const found = clock.instantOf(w);
        // A time that happens is found at an instant showing it, never later than the given one.
        expect(wall(found)).toEqual(w);
        expect(found.getTime()).toBeLessThanOrEqual(instant.getTime() - instant.getUTCMilliseconds());
      }),
      RUNS,
    );
  });

  it('bounds a calendar month by the starts of its first day and the next month’s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const { start, end } = clock.monthRange(year, month);
        expect(wall(start)).toMatchObject({ year, month, day: 1 });
        expect(wall(new Date(start.getTime() - 1)).month).not.toBe(month);
        expect(wall(new Date(end.getTime() - 1))).toMatchObject({ year, month });
        expect(wall(end)).toMatchObject({ month: (month % 12) + 1, day: 1 });
      }),
      propertyRuns({ quick: 50, full: 300 }),
    );
  });

  it('calls an event upcoming from the first instant of today in the zone (SPEC §4 public side)', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        now = instant;
        const start = fixed.startOfDay(fixed.today());
        expect(fixed.isUpcoming(start)).toBe(true);
        expect(fixed.isUpcoming(instant)).toBe(true);
        expect(fixed.isUpcoming(new Date(start.getTime() - 1))).toBe(false);
        expect(fixed.isUpcoming(null)).toBe(true);
      }),
      RUNS,
    );
  });

  it('writes an instant as ISO 8601 with the zone’s offset, naming the same instant (issue #22 JSON-LD)', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
        const iso = clock.isoDateTime(whole);
        expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        expect(new Date(iso).getTime()).toBe(whole.getTime());
        expect(iso.slice(0, 10)).toBe(dayOf(wall(whole)));
      }),
      RUNS,
    );
    if (timeZone === DEFAULT_TIME_ZONE) {
      expect(clock.isoDateTime('2026-01-10T23:00:00Z')).toBe('2026-01-11T10:00:00+11:00');
      expect(clock.isoDateTime('2026-07-10T23:00:00Z')).toBe('2026-07-11T09:00:00+10:00');
    }
  });

  it('formats dates and times as en-AU Intl does in the zone', () => {
    const dateTime = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const date = new Intl.DateTimeFormat('en-AU', { timeZone, day: '2-digit', month: 'short', year: 'numeric' });
    fc.assert(
      fc.property(instants, (instant) => {
        const w = wall(instant);
        const hm = `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
        expect(clock.formatTime(instant)).toBe(hm);
        expect(clock.formatTime(instant, { seconds: true })).toBe(`${hm}:${String(w.second).padStart(2, '0')}`);
        expect(clock.formatDate(instant)).toBe(date.format(instant));
        expect(clock.formatDateTime(instant)).toBe(dateTime.format(instant));
        expect(clock.toDateTimeInput(instant)).toBe(`${dayOf(w)}T${hm}`);
      }),
      propertyRuns({ quick: 50, full: 300 }),
    );
  });

  it('reads a datetime-local value as wall-clock time in the zone and shows it back unchanged', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const shown = clock.toDateTimeInput(instant);
        const taken = clock.fromDateTimeInput(shown)!;
        expect(clock.toDateTimeInput(taken)).toBe(shown);
        expect(wall(taken)).toMatchObject({ hour: wall(instant).hour, minute: wall(instant).minute });
      }),
      RUNS,
    );
  });
});

describe('the clock at the exact minutes of the changes', () => {
  const melbourne = createClock('Australia/Melbourne');
  const london = createClock('Europe/London');

  it('knows when Melbourne days begin, 2026: daylight time ends 5 April and starts 4 October', () => {
    expect(melbourne.startOfDay('2026-04-05').toISOString()).toBe('2026-04-04T13:00:00.000Z'); // +11
    expect(melbourne.startOfDay('2026-04-06').toISOString()).toBe('2026-04-05T14:00:00.000Z'); // +10
    expect(melbourne.startOfDay('2026-10-04').toISOString()).toBe('2026-10-03T14:00:00.000Z'); // +10
    expect(melbourne.startOfDay('2026-10-05').toISOString()).toBe('2026-10-04T13:00:00.000Z'); // +11
    expect(melbourne.formatTime('2026-04-04T15:59:00Z')).toBe('02:59');
    expect(melbourne.formatTime('2026-04-04T16:00:00Z')).toBe('02:00');
    expect(melbourne.formatTime('2026-10-03T15:59:00Z')).toBe('01:59');
    expect(melbourne.formatTime('2026-10-03T16:00:00Z')).toBe('03:00');
  });

  it('moves a skipped time forward by the gap and takes the first of a repeated one', () => {
    expect(melbourne.fromDateTimeInput('2026-10-04T02:30')!.toISOString()).toBe('2026-10-03T16:30:00.000Z'); // shows 03:30
    expect(melbourne.fromDateTimeInput('2026-04-05T02:30')!.toISOString()).toBe('2026-04-04T15:30:00.000Z'); // +11, the first
    expect(london.fromDateTimeInput('2026-03-29T01:30')!.toISOString()).toBe('2026-03-29T01:30:00.000Z'); // shows 02:30 BST
    expect(london.fromDateTimeInput('2026-10-25T01:30')!.toISOString()).toBe('2026-10-25T00:30:00.000Z'); // BST, the first
  });

  it('knows a day that begins after midnight (Santiago skips 00:00–01:00 in September)', () => {
    const santiago = createClock('America/Santiago');
    const start = santiago.startOfDay('2026-09-06');
    expect(santiago.wallClock(start)).toMatchObject({ day: 6, hour: 1, minute: 0 });
    expect(santiago.isoDay(new Date(start.getTime() - 1))).toBe('2026-09-05');
  });

  it('goes to Intl outside the years whose Melbourne rule is computed', () => {
    const wall = reference('Australia/Melbourne');
    for (const iso of ['1999-07-01T05:00:00Z', '2007-03-25T15:30:00Z', '2100-01-01T00:00:00Z']) {
      expect(melbourne.wallClock(iso)).toMatchObject(wall(new Date(iso)));
    }
  });
});

describe('clock inputs', () => {
  const clock = createClock();

  it('defaults to the association’s zone and the system time', () => {
    expect(clock.timeZone).toBe(DEFAULT_TIME_ZONE);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('refuses unknown zones, bad days and bad datetime-local values', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(() => createClock('Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => clock.startOfDay('5 March 2025')).toThrow(RangeError);
    expect(() => clock.wallClock('not a date')).toThrow(RangeError);
    for (const bad of ['', '2025-02-30T10:00', '2025-13-01T10:00', '2025-03-05T24:00', '2025-03-05', 'soon']) {
      expect(clock.fromDateTimeInput(bad)).toBeNull();
    }
    expect(clock.toDateTimeInput('not a date')).toBe('');
  });

  it('writes a calendar day the same in every zone', () => {
    expect(formatIsoDay('2025-03-05')).toBe('05 Mar 2025');
    expect(formatIsoDay('2025-12-31')).toBe('31 Dec 2025');
  });

  it('writes a calendar month in words, and refuses what is not one (issue #34)', () => {
    expect(formatIsoMonth('2026-07')).toBe('July 2026');
    expect(formatIsoMonth('2027-12')).toBe('December 2027');
    expect(() => formatIsoMonth('2026-13')).toThrow(RangeError);
    expect(() => formatIsoMonth('July')).toThrow(RangeError);
  });
});
