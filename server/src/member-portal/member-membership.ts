import type { DataSource } from 'typeorm';
import { formatIsoDay } from '../../../shared/clock';
import type { MembershipYearValues } from '../../../shared/membership-year';
import type { Member, MemberStatus } from '../members';
import { bankTransferOf, type BankTransferDetails, type MembershipClasses } from '../membership';
import { ChargeStatus, formatCents } from '../money';
import { assertMemberAreaOpen } from './member-account';

/** Most paid charges "My membership" lists (a member pays about one a year), newest first. */
export const PAID_CHARGES_SHOWN = 20;

/** A receipt for money paid towards a charge, downloadable at `url`. */
export interface MyReceipt {
  number: number;
  /** Its signed download path, "/receipts/{number}.pdf?key=…" (only the member is given it). */
  url: string;
  issuedAt: Date;
}

/** One of the member's charges as "My membership" shows it. */
export interface MyCharge {
  id: string;
  /** What it is for, e.g. "Membership fee: Household, 01 Jul 2026 – 30 Jun 2027". */
  description: string;
  /** Integer cents AUD. */
  amountCents: number;
  /** "$20.00". */
  amount: string;
  /** Still to pay, in cents (0 when paid). */
  owingCents: number;
  /** "$20.00" still to pay. */
  owing: string;
  /** "YYYY-MM-DD", or null. */
  dueDate: string | null;
  /** "09 Aug 2026", or null. */
  dueDateText: string | null;
  /** The bank reference to quote when paying. */
  reference: string;
  status: ChargeStatus;
  /** Receipts of payments towards it, oldest first. */
  receipts: MyReceipt[];
}

/** The member area's "My membership" (issue #34): only ever the signed-in member's own. */
export interface MyMembership {
  /** The class's name, or null when the member has none. */
  className: string | null;
  /** True for a household class. */
  household: boolean;
  /** Whether the member pays the concession fee. */
  concession: boolean;
  status: MemberStatus;
  /** Last day paid for ("YYYY-MM-DD", association's zone), or null when no fee was ever due. */
  financialUntil: string | null;
  /** The same as "30 Jun 2027", or null. */
  financialUntilText: string | null;
  /** What the member owes, oldest due first. */
  openCharges: MyCharge[];
  /** What the member has paid, newest first (at most {@link PAID_CHARGES_SHOWN}). */
  paidCharges: MyCharge[];
  /** The account to pay into by bank transfer, or null when not set up. */
  bankTransfer: BankTransferDetails | null;
}

/** What "My membership" needs. */
export interface MemberMembershipDeps {
  db: DataSource;
  classes: MembershipClasses;
  /** The membership year's settings (bank details). */
  settings: { get(): Promise<MembershipYearValues> };
  /** A receipt's signed download path, "/receipts/{number}.pdf?key=…" (money's ReceiptLinks.pathOf). */
  receiptPath: (number: number) => string;
}

type ChargeRow = Omit<MyCharge, 'amount' | 'owing' | 'dueDateText' | 'receipts'> & { paidCents: number };

/** A member's own membership, fees and receipts (issue #34). */
export class MemberMembership {
  constructor(private readonly deps: MemberMembershipDeps) {}

  /**
   * The signed-in member's class, status, financial until, what they owe (with the bank reference of
   * each charge) and what they paid with its receipts. Reads the member's own charges only: every
   * query is by their id.
   * @throws ConflictError when their status does not open the membership part (pending, rejected)
   */
  async forMember(member: Member): Promise<MyMembership> {
    assertMemberAreaOpen(member, 'membership');
    const cls = member.membershipClassId ? await this.deps.classes.get(member.membershipClassId) : null;
    // Charges and receipts are the money feature's tables; read here for the member's own, by id only.
    const rows = (await this.deps.db.query(
      `SELECT c.id, c.description, c.amount_cents AS "amountCents", to_char(c.due_date, 'YYYY-MM-DD') AS "dueDate", c.reference, c.status,
         COALESCE((SELECT SUM(e.amount_cents) FROM ledger_entries e WHERE e.charge_id = c.id), 0)::int AS "paidCents"
       FROM charges c WHERE c.member_id = $1 AND c.status <> 'void'
       ORDER BY c.status = 'open' DESC, CASE WHEN c.status = 'open' THEN c.due_date END ASC, c.created_at DESC`,
      [member.id],
    )) as ChargeRow[];
    const open = rows.filter((r) => r.status === ChargeStatus.OPEN);
    const paid = rows.filter((r) => r.status === ChargeStatus.PAID).slice(0, PAID_CHARGES_SHOWN);
    const receipts = await this.receiptsOf([...open, ...paid].map((r) => r.id));
    const charge = (r: ChargeRow): MyCharge => {
      const owingCents = r.status === ChargeStatus.OPEN ? Math.max(0, r.amountCents - r.paidCents) : 0;
      return {
        id: r.id,
        description: r.description,
        amountCents: r.amountCents,
        amount: formatCents(r.amountCents),
        owingCents,
        owing: formatCents(owingCents),
        dueDate: r.dueDate,
        dueDateText: r.dueDate ? formatIsoDay(r.dueDate) : null,
        reference: r.reference,
        status: r.status,
        receipts: receipts.get(r.id) ?? [],
      };
    };
    return {
      className: cls?.name ?? null,
      household: cls?.household ?? false,
      concession: member.concession,
      status: member.status,
      financialUntil: member.financialUntil,
      financialUntilText: member.financialUntil ? formatIsoDay(member.financialUntil) : null,
      openCharges: open.map(charge),
      paidCharges: paid.map(charge),
      bankTransfer: bankTransferOf(await this.deps.settings.get()),
    };
  }

  /** The receipts of payments towards these charges, by charge id. */
  private async receiptsOf(chargeIds: string[]): Promise<Map<string, MyReceipt[]>> {
    const byCharge = new Map<string, MyReceipt[]>();
    if (chargeIds.length === 0) return byCharge;
    const rows = (await this.deps.db.query(
      `SELECT e.charge_id AS "chargeId", r.number, r.issued_at AS "issuedAt" FROM receipts r
       JOIN ledger_entries e ON e.id = r.ledger_entry_id WHERE e.charge_id = ANY($1::uuid[]) ORDER BY r.number`,
      [chargeIds],
    )) as { chargeId: string; number: number; issuedAt: Date }[];
    for (const row of rows)
      byCharge.set(row.chargeId, [
        ...(byCharge.get(row.chargeId) ?? []),
        { number: row.number, url: this.deps.receiptPath(row.number), issuedAt: row.issuedAt },
      ]);
    return byCharge;
  }
}
