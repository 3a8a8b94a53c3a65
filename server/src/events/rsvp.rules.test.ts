import { RsvpStatus } from './rsvp.entity';
import { placeFor, promotions, RSVP_ACTIONS } from './rsvp.rules';

describe('waitlist promotion rule (issue #17)', () => {
  const queue = [
    { id: 'a', attendees: 3 },
    { id: 'b', attendees: 1 },
    { id: 'c', attendees: 2 },
    { id: 'd', attendees: 1 },
  ];

  it('promotes in the order people joined while parties fit', () => {
    expect(promotions(queue, 4)).toEqual(['a', 'b']);
  });

  it('skips a party too large for the free places and lets smaller ones behind it go ahead', () => {
    expect(promotions(queue, 2)).toEqual(['b', 'd']);
  });

  it('promotes nobody when no place is free, and everybody when there is no limit', () => {
    expect(promotions(queue, 0)).toEqual([]);
    expect(promotions(queue, null)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('places a new RSVP: going when it fits, waitlisted when full and the waitlist is on, refused otherwise', () => {
    expect(placeFor(2, 2, true)).toBe(RsvpStatus.GOING);
    expect(placeFor(3, 2, true)).toBe(RsvpStatus.WAITLISTED);
    expect(placeFor(3, 2, false)).toBeNull();
    expect(placeFor(30, null, false)).toBe(RsvpStatus.GOING);
  });

  it('cancels only going or waitlisted RSVPs and checks in only going ones', () => {
    expect(RSVP_ACTIONS.cancel.from).not.toContain(RsvpStatus.CANCELLED);
    expect(RSVP_ACTIONS.checkIn.from).toEqual([RsvpStatus.GOING]);
  });
});
