import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { erasureSchema, personalDataSchema } from '../../../shared/privacy';
import type { AuditService } from '../audit';
import { AuditEntry } from '../audit';
import type { Actor } from '../common/actor';
import { validateInput } from '../common/validation';
import { ContactMessage } from '../contact';
import { NewsletterSubscriber } from '../newsletter';
import { Rsvp } from '../events';
import { Member } from '../members';
import { MemberChangeAction } from '../members';
import { OutboxEmail } from '../notifications';
import type { PubSub } from '../realtime';
import { JOB_SCHEMA } from '../jobs';
import { MemberChangeRequest, MemberErasureRequestRow, MemberLink, MemberSession } from '../member-portal';
import { NewsletterDelivery } from '../newsletter';
import { erasePerson, jobsHoldingEmail, type ErasureCounts } from './erasure';
import { paymentsOf, type ChargeVoider, type ErasureKept } from './money-records';
import { linkedAuditCondition, linkedAuditParams, personOf, type PersonScope } from './person';
import type { RsvpCanceller } from './rsvp-erasure';
import { accessExportHtml } from './access-export';
import { findPersonalData } from './personal-data-scan';
import type { ErasureResult, PersonalData, PersonalDataExport, PersonalDataJob, PersonalDataMemberLink } from './privacy.models';

/** Tables and columns the lists of `find` cover; the search of every table reports the others. */
const COVERED = new Set([
  'members.email',
  'rsvps.email',
  'newsletter_subscribers.email',
  'newsletter_deliveries.email',
  'member_links.new_email',
  'contact_messages.email',
  'email_outbox.to_address',
  'email_outbox.reply_to',
  'email_outbox.subject',
  'email_outbox.body',
  'email_outbox.html',
  'email_outbox.headers',
  'email_outbox.subject_email',
  'audit_entries.changes',
  'audit_entries.actor_name',
  'audit_entries.subject_email',
]);

/**
 * The money tables (issue #34): `find` lists a person's charges, ledger entries and receipts as
 * payments, whatever column holds their data (payer_email, payer_name, a receipt's issued_to and
 * content). Erasure keeps them, as the law requires, without the e-mail address.
 */
const MONEY_TABLES = new Set(['charges', 'ledger_entries', 'receipts']);

/**
 * Whether `find` lists a column's records itself: the columns above, the money tables (listed as
 * payments) and the job queue's tables (listed as jobs).
 */
export const isCovered = (table: string, column: string): boolean =>
  COVERED.has(`${table}.${column}`) || MONEY_TABLES.has(table) || table.startsWith(`${JOB_SCHEMA}.`);

/**
 * The member area's records of the person's member records (issue #21): change requests, sessions,
 * erasure request, and links — the member's own, and any confirming a change of another member's
 * address to this one. Link secrets are not exported (only their hash is kept anyway).
 */
async function memberAreaRecords(
  tx: EntityManager,
  email: string,
  members: Member[],
  byAddress: boolean,
): Promise<Pick<PersonalData, 'memberChangeRequests' | 'memberSessions' | 'memberLinks' | 'memberErasureRequests'>> {
  const memberIds = members.map((m) => m.id);
  const nameOf = new Map(members.map((m) => [m.id, m.fullName]));
  const ofMembers = <T extends object>(entity: new () => T, order: string) =>
    memberIds.length
      ? tx.getRepository(entity).createQueryBuilder('r').where('r.member_id IN (:...ids)', { ids: memberIds }).orderBy(order, 'ASC').getMany()
      : Promise.resolve([] as T[]);
  const memberChangeRequests = await ofMembers(MemberChangeRequest, 'r.requested_at');
  for (const request of memberChangeRequests) request.memberName = nameOf.get(request.memberId) ?? '';
  const memberSessions = await ofMembers(MemberSession, 'r.created_at');
  const memberErasureRequests = await ofMembers(MemberErasureRequestRow, 'r.requested_at');
  const links = tx
    .getRepository(MemberLink)
    .createQueryBuilder('r')
    .where(byAddress ? 'lower(r.new_email) = lower(:email)' : 'false', { email });
  if (memberIds.length) links.orWhere('r.member_id IN (:...ids)', { ids: memberIds });
  const memberLinks = (await links.orderBy('r.created_at', 'ASC').getMany()).map(({ tokenHash: _secret, ...link }): PersonalDataMemberLink => link);
  return { memberChangeRequests, memberSessions, memberLinks, memberErasureRequests };
}

/** The background jobs (pg-boss: waiting, done and archived) whose data or output holds the exact address (`jobsHoldingEmail`). */
async function jobsHolding(tx: EntityManager, email: string): Promise<PersonalDataJob[]> {
  return (await jobsHoldingEmail(tx, email)).map(({ output: _output, table: _table, ...job }) => job);
}

/** Dependencies of the privacy service. */
export interface PrivacyServiceDeps {
  db: DataSource;
  /** Cancels an address's RSVPs, promoting waitlists, without e-mailing the person (issue #17). */
  cancelRsvps: RsvpCanceller;
  /** Voids an open charge of the person being erased (the ledger's `voidCharge`, issue #34). */
  voidCharge: ChargeVoider;
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

  /**
   * The records of `find`, read in the caller's transaction: those holding the exact address, and
   * those linked to them when written (issue #31). `scope` applicant: see PersonScope.
   * @param scan false: leave out the search of every table (`otherPlaces`, staff's diagnostic only)
   */
  private async collect(tx: EntityManager, email: string, scope: PersonScope = { kind: 'address' }, scan = true): Promise<PersonalData> {
    const person = await personOf(tx, email, scope);
    const whole = scope.kind === 'address';
    const byIds = <T extends object>(entity: new () => T, ids: string[], order = 'r.created_at') =>
      ids.length
        ? tx
            .getRepository(entity)
            .createQueryBuilder('r')
            .where('r.id IN (:...ids)', { ids })
            .orderBy(order, 'ASC')
            .addOrderBy('r.id', 'ASC')
            .getMany()
        : Promise.resolve([] as T[]);
    const [members, rsvps, newsletterSubscriptions, contactMessages] = [
      await byIds(Member, person.memberIds),
      await byIds(Rsvp, person.rsvpIds),
      await byIds(NewsletterSubscriber, person.subscriberIds),
      await byIds(ContactMessage, person.contactMessageIds),
    ];
    const newsletterDeliveries = whole
      ? await tx
          .getRepository(NewsletterDelivery)
          .createQueryBuilder('d')
          .where('lower(d.email) = :email', { email: person.email })
          .orderBy('d.sent_at', 'ASC', 'NULLS LAST')
          .addOrderBy('d.id', 'ASC')
          .getMany()
      : [];
    // E-mails to the address, answering to it, or about it (a staff notification, linked when queued).
    const outboxEmails = await tx
      .getRepository(OutboxEmail)
      .createQueryBuilder('o')
      .where(
        whole
          ? `lower(o.to_address) = :email OR lower(coalesce(o.reply_to, '')) = :email OR lower(coalesce(o.subject_email, '')) = :email`
          : `lower(o.to_address) = :email`,
        { email: person.email },
      )
      .orderBy('o.created_at', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .getMany();
    const linked = (await tx.query(`SELECT a.id FROM audit_entries a WHERE ${linkedAuditCondition('a', 1, whole)}`, linkedAuditParams(person))) as {
      id: string;
    }[];
    const auditEntries = linked.length
      ? await tx
          .getRepository(AuditEntry)
          .createQueryBuilder('a')
          .where('a.id IN (:...ids)', { ids: linked.map((r) => r.id) })
          .orderBy('a.at', 'ASC')
          .addOrderBy('a.id', 'ASC')
          .getMany()
      : [];
    const area = await memberAreaRecords(tx, person.email, members, whole);
    const jobs = await jobsHolding(tx, person.email);
    const payments = await paymentsOf(tx, person);
    const otherPlaces = scan ? (await findPersonalData(tx, [email])).filter((p) => !isCovered(p.table, p.column)) : [];
    return {
      email,
      counts: {
        members: members.length,
        rsvps: rsvps.length,
        newsletterSubscriptions: newsletterSubscriptions.length,
        contactMessages: contactMessages.length,
        outboxEmails: outboxEmails.length,
        auditEntries: auditEntries.length,
        newsletterDeliveries: newsletterDeliveries.length,
        memberChangeRequests: area.memberChangeRequests.length,
        memberSessions: area.memberSessions.length,
        memberLinks: area.memberLinks.length,
        memberErasureRequests: area.memberErasureRequests.length,
        jobs: jobs.length,
        payments: payments.length,
      },
      members,
      rsvps,
      newsletterSubscriptions,
      newsletterDeliveries,
      contactMessages,
      outboxEmails,
      auditEntries,
      ...area,
      jobs,
      payments,
      otherPlaces,
    };
  }

  /**
   * Access export (APP 12): every record found, as a JSON file and a printable HTML page. The export
   * is audited (action "access-export", with the address and the counts) in the same transaction.
   * @param scope applicant: an applicant's own export from their area (see PersonScope, issue #31)
   * @throws ValidationError naming `email`
   */
  async export(actor: Actor, email: string, scope: PersonScope = { kind: 'address' }): Promise<PersonalDataExport> {
    const values = await validateInput(personalDataSchema, { email });
    const today = this.deps.clock.today();
    const generatedAt = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const data = await this.collect(tx, values.email, scope, false);
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
   * Money records (issue #34) are kept without the e-mail address, as the law requires; the result's
   * `kept` says how many (and how many open charges were voided).
   * @throws ValidationError naming `email`, or `confirmEmail` when it does not repeat the address
   */
  async erase(actor: Actor, input: { email: string; confirmEmail: string }): Promise<ErasureResult> {
    const values = await validateInput(erasureSchema, input);
    const erasedAt = this.deps.clock.now();
    const { counts, kept, members } = await this.deps.db.transaction(async (tx) => {
      const members = await tx
        .getRepository(Member)
        .createQueryBuilder('m')
        .where('lower(m.email) = lower(:email)', { email: values.email })
        .getMany();
      const { counts, kept } = await erasePerson(tx, values.email, this.deps);
      await this.recordErasure(tx, actor, 'erase', 'personal-data', randomUUID(), counts, kept);
      return { counts, kept, members };
    });
    for (const member of members) this.deps.pubsub.publish('MEMBER_CHANGED', { action: MemberChangeAction.DELETED, member });
    return { counts, kept, erasedAt };
  }

  /** The audit entry of an erasure: the counts (and, when money records were kept, how many), nothing personal. */
  async recordErasure(
    tx: EntityManager,
    actor: Actor,
    action: string,
    entityType: string,
    entityId: string,
    counts: ErasureCounts,
    kept?: ErasureKept,
  ): Promise<void> {
    await this.deps.audit.record(tx, actor, action, entityType, entityId, null, {
      erased: { ...counts },
      ...(kept && kept.payments > 0 ? { kept: { ...kept } } : {}),
    });
  }
}
