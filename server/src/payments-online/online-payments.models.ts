import type { StripeBalanceTransaction } from '../money';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../common/actor';
import type { LedgerEntry, NewPayment, PaymentMethod } from '../money';

/**
 * What records money received and paid back (issue #34): `services.payments` (money/payments.ts),
 * which issues the receipt and queues its e-mail in the same transaction. Taken as an interface so
 * online payments depend on what they use, not on how receipts are made.
 */
export interface PaymentRecorder {
  /** Records a payment, issues its receipt and queues the receipt e-mail (PDF attached). */
  receive(tx: EntityManager, actor: Actor | null, payment: NewPayment): Promise<{ entry: LedgerEntry; receipt: { number: number } }>;
  /** Reverses a whole entry (a full refund). */
  reverse(
    tx: EntityManager,
    actor: Actor | null,
    entryId: string,
    input: { reason: string; paidOn: string; method?: PaymentMethod; stripeRefundId?: string | null },
  ): Promise<LedgerEntry>;
}

/** A donation as the donor asks for it on /join (issue #34). */
export interface DonationRequest {
  /** One of the site settings' donation tiers, in whole dollars; or null with `amountCents`. */
  tierDollars?: number | null;
  /** Any other amount, in cents (MIN_DONATION_CENTS … MAX_DONATION_CENTS). */
  amountCents?: number | null;
  donorName: string;
  donorEmail: string;
  /** SPEC §5's "I would like a receipt" for an organisation: the receipt is then made out to it. */
  organisationName?: string | null;
}

/** Where to send the payer to pay: Stripe Checkout's page. */
export interface CheckoutStart {
  /** Stripe Checkout's address for this payment. */
  url: string;
  /** The Checkout Session's id (cs_…). */
  sessionId: string;
  /** What the payer will be asked for, in cents (computed here, never taken from the client). */
  amountCents: number;
}

/** Where a Checkout Session stands, as the thank-you page may see it. */
export enum CheckoutState {
  /** Started; Stripe has not told us it was paid (yet). */
  PENDING = 'pending',
  /** Paid and recorded; the receipt exists. */
  PAID = 'paid',
  /** Never paid: the session expired or was abandoned. */
  EXPIRED = 'expired',
  /** Not a session this site opened. */
  UNKNOWN = 'unknown',
}

/** What the thank-you page may know about a Checkout Session: its state and the receipt's number. */
export interface CheckoutOutcome {
  state: CheckoutState;
  /** The receipt's number once the payment is recorded, else null. */
  receiptNumber: number | null;
}

/** How people can pay: online, and the bank transfer details when the association has set them. */
export interface PaymentOptions {
  /** True when Stripe keys are configured. */
  online: boolean;
  bankTransfer: { accountName: string; bsb: string; accountNumber: string } | null;
}

/** One line of Stripe's balance history (a payment, refund, fee or payout), for the treasurer's reconciliation. */
export interface StripeBalanceLine extends StripeBalanceTransaction {
  /** txn_… */
  id: string;
  /** Stripe's type: charge, refund, payout, stripe_fee, adjustment … */
  type: string;
  /** Gross amount in cents (negative for money out). */
  amountCents: number;
  /** Stripe's fee in cents. */
  feeCents: number;
  /** amountCents − feeCents. */
  netCents: number;
  currency: string;
  created: Date;
  /** When the money becomes available for payout. */
  availableOn: Date;
  /** The payment intent the line belongs to (charges and refunds), as the ledger's `stripePaymentIntentId`. */
  paymentIntentId: string | null;
  /** For a refund: Stripe's refund id (re_…). */
  refundId: string | null;
  /** The object it came from (ch_…, re_…, po_…). */
  sourceId: string | null;
  description: string | null;
}
