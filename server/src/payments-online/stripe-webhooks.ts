import type Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import type { Logger } from '../common/logger';
import { ChargeStatus, MoneyKind, PaymentMethod, type Ledger } from '../money';
import { checkoutSessionRow } from './online-checkout';
import type { PaymentRecorder } from './online-payments.models';

/** What one delivery did: applied, already applied before, or nothing to do (a type or state we skip). */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** Thrown when a refund arrives before the payment it refunds: the route answers 500, so Stripe delivers it again. */
export class PaymentNotYetRecordedError extends Error {}

/** The event types the endpoint needs (docs/membership-year.md "Paying online"). */
export const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'refund.created',
  'refund.updated',
] as const;

/** What applying Stripe's events needs (composition root: services.ts). */
export interface StripeWebhookDeps {
  db: DataSource;
  stripe: Stripe;
  webhookSecret: string;
  ledger: Ledger;
  payments: PaymentRecorder;
  clock: Clock;
  log: Logger;
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Stripe's webhook events, verified and applied once (issue #34). Each event is inserted into
 * `stripe_events` first, in the same transaction as what it records: a replay finds it there and
 * changes nothing; a failure rolls both back, and Stripe's retry applies it. A card payment is also
 * unique by its payment intent and a refund by its id, so two events about the same money (completed
 * and async-succeeded) still record it once.
 */
export class StripeWebhooks {
  constructor(private readonly deps: StripeWebhookDeps) {}

  /**
   * Checks the Stripe-Signature header against the raw body (HMAC with STRIPE_WEBHOOK_SECRET, at most
   * five minutes old).
   * @returns the event, or null when the signature is missing, wrong or too old
   */
  verify(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
    if (!signature) return null;
    try {
      return this.deps.stripe.webhooks.constructEvent(rawBody, signature, this.deps.webhookSecret);
    } catch {
      return null;
    }
  }

  /**
   * Applies a verified event once.
   * @throws PaymentNotYetRecordedError for a refund of a payment not recorded yet (out of order:
   *   nothing is stored, Stripe retries); any database error (likewise retried)
   */
  async apply(event: Stripe.Event): Promise<WebhookOutcome> {
    return this.deps.db.transaction(async (tx) => {
      const inserted = (await tx.query(
        `INSERT INTO stripe_events (id, type, created) VALUES ($1, $2, to_timestamp($3)) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type, event.created],
      )) as unknown[];
      if (inserted.length === 0) return 'duplicate';
      const paidOn = this.deps.clock.isoDay(event.created * 1000);
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return this.sessionPaid(tx, event.data.object, paidOn);
        case 'checkout.session.expired':
          return this.sessionExpired(tx, event.data.object);
        case 'refund.created':
        case 'refund.updated':
          return this.refunded(tx, event.data.object, paidOn);
        default:
          return 'ignored';
      }
    });
  }

  /** A paid session: the payment into the ledger (with its receipt and e-mail) against its charge. */
  private async sessionPaid(tx: EntityManager, session: Stripe.Checkout.Session, paidOn: string): Promise<WebhookOutcome> {
    if (session.payment_status !== 'paid') return 'ignored';
    const row = await checkoutSessionRow(tx, session.id);
    if (!row) {
      this.deps.log.warn({ sessionId: session.id }, 'a Stripe Checkout Session this site did not open was paid; nothing recorded');
      return 'ignored';
    }
    const paymentIntentId = idOf(session.payment_intent);
    const amountCents = session.amount_total ?? 0;
    if (!paymentIntentId || amountCents <= 0) throw new Error(`Checkout Session ${session.id} is paid but has no payment intent or amount`);
    const markComplete = () =>
      tx.query(`UPDATE stripe_checkout_sessions SET status = 'complete', payment_intent_id = $2 WHERE id = $1`, [session.id, paymentIntentId]);
    const [already] = (await tx.query(`SELECT 1 FROM ledger_entries WHERE stripe_payment_intent_id = $1 AND amount_cents > 0`, [
      paymentIntentId,
    ])) as unknown[];
    if (already) {
      await markComplete();
      return 'duplicate';
    }
    const charge = (await this.deps.ledger.charge(tx, row.chargeId, true))!;
    const owed = charge.amountCents - (await this.deps.ledger.paidTowards(tx, charge.id));
    const card = { amountCents, method: PaymentMethod.CARD, stripePaymentIntentId: paymentIntentId, paidOn };
    if (charge.status === ChargeStatus.OPEN && amountCents <= owed) {
      await this.deps.payments.receive(tx, null, { chargeId: charge.id, ...card });
    } else {
      // Paid twice (two tabs), or settled or cancelled meanwhile: the money is in, so it is recorded —
      // beside the charge, for the treasurer to refund or apply — never dropped.
      await this.deps.payments.receive(tx, null, {
        ...card,
        memberId: charge.memberId,
        payerName: charge.payerName,
        payerEmail: charge.payerEmail,
        kind: charge.kind,
        gift: charge.kind === MoneyKind.DONATION,
        reference: charge.reference,
        note: `Paid by card when charge ${charge.reference} was already ${charge.status === ChargeStatus.OPEN ? 'part paid' : charge.status}: refund it or apply it`,
      });
    }
    await markComplete();
    return 'applied';
  }

  /** An unpaid session expired: a donation pledge with nothing paid is cancelled (it was never owed). */
  private async sessionExpired(tx: EntityManager, session: Stripe.Checkout.Session): Promise<WebhookOutcome> {
    const row = await checkoutSessionRow(tx, session.id);
    if (!row || row.status !== 'open') return 'ignored';
    await tx.query(`UPDATE stripe_checkout_sessions SET status = 'expired' WHERE id = $1`, [session.id]);
    const charge = (await this.deps.ledger.charge(tx, row.chargeId, true))!;
    if (charge.kind === MoneyKind.DONATION && charge.status === ChargeStatus.OPEN && (await this.deps.ledger.paidTowards(tx, charge.id)) === 0)
      await this.deps.ledger.voidCharge(tx, null, charge.id, 'The donation was not completed at Stripe Checkout');
    return 'applied';
  }

  /**
   * A succeeded refund: a whole payment refunded at once is reversed; a part (or what is left after
   * a part) is a negative entry of its amount (the Ledger's recordRefund). Unique by the refund's id.
   */
  private async refunded(tx: EntityManager, refund: Stripe.Refund, paidOn: string): Promise<WebhookOutcome> {
    if (refund.status !== 'succeeded') return 'ignored';
    const [done] = (await tx.query(`SELECT 1 FROM ledger_entries WHERE stripe_refund_id = $1`, [refund.id])) as unknown[];
    if (done) return 'duplicate';
    const paymentIntentId = idOf(refund.payment_intent);
    const [payment] = paymentIntentId
      ? ((await tx.query(`SELECT id, amount_cents AS "amountCents" FROM ledger_entries WHERE stripe_payment_intent_id = $1 AND amount_cents > 0`, [
          paymentIntentId,
        ])) as { id: string; amountCents: number }[])
      : [];
    if (!payment) throw new PaymentNotYetRecordedError(`Refund ${refund.id} is of payment ${paymentIntentId ?? '(none)'}, which is not recorded yet`);
    const [{ back }] = (await tx.query(
      `SELECT COALESCE(-SUM(amount_cents), 0)::int AS back FROM ledger_entries WHERE stripe_payment_intent_id = $1 AND amount_cents < 0`,
      [paymentIntentId],
    )) as { back: number }[];
    const reason = refund.reason ? `Refunded through Stripe (${refund.reason.replace(/_/g, ' ')})` : 'Refunded through Stripe';
    if (back === 0 && refund.amount === payment.amountCents)
      await this.deps.payments.reverse(tx, null, payment.id, { reason, paidOn, method: PaymentMethod.CARD, stripeRefundId: refund.id });
    else await this.deps.ledger.recordRefund(tx, null, payment.id, { amountCents: refund.amount, reason, paidOn, stripeRefundId: refund.id });
    return 'applied';
  }
}
