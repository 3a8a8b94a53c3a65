import { messages } from '../../../shared/messages';
import { ValidationError } from '../common/errors';
import { isUuid } from '../common/ids';
import type { ContentUpdateHooks } from '../content';
import type { ContentItem } from '../content';
import type { Event } from '../content';
import type { EventChangeNotices } from './event-change-notices';
import { RsvpMailer } from './rsvp-mail';
import { RsvpPlaces, type RsvpDeps } from './rsvp-places';

/**
 * The event form's capacity rule (pure, issue #17): `max_attendees` may not drop below the places taken.
 * @param max the capacity the form sends (undefined: unchanged; null: no limit)
 * @returns the field error naming maxAttendees, or null
 */
export function capacityError(max: unknown, taken: number): ValidationError | null {
  return typeof max === 'number' && max < taken ? new ValidationError({ maxAttendees: messages.rsvpLifecycle.capacityBelowTaken(taken) }) : null;
}

/**
 * The event form's part in places (issue #17): it never writes `current_attendees`; it may not
 * lower `max_attendees` below the places taken (BAD_USER_INPUT naming maxAttendees), and a higher
 * capacity or a waitlist switched on promotes the waitlist — all under the event's row lock. A
 * change of date, time, place or status is noted for the change notice (issue #33).
 * @param notices where changes are noted (the site's `EventChangeNotices`)
 */
export function eventFormHooks(deps: RsvpDeps, notices: EventChangeNotices): ContentUpdateHooks {
  const places = new RsvpPlaces(deps, new RsvpMailer(deps));
  return {
    beforeUpdate: async (tx, id, values) => {
      if (!isUuid(id)) return;
      const [row] = (await tx.query(`SELECT current_attendees FROM events WHERE id = $1 FOR UPDATE`, [id])) as { current_attendees: number }[];
      const error = row ? capacityError(values.maxAttendees, row.current_attendees) : null;
      if (error) throw error;
    },
    afterUpdate: async (tx, actor, _before: ContentItem, after: ContentItem) => {
      await places.promote(tx, after as Event, actor);
    },
    afterChange: (tx, before: ContentItem, after: ContentItem) => notices.noteChange(tx, before as Event, after as Event),
  };
}
