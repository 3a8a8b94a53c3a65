import type { DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { contactMessageSchema } from '../../../shared/engagement';
import { messages } from '../../../shared/messages';
import { limits } from '../../../shared/limits';
import { adminMessages } from '../../../shared/admin-messages';
import type { AuditService } from '../audit';
import type { Actor } from '../common/actor';
import { NotFoundError, ValidationError } from '../common/errors';
import { isUuid } from '../common/ids';
import { pageRequest, type Page } from '../common/pagination';
import { cleanText } from '../common/text';
import { validateInput } from '../common/validation';
import { currentSender } from '../notifications';
import type { OutboxService } from '../notifications';
import type { EmailDraft } from '../notifications';
import { ContactMessage } from './contact-message.entity';
import type { PubSub } from '../realtime';
import type { ContactMessageChangePayload } from './contact-change';
import type { ContactMessageInput, UpdateContactMessageInput } from './contact.models';

/** Dependencies of the contact inbox. */
export interface ContactServiceDeps {
  db: DataSource;
  outbox: OutboxService;
  audit: AuditService;
  clock: Clock;
  /** Announces each change to the inbox, so the sidebar badge updates live (issue #33). */
  pubsub: PubSub;
}

/** The e-mail to the association's contact address for one message; replies go to the resident. */
export const contactMessageEmail = (to: string, message: ContactMessage, sentAt: string): EmailDraft => ({
  kind: 'contact-message',
  to,
  subject: adminMessages.mail.contactSubject(message.name),
  body: adminMessages.mail.contactBody(message.name, message.email, sentAt, message.message),
  reason: adminMessages.mail.whyContact,
  replyTo: message.email,
  subjectEmail: message.email,
});

/** The names on the form that are e-mailed on (issue #16 item 10). */
const NO_LINKS = { name: 'Name' };

/**
 * The contact inbox (issue #18): each message from /contact is stored and e-mailed to the
 * association's contact address (site settings) with Reply-To the resident, in one transaction;
 * staff (admins and editors) mark messages handled or not, keep a note, delete them.
 */
export class ContactService {
  constructor(private readonly deps: ContactServiceDeps) {}

  /**
   * Stores a contact message and queues its e-mail to the association.
   * @throws ValidationError naming name, email or message (a name holding a web or e-mail address:
   *   issue #16 item 10)
   */
  async contact(input: ContactMessageInput): Promise<ContactMessage> {
    const values = await validateInput(contactMessageSchema, input, { noLinks: NO_LINKS });
    const saved = await this.deps.db.transaction(async (tx) => {
      const repo = tx.getRepository(ContactMessage);
      const stored = await repo.save(repo.create(values));
      const sender = await currentSender(tx);
      await this.deps.outbox.enqueue(tx, contactMessageEmail(sender.email, stored, this.deps.clock.formatDateTime(stored.createdAt)));
      return stored;
    });
    this.announce({ action: 'created', id: saved.id });
    return saved;
  }

  /** Tells staff screens the inbox changed, after the commit (issue #33). */
  private announce(change: ContactMessageChangePayload): void {
    this.deps.pubsub.publish('CONTACT_MESSAGE_CHANGED', change);
  }

  /**
   * The honeypot's answer to a contact message (issue #16 item 10): validated like a real one, so
   * invalid input is refused alike, and nothing is stored or sent.
   * @throws ValidationError as `contact`
   */
  async contactDecoy(input: ContactMessageInput): Promise<void> {
    await validateInput(contactMessageSchema, input, { noLinks: NO_LINKS });
  }

  /** Staff: contact messages, newest first; `handled` false: only those not handled yet. */
  async list(page?: number, limit?: number, handled?: boolean | null): Promise<Page<ContactMessage>> {
    const request = pageRequest(page, limit);
    const query = this.deps.db
      .getRepository(ContactMessage)
      .createQueryBuilder('m')
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'ASC')
      .offset(request.offset)
      .limit(request.limit);
    if (handled === true) query.where('m.handled_at IS NOT NULL');
    if (handled === false) query.where('m.handled_at IS NULL');
    const [items, total] = await query.getManyAndCount();
    return { items, total, page: request.page, limit: request.limit };
  }

  /** Staff: how many messages are not handled yet (dashboard and sidebar). */
  async unhandledCount(): Promise<number> {
    const [row] = (await this.deps.db.query(`SELECT count(*)::int AS n FROM contact_messages WHERE handled_at IS NULL`)) as { n: number }[];
    return row.n;
  }

  /**
   * Staff: marks a message handled or not and/or sets its note, audited in the same transaction.
   * @throws NotFoundError; ValidationError naming `note` when it is too long
   */
  async update(actor: Actor, input: UpdateContactMessageInput): Promise<ContactMessage> {
    if (!isUuid(input.id)) throw new NotFoundError('Message');
    const note = input.note === undefined || input.note === null ? undefined : cleanText(input.note).trim();
    if (note !== undefined && note.length > limits.maxTextLength)
      throw new ValidationError({ note: messages.validation.max('Note length', limits.maxTextLength) });
    const updated = await this.deps.db.transaction(async (tx) => {
      const repo = tx.getRepository(ContactMessage);
      const before = await repo.findOne({ where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw new NotFoundError('Message');
      const changes: Partial<ContactMessage> = {};
      if (input.handled === true && !before.handledAt)
        Object.assign(changes, { handledAt: this.deps.clock.now(), handledBy: actor.name?.trim() || 'Staff' });
      if (input.handled === false) Object.assign(changes, { handledAt: null, handledBy: null });
      if (note !== undefined) changes.note = note || null;
      await repo.update({ id: input.id }, changes);
      const after = await repo.findOneByOrFail({ id: input.id });
      const view = (m: ContactMessage) => ({ handled: Boolean(m.handledAt), note: m.note });
      await this.deps.audit.record(tx, actor, 'update', 'contact-message', input.id, view(before), view(after));
      return after;
    });
    this.announce({ action: 'updated', id: updated.id });
    return updated;
  }

  /**
   * Staff: deletes a message (audited without its content).
   * @throws NotFoundError
   */
  async remove(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw new NotFoundError('Message');
    await this.deps.db.transaction(async (tx) => {
      const [, deleted] = (await tx.query(`DELETE FROM contact_messages WHERE id = $1`, [id])) as [unknown, number];
      if (!deleted) throw new NotFoundError('Message');
      await this.deps.audit.record(tx, actor, 'delete', 'contact-message', id, { deleted: false }, { deleted: true });
    });
    this.announce({ action: 'deleted', id });
    return true;
  }
}
