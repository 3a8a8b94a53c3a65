import { Field, ID, InputType, Int } from 'type-graphql';
import { ChargeStatus, MoneyKind, PaymentMethod, type AdHocCharge, type ChargeFilter, type LedgerFilter, type OfflinePayment } from '../../money';

/** Filters of the charges list. */
@InputType({ description: 'Filters of the treasurer’s charges list (issue #34).' })
export class ChargeFilterInput implements ChargeFilter {
  @Field(() => ChargeStatus, { nullable: true, description: 'Only this status.' }) status?: ChargeStatus | null;
  @Field(() => MoneyKind, { nullable: true, description: 'Only this kind.' }) kind?: MoneyKind | null;
  @Field(() => ID, { nullable: true, description: 'Only this member’s charges.' }) memberId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true: only OPEN charges past their due date.' }) overdue?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: 'A bank reference (exact; case, spaces and dashes ignored) or a payer’s e-mail (exact, any case).',
  })
  search?: string | null;
}

/** The charges query's input. */
@InputType({ description: 'Which charges, and which page (issue #34).' })
export class ChargesInput {
  @Field(() => ChargeFilterInput, { nullable: true, description: 'Filters.' }) filter?: ChargeFilterInput | null;
  @Field(() => Int, { nullable: true, description: 'Page, from 1 (default 1).' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Page size, 1–100 (default 25).' }) limit?: number | null;
}

/** Filters of the ledger list. */
@InputType({ description: 'Filters of the ledger (issue #34).' })
export class LedgerFilterInput implements LedgerFilter {
  @Field(() => String, { nullable: true, description: 'First day paid (YYYY-MM-DD), inclusive.' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day paid (YYYY-MM-DD), inclusive.' }) to?: string | null;
  @Field(() => MoneyKind, { nullable: true, description: 'Only this kind.' }) kind?: MoneyKind | null;
  @Field(() => PaymentMethod, { nullable: true, description: 'Only this method.' }) method?: PaymentMethod | null;
}

/** The ledgerEntries query's input. */
@InputType({ description: 'Which ledger entries, and which page (issue #34).' })
export class LedgerEntriesInput {
  @Field(() => LedgerFilterInput, { nullable: true, description: 'Filters.' }) filter?: LedgerFilterInput | null;
  @Field(() => Int, { nullable: true, description: 'Page, from 1 (default 1).' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Page size, 1–100 (default 25).' }) limit?: number | null;
}

/** Money received by bank transfer or in cash. */
@InputType({ description: 'Money the treasurer received by bank transfer or in cash: against a charge (by id or bank reference) or as a donation.' })
export class RecordPaymentInput implements OfflinePayment {
  @Field(() => ID, { nullable: true, description: 'The charge it pays.' }) chargeId?: string | null;
  @Field(() => String, { nullable: true, description: 'Or the charge’s bank reference as on the statement, e.g. RA0004275.' })
  chargeReference?: string | null;
  @Field(() => Int, { description: 'Amount received in cents AUD (at most what is still owed on a charge).' }) amountCents: number;
  @Field(() => PaymentMethod, { description: 'BANK_TRANSFER or CASH.' }) method: PaymentMethod;
  @Field(() => String, { nullable: true, description: 'The day it arrived (YYYY-MM-DD); default today.' }) paidOn?: string | null;
  @Field(() => String, { nullable: true, description: 'What came with the money (statement reference, receipt-book number).' })
  reference?: string | null;
  @Field(() => String, { nullable: true, description: 'Without a charge (a donation): who gave it.' }) payerName?: string | null;
  @Field(() => String, { nullable: true, description: 'Without a charge: their e-mail, for the receipt.' }) payerEmail?: string | null;
  @Field(() => ID, { nullable: true, description: 'Without a charge: the member who gave it, if a member.' }) memberId?: string | null;
  @Field(() => String, { nullable: true, description: 'A note.' }) note?: string | null;
}

/** A reversal. */
@InputType({ description: 'Reverse a ledger entry recorded by mistake (a new entry of the opposite amount, dated today).' })
export class ReverseLedgerEntryInput {
  @Field(() => ID, { description: 'The entry.' }) id: string;
  @Field({ description: 'Why (required; kept on the reversing entry).' }) reason: string;
}

/** A void. */
@InputType({ description: 'Cancel an open charge nothing was paid towards.' })
export class VoidChargeInput {
  @Field(() => ID, { description: 'The charge.' }) id: string;
  @Field({ description: 'Why (required).' }) reason: string;
}

/** An ad-hoc charge. */
@InputType({ description: 'An amount a member owes (e.g. an event fee), payable by its own bank reference.' })
export class CreateChargeInput implements AdHocCharge {
  @Field(() => ID, { nullable: true, description: 'The member who owes it, by id…' }) memberId?: string | null;
  @Field(() => String, { nullable: true, description: '…or by their e-mail (exact, any case).' }) memberEmail?: string | null;
  @Field(() => MoneyKind, { description: 'What it is for (a FEE needs periodStart and periodEnd).' }) kind: MoneyKind;
  @Field({ description: 'What it is for, in words (at most 200 characters).' }) description: string;
  @Field(() => Int, { description: 'Amount in cents AUD.' }) amountCents: number;
  @Field(() => String, { nullable: true, description: 'Due date (YYYY-MM-DD).' }) dueDate?: string | null;
  @Field(() => String, { nullable: true, description: 'For a FEE: first day covered (YYYY-MM-DD).' }) periodStart?: string | null;
  @Field(() => String, { nullable: true, description: 'For a FEE: last day covered (YYYY-MM-DD).' }) periodEnd?: string | null;
}

/** The Xero export's input. */
@InputType({ description: 'The ledger for a date range as a Xero bank statement CSV.' })
export class LedgerCsvInput {
  @Field({ description: 'First day paid (YYYY-MM-DD).' }) from: string;
  @Field({ description: 'Last day paid (YYYY-MM-DD).' }) to: string;
  @Field(() => PaymentMethod, { nullable: true, description: 'Only this method (e.g. BANK_TRANSFER for the bank account).' })
  method?: PaymentMethod | null;
}

/** The reconciliation's input. */
@InputType({ description: 'The date range to reconcile; default the current financial year.' })
export class ReconciliationInput {
  @Field(() => String, { nullable: true, description: 'First day paid (YYYY-MM-DD).' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day paid (YYYY-MM-DD).' }) to?: string | null;
}
