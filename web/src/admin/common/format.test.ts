import { DEFAULT_TIME_ZONE } from '../../../../shared/clock';
import { associationIsoDay, csvFileName, displayValue } from '../cms/contentCsv';
import { isoToLocalInput, localInputToIso, toContentInput } from '../cms/contentForm';
import { contentTypes, type FieldDecl } from '../../../../shared/content-fields';
import { setAssociationTimeZone } from '../../shared/timeZone';
import { formatClockTime, formatDate, formatDateTime, formatEventTime } from './format';

// The computer's zone must not matter: each check runs under several, set at run time (Node reads
// process.env.TZ on every date operation), whatever zone the machine or CI runs in.
const COMPUTER_ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Perth'];
const originalTz = process.env.TZ;

function inEveryComputerZone(check: () => void): void {
  try {
    for (const zone of COMPUTER_ZONES) {
      process.env.TZ = zone;
      check();
    }
  } finally {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  }
}

const events = contentTypes.EVENT;

describe('admin dates in the association’s zone, not the computer’s (issue #23)', () => {
  afterAll(() => setAssociationTimeZone(DEFAULT_TIME_ZONE));

  describe.each([
    // 9:30 on a Sunday morning in Melbourne is still Saturday in UTC (and in New York).
    [
      DEFAULT_TIME_ZONE,
      '2026-11-28T22:30:15Z',
      { dateTime: '29 Nov 2026, 09:30', date: '29 Nov 2026', time: '09:30', seconds: '09:30:15', day: '2026-11-29' },
    ],
    [
      'Europe/London',
      '2026-11-28T22:30:15Z',
      { dateTime: '28 Nov 2026, 22:30', date: '28 Nov 2026', time: '22:30', seconds: '22:30:15', day: '2026-11-28' },
    ],
  ])('in %s', (zone, instant, shown) => {
    beforeAll(() => setAssociationTimeZone(zone));

    it('formats staff dates, times and CSV days', () => {
      inEveryComputerZone(() => {
        expect(formatDateTime(instant)).toBe(shown.dateTime);
        expect(formatDate(instant)).toBe(shown.date);
        expect(formatEventTime(instant)).toBe(shown.time);
        expect(formatClockTime(new Date(instant))).toBe(shown.seconds);
        expect(associationIsoDay(instant)).toBe(shown.day);
        expect(csvFileName(events, new Date(instant))).toBe(`events-${shown.day}.csv`);
        expect(displayValue({ name: 'eventDate', label: 'Start', kind: 'datetime' } as FieldDecl, instant)).toBe(shown.dateTime);
      });
    });

    it('shows a bare calendar day (a join date) as it is', () => {
      inEveryComputerZone(() => {
        expect(formatDate('2025-03-05')).toBe('05 Mar 2025');
        expect(displayValue({ name: 'takenDate', label: 'Taken', kind: 'date' } as FieldDecl, '2025-03-05')).toBe('05 Mar 2025');
      });
    });

    it('shows the event form’s date and time on the zone’s wall clock and takes them back as the same instant', () => {
      inEveryComputerZone(() => {
        const input = isoToLocalInput(instant);
        expect(input).toBe(`${shown.day}T${shown.time}`);
        expect(localInputToIso(input)).toBe(instant.replace(':15Z', ':00.000Z'));
        const api = toContentInput(events, { status: 'DRAFT', title: 'Picnic', eventDate: input }) as Record<string, unknown>;
        expect(api.eventDate).toBe(instant.replace(':15Z', ':00.000Z'));
      });
    });
  });

  it('reads the form’s times across a daylight-saving change in the zone, not in the computer’s', () => {
    setAssociationTimeZone(DEFAULT_TIME_ZONE);
    inEveryComputerZone(() => {
      // Melbourne daylight time starts 4 October 2026 at 02:00: 01:30 is AEST, 03:30 AEDT.
      expect(localInputToIso('2026-10-04T01:30')).toBe('2026-10-03T15:30:00.000Z');
      expect(localInputToIso('2026-10-04T03:30')).toBe('2026-10-03T16:30:00.000Z');
      expect(localInputToIso('next Tuesday')).toBeNull();
    });
  });
});
