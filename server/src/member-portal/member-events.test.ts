import { calendarFeedUrl } from './member-events';

describe('a member’s private calendar feed (issue #21)', () => {
  it('lives at /members/calendar/{secret}.ics under PUBLIC_URL', () => {
    expect(calendarFeedUrl('https://example.org', 'abc')).toBe('https://example.org/members/calendar/abc.ics');
  });
});
