import { messages } from '../../../shared/messages';
import { closedReason } from './rsvp-public';

describe('when the public RSVP form is open (issue #17)', () => {
  const now = new Date('2031-12-10T00:00:00.000Z');
  const later = new Date('2031-12-20T00:00:00.000Z');
  const earlier = new Date('2031-12-01T00:00:00.000Z');

  it('takes RSVPs before the event and its registration deadline, and for an undated event', () => {
    expect(closedReason({ eventDate: later, registrationDeadline: later }, now)).toBeNull();
    expect(closedReason({ eventDate: null, registrationDeadline: null }, now)).toBeNull();
  });

  it('refuses a past event first, then a passed deadline', () => {
    expect(closedReason({ eventDate: earlier, registrationDeadline: earlier }, now)).toBe(messages.rsvp.past);
    expect(closedReason({ eventDate: later, registrationDeadline: earlier }, now)).toBe(messages.rsvp.closed);
  });
});
