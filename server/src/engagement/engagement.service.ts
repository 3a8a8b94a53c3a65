import { DataSource, type EntityManager } from 'typeorm';
import { contactMessageSchema, newsletterSchema, rsvpSchema } from '../../../shared/engagement';
import { messages } from '../../../shared/messages';
import { ConflictError, NotFoundError } from '../common/errors';
import { pageRequest, type Page } from '../common/pagination';
import { sanitizeRichText } from '../common/sanitize';
import { cleanText } from '../common/text';
import { validateInput } from '../common/validation';
import { Event } from '../content/event/event.entity';
import { ContactMessage, NewsletterSubscriber, Rsvp } from './engagement.entities';
import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../../shared/clock';
import type { ContactMessageInput, RsvpInput, RsvpResult } from './engagement.inputs';
import { visible } from '../common/public-visibility';
import { neutraliseFormula } from '../common/csv-file';

/** Thrown inside a transaction to roll it back on purpose (the honeypot's decoy RSVP). */
const ROLLBACK = new Error('decoy: rolled back on purpose');

/** No slug is longer (slugs are made from titles of at most 200 characters). */
const MAX_SLUG_LENGTH = 250;

/** What residents send from the public site: RSVPs, contact messages, newsletter sign-ups. */
export class EngagementService {
  /**
   * @param clock the association's clock: dates in the subscribers CSV and its file name (issue #23)
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

  /**
   * Stores a contact message for staff.
   * @throws ValidationError naming name, email or message (a name holding a web or e-mail address:
   *   issue #16 item 10)
   */
  async contact(input: ContactMessageInput): Promise<ContactMessage> {
    const values = await validateInput(contactMessageSchema, input, { noLinks: { name: 'Name' } });
    const repo = this.db.getRepository(ContactMessage);
    return repo.save(repo.create(values));
  }

  /**
   * The honeypot's answer to a contact message (issue #16 item 10): validated like a real one, so
   * invalid input is refused alike, and nothing is stored.
   * @throws ValidationError as `contact`
   */
  async contactDecoy(input: ContactMessageInput): Promise<void> {
    await validateInput(contactMessageSchema, input, { noLinks: { name: 'Name' } });
  }

  /**
   * Subscribes an email to the newsletter; subscribing twice is not an error and stores one row.
   * @throws ValidationError when the email is missing or malformed
   */
  async subscribe(email: string): Promise<boolean> {
    const values = await validateInput(newsletterSchema, { email });
    await this.db.query(`INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT (lower(email)) DO NOTHING`, [values.email]);
    return true;
  }

  /**
   * The honeypot's answer to a newsletter sign-up (issue #16 item 10): validated like a real one,
   * nothing stored.
   * @throws ValidationError as `subscribe`
   */
  async subscribeDecoy(email: string): Promise<boolean> {
    await validateInput(newsletterSchema, { email });
    return true;
  }

  /** Staff: contact messages, newest first. */
  async contactMessages(page?: number, limit?: number): Promise<Page<ContactMessage>> {
    const request = pageRequest(page, limit);
    const [items, total] = await this.db
      .getRepository(ContactMessage)
      .findAndCount({ order: { createdAt: 'DESC', id: 'ASC' }, skip: request.offset, take: request.limit });
    return { items, total, page: request.page, limit: request.limit };
  }

  /** Staff: newsletter subscribers, newest first. */
  async subscribers(page?: number, limit?: number): Promise<Page<NewsletterSubscriber>> {
    const request = pageRequest(page, limit);
    const [items, total] = await this.db
      .getRepository(NewsletterSubscriber)
      .findAndCount({ order: { createdAt: 'DESC', id: 'ASC' }, skip: request.offset, take: request.limit });
    return { items, total, page: request.page, limit: request.limit };
  }

  /**
   * Staff: every subscriber as CSV (Email, Subscribed: the association's local date and time),
   * formula-looking cells neutralised; the file is named after the association's today.
   */
  async subscribersCsv(): Promise<{ filename: string; content: string; rows: number }> {
    const all = await this.db.getRepository(NewsletterSubscriber).find({ order: { createdAt: 'ASC' } });
    const content = stringify(
      [
        ['Email', 'Subscribed'],
        ...all.map((s) => [neutraliseFormula(s.email), `${this.clock.isoDay(s.createdAt)} ${this.clock.formatTime(s.createdAt)}`]),
      ],
      {
        record_delimiter: 'windows',
      },
    );
    return { filename: `newsletter-subscribers-${this.clock.today()}.csv`, content, rows: all.length };
  }
}
