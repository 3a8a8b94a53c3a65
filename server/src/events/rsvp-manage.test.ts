import { messages } from '../../../shared/messages';
import { RsvpStatus } from './rsvp.entity';
import { unchangeableReason } from './rsvp-manage';

describe('changing one’s own RSVP (issues #17, #21)', () => {
  const now = new Date('2031-12-10T00:00:00.000Z');
  const upcoming = { eventDate: new Date('2031-12-20T00:00:00.000Z') };
  const past = { eventDate: new Date('2031-12-01T00:00:00.000Z') };

  it('lets a going or waitlisted RSVP to an upcoming event change', () => {
    expect(unchangeableReason(upcoming, { status: RsvpStatus.GOING }, now)).toBeNull();
    expect(unchangeableReason(upcoming, { status: RsvpStatus.WAITLISTED }, now)).toBeNull();
    expect(unchangeableReason({ eventDate: null }, { status: RsvpStatus.GOING }, now)).toBeNull();
  });

  it('refuses a cancelled RSVP, then a past event', () => {
    expect(unchangeableReason(past, { status: RsvpStatus.CANCELLED }, now)).toBe(messages.rsvpLifecycle.alreadyCancelled);
    expect(unchangeableReason(past, { status: RsvpStatus.GOING }, now)).toBe(messages.rsvp.past);
  });
});
