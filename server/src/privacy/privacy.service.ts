import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { erasureSchema, personalDataSchema } from '../../../shared/privacy';
import type { AuditService } from '../audit/audit.service';
import { AuditEntry } from '../audit/audit.entity';
import type { Actor } from '../common/actor';
import { validateInput } from '../common/validation';
import { ContactMessage } from '../contact/contact-message.entity';
import { NewsletterSubscriber } from '../newsletter/subscriber.entity';
import { Rsvp } from '../events/rsvp.entity';
import { Member } from '../members/member.entity';
import { MemberChangeAction } from '../members/member.types';
import { OutboxEmail } from '../notifications/outbox.entity';
import type { PubSub } from '../realtime/pubsub';
import { erasePerson, identifiersOf, type ErasureCounts } from './erasure';
import type { RsvpCanceller } from './rsvp-erasure';
import { accessExportHtml } from './access-export';
import { findPersonalData } from './personal-data-scan';
import type { ErasureResult, PersonalData, PersonalDataExport } from './privacy.types';

/** Tables and columns the lists of `find` cover; the search of every table reports the others. */
const COVERED = new Set([
  'members.email',
  'rsvps.email',
  'newsletter_subscribers.email',
  'contact_messages.email',
  'email_outbox.to_address',
  'email_outbox.reply_to',
  'email_outbox.subject',
  'email_outbox.body',
  'email_outbox.html',
  'email_outbox.headers',
  'audit_entries.changes',
]);

/** Dependencies of the privacy service. */
export interface PrivacyServiceDeps {
  db: DataSource;
  /** Cancels an address's RSVPs, promoting waitlists, without e-mailing the person (issue #17). */
  cancelRsvps: RsvpCanceller;
  audit: AuditService;
  pubsub: PubSub;
  clock: Clock;
}

/**
 * A person's data, found by e-mail, exported and erased (issue #19; Australian Privacy Principles
 * 11.2 destruction, 12 access). Admin only.
 */
export class PrivacyService {
  constructor(private readonly deps: PrivacyServiceDeps) {}

  /**
   * Every record that holds an e-mail address, with counts.
   * @throws ValidationError naming `email` when it is missing or malformed
   */
  async find(email: string): Promise<PersonalData> {
    const values = await validateInput(personalDataSchema, { email });
    return this.deps.db.transaction((tx) => this.collect(tx, values.email));
  }

  /** The records of `find`, read in the caller's transaction. */
  private async collect(tx: EntityManager, email: string): Promise<PersonalData> {
    const ids = await identifiersOf(tx, email);
    const byEmail = <T extends object>(entity: new () => T, column = 'email') =>
      tx.getRepository(entity).createQueryBuilder('r').where(`lower(r.${column}) = :email`, { email }).orderBy('r.created_at', 'ASC').getMany();
    const pattern = `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [members, rsvps, newsletterSubscriptions, contactMessages] = [
      await byEmail(Member),
      await byEmail(Rsvp),
      await byEmail(NewsletterSubscriber),
      await byEmail(ContactMessage),
    ];
    const outboxEmails = await tx
      .getRepository(OutboxEmail)
      .createQueryBuilder('o')
      .where(
        `lower(o.to_address) = :email OR lower(coalesce(o.reply_to, '')) = :email OR o.subject ILIKE :pattern OR o.body ILIKE :pattern OR coalesce(o.html, '') ILIKE :pattern`,
        { email, pattern },
      )
      .orderBy('o.created_at', 'ASC')
      .getMany();
    const auditQuery = tx.getRepository(AuditEntry).createQueryBuilder('a').where('a.changes::text ILIKE :pattern', { pattern });
    if (ids.memberIds.length) auditQuery.orWhere(`(a.entity_type = 'member' AND a.entity_id IN (:...ids))`, { ids: ids.memberIds });
    const auditEntries = await auditQuery.orderBy('a.at', 'ASC').addOrderBy('a.id', 'ASC').getMany();
    const otherPlaces = (await findPersonalData(tx, [email])).filter((p) => !COVERED.has(`${p.table}.${p.column}`));
    return {
      email,
      counts: {
        members: members.length,
        rsvps: rsvps.length,
        newsletterSubscriptions: newsletterSubscriptions.length,
        contactMessages: contactMessages.length,
        outboxEmails: outboxEmails.length,
        auditEntries: auditEntries.length,
      },
      members,
      rsvps,
      newsletterSubscriptions,
      contactMessages,
      outboxEmails,
      auditEntries,
      otherPlaces,
    };
  }

  /**
   * Access export (APP 12): every record found, as a JSON file and a printable HTML page. The export
   * is audited (action "access-export", with the address and the counts) in the same transaction.
   * @throws ValidationError naming `email`
   */
  async export(actor: Actor, email: string): Promise<PersonalDataExport> {
    const values = await validateInput(personalDataSchema, { email });
    const today = this.deps.clock.today();
    const generatedAt = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const data = await this.collect(tx, values.email);
      const { otherPlaces: _places, ...records } = data;
      const document = { generatedAt: generatedAt.toISOString(), ...records };
      await this.deps.audit.record(tx, actor, 'access-export', 'personal-data', randomUUID(), null, { email: data.email, records: data.counts });
      return {
        filename: `personal-data-${today}.json`,
        json: JSON.stringify(document, null, 2),
        htmlFilename: `personal-data-${today}.html`,
        html: accessExportHtml(data, { generatedAt, clock: this.deps.clock }),
        counts: data.counts,
      };
    });
  }

  /**
   * Erasure (APP 11.2): everything held for the address goes in one transaction (see `erasePerson`),
   * and the audit log records that an erasure happened, by whom and when, with the counts only.
   * @throws ValidationError naming `email`, or `confirmEmail` when it does not repeat the address
   */
  async erase(actor: Actor, input: { email: string; confirmEmail: string }): Promise<ErasureResult> {
    const values = await validateInput(erasureSchema, input);
    const erasedAt = this.deps.clock.now();
    const { counts, members } = await this.deps.db.transaction(async (tx) => {
      const members = await tx.getRepository(Member).createQueryBuilder('m').where('lower(m.email) = :email', { email: values.email }).getMany();
      const { counts } = await erasePerson(tx, values.email, this.deps.cancelRsvps);
      await this.recordErasure(tx, actor, 'erase', 'personal-data', randomUUID(), counts);
      return { counts, members };
    });
    for (const member of members) this.deps.pubsub.publish('MEMBER_CHANGED', { action: MemberChangeAction.DELETED, member });
    return { counts, erasedAt };
  }

  /** The audit entry of an erasure: the counts, nothing personal. */
  async recordErasure(tx: EntityManager, actor: Actor, action: string, entityType: string, entityId: string, counts: ErasureCounts): Promise<void> {
    await this.deps.audit.record(tx, actor, action, entityType, entityId, null, { erased: { ...counts } });
  }
}
