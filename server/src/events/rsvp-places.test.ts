import { messages } from '../../../shared/messages';
import { freePlaces, noPlacesError } from './rsvp-places';

describe('places (issue #17)', () => {
  it('counts the places free, never below zero, and none to count without a limit', () => {
    expect(freePlaces({ maxAttendees: 10, currentAttendees: 7 })).toBe(3);
    expect(freePlaces({ maxAttendees: 10, currentAttendees: 12 })).toBe(0);
    expect(freePlaces({ maxAttendees: null, currentAttendees: 40 })).toBeNull();
  });

  it('refuses with the places left, the party’s own included, or as full when none are', () => {
    expect(noPlacesError({ maxAttendees: 10, currentAttendees: 8 }).message).toBe(messages.rsvp.notEnoughPlaces(2));
    expect(noPlacesError({ maxAttendees: 10, currentAttendees: 10 }, 3).message).toBe(messages.rsvp.notEnoughPlaces(3));
    expect(noPlacesError({ maxAttendees: 10, currentAttendees: 10 }).message).toBe(messages.rsvp.full);
    expect(noPlacesError({ maxAttendees: 10, currentAttendees: 10 }).code).toBe('CONFLICT');
  });
});
