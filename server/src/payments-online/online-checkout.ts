import type Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { donationAmountProblem } from '../../../shared/donations';
import { isEmailAddress } from '../../../shared/email-address';
import { bankTransferReady, type MembershipYearValues } from '../../../shared/membership-year';
import type { DonationTier } from '../../../shared/settings-defaults';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors';
import { ChargeStatus, formatCents, MoneyKind, type Charge, type Ledger } from '../money';
import { CheckoutState, type CheckoutOutcome, type CheckoutStart, type DonationRequest, type PaymentOptions } from './online-payments.models';

/** Said when a checkout is asked for while STRIPE_SECRET_KEY is unset. */
export const ONLINE_PAYMENTS_OFF = 'Online payments are not set up on this site. Please pay by bank transfer or contact us.';
/** Stripe's smallest charge in AUD, in cents. */
export const STRIPE_MIN_AUD_CENTS = 50;
/** How long a Checkout page stays open, in seconds (Stripe allows 30 minutes to 24 hours). */
export const CHECKOUT_LIFETIME_SEC = 60 * 60;

/** What starting a checkout needs (composition root: services.ts). */
export interface OnlineCheckoutDeps {
  db: DataSource;
  /** The Stripe client, or null without keys. */
  stripe: Stripe | null;
  ledger: Ledger;
  clock: Clock;
  publicUrl: string;
  /** The site settings' donation tiers (whole dollars). */
  donationTiers: () => Promise<DonationTier[]>;
  /** The membership year's settings (bank details). */
  membershipYear: () => Promise<MembershipYearValues>;
}

/**
 * Stripe Checkout for what is owed and for donations (issue #34). The amount is always computed
 * here — what is still owed on the charge, or the donation's tier or amount — never taken from the
 * client. Each session is remembered with its charge (`stripe_checkout_sessions`), so the webhook
 * applies only sessions this site opened and the thank-you page finds the receipt.
 */
export class OnlineCheckout {
  constructor(private readonly deps: OnlineCheckoutDeps) {}

  /** How people can pay here: online (keys set) and bank transfer (details set). */
  async options(): Promise<PaymentOptions> {
    const year = await this.deps.membershipYear();
    return {
      online: this.deps.stripe !== null,
      bankTransfer: bankTransferReady(year) ? { accountName: year.bankAccountName, bsb: year.bankBsb, accountNumber: year.bankAccountNumber } : null,
    };
  }

  /**
   * Checkout for an open charge of the signed-in member: what is still owed on it.
   * @param memberId the signed-in member (a charge of anyone else is "not found")
   * @throws ConflictError without Stripe keys, when the charge is not OPEN or too little is owed to pay
   *   by card; NotFoundError for an unknown charge or one of another member
   */
  async startForCharge(memberId: string, chargeId: string): Promise<CheckoutStart> {
    const stripe = this.stripeOrRefuse();
    const { charge, owed } = await this.deps.db.transaction(async (tx) => {
      const found = await this.deps.ledger.charge(tx, chargeId);
      if (!found || found.memberId !== memberId) throw new NotFoundError('Charge');
      if (found.status !== ChargeStatus.OPEN) throw new ConflictError(`Charge ${found.reference} is ${found.status}, so nothing is owed on it`);
      return { charge: found, owed: found.amountCents - (await this.deps.ledger.paidTowards(tx, found.id)) };
    });
    if (owed < STRIPE_MIN_AUD_CENTS)
      throw new ConflictError(`Only ${formatCents(owed)} is owed, less than can be paid by card; please pay by bank transfer or cash`);
    const members = `${this.deps.publicUrl}/members`;
    return this.open(stripe, charge, owed, {
      success_url: `${members}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${members}?payment=cancelled`,
    });
  }

  /**
   * Checkout for a donation: a charge (kind donation) is created first, so the amount and the donor
   * are ours, then the session.
   * @throws ValidationError naming `tierDollars`, `amountCents`, `donorName`, `donorEmail` or
   *   `organisationName`; ConflictError without Stripe keys
   */
  async startDonation(request: DonationRequest): Promise<CheckoutStart> {
    const stripe = this.stripeOrRefuse();
    const amountCents = await this.donationAmount(request);
    const donorName = request.donorName.trim();
    const donorEmail = request.donorEmail.trim().toLowerCase();
    const organisationName = request.organisationName?.trim() || null;
    const problems: Record<string, string> = {};
    if (!donorName) problems.donorName = 'Your name is required';
    else if (donorName.length > 200) problems.donorName = 'Name must be at most 200 characters';
    if (!isEmailAddress(donorEmail)) problems.donorEmail = 'Please enter a valid email address';
    if (organisationName && organisationName.length > 200) problems.organisationName = 'Organisation name must be at most 200 characters';
    if (Object.keys(problems).length) throw new ValidationError(problems);
    const charge = await this.deps.db.transaction((tx) =>
      this.deps.ledger.createCharge(tx, null, {
        // SPEC §5: with an organisation's name the receipt is made out to it.
        payerName: organisationName ?? donorName,
        payerEmail: donorEmail,
        kind: MoneyKind.DONATION,
        description: organisationName ? `Donation (given by ${donorName})` : 'Donation',
        amountCents,
      }),
    );
    const thanks = `${this.deps.publicUrl}/donate/thanks`;
    try {
      return await this.open(stripe, charge, amountCents, {
        success_url: `${thanks}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.deps.publicUrl}/join#donate`,
      });
    } catch (error) {
      // Nothing can be paid on it: cancel the pledge so it is never "outstanding".
      await this.deps.db.transaction((tx) => this.deps.ledger.voidCharge(tx, null, charge.id, 'Checkout could not be started'));
      throw error;
    }
  }

  /**
   * What the thank-you page may know of a session: its state, and the receipt's number once the
   * webhook has recorded the payment. Reveals nothing else (the session id is Stripe's unguessable `cs_…`).
   */
  async outcome(sessionId: string): Promise<CheckoutOutcome> {
    const [row] = (await this.deps.db.query(
      `SELECT s.status, r.number AS "receiptNumber"
       FROM stripe_checkout_sessions s
       LEFT JOIN ledger_entries e ON e.stripe_payment_intent_id = s.payment_intent_id AND e.amount_cents > 0
       LEFT JOIN receipts r ON r.ledger_entry_id = e.id
       WHERE s.id = $1`,
      [sessionId],
    )) as { status: string; receiptNumber: number | null }[];
    if (!row) return { state: CheckoutState.UNKNOWN, receiptNumber: null };
    if (row.status === 'expired') return { state: CheckoutState.EXPIRED, receiptNumber: null };
    if (row.status === 'complete' && row.receiptNumber !== null) return { state: CheckoutState.PAID, receiptNumber: row.receiptNumber };
    return { state: CheckoutState.PENDING, receiptNumber: null };
  }

  private stripeOrRefuse(): Stripe {
    if (!this.deps.stripe) throw new ConflictError(ONLINE_PAYMENTS_OFF, { reason: 'online-payments-off' });
    return this.deps.stripe;
  }

  /** The donation's amount in cents: a tier of the site settings, or an amount within the limits. */
  private async donationAmount(request: DonationRequest): Promise<number> {
    if (request.tierDollars !== null && request.tierDollars !== undefined) {
      const tiers = await this.deps.donationTiers();
      if (!tiers.some((t) => t.amount === request.tierDollars)) throw new ValidationError({ tierDollars: 'Please choose one of the amounts shown' });
      return request.tierDollars * 100;
    }
    if (request.amountCents === null || request.amountCents === undefined) throw new ValidationError({ amountCents: 'Please choose an amount' });
    const problem = donationAmountProblem(request.amountCents);
    if (problem) throw new ValidationError({ amountCents: problem });
    return request.amountCents;
  }

  /** Creates the Checkout Session for `amountCents` of `charge` and remembers it. */
  private async open(stripe: Stripe, charge: Charge, amountCents: number, urls: { success_url: string; cancel_url: string }): Promise<CheckoutStart> {
    const metadata = { chargeId: charge.id, kind: charge.kind, reference: charge.reference };
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      currency: 'aud',
      // Cards (and wallets that pay by card) only: the ledger records these as "card".
      allowed_payment_method_types: ['card'],
      line_items: [{ quantity: 1, price_data: { currency: 'aud', unit_amount: amountCents, product_data: { name: charge.description } } }],
      metadata,
      payment_intent_data: { metadata, description: `${charge.description} (${charge.reference})` },
      client_reference_id: charge.id,
      ...(charge.payerEmail ? { customer_email: charge.payerEmail } : {}),
      expires_at: Math.floor(this.deps.clock.now().getTime() / 1000) + CHECKOUT_LIFETIME_SEC,
      ...urls,
    });
    if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
    await this.deps.db.query(`INSERT INTO stripe_checkout_sessions (id, charge_id, amount_cents) VALUES ($1, $2, $3)`, [
      session.id,
      charge.id,
      amountCents,
    ]);
    return { url: session.url, sessionId: session.id, amountCents };
  }
}

/** The session row the webhook works from, locked for the transaction. */
export async function checkoutSessionRow(
  tx: EntityManager,
  sessionId: string,
): Promise<{ id: string; chargeId: string; amountCents: number; status: string } | null> {
  const [row] = (await tx.query(
    `SELECT id, charge_id AS "chargeId", amount_cents AS "amountCents", status FROM stripe_checkout_sessions WHERE id = $1 FOR UPDATE`,
    [sessionId],
  )) as { id: string; chargeId: string; amountCents: number; status: string }[];
  return row ?? null;
}

/** The checkout state names, for the API's enum. */
export { CheckoutState };
