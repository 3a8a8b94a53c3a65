import { createClock } from '../../../shared/clock';
import { RsvpStatus, type Rsvp } from './rsvp.entity';
import { ATTENDEE_CSV_HEADER, attendeesCsvText } from './rsvp-attendees';

describe('the attendees CSV (issue #17)', () => {
  const clock = createClock('Australia/Melbourne');
  const row = (over: Partial<Rsvp>): Rsvp =>
    ({
      name: 'Ann',
      email: 'ann@example.org',
      attendees: 2,
      status: RsvpStatus.GOING,
      waitlistPosition: null,
      comments: null,
      createdAt: new Date('2031-12-19T23:30:00.000Z'),
      checkedInAt: null,
      ...over,
    }) as Rsvp;

  it('starts with a byte-order mark and the header, with Windows line ends', () => {
    const text = attendeesCsvText([], clock);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toBe(`\uFEFF${ATTENDEE_CSV_HEADER.join(',')}\r\n`);
  });

  it('writes times in the association’s zone and the waitlist position', () => {
    const [, line] = attendeesCsvText([row({ status: RsvpStatus.WAITLISTED, waitlistPosition: 4 })], clock).split('\r\n');
    expect(line).toBe(`Ann,ann@example.org,2,waitlisted,4,,2031-12-20 ${clock.formatTime(new Date('2031-12-19T23:30:00.000Z'))},`);
    expect(line).toContain('2031-12-20');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const [, line] = attendeesCsvText([row({ name: '=HYPERLINK("x")', comments: '+1', email: null })], clock).split('\r\n');
    expect(line.startsWith(`"'=HYPERLINK(""x"")",,2,going,,'+1,`)).toBe(true);
  });
});
