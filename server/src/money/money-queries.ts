import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { ValidationError } from '../common/errors';
import { isUuid } from '../common/ids';
import { pageRequest, type Page } from '../common/pagination';
import { chargeNumberOf } from './bank-reference';
import { CHARGE_COLUMNS, ENTRY_COLUMNS } from './ledger';
import type { ChargeStatus, MoneyKind, PaymentMethod } from './money.enums';
import type { Charge, LedgerEntry } from './money.models';
import { assertFreeTextLengths } from '../common/free-text';

/** A charge as the treasurer's list shows it (issue #34): with what was received towards it. */
export interface ChargeRow extends Charge {
  /** Received against it, net of refunds and reversals (cents). */
  paidCents: number;
  /** Still owed: the amount less what was received, 0 when PAID or VOID (cents). */
  owingCents: number;
  /** True when it is OPEN and its due date has passed (association's days). */
  overdue: boolean;
}

/** A ledger entry as the treasurer's list shows it (issue #34): its receipt and whether it was reversed. */
export interface LedgerEntryRow extends LedgerEntry {
  /** The receipt issued for it, or null (refunds and reversals get none). */
  receiptNumber: number | null;
  /** The entry that reverses this one, or null. */
  reversedById: string | null;
}

/** The filters of the charges list. */
export interface ChargeFilter {
  status?: ChargeStatus | null;
  kind?: MoneyKind | null;
  memberId?: string | null;
  /** Only OPEN charges whose due date has passed. */
  overdue?: boolean | null;
  /** A bank reference (exact, as typed: case, spaces and dashes ignored) or a payer's e-mail (exact, any case). */
  search?: string | null;
}

/** The filters of the ledger list. */
export interface LedgerFilter {
  /** First day paid ("YYYY-MM-DD"), inclusive. */
  from?: string | null;
  /** Last day paid ("YYYY-MM-DD"), inclusive. */
  to?: string | null;
  kind?: MoneyKind | null;
  method?: PaymentMethod | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks an optional day range.
 * @throws ValidationError naming `from` or `to` (bad format, or `to` before `from`)
 */
export function checkDayRange(from: string | null | undefined, to: string | null | undefined): void {
  if (from && !DAY.test(from)) throw new ValidationError({ from: 'Date must be YYYY-MM-DD' });
  if (to && !DAY.test(to)) throw new ValidationError({ to: 'Date must be YYYY-MM-DD' });
  if (from && to && to < from) throw new ValidationError({ to: 'The last day must not be before the first' });
}

const CHARGE_ROW = `${CHARGE_COLUMNS},
  (SELECT COALESCE(SUM(e.amount_cents), 0)::int FROM ledger_entries e WHERE e.charge_id = charges.id) AS "paidCents"`;

const ENTRY_ROW = `${ENTRY_COLUMNS},
  (SELECT r.number FROM receipts r WHERE r.ledger_entry_id = ledger_entries.id) AS "receiptNumber",
  (SELECT v.id FROM ledger_entries v WHERE v.reverses_id = ledger_entries.id) AS "reversedById"`;

/** The treasurer's reads of charges and the ledger (issue #34): filtered, newest first, paged. */
export class MoneyQueries {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Charges, newest first, narrowed by the filter.
   * @param page from 1; @param limit 1–100
   * @throws ValidationError naming `page` or `limit`
   */
  async charges(filter: ChargeFilter, page: number, limit: number): Promise<Page<ChargeRow>> {
    const request = pageRequest(page, limit);
    assertFreeTextLengths({ search: filter.search });
    if (filter.memberId && !isUuid(filter.memberId)) throw new ValidationError({ memberId: 'No member has this id' });
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (filter.status) where.push(`status = ${param(filter.status)}`);
    if (filter.kind) where.push(`kind = ${param(filter.kind)}`);
    if (filter.memberId) where.push(`member_id = ${param(filter.memberId)}`);
    if (filter.overdue) where.push(`status = 'open' AND due_date < ${param(this.clock.today())}::date`);
    const search = filter.search?.trim();
    if (search) {
      const number = chargeNumberOf(search);
      where.push(number !== null ? `number = ${param(number)}` : `lower(payer_email) = lower(${param(search)})`);
    }
    const rows = (await this.db.query(
      `SELECT ${CHARGE_ROW}, count(*) OVER() AS "total" FROM charges ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY number DESC LIMIT ${param(request.limit)} OFFSET ${param(request.offset)}`,
      params,
    )) as (Charge & { paidCents: number; total: string })[];
    return {
      items: rows.map((row) => this.chargeRow(row)),
      total: rows.length ? Number(rows[0].total) : 0,
      page: request.page,
      limit: request.limit,
    };
  }

  /** One charge with what was received towards it, or null. */
  async charge(id: string): Promise<ChargeRow | null> {
    if (!isUuid(id)) return null;
    const [row] = (await this.db.query(`SELECT ${CHARGE_ROW} FROM charges WHERE id = $1`, [id])) as (Charge & { paidCents: number })[];
    return row ? this.chargeRow(row) : null;
  }

  /**
   * The charge a bank reference names (issue #34: the treasurer types the reference from the bank statement).
   * @returns its id, or null when no charge has it
   * @throws ValidationError naming `field` when the text is not one of our references (wrong letters or check digit)
   */
  async chargeIdByReference(tx: EntityManager, reference: string, field = 'chargeReference'): Promise<string | null> {
    const number = chargeNumberOf(reference);
    if (number === null) throw new ValidationError({ [field]: 'This is not one of our references: check its letters and digits' });
    const [row] = (await tx.query(`SELECT id FROM charges WHERE number = $1`, [number])) as { id: string }[];
    return row?.id ?? null;
  }

  /**
   * Ledger entries, newest first (by day paid, then entry number), narrowed by the filter.
   * @throws ValidationError naming `from`, `to`, `page` or `limit`
   */
  async ledgerEntries(filter: LedgerFilter, page: number, limit: number): Promise<Page<LedgerEntryRow>> {
    checkDayRange(filter.from, filter.to);
    const request = pageRequest(page, limit);
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (filter.from) where.push(`paid_on >= ${param(filter.from)}::date`);
    if (filter.to) where.push(`paid_on <= ${param(filter.to)}::date`);
    if (filter.kind) where.push(`kind = ${param(filter.kind)}`);
    if (filter.method) where.push(`method = ${param(filter.method)}`);
    const rows = (await this.db.query(
      `SELECT ${ENTRY_ROW}, count(*) OVER() AS "total" FROM ledger_entries ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY paid_on DESC, entry_number DESC LIMIT ${param(request.limit)} OFFSET ${param(request.offset)}`,
      params,
    )) as (LedgerEntryRow & { total?: string })[];
    const total = rows.length ? Number(rows[0].total) : 0;
    return {
      items: rows.map(({ total: _total, ...row }) => row),
      total,
      page: request.page,
      limit: request.limit,
    };
  }

  /** One ledger entry with its receipt number and reversal, or null. */
  async ledgerEntry(id: string): Promise<LedgerEntryRow | null> {
    const [row] = (await this.db.query(`SELECT ${ENTRY_ROW} FROM ledger_entries WHERE id = $1`, [id])) as LedgerEntryRow[];
    return row ?? null;
  }

  private chargeRow(row: Charge & { paidCents: number; total?: string }): ChargeRow {
    const { total: _total, ...charge } = row;
    const owingCents = charge.status === 'open' ? Math.max(0, charge.amountCents - charge.paidCents) : 0;
    return { ...charge, owingCents, overdue: charge.status === 'open' && !!charge.dueDate && charge.dueDate < this.clock.today() };
  }
}
