import type { EntityManager } from 'typeorm';
import type { Changes } from '../audit/audit.entity';
import { likePattern } from '../common/like-pattern';
import { JOB_SCHEMA } from '../jobs/job-queue';
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
}

/** Member fields whose earlier values (in the member's audit history) identify the person too. */
const PERSONAL_MEMBER_FIELDS = ['fullName', 'primaryApplicantFullName', 'phone', 'address', 'orgName'];

/** The person's identifying values held with an e-mail address: names, phones, addresses. */
export interface Identifiers {
  email: string;
  memberIds: string[];
  /** Every value to search for and erase, the e-mail included. */
  values: string[];
}

/**
 * Collects what identifies the person behind an e-mail address: the address itself, and the names,
 * phones, addresses and organisation names of members, RSVPs and contact messages that use it —
 * the members' earlier ones included (names and addresses they asked to change to, issue #21, and
 * every value their audit history holds for those fields), so entries under a former name go too.
 * @param email the address as typed; compared in any letter case
 */
export async function identifiersOf(tx: EntityManager, email: string): Promise<Identifiers> {
  const members = (await tx.query(
    `SELECT id, full_name, primary_applicant_full_name, phone, address, org_name FROM members WHERE lower(email) = lower($1)`,
    [email],
  )) as Record<string, string | null>[];
  const memberIds = members.map((m) => m.id!);
  const names = (await tx.query(
    `SELECT name FROM rsvps WHERE lower(email) = lower($1) UNION SELECT name FROM contact_messages WHERE lower(email) = lower($1)`,
    [email],
  )) as { name: string }[];
  const requested = (await tx.query(`SELECT full_name, address FROM member_change_requests WHERE member_id = ANY($1::uuid[])`, [memberIds])) as {
    full_name: string | null;
    address: string | null;
  }[];
  const history = (await tx.query(`SELECT changes FROM audit_entries WHERE entity_type = 'member' AND entity_id = ANY($1::text[])`, [memberIds])) as {
    changes: Changes | null;
  }[];
  const values = [email.toLowerCase()];
  for (const m of members)
    for (const key of ['full_name', 'primary_applicant_full_name', 'phone', 'address', 'org_name']) if (m[key]) values.push(m[key]!);
  for (const n of names) values.push(n.name);
  for (const r of requested) values.push(...[r.full_name, r.address].filter((v): v is string => Boolean(v)));
  for (const { changes } of history)
    for (const field of PERSONAL_MEMBER_FIELDS)
      for (const side of ['before', 'after'] as const) {
        const value = changes?.[field]?.[side];
        if (typeof value === 'string' && value !== ERASED) values.push(value);
      }
  return { email, memberIds, values: [...new Set(values.map((v) => v.trim()).filter((v) => v.length >= 3))] };
}

/** What a member did in their own area names them as the actor (issue #21): "{name} (member)", lower-case, for each name. */
export const memberActorNames = (ids: Identifiers): string[] => ids.values.map((v) => `${v.toLowerCase()} (member)`);

/** True when a value (any JSON) holds one of the texts, in any letter case. */
function holdsAny(value: unknown, lowered: string[]): boolean {
  if (value === null || value === undefined) return false;
  const text = (typeof value === 'string' ? value : JSON.stringify(value)).toLowerCase();
  return lowered.some((v) => text.includes(v));
}

/**
 * Replaces personal values in audit entries with ERASED (APP 11.2): every entry about one of the
 * person's member records (all fields but KEPT_MEMBER_FIELDS), and every entry whose changes hold
 * the e-mail address (the fields holding any of the identifying values). Action, time, actor and
 * record id stay, so the history still shows what was done, by whom and when.
 * @returns how many entries changed
 */
export async function scrubAuditEntries(tx: EntityManager, ids: Identifiers): Promise<number> {
  const entries = (await tx.query(
    `SELECT id, entity_type, entity_id, changes FROM audit_entries
      WHERE (entity_type = 'member' AND entity_id = ANY($1)) OR changes::text ILIKE $2`,
    [ids.memberIds, likePattern(ids.email)],
  )) as { id: string; entity_type: string; entity_id: string; changes: Changes }[];
  const lowered = ids.values.map((v) => v.toLowerCase());
  const scrubbedIds = new Set<string>();
  let changed = 0;
  for (const entry of entries) {
    const aboutMember = entry.entity_type === 'member' && ids.memberIds.includes(entry.entity_id);
    const scrubbed: Changes = {};
    let touched = false;
    for (const [field, change] of Object.entries(entry.changes ?? {})) {
      const personal = (aboutMember && !KEPT_MEMBER_FIELDS.has(field)) || holdsAny(change, lowered);
      const erase = (value: unknown) => (value === null || value === undefined || value === ERASED ? value : ERASED);
      const next = personal ? { before: erase(change?.before), after: erase(change?.after) } : change;
      if (JSON.stringify(next) !== JSON.stringify(change)) touched = true;
      scrubbed[field] = next;
    }
    if (!touched) continue;
    await tx.query(`UPDATE audit_entries SET changes = $2 WHERE id = $1`, [entry.id, JSON.stringify(scrubbed)]);
    scrubbedIds.add(entry.id);
    changed++;
  }
  // What a member did in their own area (issue #21) names them as the actor: "{name} (member)".
  const [renamed] = (await tx.query(
    `UPDATE audit_entries SET actor_name = $2 WHERE actor_id IS NULL AND lower(actor_name) = ANY($1::text[]) RETURNING id`,
    [memberActorNames(ids), `${ERASED} (member)`],
  )) as [{ id: string }[], number];
  return changed + renamed.filter((r) => !scrubbedIds.has(r.id)).length;
}

/**
 * Deletes the e-mails sent to, or answering to, an address, and any e-mail whose text holds it
 * (a notification to staff about the person's message).
 * @param email the address as typed; compared in any letter case
 * @returns rows deleted
 */
export async function deleteOutboxFor(tx: EntityManager, email: string): Promise<number> {
  return countDeleted(
    tx,
    `DELETE FROM email_outbox
      WHERE lower(to_address) = lower($1) OR lower(coalesce(reply_to, '')) = lower($1)
         OR subject ILIKE $2 OR body ILIKE $2 OR coalesce(html, '') ILIKE $2 OR headers::text ILIKE $2`,
    [email, likePattern(email)],
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
  return countDeleted(tx, `DELETE FROM ${table} WHERE lower(email) = lower($1)`, [email]);
}

/**
 * Deletes the background jobs (pg-boss, schema JOB_SCHEMA: waiting, done and archived) whose data
 * holds the address, e.g. the member sign-in request's job (issue #21), which pg-boss keeps for days.
 * @returns jobs deleted
 */
export async function deleteJobsFor(tx: EntityManager, email: string): Promise<number> {
  let deleted = 0;
  for (const table of ['job', 'archive'])
    if (await tableExists(tx, JOB_SCHEMA, table))
      deleted += await countDeleted(tx, `DELETE FROM "${JOB_SCHEMA}"."${table}" WHERE data::text ILIKE $1 OR coalesce(output::text, '') ILIKE $1`, [
        likePattern(email),
      ]);
  return deleted;
}

/** Whether a table exists (pg-boss creates its own when it first starts). */
export async function tableExists(tx: EntityManager, schema: string, table: string): Promise<boolean> {
  const rows = (await tx.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2`, [schema, table])) as unknown[];
  return rows.length > 0;
}

/**
 * Erases everything held about the person behind an e-mail address, in the caller's transaction
 * (issue #19, APP 11.2): RSVPs cancelled (places freed) and deleted, the newsletter subscription,
 * its copies of issues (a copy still queued is never sent) and contact messages deleted, e-mails to
 * or about the address deleted, background jobs holding it deleted, audit entries' personal values
 * replaced by ERASED, and the member record deleted with what the member area keeps of it (issue
 * #21: change requests, sessions, links, erasure request). Newsletter, contact and member-area
 * tables are addressed by SQL, not through their modules, so moving those modules does not change
 * erasure. The caller records the erasure itself (who, when, the counts) in the audit log.
 * @param email the address as typed; compared in any letter case
 * @param cancelRsvps the RSVP module's cancellation of every RSVP of the address (issue #17)
 * @returns the counts, and the identifiers (for a final check that nothing holds them)
 */
export async function erasePerson(
  tx: EntityManager,
  email: string,
  cancelRsvps: RsvpCanceller,
): Promise<{ counts: ErasureCounts; identifiers: Identifiers }> {
  const identifiers = await identifiersOf(tx, email);
  const ids = identifiers.memberIds;
  // First: cancelling writes audit entries (and frees places, promotes waitlists); the scrub after it covers them.
  const rsvps = await cancelAndEraseRsvps(tx, email, cancelRsvps);
  const auditEntries = await scrubAuditEntries(tx, identifiers);
  const newsletterDeliveries = await deleteByEmail(tx, 'newsletter_deliveries', email);
  const newsletterSubscriptions = await deleteByEmail(tx, 'newsletter_subscribers', email);
  const contactMessages = await deleteByEmail(tx, 'contact_messages', email);
  const outboxEmails = await deleteOutboxFor(tx, email);
  const jobs = await deleteJobsFor(tx, email);
  // The member area's rows go with the member (ON DELETE CASCADE); deleted here first to be counted.
  // A pending change of another member's address to this one (issue #21) holds the address too.
  const memberLinks = await countDeleted(tx, `DELETE FROM member_links WHERE member_id = ANY($1::uuid[]) OR lower(new_email) = lower($2)`, [
    ids,
    email,
  ]);
  const memberChangeRequests = await countDeleted(tx, `DELETE FROM member_change_requests WHERE member_id = ANY($1::uuid[])`, [ids]);
  const memberSessions = await countDeleted(tx, `DELETE FROM member_sessions WHERE member_id = ANY($1::uuid[])`, [ids]);
  const memberErasureRequests = await countDeleted(tx, `DELETE FROM member_erasure_requests WHERE member_id = ANY($1::uuid[])`, [ids]);
  const members = await deleteByEmail(tx, 'members', email);
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
    },
    identifiers,
  };
}

/**
 * Erases one member record only (retention of a rejected application): the row, its audit entries'
 * personal values and the membership e-mails to its address; the person's other records stay.
 */
export async function eraseMemberRecord(tx: EntityManager, member: { id: string; email: string }): Promise<void> {
  const identifiers = await identifiersOf(tx, member.email);
  const own = (await tx.query(`SELECT full_name, primary_applicant_full_name, phone, address, org_name FROM members WHERE id = $1`, [
    member.id,
  ])) as Record<string, string | null>[];
  const values = [member.email.toLowerCase(), ...Object.values(own[0] ?? {}).filter((v): v is string => Boolean(v && v.trim().length >= 3))];
  await scrubAuditEntries(tx, { email: identifiers.email, memberIds: [member.id], values });
  await tx.query(
    `DELETE FROM email_outbox WHERE lower(to_address) = lower($1) AND kind IN ('application-received', 'member-approved', 'member-rejected')`,
    [member.email],
  );
  await tx.query(`DELETE FROM members WHERE id = $1`, [member.id]);
}
