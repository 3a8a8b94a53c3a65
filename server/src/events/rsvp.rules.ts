import { RsvpStatus } from './rsvp.entity';

/**
 * The RSVP lifecycle as data (issue #17, STYLE habit 2): which statuses each action applies to and
 * the status it leaves. The service applies an action with one conditional UPDATE … WHERE status =
 * ANY(from) under the event's row lock, so a race has exactly one winner.
 */
export const RSVP_ACTIONS = {
  /** The resident (manage link) or staff cancel: the places (or the waitlist spot) are freed. */
  cancel: { from: [RsvpStatus.GOING, RsvpStatus.WAITLISTED], to: RsvpStatus.CANCELLED },
  /** A waitlisted party whose size fits the free places gets them. */
  promote: { from: [RsvpStatus.WAITLISTED], to: RsvpStatus.GOING },
  /** The party size changes (places re-checked); a waitlisted RSVP keeps its place in the queue. */
  resize: { from: [RsvpStatus.GOING, RsvpStatus.WAITLISTED] },
  /** Staff tick (or untick) a party at the door. */
  checkIn: { from: [RsvpStatus.GOING] },
} as const;

export { MAX_PARTY } from '../../../shared/engagement';

/** A waitlisted RSVP as the promotion rule sees it, in the order people joined. */
export interface Waiting {
  id: string;
  attendees: number;
}

/**
 * The waitlist rule (README "Waitlist"): in the order people joined, every waitlisted party that
 * fits the places still free is promoted; a party too large for what is free is skipped — it keeps
 * its place in the queue, and later, smaller parties behind it may go ahead — and is first in line
 * when enough places free up.
 * @param waiting waitlisted RSVPs, oldest first
 * @param free places free now; null for an event without a limit (everyone is promoted)
 * @returns the ids to promote, in order
 */
export function promotions(waiting: Waiting[], free: number | null): string[] {
  if (free === null) return waiting.map((w) => w.id);
  let left = free;
  const chosen: string[] = [];
  for (const w of waiting) {
    if (left <= 0) break;
    if (w.attendees <= left) {
      chosen.push(w.id);
      left -= w.attendees;
    }
  }
  return chosen;
}

/**
 * Where a new or returning RSVP goes: GOING when its party fits the free places, WAITLISTED when
 * the event is full for it and the waitlist is on, else null (refused with SPEC's message).
 * @param free places free now; null for no limit
 */
export function placeFor(attendees: number, free: number | null, waitlistEnabled: boolean): RsvpStatus.GOING | RsvpStatus.WAITLISTED | null {
  if (free === null || attendees <= free) return RsvpStatus.GOING;
  return waitlistEnabled ? RsvpStatus.WAITLISTED : null;
}
