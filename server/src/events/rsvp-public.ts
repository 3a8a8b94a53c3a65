import type { EntityManager } from 'typeorm';
import { rsvpSchema } from '../../../shared/engagement';
import { messages } from '../../../shared/messages';
import { ConflictError, NotFoundError } from '../common/errors';
import { visible } from '../content';
import { sanitizeRichText } from '../common/sanitize';
import { cleanText } from '../common/text';
import { validateInput } from '../common/validation';
import { Event } from '../content';
import { Rsvp, RsvpStatus } from './rsvp.entity';
import { RsvpMailer } from './rsvp-mail';
import { freePlaces, noPlacesError, RsvpPlaces, type RsvpDeps } from './rsvp-places';
import { placeFor } from './rsvp.rules';

/** Thrown inside a transaction to roll it back on purpose (the honeypot's decoy RSVP). */
const ROLLBACK = new Error('decoy: rolled back on purpose');

/** No slug is longer (slugs are made from titles of at most 200 characters). */
export const MAX_SLUG_LENGTH = 250;

/** What the event page's RSVP form sends. */
export interface RsvpRequest {
  eventSlug: string;
  name: string;
  email: string;
  attendees: number;
  comments?: string | null;
}

/** What `rsvp` answers: the RSVP's places and standing, and the event after it. */
export interface RsvpOutcome {
  attendees: number;
  status: RsvpStatus;
  waitlistPosition: number | null;
  event: Event;
}

/**
 * Whether an RSVP may still be made at `now` (pure; SPEC §4 via issue #17).
 * @returns SPEC's refusal for a past event or a passed registration deadline, else null
 */
export function closedReason(event: Pick<Event, 'eventDate' | 'registrationDeadline'>, now: Date): string | null {
  if (event.eventDate && event.eventDate < now) return messages.rsvp.past;
  if (event.registrationDeadline && event.registrationDeadline < now) return messages.rsvp.closed;
  return null;
}

/**
 * The public RSVP from an event page (issue #17): a new RSVP or a new party size for the address's
 * open one, the waitlist when full, and the honeypot's decoy (issue #16 item 10).
 */
export class PublicRsvps {
  private readonly mail: RsvpMailer;
  private readonly places: RsvpPlaces;

  constructor(private readonly deps: RsvpDeps) {
    this.mail = new RsvpMailer(deps);
    this.places = new RsvpPlaces(deps, this.mail);
  }

  /**
   * An RSVP from the event page: a new one, or — for an e-mail that already has one — a change of
   * its party size (places re-checked). Joins the waitlist when the event is full and its waitlist
   * is on. A confirmation with the .ics and a manage link is queued in the same transaction.
   * @throws ValidationError (name, email, attendees 1–MAX_PARTY; a name holding a link); NotFoundError
   *   for an unknown or unpublished event; ConflictError when past, closed, or full without a waitlist
   */
  rsvp(input: RsvpRequest): Promise<RsvpOutcome> {
    return this.takePlaces(input, true);
  }

  /**
   * The answer to an RSVP whose honeypot was filled (issue #16 item 10): the real RSVP is written
   * and rolled back, so the bot gets what a person would while nothing is kept (no e-mail either).
   * @throws as `rsvp`
   */
  rsvpDecoy(input: RsvpRequest): Promise<RsvpOutcome> {
    return this.takePlaces(input, false);
  }

  private async takePlaces(input: RsvpRequest, keep: boolean): Promise<RsvpOutcome> {
    const values = await validateInput(rsvpSchema, input, { noLinks: { name: 'Name' } });
    const { places } = this;
    let answer: RsvpOutcome | null = null;
    try {
      await this.deps.db.transaction(async (tx) => {
        const event = await this.lockOpenEvent(tx, input.eventSlug);
        const repo = tx.getRepository(Rsvp);
        const existing = await repo
          .createQueryBuilder('r')
          .where('r.eventId = :id AND lower(r.email) = lower(:email)', { id: event.id, email: values.email })
          .getOne();
        let rsvp: Rsvp;
        let changed = false;
        if (existing && existing.status !== RsvpStatus.CANCELLED) {
          // Only the party size changes: anyone who knows the address could send the form, so the
          // stored name and comments stay as their owner gave them (the manage link changes the rest).
          rsvp = await places.resize(tx, event, existing, values.attendees);
          changed = true;
        } else {
          const status = placeFor(values.attendees, freePlaces(event), event.waitlistEnabled);
          if (!status) throw noPlacesError(event);
          const row = {
            name: values.name,
            email: values.email,
            attendees: values.attendees,
            comments: values.comments ?? null,
            // The person's own RSVP, also when it replaces a cancelled one staff had recorded.
            addedByStaff: false,
            status,
            waitlistSeq: status === RsvpStatus.WAITLISTED ? await places.nextSeq(tx) : null,
            createdAt: this.deps.clock.now(),
            updatedAt: this.deps.clock.now(),
            cancelledAt: null,
            checkedInAt: null,
            remindedFor: null,
            toldOfChangeAt: null,
          };
          if (existing) await repo.update({ id: existing.id }, row);
          else await repo.insert({ eventId: event.id, ...row });
          rsvp = await repo
            .createQueryBuilder('r')
            .where('r.eventId = :id AND lower(r.email) = lower(:email)', { id: event.id, email: values.email })
            .getOneOrFail();
          if (status === RsvpStatus.GOING) await places.setTaken(tx, event, event.currentAttendees + values.attendees);
        }
        const after = await places.reloadEvent(tx, event.id);
        const fresh = await repo.findOneByOrFail({ id: rsvp.id });
        const position = await places.positionOf(tx, fresh);
        if (keep) await this.mail.confirm(tx, after, fresh, position, changed);
        after.content = sanitizeRichText(after.content);
        answer = { attendees: fresh.attendees, status: fresh.status, waitlistPosition: position, event: after };
        if (!keep) throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return answer!;
  }

  /** A published event that still takes RSVPs, locked. @throws NotFoundError; ConflictError when past or closed */
  private async lockOpenEvent(tx: EntityManager, eventSlug: string): Promise<Event> {
    const slug = cleanText(eventSlug);
    if (slug.length > MAX_SLUG_LENGTH) throw new NotFoundError('Event');
    const found = await visible(tx.getRepository(Event).createQueryBuilder('item')).andWhere('item.slug = :slug', { slug }).getOne();
    if (!found) throw new NotFoundError('Event');
    const event = await this.places.lockEvent(tx, found.id);
    const closed = closedReason(event, this.deps.clock.now());
    if (closed) throw new ConflictError(closed);
    return event;
  }
}
