import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../page-type';
import {
  ChargeStatus,
  MoneyKind,
  PaymentMethod,
  type ChargeRow,
  type IncomeReport as IncomeReportModel,
  type LedgerEntryRow,
  type MonthIncome as MonthIncomeModel,
  type MonthReconciliation as MonthReconciliationModel,
  type OutstandingReport as OutstandingReportModel,
  type Reconciliation as ReconciliationModel,
  type StripeReconciliation as StripeReconciliationModel,
} from '../../money';

registerEnumType(MoneyKind, { name: 'MoneyKind', description: 'What money is for: FEE (membership fee), DONATION or EVENT (issue #34).' });
registerEnumType(ChargeStatus, { name: 'ChargeStatus', description: 'A charge: OPEN (owed), PAID (in full) or VOID (cancelled).' });
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'How money came or went: BANK_TRANSFER and CASH (recorded by the treasurer) or CARD (through Stripe).',
});

/** What someone owes (issue #34), with what was received towards it. */
@ObjectType('Charge', {
  description: 'What someone owes (a membership fee, an event fee, a pledged donation), with its own bank reference (issue #34).',
})
export class ChargeType implements ChargeRow {
  @Field(() => ID, { description: 'Id.' }) id: string;
  @Field(() => Int, { description: 'Sequential number (the invoice number).' }) number: number;
  @Field({ description: 'Its bank-transfer reference, e.g. RA0004275 ("RA", the number, a check digit).' }) reference: string;
  @Field(() => ID, { nullable: true, description: 'The member who owes it, if a member.' }) memberId: string | null;
  @Field({ description: 'Who owes it.' }) payerName: string;
  @Field(() => String, { nullable: true, description: 'Their e-mail, if known.' }) payerEmail: string | null;
  @Field(() => MoneyKind, { description: 'What it is for.' }) kind: MoneyKind;
  @Field({ description: 'What it is for, in words.' }) description: string;
  @Field(() => Int, { description: 'Amount owed in cents AUD.' }) amountCents: number;
  @Field(() => ID, { nullable: true, description: 'For a fee: the membership class.' }) membershipClassId: string | null;
  @Field(() => String, { nullable: true, description: 'For a fee: first day covered (YYYY-MM-DD).' }) periodStart: string | null;
  @Field(() => String, { nullable: true, description: 'For a fee: last day covered (YYYY-MM-DD).' }) periodEnd: string | null;
  @Field(() => String, { nullable: true, description: 'Due date (YYYY-MM-DD), if any.' }) dueDate: string | null;
  @Field(() => ChargeStatus, { description: 'OPEN, PAID or VOID.' }) status: ChargeStatus;
  @Field(() => String, { nullable: true, description: 'Why it was voided.' }) voidedReason: string | null;
  @Field(() => Int, { description: 'Version, raised by every change.' }) version: number;
  @Field({ description: 'When it was created.' }) createdAt: Date;
  @Field(() => Int, { description: 'Received towards it, net of refunds and reversals (cents).' }) paidCents: number;
  @Field(() => Int, { description: 'Still owed (cents); 0 when PAID or VOID.' }) owingCents: number;
  @Field({ description: 'True when OPEN and its due date has passed (association’s days).' }) overdue: boolean;
}

/** One line of the ledger (issue #34): never changed or deleted, only reversed. */
@ObjectType('LedgerEntry', {
  description: 'One line of the ledger: money received (> 0) or paid back (< 0). Never changed or deleted, only reversed.',
})
export class LedgerEntryType implements LedgerEntryRow {
  @Field(() => ID, { description: 'Id.' }) id: string;
  @Field(() => Int, { description: 'Sequential entry number.' }) entryNumber: number;
  @Field(() => ID, { nullable: true, description: 'The charge it pays, if any.' }) chargeId: string | null;
  @Field(() => ID, { nullable: true, description: 'The member it came from, if a member.' }) memberId: string | null;
  @Field({ description: 'Who paid (or was paid back).' }) payerName: string;
  @Field(() => String, { nullable: true, description: 'Their e-mail, if known.' }) payerEmail: string | null;
  @Field(() => MoneyKind, { description: 'What it was for.' }) kind: MoneyKind;
  @Field(() => Int, { description: 'Cents AUD; negative for a refund or reversal.' }) amountCents: number;
  @Field(() => PaymentMethod, { description: 'How the money came or went.' }) method: PaymentMethod;
  @Field(() => String, { nullable: true, description: 'The bank reference, receipt-book number or Stripe id it came with.' }) reference:
    string | null;
  @Field({ description: 'The day the money arrived or left (YYYY-MM-DD, association’s days).' }) paidOn: string;
  @Field({ description: 'True for a gift (a donation with nothing in return).' }) gift: boolean;
  @Field(() => ID, { nullable: true, description: 'The staff member who recorded it (null for Stripe).' }) recordedById: string | null;
  @Field({ description: 'Who recorded it: a staff member’s name, or "Stripe".' }) recordedByName: string;
  @Field(() => ID, { nullable: true, description: 'The entry this one reverses, if any.' }) reversesId: string | null;
  @Field(() => String, { nullable: true, description: 'Stripe PaymentIntent, for card payments.' }) stripePaymentIntentId: string | null;
  @Field(() => String, { nullable: true, description: 'Stripe refund id, for card refunds.' }) stripeRefundId: string | null;
  @Field(() => String, { nullable: true, description: 'A note; for a reversal, its reason.' }) note: string | null;
  @Field({ description: 'When it was recorded.' }) createdAt: Date;
  @Field(() => Int, { nullable: true, description: 'Its receipt’s number (the PDF is at /receipts/<number>.pdf), or null.' })
  receiptNumber: number | null;
  @Field(() => ID, { nullable: true, description: 'The entry that reverses this one, or null.' }) reversedById: string | null;
}

/** One page of charges. */
export const ChargePage = PageType(ChargeType, 'ChargePage');
/** One page of ledger entries. */
export const LedgerEntryPage = PageType(LedgerEntryType, 'LedgerEntryPage');

/** Income of one month by kind. */
@ObjectType({ description: 'Income of one month by kind, net of refunds and reversals, in cents AUD (issue #34).' })
export class MonthIncome implements MonthIncomeModel {
  @Field({ description: 'YYYY-MM, the association’s calendar month (for the totals: the year’s label).' }) month: string;
  @Field(() => Int, { description: 'Membership fees.' }) feesCents: number;
  @Field(() => Int, { description: 'Donations.' }) donationsCents: number;
  @Field(() => Int, { description: 'Event fees.' }) eventsCents: number;
  @Field(() => Int, { description: 'All of them.' }) totalCents: number;
}

/** Income by month and kind for one financial year. */
@ObjectType({ description: 'Income by month and kind for one financial year (issue #34).' })
export class IncomeReport implements IncomeReportModel {
  @Field({ description: 'The financial year, e.g. "2026–27".' }) label: string;
  @Field({ description: 'First day (YYYY-MM-DD).' }) start: string;
  @Field({ description: 'Last day (YYYY-MM-DD).' }) end: string;
  @Field(() => [MonthIncome], { description: 'The twelve months in order.' }) months: MonthIncome[];
  @Field(() => MonthIncome, { description: 'The year’s totals.' }) totals: MonthIncome;
}

/** What open charges still owe. */
@ObjectType({ description: 'What open charges still owe, and how much is overdue (issue #34).' })
export class OutstandingReport implements OutstandingReportModel {
  @Field(() => Int, { description: 'Open charges.' }) openCount: number;
  @Field(() => Int, { description: 'Still owed on them (cents).' }) outstandingCents: number;
  @Field(() => Int, { description: 'Open charges past their due date.' }) overdueCount: number;
  @Field(() => Int, { description: 'Still owed on those (cents).' }) overdueCents: number;
}

/** Ledger and receipts of one month. */
@ObjectType({ description: 'What the ledger received in one month against what its receipts show (cents).' })
export class MonthReconciliation implements MonthReconciliationModel {
  @Field({ description: 'YYYY-MM.' }) month: string;
  @Field(() => Int, { description: 'Received (entries with a positive amount).' }) ledgerCents: number;
  @Field(() => Int, { description: 'The amounts on their receipts.' }) receiptCents: number;
  @Field({ description: 'True when they are equal.' }) agrees: boolean;
}

/** Stripe's side of the reconciliation. */
@ObjectType({ description: 'Card entries against Stripe’s balance history (issue #34).' })
export class StripeReconciliation implements StripeReconciliationModel {
  @Field({ description: 'False when Stripe is not connected (nothing compared).' }) connected: boolean;
  @Field(() => Int, { description: 'Card payments less card refunds in the ledger (cents).' }) ledgerCardCents: number;
  @Field(() => Int, { description: 'Stripe’s charges less refunds, gross (cents).' }) stripeGrossCents: number;
  @Field(() => Int, { description: 'Stripe’s fees on them (cents).' }) stripeFeesCents: number;
  @Field(() => Int, { description: 'Paid out by Stripe to the bank (cents).' }) payoutsCents: number;
  @Field(() => [Int], { description: 'Card entries Stripe has no matching charge or refund for: entry numbers.' }) entriesNotInStripe: number[];
  @Field(() => [String], { description: 'Stripe payments and refunds the ledger has no entry for: Stripe ids.' }) stripeNotInLedger: string[];
}

/** Whether receipts, ledger and Stripe agree. */
@ObjectType({ description: 'Whether receipts, ledger and Stripe agree for a date range, and exactly what does not (issue #34).' })
export class Reconciliation implements ReconciliationModel {
  @Field({ description: 'First day (YYYY-MM-DD).' }) from: string;
  @Field({ description: 'Last day (YYYY-MM-DD).' }) to: string;
  @Field({ description: 'True when everything agrees.' }) ok: boolean;
  @Field(() => [Int], { description: 'Entries with a positive amount and no receipt.' }) entriesWithoutReceipt: number[];
  @Field(() => [Int], { description: 'Entries with more than one receipt.' }) entriesWithSeveralReceipts: number[];
  @Field(() => [Int], { description: 'Entries whose receipt shows another amount.' }) receiptAmountMismatches: number[];
  @Field(() => [MonthReconciliation], { description: 'Ledger against receipts, month by month.' }) months: MonthReconciliation[];
  @Field(() => StripeReconciliation, { description: 'Card entries against Stripe.' }) stripe: StripeReconciliation;
  @Field(() => [String], { description: 'Each disagreement in a sentence, naming the entries.' }) problems: string[];
}
