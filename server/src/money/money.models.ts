import type { ChargeStatus, MoneyKind, PaymentMethod } from './money.enums';

/** What someone owes (issue #34): a membership fee for a period, a donation at checkout, an event fee. */
export interface Charge {
  id: string;
  /** Sequential number (the invoice number). */
  number: number;
  memberId: string | null;
  payerName: string;
  payerEmail: string | null;
  kind: MoneyKind;
  description: string;
  /** Integer cents AUD, > 0. */
  amountCents: number;
  membershipClassId: string | null;
  /** For a fee: the first and last day the membership covers ("YYYY-MM-DD", association's zone). */
  periodStart: string | null;
  periodEnd: string | null;
  /** Unique bank-transfer reference (money/bank-reference.ts). */
  reference: string;
  dueDate: string | null;
  status: ChargeStatus;
  voidedReason: string | null;
  version: number;
  createdAt: Date;
}

/** One line of the ledger: money received (amount > 0) or paid back (< 0). Never changed or deleted. */
export interface LedgerEntry {
  id: string;
  entryNumber: number;
  chargeId: string | null;
  memberId: string | null;
  payerName: string;
  payerEmail: string | null;
  kind: MoneyKind;
  /** Integer cents AUD; negative for a refund or a reversal. */
  amountCents: number;
  method: PaymentMethod;
  /** The bank reference, receipt book number or Stripe id the money came with. */
  reference: string | null;
  /** The day the money arrived ("YYYY-MM-DD", association's zone). */
  paidOn: string;
  /** True for a gift: a donation with no material benefit in return (may get a DGR receipt). */
  gift: boolean;
  recordedById: string | null;
  /** Who recorded it: the staff member's name, or "Stripe" for a card payment. */
  recordedByName: string;
  /** The entry this one reverses, if any. */
  reversesId: string | null;
  stripePaymentIntentId: string | null;
  stripeRefundId: string | null;
  note: string | null;
  createdAt: Date;
}

/** What creates a charge (issue #34). */
export interface NewCharge {
  memberId?: string | null;
  payerName: string;
  payerEmail?: string | null;
  kind: MoneyKind;
  description: string;
  amountCents: number;
  membershipClassId?: string | null;
  periodStart?: string | null;
  periodEnd?: string | null;
  dueDate?: string | null;
}

/** What records money received (issue #34). With `chargeId`, payer and kind come from the charge. */
export interface NewPayment {
  chargeId?: string | null;
  memberId?: string | null;
  payerName?: string;
  payerEmail?: string | null;
  kind?: MoneyKind;
  amountCents: number;
  method: PaymentMethod;
  reference?: string | null;
  paidOn: string;
  gift?: boolean;
  stripePaymentIntentId?: string | null;
  note?: string | null;
}
