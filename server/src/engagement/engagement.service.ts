import { DataSource, type EntityManager } from 'typeorm';
import { rsvpSchema } from '../../../shared/engagement';
import { messages } from '../../../shared/messages';
import { ConflictError, NotFoundError } from '../common/errors';
import { sanitizeRichText } from '../common/sanitize';
import { cleanText } from '../common/text';
import { validateInput } from '../common/validation';
import { Event } from '../content/event/event.entity';
import { Rsvp } from './engagement.entities';
import type { Clock } from '../../../shared/clock';
import type { RsvpInput, RsvpResult } from './engagement.inputs';
import { visible } from '../common/public-visibility';

/** Thrown inside a transaction to roll it back on purpose (the honeypot's decoy RSVP). */
const ROLLBACK = new Error('decoy: rolled back on purpose');

/** No slug is longer (slugs are made from titles of at most 200 characters). */
const MAX_SLUG_LENGTH = 250;

/** RSVPs from the public site (contact messages and newsletter sign-ups: contact/ and newsletter/, issue #18). */
export class EngagementService {
  /**
   * @param clock the association's clock
   */
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores an RSVP and takes its places in one transaction. The capacity check and the increment
   * are one conditional UPDATE, so two RSVPs for the last place have exactly one winner.
   * @throws ValidationError (name, email, attendees 1–5; a name holding a web or e-mail address,
   *   issue #16 item 10); NotFoundError for an unknown or unpublished event; ConflictError when
   *   the event is past, registration closed, or full
   */
  async rsvp(input: RsvpInput): Promise<RsvpResult> {
    return this.takePlaces(input, true);
  }

  /**
   * The answer to an RSVP whose honeypot was filled (issue #16 item 10): the real RSVP is written
   * and rolled back, so the bot gets what a person would — the same errors (full, closed, past),
   * the attendance with its places taken, in about the same time — while nothing is kept.
   * @throws as `rsvp`
   */
  async rsvpDecoy(input: RsvpInput): Promise<RsvpResult> {
    return this.takePlaces(input, false);
  }

  /** `rsvp`, kept or rolled back (`keep` false: the decoy). */
  private async takePlaces(input: RsvpInput, keep: boolean): Promise<RsvpResult> {
    const values = await validateInput(rsvpSchema, input, { noLinks: { name: 'Name' } });
    let answer: RsvpResult | null = null;
    try {
      await this.db.transaction(async (tx) => {
        const event = await this.openEvent(tx, input.eventSlug);
        const result = await tx
          .createQueryBuilder()
          .update(Event)
          .set({ currentAttendees: () => `current_attendees + ${values.attendees}` })
          .where('id = :id AND (max_attendees IS NULL OR current_attendees + :n <= max_attendees)', { id: event.id, n: values.attendees })
          .execute();
        if (!result.affected) {
          const left = Math.max(0, (event.maxAttendees ?? 0) - event.currentAttendees);
          throw new ConflictError(left > 0 ? messages.rsvp.notEnoughPlaces(left) : messages.rsvp.full);
        }
        await tx
          .getRepository(Rsvp)
          .insert({ eventId: event.id, name: values.name, email: values.email, attendees: values.attendees, comments: values.comments ?? null });
        const updated = await tx.getRepository(Event).findOneByOrFail({ id: event.id });
        // The public answer carries the event: its rich text is sanitised as on every public read.
        updated.content = sanitizeRichText(updated.content);
        answer = { attendees: values.attendees, event: updated };
        if (!keep) throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return answer!;
  }

  /**
   * A published event that still takes RSVPs.
   * @throws NotFoundError for an unknown, unpublished or impossible (over-long) slug; ConflictError when past or closed
   */
  private async openEvent(manager: EntityManager, eventSlug: string): Promise<Event> {
    const slug = cleanText(eventSlug);
    if (slug.length > MAX_SLUG_LENGTH) throw new NotFoundError('Event');
    const event = await visible(manager.getRepository(Event).createQueryBuilder('item')).andWhere('item.slug = :slug', { slug }).getOne();
    if (!event) throw new NotFoundError('Event');
    const now = new Date();
    if (event.eventDate && event.eventDate < now) throw new ConflictError(messages.rsvp.past);
    if (event.registrationDeadline && event.registrationDeadline < now) throw new ConflictError(messages.rsvp.closed);
    return event;
  }
}
