import { messages } from '../../../../shared/messages';

/** What an event's places allow (issue #17): places left, whether it is full and whether RSVPs join a waitlist. */
export interface Availability {
  /** Places free; null when the event has no limit. */
  placesLeft: number | null;
  full: boolean;
  /** Full, and RSVPs join its waitlist. */
  waitlist: boolean;
  /** "Full — join the waitlist", "Full", or null when places are free. */
  label: string | null;
}

/**
 * The availability of an event from its capacity, places taken and waitlist setting.
 * @param event `maxAttendees` (null: no limit), `currentAttendees`, `waitlistEnabled`
 */
export function availabilityOf(event: { maxAttendees?: number | null; currentAttendees: number; waitlistEnabled?: boolean | null }): Availability {
  if (event.maxAttendees == null) return { placesLeft: null, full: false, waitlist: false, label: null };
  const placesLeft = Math.max(0, event.maxAttendees - event.currentAttendees);
  const full = placesLeft === 0;
  const waitlist = full && event.waitlistEnabled !== false;
  return {
    placesLeft,
    full,
    waitlist,
    label: !full ? null : waitlist ? messages.rsvpLifecycle.fullJoinWaitlist : messages.rsvpLifecycle.full,
  };
}
