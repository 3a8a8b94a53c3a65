import type { EntityManager } from 'typeorm';
import type { Changes } from '../audit';
import { holdsEmail, normaliseEmail } from '../common/email-address';
import { likePattern } from '../common/like-pattern';
import { JOB_SCHEMA } from '../jobs';
import { keepMoneyRecords, type ChargeVoider, type ErasureKept } from './money-records';
import { linkedAuditCondition, linkedAuditParams, personOf, type Person } from './person';
import { cancelAndEraseRsvps, type RsvpCanceller } from './rsvp-erasure';

/** What replaces a personal value in an audit entry after erasure (the entry keeps action, time, actor and record id). */
export const ERASED = '[erased]';

/**
 * Member fields an audit entry may keep after erasure: the review facts and staff names, none of
 * which identify the person once name and contact details are gone. Every other field is erased.
 */
const KEPT_MEMBER_FIELDS = new Set([
  'id',
  'memberNumber',
  'status',
  'memberType',
  'joinDate',
  'approvedDate',
  'approvedBy',
  'rejectedDate',
  'rejectedBy',
  'ceasedDate',
  'enteredByStaff',
  'receiptRequested',
  'residencyProofStatus',
  'lastLoginDate',
]);

/** How many records of each kind an erasure removed (no personal data: safe for the audit log). */
export interface ErasureCounts {
  members: number;
  rsvps: number;
  newsletterSubscriptions: number;
  contactMessages: number;
  outboxEmails: number;
  auditEntries: number;
  /** Newsletter copies to the address, sent or still queued (issue #18's `newsletter_deliveries`). */
  newsletterDeliveries: number;
  /** Name and address changes the member asked for (issue #21). */
  memberChangeRequests: number;
  /** The member's signed-in sessions (issue #21). */
  memberSessions: number;
  /** Sign-in and e-mail change links of the member, or confirming a change to the address (issue #21). */
  memberLinks: number;
  /** The member's own erasure request (issue #21). */
  memberErasureRequests: number;
  /** Background jobs whose data holds the address (e.g. a sign-in link being looked up). */
  jobs: number;
  /**
   * Charges, ledger entries and receipts (issue #34). Found and exported like the rest, but an
   * erasure keeps them (the law requires financial records to be kept for 7 years): its count of
   * payments erased is always 0, and what it kept is in `ErasureKept`.
   */
  payments: number;
}

/**
 * Fields of the person's other records (RSVP, contact message, newsletter subscription) an audit
 * entry may keep after erasure: states, counts and times. Every other field is erased (issue #31).
 */
const KEPT_RECORD_FIELDS = new Set([
  'id',
  'eventId',
  'attendees',
  'status',
  'waitlistSeq',
  'createdAt',
  'cancelledAt',
  'checkedInAt',
  'remindedFor',
  'handled',
  'deleted',
  'removed',
  'requested',
  'erased',
]);

/** The entity types of audit entries about one of a person's own rows. */
const PERSON_ENTITIES: Record<string, keyof Pick<Person, 'memberIds' | 'rsvpIds' | 'subscriberIds' | 'contactMessageIds'>> = {
  member: 'memberIds',
  rsvp: 'rsvpIds',
  'newsletter-subscriber': 'subscriberIds',
  'contact-message': 'contactMessageIds',
};

/** Member fields whose earlier values (in the member's audit history) identify the person too. */
const PERSONAL_MEMBER_FIELDS = ['fullName', 'primaryApplicantFullName', 'phone', 'address', 'orgName'];

/** A person (exact address and row ids, issue #31) with the values their own rows hold. */
export interface Identifiers {
  person: Person;
  /**
   * Every value the person's own rows hold that identifies them — the address, names, phones,
   * addresses — blanked wherever an entry linked to the person records it. Never used to find anything.
   */
  values: string[];
}

/**
 * The person behind an e-mail address (`personOf`: the exact address and the ids of the rows holding
 * it) and the identifying values of those rows: names, phones, addresses and organisation names of
 * the members, RSVPs and contact messages, the members' earlier ones too (names and addresses they
 * asked to change to, issue #21, and every value their audit history holds for those fields). The
 * values only say what to blank in entries already linked to the person; they never find anyone.
 * @param email the address as typed; compared whole, in any letter case
 */
export async function identifiersOf(tx: EntityManager, email: string): Promise<Identifiers> {
  const person = await personOf(tx, email);
  const rows = [
    ...((await tx.query(`SELECT full_name, primary_applicant_full_name, phone, address, org_name FROM members WHERE id = ANY($1::uuid[])`, [
      person.memberIds,
    ])) as Record<string, string | null>[]),
    ...((await tx.query(`SELECT name FROM rsvps WHERE id = ANY($1::uuid[])`, [person.rsvpIds])) as Record<string, string | null>[]),
    ...((await tx.query(`SELECT name FROM contact_messages WHERE id = ANY($1::uuid[])`, [person.contactMessageIds])) as Record<
      string,
      string | null
    >[]),
    ...((await tx.query(`SELECT full_name, address FROM member_change_requests WHERE id = ANY($1::uuid[])`, [person.changeRequestIds])) as Record<
      string,
      string | null
    >[]),
  ];
  const history = (await tx.query(`SELECT changes FROM audit_entries WHERE entity_type = 'member' AND entity_id = ANY($1::text[])`, [
    person.memberIds,
  ])) as { changes: Changes | null }[];
  const values = [person.email];
  for (const row of rows) for (const value of Object.values(row)) if (value) values.push(value);
  for (const { changes } of history)
    for (const field of PERSONAL_MEMBER_FIELDS)
      for (const side of ['before', 'after'] as const) {
        const value = changes?.[field]?.[side];
        if (typeof value === 'string' && value !== ERASED) values.push(value);
      }
  return { person, values: [...new Set(values.map((v) => v.trim()).filter((v) => v.length >= 3))] };
}

/** True when a value (any JSON) holds one of the texts as a whole string (trimmed, any letter case). */
function holdsAny(value: unknown, lowered: Set<string>): boolean {
  if (typeof value === 'string') return lowered.has(value.trim().toLowerCase());
  if (Array.isArray(value)) return value.some((v) => holdsAny(v, lowered));
  if (value && typeof value === 'object') return Object.values(value).some((v) => holdsAny(v, lowered));
  return false;
}

/**
 * Replaces personal values with ERASED (APP 11.2) in exactly the audit entries linked to the person
 * when written (issue #31, `linkedAuditCondition`): about one of the person's rows, every field but the
 * kept ones (KEPT_MEMBER_FIELDS, KEPT_RECORD_FIELDS); in any other linked entry (an access export of
 * the address), the fields recording the address or another of the person's values. The member's name
 * as the actor of their own actions becomes "[erased] (member)", and the link to the address is
 * cleared. Action, time, actor and record id stay, so the history still shows what was done, by whom
 * and when. No entry is found by a name or a part of an address.
 * @returns how many entries' recorded values or actor name changed
 */
export async function scrubAuditEntries(tx: EntityManager, ids: Identifiers): Promise<number> {
  const { person } = ids;
  const entries = (await tx.query(
    `SELECT a.id, a.entity_type, a.entity_id, a.changes, a.actor_member_id::text AS actor_member_id, a.actor_name FROM audit_entries a
      WHERE ${linkedAuditCondition('a', 1)}`,
    linkedAuditParams(person),
  )) as { id: string; entity_type: string; entity_id: string; changes: Changes | null; actor_member_id: string | null; actor_name: string | null }[];
  const lowered = new Set(ids.values.map((v) => v.trim().toLowerCase()));
  let changed = 0;
  for (const entry of entries) {
    const own = PERSON_ENTITIES[entry.entity_type];
    const aboutPerson = own !== undefined && person[own].includes(entry.entity_id);
    const kept = entry.entity_type === 'member' ? KEPT_MEMBER_FIELDS : KEPT_RECORD_FIELDS;
    const scrubbed: Changes = {};
    let touched = false;
    for (const [field, change] of Object.entries(entry.changes ?? {})) {
      const personal = (aboutPerson && !kept.has(field)) || field === 'email' || holdsAny(change, lowered);
      const erase = (value: unknown) => (value === null || value === undefined || value === ERASED ? value : ERASED);
      const next = personal ? { before: erase(change?.before), after: erase(change?.after) } : change;
      if (JSON.stringify(next) !== JSON.stringify(change)) touched = true;
      scrubbed[field] = next;
    }
    const actedAsMember = entry.actor_member_id !== null && person.memberIds.includes(entry.actor_member_id);
    const actorName = actedAsMember ? `${ERASED} (member)` : entry.actor_name;
    if (actorName !== entry.actor_name) touched = true;
    await tx.query(`UPDATE audit_entries SET changes = $2, actor_name = $3, subject_email = NULL WHERE id = $1`, [
      entry.id,
      JSON.stringify(touched ? scrubbed : (entry.changes ?? {})),
      actorName,
    ]);
    if (touched) changed++;
  }
  return changed;
}

/**
 * Deletes the e-mails linked to the person's exact address (issue #31): sent to it, answering to it
 * (Reply-To), or about it (`subject_email`: a staff notification of the person's message). An e-mail
 * to someone else that merely mentions a longer address holding this one is never touched.
 * @param email the address as typed; compared whole, in any letter case
 * @returns rows deleted
 */
export async function deleteOutboxFor(tx: EntityManager, email: string): Promise<number> {
  return countDeleted(
    tx,
    `DELETE FROM email_outbox
      WHERE lower(to_address) = $1 OR lower(coalesce(reply_to, '')) = $1 OR lower(coalesce(subject_email, '')) = $1`,
    [normaliseEmail(email)],
  );
}

/** Runs a DELETE (without RETURNING) and returns how many rows went. */
async function countDeleted(tx: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const rows = (await tx.query(`WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`, params)) as { n: number }[];
  return rows[0]?.n ?? 0;
}

/** Runs a DELETE … WHERE lower(email) = lower($1) and returns how many rows went. */
function deleteByEmail(
  tx: EntityManager,
  table: 'members' | 'newsletter_subscribers' | 'newsletter_deliveries' | 'contact_messages',
  email: string,
): Promise<number> {
  return countDeleted(tx, `DELETE FROM ${table} WHERE lower(email) = $1`, [normaliseEmail(email)]);
}

/** A background job holding an address: where it is (pg-boss's `job` or `archive`) and what it holds. */
export interface JobHolding {
  table: 'job' | 'archive';
  id: string;
  name: string;
  state: string;
  data: string;
  output: string | null;
  createdOn: Date;
}

/**
 * The background jobs (pg-boss, schema JOB_SCHEMA: waiting, done and archived) whose data or output
 * holds the exact address as one of its JSON strings (issue #31: parsed and compared whole, after
 * normalising — a job for "anna@dom" does not hold "a@dom"), e.g. the member sign-in request's job
 * (issue #21), which pg-boss keeps for days. A text search only narrows the rows parsed.
 * @param email the address as typed
 * @returns the jobs, oldest first
 */
export async function jobsHoldingEmail(tx: EntityManager, email: string): Promise<JobHolding[]> {
  const address = normaliseEmail(email);
  const jobs: JobHolding[] = [];
  for (const table of ['job', 'archive'] as const)
    if (await tableExists(tx, JOB_SCHEMA, table)) {
      const rows = (await tx.query(
        `SELECT id::text AS id, name, state::text AS state, data::text AS data, output::text AS output, created_on AS "createdOn"
           FROM "${JOB_SCHEMA}"."${table}" WHERE data::text ILIKE ANY($1) OR coalesce(output::text, '') ILIKE ANY($1) ORDER BY created_on, id`,
        [[...new Set([address, JSON.stringify(address).slice(1, -1)])].map(likePattern)],
      )) as Omit<JobHolding, 'table'>[];
      jobs.push(...rows.filter((job) => holdsEmail(job.data, address) || holdsEmail(job.output, address)).map((job) => ({ table, ...job })));
    }
  return jobs;
}

/**
 * Deletes the background jobs holding the exact address (`jobsHoldingEmail`), by id.
 * @returns jobs deleted
 */
export async function deleteJobsFor(tx: EntityManager, email: string): Promise<number> {
  let deleted = 0;
  for (const table of ['job', 'archive'] as const) {
    const ids = (await jobsHoldingEmail(tx, email)).filter((job) => job.table === table).map((job) => job.id);
    if (ids.length) deleted += await countDeleted(tx, `DELETE FROM "${JOB_SCHEMA}"."${table}" WHERE id::text = ANY($1::text[])`, [ids]);
  }
  return deleted;
}

/** Whether a table exists (pg-boss creates its own when it first starts). */
export async function tableExists(tx: EntityManager, schema: string, table: string): Promise<boolean> {
  const rows = (await tx.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2`, [schema, table])) as unknown[];
  return rows.length > 0;
}

/** What erasure needs from other features, given by the composition root (services.ts). */
export interface ErasureDeps {
  /** The RSVP module's cancellation of every RSVP of the address (issue #17). */
  cancelRsvps: RsvpCanceller;
  /** The ledger's void of an open charge (issue #34). */
  voidCharge: ChargeVoider;
}

/**
 * Erases everything held about the person behind an e-mail address, in the caller's transaction
 * (issue #19, APP 11.2): RSVPs cancelled (places freed) and deleted, the newsletter subscription,
 * its copies of issues (a copy still queued is never sent) and contact messages deleted, e-mails to
 * or about the address deleted, background jobs holding it deleted, audit entries' personal values
 * replaced by ERASED, and the member record deleted with what the member area keeps of it (issue
 * #21: change requests, sessions, links, erasure request). Money records (issue #34) are kept, as
 * the law requires, without the e-mail address, and open charges are voided (`keepMoneyRecords`).
 * Newsletter, contact, member-area and money tables are addressed by SQL, not through their modules,
 * so moving those modules does not change erasure. The caller records the erasure itself (who, when,
 * the counts) in the audit log.
 * Exactly the person's rows are touched (issue #31): those holding the whole address, and audit
 * entries, e-mails and jobs linked to them or to the address — nobody found by a name or by an
 * address that merely contains this one.
 * @param email the address as typed; compared whole, in any letter case
 * @param deps RSVP cancellation (issue #17) and the ledger's void of a charge (issue #34)
 * @returns the counts erased (payments: 0), what was kept, and the identifiers (for a final check that nothing holds them)
 */
export async function erasePerson(
  tx: EntityManager,
  email: string,
  deps: ErasureDeps,
): Promise<{ counts: ErasureCounts; kept: ErasureKept; identifiers: Identifiers }> {
  const identifiers = await identifiersOf(tx, email);
  const ids = identifiers.person.memberIds;
  // First: cancelling writes audit entries (and frees places, promotes waitlists); the scrub after it covers them.
  const rsvps = await cancelAndEraseRsvps(tx, email, deps.cancelRsvps);
  // Before the member records go: voiding a charge is audited, and the records still name their member.
  const kept = await keepMoneyRecords(tx, identifiers.person, deps.voidCharge);
  const auditEntries = await scrubAuditEntries(tx, identifiers);
  const newsletterDeliveries = await deleteByEmail(tx, 'newsletter_deliveries', email);
  const newsletterSubscriptions = await deleteByEmail(tx, 'newsletter_subscribers', email);
  const contactMessages = await deleteByEmail(tx, 'contact_messages', email);
  const outboxEmails = await deleteOutboxFor(tx, email);
  const jobs = await deleteJobsFor(tx, email);
  // The member area's rows go with the member (ON DELETE CASCADE); deleted here first to be counted.
  // A pending change of another member's address to this one (issue #21) holds the address too.
  const memberLinks = await countDeleted(tx, `DELETE FROM member_links WHERE member_id = ANY($1::uuid[]) OR lower(new_email) = $2`, [
    ids,
    identifiers.person.email,
  ]);
  const memberChangeRequests = await countDeleted(tx, `DELETE FROM member_change_requests WHERE member_id = ANY($1::uuid[])`, [ids]);
  const memberSessions = await countDeleted(tx, `DELETE FROM member_sessions WHERE member_id = ANY($1::uuid[])`, [ids]);
  const memberErasureRequests = await countDeleted(tx, `DELETE FROM member_erasure_requests WHERE member_id = ANY($1::uuid[])`, [ids]);
  // Charges and ledger entries keep their row; their member link goes with the member (ON DELETE SET NULL).
  const members = await countDeleted(tx, `DELETE FROM members WHERE id = ANY($1::uuid[])`, [ids]);
  return {
    counts: {
      members,
      rsvps,
      newsletterSubscriptions,
      contactMessages,
      outboxEmails,
      auditEntries,
      newsletterDeliveries,
      memberChangeRequests,
      memberSessions,
      memberLinks,
      memberErasureRequests,
      jobs,
      payments: 0,
    },
    kept,
    identifiers,
  };
}

/**
 * Erases one member record only (retention of a rejected application): the row, its audit entries'
 * personal values and the membership e-mails to its address; the person's other records stay.
 */
export async function eraseMemberRecord(tx: EntityManager, member: { id: string; email: string }): Promise<void> {
  const own = (await tx.query(`SELECT full_name, primary_applicant_full_name, phone, address, org_name FROM members WHERE id = $1`, [
    member.id,
  ])) as Record<string, string | null>[];
  const values = [normaliseEmail(member.email), ...Object.values(own[0] ?? {}).filter((v): v is string => Boolean(v && v.trim().length >= 3))];
  // Only this record's entries (linked by its id): not the person's other records, not the address's.
  const person: Person = {
    email: '',
    memberIds: [member.id],
    rsvpIds: [],
    subscriberIds: [],
    contactMessageIds: [],
    changeRequestIds: [],
    chargeIds: [],
    ledgerEntryIds: [],
    receiptNumbers: [],
  };
  await scrubAuditEntries(tx, { person, values });
  await tx.query(
    `DELETE FROM email_outbox WHERE lower(to_address) = lower($1) AND kind IN ('application-received', 'member-approved', 'member-rejected')`,
    [member.email],
  );
  await tx.query(`DELETE FROM members WHERE id = $1`, [member.id]);
}
