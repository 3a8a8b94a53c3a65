import { DataSource } from 'typeorm';
import { contactMessageSchema, newsletterSchema } from '../../../shared/engagement';
import { pageRequest, type Page } from '../common/pagination';
import { validateInput } from '../common/validation';
import { ContactMessage, NewsletterSubscriber } from './engagement.entities';
import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../../shared/clock';
import type { ContactMessageInput } from './engagement.inputs';
import { neutraliseFormula } from '../common/csv-file';

/** What residents send from the public site: contact messages, newsletter sign-ups (RSVPs: server/src/events/). */
export class EngagementService {
  /**
   * @param clock the association's clock: dates in the subscribers CSV and its file name (issue #23)
   */
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

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
