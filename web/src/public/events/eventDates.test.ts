import fc from 'fast-check';
import { DEFAULT_TIME_ZONE } from '../../../../shared/clock';
import { propertyRuns } from '../../../../server/test/property-runs';
import { associationTimeZone, setAssociationTimeZone } from '../../shared/timeZone';
import { associationDay, dayLongTitle, dayTitle, formatEventDate, formatEventTime, formatShortEventDate, monthTitle } from './eventDates';

// The public site formats dates without Intl (its first use costs a phone's main thread 200+ ms);
// Intl with the time zone database is the reference they must match.
const reference = (options: Intl.DateTimeFormatOptions, timeZone: string = DEFAULT_TIME_ZONE) =>
  new Intl.DateTimeFormat('en-AU', { timeZone, ...options });
const longDate = reference({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = reference({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
const time = reference({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const parts = reference({ year: 'numeric', month: 'numeric', day: 'numeric' });
const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', ...options });

const instants = (from: string, to: string) => fc.date({ min: new Date(from), max: new Date(to), noInvalidDate: true });

describe('event dates in Melbourne time (the default zone, computed without Intl)', () => {
  it('are in the default zone when the page names none', () => {
    expect(associationTimeZone()).toBe(DEFAULT_TIME_ZONE);
  });

  it('match Intl for any instant from 2008 to 2099, daylight saving included', () => {
    fc.assert(
      // Compared as one string, not with expect: 20,000 runs of five expects took 14 s of the unit tier.
      fc.property(instants('2008-01-01T00:00:00Z', '2099-12-31T23:59:59Z'), (instant) => {
        const iso = instant.toISOString();
        const { year, month, day } = associationDay(iso);
        const ours = [formatEventDate(iso), formatShortEventDate(iso), formatEventTime(iso), `${day}/${month}/${year}`];
        const numeric = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
        const intl = [longDate.format(instant), shortDate.format(instant), time.format(instant), `${numeric.day}/${numeric.month}/${numeric.year}`];
        if (ours.join(' | ') !== intl.join(' | ')) throw new Error(`at ${iso}: ${ours.join(' | ')} ≠ Intl's ${intl.join(' | ')}`);
      }),
      propertyRuns({ quick: 2_000, full: 20_000 }),
    );
  });

  it('switch to and from daylight time at the exact minute', () => {
    // 2026: daylight time ends Sunday 5 April 03:00 AEDT and starts Sunday 4 October 02:00 AEST.
    expect(formatEventTime('2026-04-04T15:59:00Z')).toBe('02:59');
    expect(formatEventTime('2026-04-04T16:00:00Z')).toBe('02:00');
    expect(formatEventTime('2026-10-03T15:59:00Z')).toBe('01:59');
    expect(formatEventTime('2026-10-03T16:00:00Z')).toBe('03:00');
    expect(formatEventDate('2026-11-28T21:05:00Z')).toBe('Sunday 29 November 2026');
    // The changes of every year on CI (a dozen years spread from 2008 to 2099 in a quick run), minute by
    // minute across the hours around them.
    const { numRuns: yearCount } = propertyRuns({ quick: 12, full: 92 });
    const years = Array.from({ length: yearCount }, (_, i) => 2008 + Math.round((i * (2099 - 2008)) / Math.max(1, yearCount - 1)));
    for (const year of new Set(years)) {
      for (const month of [3, 4, 9, 10]) {
        for (let day = 1; day <= 8; day++) {
          for (let minute = 14 * 60; minute < 18 * 60; minute += 1) {
            const instant = new Date(Date.UTC(year, month, day - 1, 0, minute));
            if (formatEventTime(instant.toISOString()) !== time.format(instant)) throw new Error(`wrong time at ${instant.toISOString()}`);
          }
        }
      }
    }
  });

  it('fall back to Intl outside the years the rule is computed for', () => {
    for (const iso of ['1999-07-01T05:00:00Z', '2007-03-25T15:30:00Z', '2100-01-01T00:00:00Z']) {
      expect(formatEventDate(iso)).toBe(longDate.format(new Date(iso)));
      expect(formatEventTime(iso)).toBe(time.format(new Date(iso)));
    }
  });

  it('name calendar days and months as en-AU does', () => {
    fc.assert(
      fc.property(instants('1990-01-01T00:00:00Z', '2099-12-31T00:00:00Z'), (instant) => {
        const day = { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
        expect(dayLongTitle(day)).toBe(utc({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant));
        expect(dayTitle(day)).toBe(utc({ day: 'numeric', month: 'long' }).format(instant));
        expect(monthTitle(day.year, day.month)).toBe(utc({ month: 'long', year: 'numeric' }).format(instant));
      }),
      propertyRuns({ quick: 200, full: 2_000 }),
    );
  });
});

describe('event dates in a configured zone (TIME_ZONE, issue #23)', () => {
  afterAll(() => setAssociationTimeZone(DEFAULT_TIME_ZONE));

  it('follow the zone the server gives, across its daylight-saving changes', () => {
    setAssociationTimeZone('Europe/London');
    const longDate = reference({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, 'Europe/London');
    const time = reference({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'Europe/London');
    expect(formatEventTime('2026-03-29T00:59:00Z')).toBe('00:59');
    expect(formatEventTime('2026-03-29T01:00:00Z')).toBe('02:00');
    expect(formatEventDate('2026-11-28T23:30:00Z')).toBe('Saturday 28 November 2026');
    fc.assert(
      fc.property(instants('2008-01-01T00:00:00Z', '2099-12-31T23:59:59Z'), (instant) => {
        const iso = instant.toISOString();
        expect(formatEventDate(iso)).toBe(longDate.format(instant));
        expect(formatEventTime(iso)).toBe(time.format(instant));
      }),
      propertyRuns({ quick: 50, full: 300 }),
    );
  });
});
