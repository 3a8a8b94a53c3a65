import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import type { Actor } from '../common/actor';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors';
import { isUuid } from '../common/ids';
import type { Ledger } from './ledger';
import type { MoneyQueries } from './money-queries';
import { MoneyKind, PaymentMethod } from './money.enums';
import type { Charge, LedgerEntry, NewPayment } from './money.models';

/**
 * How a payment is received: records it in the ledger (and, once the lead's `Payments` lands, issues
 * its receipt and queues the receipt e-mail in the same transaction). The one place to switch from
 * `ledger.recordPayment` to `payments.receive` (services.ts).
 */
export type ReceivePayment = (tx: EntityManager, actor: Actor | null, payment: NewPayment) => Promise<LedgerEntry>;

/** How an entry is reversed (the ledger's reverse, or `payments.reverse` once it lands). */
export type ReversePayment = (
  tx: EntityManager,
  actor: Actor | null,
  entryId: string,
  input: { reason: string; paidOn: string; method?: PaymentMethod },
) => Promise<LedgerEntry>;

/** Money the treasurer received by bank transfer or in cash (issue #34). */
export interface OfflinePayment {
  /** The charge it pays, by id… */
  chargeId?: string | null;
  /** …or by its bank reference as the treasurer typed it from the statement (e.g. "RA0004275"). */
  chargeReference?: string | null;
  amountCents: number;
  /** BANK_TRANSFER or CASH (card payments are recorded by Stripe). */
  method: PaymentMethod;
  /** The day the money arrived ("YYYY-MM-DD"); default today (association's zone). */
  paidOn?: string | null;
  /** What came with the money: the statement's reference, a receipt-book number; default the charge's reference. */
  reference?: string | null;
  /** Without a charge (a donation): who gave it. */
  payerName?: string | null;
  payerEmail?: string | null;
  memberId?: string | null;
  note?: string | null;
}

/** An ad-hoc amount a member owes (issue #34), e.g. an event fee. */
export interface AdHocCharge {
  /** The member, by id… */
  memberId?: string | null;
  /** …or by their e-mail (exact, any case): the treasurer cannot list members. */
  memberEmail?: string | null;
  kind: MoneyKind;
  description: string;
  amountCents: number;
  dueDate?: string | null;
  /** For a membership fee only: the period it covers. */
  periodStart?: string | null;
  periodEnd?: string | null;
}

/** What the treasurer commands need. */
export interface TreasurerCommandDeps {
  db: DataSource;
  clock: Clock;
  ledger: Ledger;
  queries: MoneyQueries;
  receive: ReceivePayment;
  reverse: ReversePayment;
}

/**
 * The treasurer's commands (issue #34): record a bank transfer or cash against a charge (found by id
 * or by the bank reference on the statement) or as a donation, reverse an entry, void a charge,
 * create a charge for a member. Each runs in one transaction; the ledger audits.
 */
export class TreasurerCommands {
  constructor(private readonly deps: TreasurerCommandDeps) {}

  /**
   * Records money received offline.
   * @returns the new ledger entry
   * @throws ValidationError naming `method`, `chargeReference`, `amountCents`, `paidOn` or `payerName`;
   *   NotFoundError for an unknown charge id; ConflictError when the charge is paid or void
   */
  recordPayment(actor: Actor, input: OfflinePayment): Promise<LedgerEntry> {
    if (input.method !== PaymentMethod.BANK_TRANSFER && input.method !== PaymentMethod.CASH)
      throw new ValidationError({ method: 'Record a bank transfer or cash here; card payments are recorded by Stripe' });
    if (input.chargeId && !isUuid(input.chargeId)) throw new NotFoundError('Charge');
    if (input.memberId && !isUuid(input.memberId)) throw new ValidationError({ memberId: 'No member has this id' });
    return this.deps.db.transaction(async (tx) => {
      let chargeId = input.chargeId ?? null;
      const typed = input.chargeReference?.trim();
      if (!chargeId && typed) {
        chargeId = await this.deps.queries.chargeIdByReference(tx, typed);
        if (!chargeId) throw new ValidationError({ chargeReference: 'No charge has this reference' });
      }
      const payment: NewPayment = {
        chargeId,
        amountCents: input.amountCents,
        method: input.method,
        paidOn: input.paidOn || this.deps.clock.today(),
        reference: input.reference?.trim() || null,
        note: input.note?.trim() || null,
        ...(chargeId
          ? {}
          : {
              kind: MoneyKind.DONATION,
              gift: true,
              payerName: input.payerName?.trim() ?? '',
              payerEmail: input.payerEmail?.trim() || null,
              memberId: input.memberId ?? null,
            }),
      };
      return this.deps.receive(tx, actor, payment);
    });
  }

  /**
   * Reverses a payment recorded by mistake (a new entry of the opposite amount, dated today).
   * @throws ValidationError naming `reason`; NotFoundError; ConflictError for a reversal, an entry
   *   already reversed, or a card payment (refunded through Stripe, which records it)
   */
  reverse(actor: Actor, id: string, reason: string): Promise<LedgerEntry> {
    if (!isUuid(id)) throw new NotFoundError('Ledger entry');
    return this.deps.db.transaction(async (tx) => {
      const entry = await this.deps.ledger.entry(tx, id);
      if (!entry) throw new NotFoundError('Ledger entry');
      if (entry.method === PaymentMethod.CARD && entry.amountCents > 0)
        throw new ConflictError('A card payment is refunded in Stripe; the refund is recorded here when Stripe reports it');
      return this.deps.reverse(tx, actor, id, { reason, paidOn: this.deps.clock.today() });
    });
  }

  /**
   * Cancels an open charge nothing was paid towards.
   * @throws ValidationError naming `reason`; NotFoundError; ConflictError
   */
  voidCharge(actor: Actor, id: string, reason: string): Promise<Charge> {
    if (!isUuid(id)) throw new NotFoundError('Charge');
    return this.deps.db.transaction((tx) => this.deps.ledger.voidCharge(tx, actor, id, reason));
  }

  /**
   * Creates a charge for a member, payable by its own bank reference; payer name and e-mail are the member's.
   * @throws ValidationError naming `memberId` or `memberEmail`, `description`, `amountCents`, `dueDate` or `periodEnd`
   */
  createCharge(actor: Actor, input: AdHocCharge): Promise<Charge> {
    if (!input.description.trim()) throw new ValidationError({ description: 'Description is required' });
    if (input.description.trim().length > 200) throw new ValidationError({ description: 'Description must be at most 200 characters' });
    const email = input.memberEmail?.trim();
    if (!input.memberId && !email) throw new ValidationError({ memberEmail: 'Enter the member’s e-mail' });
    if (input.memberId && !isUuid(input.memberId)) throw new ValidationError({ memberId: 'No member has this id' });
    return this.deps.db.transaction(async (tx) => {
      const [member] = (await tx.query(
        input.memberId
          ? `SELECT id, full_name AS "fullName", email FROM members WHERE id = $1`
          : `SELECT id, full_name AS "fullName", email FROM members WHERE lower(email) = lower($1) ORDER BY created_at DESC LIMIT 1`,
        [input.memberId ?? email],
      )) as { id: string; fullName: string; email: string | null }[];
      if (!member) throw new ValidationError(input.memberId ? { memberId: 'No member has this id' } : { memberEmail: 'No member has this e-mail' });
      return this.deps.ledger.createCharge(tx, actor, {
        memberId: member.id,
        payerName: member.fullName,
        payerEmail: member.email,
        kind: input.kind,
        description: input.description.trim(),
        amountCents: input.amountCents,
        dueDate: input.dueDate || null,
        periodStart: input.periodStart || null,
        periodEnd: input.periodEnd || null,
      });
    });
  }
}
