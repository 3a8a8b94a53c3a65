import type { EntityManager } from 'typeorm';
import { normaliseEmail } from '../common/email-address';

/**
 * A person, as privacy knows them (issue #31): an exact, normalised e-mail address and the ids of
 * the rows that hold it. Names typed on forms are never part of it; nothing is found by a part of an
 * address.
 */
export interface Person {
  /** The address, trimmed and lower-case. */
  email: string;
  /** Member records with the address. */
  memberIds: string[];
  rsvpIds: string[];
  /** The newsletter subscription(s) of the address. */
  subscriberIds: string[];
  contactMessageIds: string[];
  /** Name and address changes asked for by the person's member records (issue #21). */
  changeRequestIds: string[];
  /**
   * Charges (issue #34) made out to the address (`payer_email`) or to one of the person's member
   * records (`member_id`).
   */
  chargeIds: string[];
  /** Ledger entries with the address or one of the member records, or against one of the charges. */
  ledgerEntryIds: string[];
  /** Receipts of those ledger entries, by number. */
  receiptNumbers: number[];
}

/** How far a person's records reach (issue #31 and APP 12). */
export type PersonScope =
  /** Everything held with the exact address, and what is linked to those rows. */
  | { kind: 'address' }
  /**
   * An applicant not yet approved, in their own area: their application (this member record), what
   * the member area keeps of it, the e-mails sent to their address and the jobs holding it — nothing
   * found through other records that merely carry the same address.
   */
  | { kind: 'applicant'; memberId: string };

/**
 * The person behind an e-mail address: the address normalised, and the ids of every row holding it
 * exactly (any letter case, surrounding blanks ignored).
 * @param email the address as typed
 * @param scope `applicant`: only that member record and its change requests (see PersonScope)
 * @returns the person; empty id lists when no row holds the address
 */
export async function personOf(tx: EntityManager, email: string, scope: PersonScope = { kind: 'address' }): Promise<Person> {
  const address = normaliseEmail(email);
  const ids = async (table: string): Promise<string[]> =>
    ((await tx.query(`SELECT id::text AS id FROM ${table} WHERE lower(email) = $1 ORDER BY id`, [address])) as { id: string }[]).map((r) => r.id);
  const memberIds =
    scope.kind === 'applicant'
      ? (
          (await tx.query(`SELECT id::text AS id FROM members WHERE id = $1 AND lower(email) = $2`, [scope.memberId, address])) as { id: string }[]
        ).map((r) => r.id)
      : await ids('members');
  const whole = scope.kind === 'address';
  const changeRequestIds = (
    (await tx.query(`SELECT id::text AS id FROM member_change_requests WHERE member_id = ANY($1::uuid[]) ORDER BY id`, [memberIds])) as {
      id: string;
    }[]
  ).map((r) => r.id);
  const money = await moneyOf(tx, address, memberIds, whole);
  return {
    email: address,
    memberIds,
    rsvpIds: whole ? await ids('rsvps') : [],
    subscriberIds: whole ? await ids('newsletter_subscribers') : [],
    contactMessageIds: whole ? await ids('contact_messages') : [],
    changeRequestIds,
    ...money,
  };
}

/**
 * A person's money records (issue #34), found exactly: charges and ledger entries whose `payer_email`
 * is the whole address (any letter case) or whose `member_id` is one of the person's member records,
 * entries against those charges, and the receipts of those entries. Never by the payer's name.
 * @param byAddress false (an applicant's own export): only through the member records
 */
async function moneyOf(
  tx: EntityManager,
  address: string,
  memberIds: string[],
  byAddress: boolean,
): Promise<Pick<Person, 'chargeIds' | 'ledgerEntryIds' | 'receiptNumbers'>> {
  const email = byAddress ? address : null;
  const chargeIds = (
    (await tx.query(`SELECT id::text AS id FROM charges WHERE lower(payer_email) = $1 OR member_id = ANY($2::uuid[]) ORDER BY number`, [
      email,
      memberIds,
    ])) as { id: string }[]
  ).map((r) => r.id);
  const ledgerEntryIds = (
    (await tx.query(
      `SELECT id::text AS id FROM ledger_entries
        WHERE lower(payer_email) = $1 OR member_id = ANY($2::uuid[]) OR charge_id = ANY($3::uuid[]) ORDER BY entry_number`,
      [email, memberIds, chargeIds],
    )) as { id: string }[]
  ).map((r) => r.id);
  const receiptNumbers = (
    (await tx.query(`SELECT number FROM receipts WHERE ledger_entry_id = ANY($1::uuid[]) ORDER BY number`, [ledgerEntryIds])) as {
      number: number;
    }[]
  ).map((r) => Number(r.number));
  return { chargeIds, ledgerEntryIds, receiptNumbers };
}

/**
 * The SQL condition of the audit entries linked to a person when they were written (issue #31): about
 * one of the person's rows (entity type and id), done by the person as a member in their own area
 * (`actor_member_id`), or recording the person's exact address (`subject_email`; not for an applicant's
 * own export, which keeps to their application and what they did themselves).
 * @param alias the audit_entries alias in the query
 * @param first the number of the first of the six parameters `linkedAuditParams` gives
 * @param byAddress false: leave out entries linked only by the address (`subject_email`)
 * @returns an SQL boolean expression over `alias`, using parameters $first … $first+5
 */
export function linkedAuditCondition(alias: string, first: number, byAddress = true): string {
  const p = (n: number) => `$${first + n}`;
  return `((${alias}.entity_type = 'member' AND ${alias}.entity_id = ANY(${p(0)}::text[]))
        OR (${alias}.entity_type = 'rsvp' AND ${alias}.entity_id = ANY(${p(1)}::text[]))
        OR (${alias}.entity_type = 'newsletter-subscriber' AND ${alias}.entity_id = ANY(${p(2)}::text[]))
        OR (${alias}.entity_type = 'contact-message' AND ${alias}.entity_id = ANY(${p(3)}::text[]))
        OR ${alias}.actor_member_id = ANY(${p(4)}::uuid[])
        ${byAddress ? `OR lower(${alias}.subject_email) = ${p(5)}` : `OR (${p(5)}::text IS NULL AND false)`})`;
}

/** The parameters of `linkedAuditCondition`, in its order. */
export const linkedAuditParams = (person: Person): unknown[] => [
  person.memberIds,
  person.rsvpIds,
  person.subscriberIds,
  person.contactMessageIds,
  person.memberIds,
  person.email,
];
