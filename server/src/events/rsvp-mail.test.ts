import { createClock } from '../../../shared/clock';
import type { Event } from '../content/event/event.entity';
import { RsvpStatus } from './rsvp.entity';
import { confirmationFor, rsvpLinks } from './rsvp-mail';

describe('RSVP e-mails (issue #17)', () => {
  const context = {
    to: 'ann@example.org',
    name: 'Ann',
    attendees: 2,
    event: { title: 'Working bee', eventDate: new Date('2031-12-19T23:00:00.000Z'), location: 'Scout Hall' } as Event,
    manageUrl: 'https://example.org/rsvp/t',
    eventUrl: 'https://example.org/events/working-bee',
    clock: createClock('Australia/Melbourne'),
  };

  it('links the manage page by token and the event page by its encoded slug', () => {
    expect(rsvpLinks('https://example.org', 'fête à l’école', 'tok')).toEqual({
      manageUrl: 'https://example.org/rsvp/tok',
      eventUrl: `https://example.org/events/${encodeURIComponent('fête à l’école')}`,
    });
  });

  it('confirms a waitlisted RSVP with its position, and a going one as confirmed or updated', () => {
    const waiting = confirmationFor(context, RsvpStatus.WAITLISTED, 3, false);
    expect(waiting.kind).toBe('rsvp-waitlisted');
    expect(waiting.body).toContain('number 3 on the waitlist');
    expect(confirmationFor(context, RsvpStatus.WAITLISTED, null, false).body).toContain('number 1 on the waitlist');
    expect(confirmationFor(context, RsvpStatus.GOING, null, false).kind).toBe('rsvp-confirmed');
    expect(confirmationFor(context, RsvpStatus.GOING, null, true).kind).toBe('rsvp-updated');
  });
});
