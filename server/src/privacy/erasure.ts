import type { EntityManager } from 'typeorm';
import type { Changes } from '../audit/audit.entity';
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
}

/** The person's identifying values held with an e-mail address: names, phones, addresses. */
export interface Identifiers {
  email: string;
  memberIds: string[];
  /** Every value to search for and erase, the e-mail included. */
  values: string[];
}

/**
 * Collects what identifies the person behind an e-mail address: the address itself, and the names,
 * phones, addresses and organisation names of members, RSVPs and contact messages that use it.
 * @param email lower-case address
 */
export async function identifiersOf(tx: EntityManager, email: string): Promise<Identifiers> {
  const members = (await tx.query(
    `SELECT id, full_name, primary_applicant_full_name, phone, address, org_name FROM members WHERE lower(email) = $1`,
    [email],
  )) as Record<string, string | null>[];
  const names = (await tx.query(`SELECT name FROM rsvps WHERE lower(email) = $1 UNION SELECT name FROM contact_messages WHERE lower(email) = $1`, [
    email,
  ])) as { name: string }[];
  const values = [email];
  for (const m of members)
    for (const key of ['full_name', 'primary_applicant_full_name', 'phone', 'address', 'org_name']) if (m[key]) values.push(m[key]!);
  for (const n of names) values.push(n.name);
  return { email, memberIds: members.map((m) => m.id!), values: [...new Set(values.map((v) => v.trim()).filter((v) => v.length >= 3))] };
}

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
      WHERE (entity_type = 'member' AND entity_id = ANY($1)) OR lower(changes::text) LIKE '%' || $2 || '%'`,
    [ids.memberIds, ids.email.replace(/[\\%_]/g, (c) => `\\${c}`)],
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
    [lowered.map((v) => `${v} (member)`), `${ERASED} (member)`],
  )) as [{ id: string }[], number];
  return changed + renamed.filter((r) => !scrubbedIds.has(r.id)).length;
}

/**
 * Deletes the e-mails sent to, or answering to, an address, and any e-mail whose text holds it
 * (a notification to staff about the person's message).
 * @returns rows deleted
 */
export async function deleteOutboxFor(tx: EntityManager, email: string): Promise<number> {
  const pattern = `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = (await tx.query(
    `WITH gone AS (
       DELETE FROM email_outbox
        WHERE lower(to_address) = $1 OR lower(coalesce(reply_to, '')) = $1
           OR subject ILIKE $2 OR body ILIKE $2 OR coalesce(html, '') ILIKE $2 OR headers::text ILIKE $2
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [email, pattern],
  )) as { n: number }[];
  return rows[0].n;
}

/** Runs a DELETE … WHERE lower(email) = $1 and returns how many rows went. */
async function deleteByEmail(tx: EntityManager, table: 'members' | 'newsletter_subscribers' | 'contact_messages', email: string): Promise<number> {
  const rows = (await tx.query(`WITH gone AS (DELETE FROM ${table} WHERE lower(email) = $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`, [
    email,
  ])) as { n: number }[];
  return rows[0].n;
}

/**
 * Erases everything held about the person behind an e-mail address, in the caller's transaction
 * (issue #19, APP 11.2): RSVPs cancelled (places freed) and deleted, the newsletter subscription
 * and contact messages deleted, e-mails to or about the address deleted, audit entries' personal
 * values replaced by ERASED, and the member record deleted. Newsletter and contact tables are
 * addressed by SQL, not through their modules, so moving those modules does not change erasure.
 * The caller records the erasure itself (who, when, the counts) in the audit log.
 * @param email lower-case address
 * @param cancelRsvps the RSVP module's cancellation of every RSVP of the address (issue #17)
 * @returns the counts, and the identifiers (for a final check that nothing holds them)
 */
export async function erasePerson(
  tx: EntityManager,
  email: string,
  cancelRsvps: RsvpCanceller,
): Promise<{ counts: ErasureCounts; identifiers: Identifiers }> {
  const identifiers = await identifiersOf(tx, email);
  // First: cancelling writes audit entries (and frees places, promotes waitlists); the scrub after it covers them.
  const rsvps = await cancelAndEraseRsvps(tx, email, cancelRsvps);
  const auditEntries = await scrubAuditEntries(tx, identifiers);
  const newsletterSubscriptions = await deleteByEmail(tx, 'newsletter_subscribers', email);
  const contactMessages = await deleteByEmail(tx, 'contact_messages', email);
  const outboxEmails = await deleteOutboxFor(tx, email);
  // A pending change of another member's address to this one (issue #21) holds it too.
  await tx.query(`DELETE FROM member_links WHERE lower(new_email) = $1`, [email]);
  const members = await deleteByEmail(tx, 'members', email);
  return { counts: { members, rsvps, newsletterSubscriptions, contactMessages, outboxEmails, auditEntries }, identifiers };
}

/**
 * Erases one member record only (retention of a rejected application): the row, its audit entries'
 * personal values and the membership e-mails to its address; the person's other records stay.
 */
export async function eraseMemberRecord(tx: EntityManager, member: { id: string; email: string }): Promise<void> {
  const identifiers = await identifiersOf(tx, member.email.toLowerCase());
  const own = (await tx.query(`SELECT full_name, primary_applicant_full_name, phone, address, org_name FROM members WHERE id = $1`, [
    member.id,
  ])) as Record<string, string | null>[];
  const values = [member.email.toLowerCase(), ...Object.values(own[0] ?? {}).filter((v): v is string => Boolean(v && v.trim().length >= 3))];
  await scrubAuditEntries(tx, { email: identifiers.email, memberIds: [member.id], values });
  await tx.query(`DELETE FROM email_outbox WHERE lower(to_address) = $1 AND kind IN ('application-received', 'member-approved', 'member-rejected')`, [
    member.email.toLowerCase(),
  ]);
  await tx.query(`DELETE FROM members WHERE id = $1`, [member.id]);
}
