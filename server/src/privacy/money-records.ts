import type { EntityManager } from 'typeorm';
import type { Person } from './person';
import type { PersonalDataPayment } from './privacy.models';

/** Why erasure voids a person's open charge (issue #34): nothing is owed by someone we no longer hold. */
export const ERASURE_VOID_REASON = "Erased at the person's request";

/**
 * Voids one open charge with nothing paid towards it, in the caller's transaction, audited (the
 * ledger's `voidCharge`, issue #34).
 */
export type ChargeVoider = (tx: EntityManager, chargeId: string, reason: string) => Promise<unknown>;

/** What an erasure kept because the law requires it (no personal data: safe for the audit log). */
export interface ErasureKept {
  /**
   * Charges, ledger entries and receipts kept (issue #34): an incorporated association keeps its
   * financial records for 7 years (Associations Incorporation Reform Act 2012 (Vic) s 89(2)); their
   * e-mail address is removed, the payer's name, amounts and dates stay.
   */
  payments: number;
  /** Open charges with nothing paid towards them, voided: nothing is owed any more. */
  chargesVoided: number;
}

/** Nothing kept. */
export const NOTHING_KEPT: ErasureKept = { payments: 0, chargesVoided: 0 };

type ChargeRow = {
  id: string;
  number: number;
  memberId: string | null;
  payerName: string;
  payerEmail: string | null;
  kind: string;
  description: string;
  amountCents: number;
  reference: string;
  status: string;
  voidedReason: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  dueDate: string | null;
  createdAt: Date;
};

type EntryRow = {
  id: string;
  number: number;
  chargeId: string | null;
  memberId: string | null;
  payerName: string;
  payerEmail: string | null;
  kind: string;
  amountCents: number;
  method: string;
  reference: string | null;
  paidOn: string;
  gift: boolean;
  note: string | null;
  createdAt: Date;
};

type ReceiptRow = {
  number: number;
  ledgerEntryId: string;
  memberId: string | null;
  kind: string;
  taxDeductible: boolean;
  issuedTo: string;
  issuedAt: Date;
  content: { amountCents?: number; description?: string; method?: string; reference?: string; paidOn?: string } | string;
};

const RECORD_ORDER = { charge: 0, 'ledger-entry': 1, receipt: 2 } as const;

/**
 * The person's money records (issue #34) — their charges, ledger entries and receipts (`personOf`
 * found them exactly: by the whole address or the member records, never by name) — in one shape,
 * oldest first.
 */
export async function paymentsOf(
  tx: EntityManager,
  person: Pick<Person, 'chargeIds' | 'ledgerEntryIds' | 'receiptNumbers'>,
): Promise<PersonalDataPayment[]> {
  const charges = (await tx.query(
    `SELECT id::text AS id, number, member_id::text AS "memberId", payer_name AS "payerName", payer_email AS "payerEmail", kind, description,
       amount_cents AS "amountCents", reference, status, voided_reason AS "voidedReason", to_char(period_start, 'YYYY-MM-DD') AS "periodStart",
       to_char(period_end, 'YYYY-MM-DD') AS "periodEnd", to_char(due_date, 'YYYY-MM-DD') AS "dueDate", created_at AS "createdAt"
     FROM charges WHERE id = ANY($1::uuid[])`,
    [person.chargeIds],
  )) as ChargeRow[];
  const entries = (await tx.query(
    `SELECT id::text AS id, entry_number AS number, charge_id::text AS "chargeId", member_id::text AS "memberId", payer_name AS "payerName",
       payer_email AS "payerEmail", kind, amount_cents AS "amountCents", method, reference, to_char(paid_on, 'YYYY-MM-DD') AS "paidOn", gift, note,
       created_at AS "createdAt"
     FROM ledger_entries WHERE id = ANY($1::uuid[])`,
    [person.ledgerEntryIds],
  )) as EntryRow[];
  const receipts = (await tx.query(
    `SELECT r.number, r.ledger_entry_id::text AS "ledgerEntryId", e.member_id::text AS "memberId", e.kind, r.tax_deductible AS "taxDeductible",
       r.issued_to AS "issuedTo", r.issued_at AS "issuedAt", r.content
     FROM receipts r JOIN ledger_entries e ON e.id = r.ledger_entry_id WHERE r.number = ANY($1::int[])`,
    [person.receiptNumbers],
  )) as ReceiptRow[];
  const none = { chargeId: null, ledgerEntryId: null, method: null, status: null, voidedReason: null, periodStart: null, periodEnd: null };
  const records: PersonalDataPayment[] = [
    ...charges.map((c): PersonalDataPayment => ({
      ...none,
      record: 'charge',
      id: c.id,
      number: Number(c.number),
      memberId: c.memberId,
      payerName: c.payerName,
      payerEmail: c.payerEmail,
      kind: c.kind,
      description: c.description,
      amountCents: Number(c.amountCents),
      reference: c.reference,
      status: c.status,
      voidedReason: c.voidedReason,
      periodStart: c.periodStart,
      periodEnd: c.periodEnd,
      dueDate: c.dueDate,
      paidOn: null,
      gift: null,
      taxDeductible: null,
      createdAt: new Date(c.createdAt),
    })),
    ...entries.map((e): PersonalDataPayment => ({
      ...none,
      record: 'ledger-entry',
      id: e.id,
      number: Number(e.number),
      chargeId: e.chargeId,
      memberId: e.memberId,
      payerName: e.payerName,
      payerEmail: e.payerEmail,
      kind: e.kind,
      description: e.note,
      amountCents: Number(e.amountCents),
      method: e.method,
      reference: e.reference,
      dueDate: null,
      paidOn: e.paidOn,
      gift: e.gift,
      taxDeductible: null,
      createdAt: new Date(e.createdAt),
    })),
    ...receipts.map((r): PersonalDataPayment => {
      const content = (typeof r.content === 'string' ? JSON.parse(r.content) : r.content) as Exclude<ReceiptRow['content'], string>;
      return {
        ...none,
        record: 'receipt',
        id: String(r.number),
        number: Number(r.number),
        ledgerEntryId: r.ledgerEntryId,
        memberId: r.memberId,
        payerName: r.issuedTo,
        payerEmail: null,
        kind: r.kind,
        description: content.description ?? null,
        amountCents: Number(content.amountCents ?? 0),
        method: content.method ?? null,
        reference: content.reference || null,
        dueDate: null,
        paidOn: content.paidOn ?? null,
        gift: null,
        taxDeductible: r.taxDeductible,
        createdAt: new Date(r.issuedAt),
      };
    }),
  ];
  return records.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || RECORD_ORDER[a.record] - RECORD_ORDER[b.record] || a.number - b.number,
  );
}

/**
 * Erasure of a person's money records (issue #34; APP 11.2 allows keeping what the law requires): the
 * records stay — payer's name, amounts, dates, receipts — for the association must keep its financial
 * records for 7 years (Associations Incorporation Reform Act 2012 (Vic) s 89(2); the ATO asks for 5),
 * but the e-mail address is not needed for them and goes from every charge and ledger entry (the
 * ledger's trigger allows exactly that, migration 1798000000534). An open charge with nothing paid
 * towards it is voided first ("Erased at the person’s request", audited by `voidCharge`); one already
 * part-paid stays open for the treasurer to refund or settle. The member link goes when the member
 * record is deleted (`ON DELETE SET NULL`). In the caller's transaction.
 * @returns how many records were kept and how many charges voided
 */
export async function keepMoneyRecords(tx: EntityManager, person: Person, voidCharge: ChargeVoider): Promise<ErasureKept> {
  const open = (await tx.query(
    `SELECT c.id::text AS id FROM charges c
      WHERE c.id = ANY($1::uuid[]) AND c.status = 'open'
        AND COALESCE((SELECT sum(e.amount_cents) FROM ledger_entries e WHERE e.charge_id = c.id), 0) = 0
      ORDER BY c.number`,
    [person.chargeIds],
  )) as { id: string }[];
  for (const { id } of open) await voidCharge(tx, id, ERASURE_VOID_REASON);
  await tx.query(
    `UPDATE charges SET payer_email = NULL, version = version + 1, updated_at = now() WHERE id = ANY($1::uuid[]) AND payer_email IS NOT NULL`,
    [person.chargeIds],
  );
  await tx.query(`UPDATE ledger_entries SET payer_email = NULL WHERE id = ANY($1::uuid[]) AND payer_email IS NOT NULL`, [person.ledgerEntryIds]);
  return { payments: person.chargeIds.length + person.ledgerEntryIds.length + person.receiptNumbers.length, chargesVoided: open.length };
}
