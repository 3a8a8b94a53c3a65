import { messages } from '../../../shared/messages';
import { capacityError } from './event-form-hooks';

describe('the event form’s capacity rule (issue #17)', () => {
  it('refuses a capacity below the places taken, naming maxAttendees', () => {
    expect(capacityError(4, 5)?.fields).toEqual({ maxAttendees: messages.rsvpLifecycle.capacityBelowTaken(5) });
  });

  it('takes the places taken exactly, more, no limit, or no change', () => {
    expect(capacityError(5, 5)).toBeNull();
    expect(capacityError(9, 5)).toBeNull();
    expect(capacityError(null, 5)).toBeNull();
    expect(capacityError(undefined, 5)).toBeNull();
  });
});
