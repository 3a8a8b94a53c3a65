import { createClock } from '../../../shared/clock';
import { reminderDay, reminderTimeOf } from './rsvp-reminders';

describe('event reminders (issue #17)', () => {
  const clock = createClock('Australia/Melbourne');

  it('is due at 09:00 association time the day before, in summer and in winter time', () => {
    // 20 Dec 2031 10:00 AEDT → 19 Dec 09:00 AEDT (+11).
    expect(reminderTimeOf(new Date('2031-12-19T23:00:00.000Z'), clock).toISOString()).toBe('2031-12-18T22:00:00.000Z');
    // 5 Oct 2031 (daylight saving starts that morning) → 4 Oct 09:00 AEST (+10).
    expect(reminderTimeOf(new Date('2031-10-05T00:00:00.000Z'), clock).toISOString()).toBe('2031-10-03T23:00:00.000Z');
  });

  it('says "today" when sent on the event’s own day, else "tomorrow"', () => {
    const start = new Date('2031-12-19T23:00:00.000Z');
    expect(reminderDay(start, new Date('2031-12-18T22:00:00.000Z'), clock)).toBe('tomorrow');
    expect(reminderDay(start, new Date('2031-12-19T14:00:00.000Z'), clock)).toBe('today');
  });
});
