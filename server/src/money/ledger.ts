import type { EntityManager } from 'typeorm';
import type { AuditService } from '../audit';
import type { Actor } from '../common/actor';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors';
import { bankReference } from './bank-reference';
import { ChargeStatus, MoneyKind, PaymentMethod } from './money.enums';
import type { Charge, LedgerEntry, NewCharge, NewPayment } from './money.models';

/** The largest single amount the ledger takes: $1,000,000.00 in cents (a typo guard, not a policy). */
export const MAX_AMOUNT_CENTS = 100_000_000;

/** Who records a card payment or refund that Stripe reported (issue #34). */
export const STRIPE_RECORDER = 'Stripe';

/** The columns of a {@link Charge}, as SQL select items of `charges` (money-queries reads them too). */
export const CHARGE_COLUMNS = `id, number, member_id AS "memberId", payer_name AS "payerName", payer_email AS "payerEmail", kind,
  description, amount_cents AS "amountCents", membership_class_id AS "membershipClassId",
  to_char(period_start, 'YYYY-MM-DD') AS "periodStart", to_char(period_end, 'YYYY-MM-DD') AS "periodEnd", reference,
  to_char(due_date, 'YYYY-MM-DD') AS "dueDate", status, voided_reason AS "voidedReason", version, created_at AS "createdAt"`;

/** The columns of a {@link LedgerEntry}, as SQL select items of `ledger_entries`. */
export const ENTRY_COLUMNS = `id, entry_number AS "entryNumber", charge_id AS "chargeId", member_id AS "memberId", payer_name AS "payerName",
  payer_email AS "payerEmail", kind, amount_cents AS "amountCents", method, reference, to_char(paid_on, 'YYYY-MM-DD') AS "paidOn", gift,
  recorded_by_id AS "recordedById", recorded_by_name AS "recordedByName", reverses_id AS "reversesId",
  stripe_payment_intent_id AS "stripePaymentIntentId", stripe_refund_id AS "stripeRefundId", note, created_at AS "createdAt"`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Checks an amount in cents; `field` names it in the error. */
function checkAmount(field: string, cents: number, allowNegative = false): void {
  if (!Number.isInteger(cents)) throw new ValidationError({ [field]: 'Amount must be a whole number of cents' });
  if (!allowNegative && cents <= 0) throw new ValidationError({ [field]: 'Amount must be more than $0.00' });
  if (Math.abs(cents) > MAX_AMOUNT_CENTS) throw new ValidationError({ [field]: 'Amount must be at most $1,000,000.00' });
}

/**
 * The one ledger (issue #34): charges (what is owed) and entries (money in and out), written only
 * inside the caller's transaction. Entries are never changed or deleted — the table's trigger refuses
 * it — and a mistake is undone by {@link Ledger.reverse}. A fee charge paid in full moves its member's
 * "financial until" to the end of the period it covers.
 */
export class Ledger {
  constructor(private readonly audit: AuditService) {}

  /**
   * Creates a charge with its own bank reference.
   * @returns the charge, OPEN
   * @throws ValidationError naming `amountCents`, `payerName`, `periodEnd` or `dueDate`
   */
  async createCharge(tx: EntityManager, actor: Actor | null, input: NewCharge): Promise<Charge> {
    checkAmount('amountCents', input.amountCents);
    if (!input.payerName.trim()) throw new ValidationError({ payerName: 'Name is required' });
    if ((input.kind === MoneyKind.FEE) !== !!input.periodEnd)
      throw new ValidationError({ periodEnd: 'A membership fee needs the period it covers, and only a fee has one' });
    for (const [field, day] of Object.entries({ periodStart: input.periodStart, periodEnd: input.periodEnd, dueDate: input.dueDate }))
      if (day && !DAY.test(day)) throw new ValidationError({ [field]: 'Date must be YYYY-MM-DD' });
    const [{ number }] = (await tx.query(`SELECT nextval(pg_get_serial_sequence('charges', 'number'))::int AS number`)) as { number: number }[];
    const [charge] = (await tx.query(
      `INSERT INTO charges (number, member_id, payer_name, payer_email, kind, description, amount_cents, membership_class_id,
         period_start, period_end, reference, due_date)
       OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${CHARGE_COLUMNS}`,
      [
        number,
        input.memberId ?? null,
        input.payerName.trim(),
        input.payerEmail ?? null,
        input.kind,
        input.description,
        input.amountCents,
        input.membershipClassId ?? null,
        input.periodStart ?? null,
        input.periodEnd ?? null,
        bankReference(number),
        input.dueDate ?? null,
      ],
    )) as Charge[];
    await this.audit.record(tx, actor, 'create', 'charge', charge.id, null, {
      number,
      kind: charge.kind,
      amountCents: charge.amountCents,
      reference: charge.reference,
    });
    return charge;
  }

  /** A charge by id (locked FOR UPDATE with `lock`), or null. */
  async charge(tx: EntityManager, id: string, lock = false): Promise<Charge | null> {
    const [row] = (await tx.query(`SELECT ${CHARGE_COLUMNS} FROM charges WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id])) as Charge[];
    return row ?? null;
  }

  /** A ledger entry by id, or null. */
  async entry(tx: EntityManager, id: string): Promise<LedgerEntry | null> {
    const [row] = (await tx.query(`SELECT ${ENTRY_COLUMNS} FROM ledger_entries WHERE id = $1`, [id])) as LedgerEntry[];
    return row ?? null;
  }

  /** What has been received against a charge, net of refunds and reversals (cents). */
  async paidTowards(tx: EntityManager, chargeId: string): Promise<number> {
    const [{ paid }] = (await tx.query(`SELECT COALESCE(SUM(amount_cents), 0)::int AS paid FROM ledger_entries WHERE charge_id = $1`, [
      chargeId,
    ])) as {
      paid: number;
    }[];
    return paid;
  }

  /**
   * Records money received. Against a charge: the charge must be OPEN, the payer and kind are the
   * charge's, and when the charge is paid in full it becomes PAID (and a fee moves the member's
   * "financial until" to the period's end).
   * @param actor who recorded it; null for Stripe (recorded as {@link STRIPE_RECORDER})
   * @returns the new entry
   * @throws ValidationError naming `amountCents`, `paidOn` or `payerName`; NotFoundError for an unknown
   *   charge; ConflictError when the charge is not OPEN or the amount is more than is still owed
   */
  async recordPayment(tx: EntityManager, actor: Actor | null, input: NewPayment): Promise<LedgerEntry> {
    checkAmount('amountCents', input.amountCents);
    if (!DAY.test(input.paidOn)) throw new ValidationError({ paidOn: 'Date must be YYYY-MM-DD' });
    let charge: Charge | null = null;
    if (input.chargeId) {
      charge = await this.charge(tx, input.chargeId, true);
      if (!charge) throw new NotFoundError('Charge');
      if (charge.status !== ChargeStatus.OPEN) throw new ConflictError(`Charge ${charge.reference} is ${charge.status}, so nothing is owed on it`);
      const owed = charge.amountCents - (await this.paidTowards(tx, charge.id));
      if (input.amountCents > owed) throw new ValidationError({ amountCents: `Amount is more than the ${formatCents(owed)} still owed` });
    }
    const payerName = (charge?.payerName ?? input.payerName ?? '').trim();
    if (!payerName) throw new ValidationError({ payerName: 'Name is required' });
    const kind = charge?.kind ?? input.kind ?? MoneyKind.DONATION;
    const [entry] = (await tx.query(
      `INSERT INTO ledger_entries (charge_id, member_id, payer_name, payer_email, kind, amount_cents, method, reference, paid_on, gift,
         recorded_by_id, recorded_by_name, stripe_payment_intent_id, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${ENTRY_COLUMNS}`,
      [
        charge?.id ?? null,
        charge?.memberId ?? input.memberId ?? null,
        payerName,
        charge?.payerEmail ?? input.payerEmail ?? null,
        kind,
        input.amountCents,
        input.method,
        input.reference ?? charge?.reference ?? null,
        input.paidOn,
        kind === MoneyKind.DONATION && (input.gift ?? true),
        actor?.id ?? null,
        actor ? (actor.name ?? 'Admin') : STRIPE_RECORDER,
        input.stripePaymentIntentId ?? null,
        input.note ?? null,
      ],
    )) as LedgerEntry[];
    if (charge) await this.settle(tx, actor, charge);
    await this.audit.record(tx, actor, 'record-payment', 'ledger', entry.id, null, {
      amountCents: entry.amountCents,
      method: entry.method,
      chargeId: entry.chargeId,
      paidOn: entry.paidOn,
    });
    return entry;
  }

  /**
   * Reverses an entry with one of the opposite amount (a refund, or a payment recorded by mistake).
   * Its charge, if it was PAID, is OPEN again, and a fee's member goes back to the "financial until"
   * they had before the period.
   * @param input.reason why (required, kept on the new entry); `method`/`paidOn` default to the original's / `today`
   * @throws NotFoundError; ConflictError when the entry is itself a reversal or is already reversed;
   *   ValidationError naming `reason`
   */
  async reverse(
    tx: EntityManager,
    actor: Actor | null,
    entryId: string,
    input: { reason: string; paidOn: string; method?: PaymentMethod; stripeRefundId?: string | null },
  ): Promise<LedgerEntry> {
    if (!input.reason.trim()) throw new ValidationError({ reason: 'Reason is required' });
    const original = await this.entry(tx, entryId);
    if (!original) throw new NotFoundError('Ledger entry');
    if (original.amountCents < 0) throw new ConflictError('A refund or reversal cannot itself be reversed; record a new payment instead');
    const [already] = (await tx.query(`SELECT 1 FROM ledger_entries WHERE reverses_id = $1`, [entryId])) as unknown[];
    if (already) throw new ConflictError('This entry has already been reversed');
    const [entry] = (await tx.query(
      `INSERT INTO ledger_entries (charge_id, member_id, payer_name, payer_email, kind, amount_cents, method, reference, paid_on, gift,
         recorded_by_id, recorded_by_name, reverses_id, stripe_payment_intent_id, stripe_refund_id, note)
       SELECT charge_id, member_id, payer_name, payer_email, kind, -amount_cents, $2, reference, $3, gift, $4, $5, id,
         stripe_payment_intent_id, $6, $7
       FROM ledger_entries WHERE id = $1 RETURNING ${ENTRY_COLUMNS}`,
      [
        entryId,
        input.method ?? original.method,
        input.paidOn,
        actor?.id ?? null,
        actor ? (actor.name ?? 'Admin') : STRIPE_RECORDER,
        input.stripeRefundId ?? null,
        input.reason.trim(),
      ],
    )) as LedgerEntry[];
    if (original.chargeId) {
      const charge = (await this.charge(tx, original.chargeId, true))!;
      if (charge.status === ChargeStatus.PAID && (await this.paidTowards(tx, charge.id)) < charge.amountCents) {
        await tx.query(`UPDATE charges SET status = 'open', version = version + 1, updated_at = now() WHERE id = $1`, [charge.id]);
        if (charge.kind === MoneyKind.FEE && charge.memberId)
          await tx.query(
            `UPDATE members SET financial_until = $2::date - 1, version = version + 1, updated_at = now() WHERE id = $1 AND financial_until = $3::date`,
            [charge.memberId, charge.periodStart ?? charge.periodEnd, charge.periodEnd],
          );
      }
    }
    await this.audit.record(tx, actor, 'reverse', 'ledger', entry.id, null, {
      reverses: entryId,
      amountCents: entry.amountCents,
      reason: entry.note,
    });
    return entry;
  }

  /**
   * Cancels an OPEN charge with nothing paid towards it (nothing is owed any more).
   * @throws NotFoundError; ConflictError when it is not OPEN or money was received against it;
   *   ValidationError naming `reason`
   */
  async voidCharge(tx: EntityManager, actor: Actor | null, chargeId: string, reason: string): Promise<Charge> {
    if (!reason.trim()) throw new ValidationError({ reason: 'Reason is required' });
    const charge = await this.charge(tx, chargeId, true);
    if (!charge) throw new NotFoundError('Charge');
    if (charge.status !== ChargeStatus.OPEN) throw new ConflictError(`Charge ${charge.reference} is ${charge.status}`);
    if ((await this.paidTowards(tx, chargeId)) !== 0) throw new ConflictError('Money was received against this charge: reverse or refund it first');
    // TypeORM answers an UPDATE … RETURNING with [rows, count].
    const [[voided]] = (await tx.query(
      `UPDATE charges SET status = 'void', voided_reason = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING ${CHARGE_COLUMNS}`,
      [chargeId, reason.trim()],
    )) as [Charge[], number];
    await this.audit.record(tx, actor, 'void', 'charge', chargeId, { status: charge.status }, { status: ChargeStatus.VOID, reason: reason.trim() });
    return voided;
  }

  /**
   * Records part of a payment paid back (a partial refund through Stripe, issue #34): a new negative
   * entry beside the payment, since {@link Ledger.reverse} reverses only whole entries. Its charge,
   * if PAID, is OPEN again once what was received no longer covers it (and a fee's member goes back
   * to the "financial until" they had before the period), as a reversal does.
   * @param input.amountCents how much went back (cents, > 0); together with earlier refunds at most the payment
   * @throws NotFoundError; ConflictError when the entry is a refund itself or more would go back than was paid;
   *   ValidationError naming `amountCents`, `paidOn` or `reason`
   */
  async recordRefund(
    tx: EntityManager,
    actor: Actor | null,
    entryId: string,
    input: { amountCents: number; reason: string; paidOn: string; stripeRefundId?: string | null },
  ): Promise<LedgerEntry> {
    checkAmount('amountCents', input.amountCents);
    if (!DAY.test(input.paidOn)) throw new ValidationError({ paidOn: 'Date must be YYYY-MM-DD' });
    if (!input.reason.trim()) throw new ValidationError({ reason: 'Reason is required' });
    const original = await this.entry(tx, entryId);
    if (!original) throw new NotFoundError('Ledger entry');
    if (original.amountCents < 0) throw new ConflictError('A refund or reversal cannot itself be refunded');
    const [{ back }] = (await tx.query(
      `SELECT COALESCE(-SUM(amount_cents), 0)::int AS back FROM ledger_entries WHERE reverses_id = $1
         OR (amount_cents < 0 AND reverses_id IS NULL AND stripe_payment_intent_id IS NOT NULL AND stripe_payment_intent_id = $2)`,
      [entryId, original.stripePaymentIntentId],
    )) as { back: number }[];
    if (back + input.amountCents > original.amountCents)
      throw new ConflictError(`Only ${formatCents(original.amountCents - back)} of this payment is left to refund`);
    const [entry] = (await tx.query(
      `INSERT INTO ledger_entries (charge_id, member_id, payer_name, payer_email, kind, amount_cents, method, reference, paid_on, gift,
         recorded_by_id, recorded_by_name, stripe_payment_intent_id, stripe_refund_id, note)
       SELECT charge_id, member_id, payer_name, payer_email, kind, $2, method, reference, $3, gift, $4, $5, stripe_payment_intent_id, $6, $7
       FROM ledger_entries WHERE id = $1 RETURNING ${ENTRY_COLUMNS}`,
      [
        entryId,
        -input.amountCents,
        input.paidOn,
        actor?.id ?? null,
        actor ? (actor.name ?? 'Admin') : STRIPE_RECORDER,
        input.stripeRefundId ?? null,
        input.reason.trim(),
      ],
    )) as LedgerEntry[];
    if (original.chargeId) {
      const charge = (await this.charge(tx, original.chargeId, true))!;
      if (charge.status === ChargeStatus.PAID && (await this.paidTowards(tx, charge.id)) < charge.amountCents) {
        await tx.query(`UPDATE charges SET status = 'open', version = version + 1, updated_at = now() WHERE id = $1`, [charge.id]);
        if (charge.kind === MoneyKind.FEE && charge.memberId)
          await tx.query(
            `UPDATE members SET financial_until = $2::date - 1, version = version + 1, updated_at = now() WHERE id = $1 AND financial_until = $3::date`,
            [charge.memberId, charge.periodStart ?? charge.periodEnd, charge.periodEnd],
          );
      }
    }
    await this.audit.record(tx, actor, 'refund', 'ledger', entry.id, null, { refunds: entryId, amountCents: entry.amountCents, reason: entry.note });
    return entry;
  }

  /** Marks a charge PAID once what was received covers it; a fee extends its member's "financial until". */
  private async settle(tx: EntityManager, actor: Actor | null, charge: Charge): Promise<void> {
    if ((await this.paidTowards(tx, charge.id)) < charge.amountCents) return;
    await tx.query(`UPDATE charges SET status = 'paid', version = version + 1, updated_at = now() WHERE id = $1`, [charge.id]);
    if (charge.kind === MoneyKind.FEE && charge.memberId && charge.periodEnd) {
      await tx.query(
        `UPDATE members SET financial_until = GREATEST(COALESCE(financial_until, $2::date), $2::date), version = version + 1, updated_at = now() WHERE id = $1`,
        [charge.memberId, charge.periodEnd],
      );
      await this.audit.record(tx, actor, 'financial-until', 'member', charge.memberId, null, {
        financialUntil: charge.periodEnd,
        charge: charge.reference,
      });
    }
  }
}

/** "$1,234.50" from cents (AUD, en-AU). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-AU')}.${String(abs % 100).padStart(2, '0')}`;
}
