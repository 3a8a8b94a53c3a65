import { graphql } from '../../gql';

/** A charge as the Charges page shows it (issue #34). */
export const TreasurerChargeFieldsFragment = graphql(`
  fragment TreasurerChargeFields on Charge {
    id
    number
    reference
    memberId
    payerName
    payerEmail
    kind
    description
    amountCents
    dueDate
    status
    voidedReason
    paidCents
    owingCents
    overdue
    createdAt
  }
`);

/** A ledger entry as the Ledger page shows it (issue #34). */
export const TreasurerEntryFieldsFragment = graphql(`
  fragment TreasurerEntryFields on LedgerEntry {
    id
    entryNumber
    chargeId
    payerName
    kind
    amountCents
    method
    reference
    paidOn
    recordedByName
    reversesId
    reversedById
    receiptNumber
    receiptPath
    note
  }
`);

/** The treasurer's page: income by month and kind, what is owed, the reconciliation. */
export const TreasurerOverviewDocument = graphql(`
  query TreasurerOverview($startYear: Int) {
    incomeReport(startYear: $startYear) {
      label
      start
      end
      months {
        month
        feesCents
        donationsCents
        eventsCents
        totalCents
      }
      totals {
        month
        feesCents
        donationsCents
        eventsCents
        totalCents
      }
    }
    outstandingReport {
      openCount
      outstandingCents
      overdueCount
      overdueCents
    }
  }
`);

/** Whether receipts, ledger and Stripe agree for a range (default the financial year). */
export const TreasurerReconciliationDocument = graphql(`
  query TreasurerReconciliation($input: ReconciliationInput) {
    reconciliation(input: $input) {
      from
      to
      ok
      entriesWithoutReceipt
      entriesWithSeveralReceipts
      receiptAmountMismatches
      problems
      months {
        month
        ledgerCents
        receiptCents
        agrees
      }
      stripe {
        connected
        ledgerCardCents
        stripeGrossCents
        stripeFeesCents
        payoutsCents
      }
    }
  }
`);

/** The ledger for a range as a Xero bank statement CSV. */
export const TreasurerLedgerCsvDocument = graphql(`
  query TreasurerLedgerCsv($input: LedgerCsvInput!) {
    exportLedgerCsv(input: $input) {
      filename
      content
      rows
    }
  }
`);

/** Charges, filtered and paged. */
export const TreasurerChargesDocument = graphql(`
  query TreasurerCharges($input: ChargesInput) {
    charges(input: $input) {
      total
      page
      limit
      items {
        ...TreasurerChargeFields
      }
    }
  }
`);

/** The ledger, filtered and paged. */
export const TreasurerLedgerDocument = graphql(`
  query TreasurerLedger($input: LedgerEntriesInput) {
    ledgerEntries(input: $input) {
      total
      page
      limit
      items {
        ...TreasurerEntryFields
      }
    }
  }
`);

/** Records a bank transfer or cash. */
export const TreasurerRecordPaymentDocument = graphql(`
  mutation TreasurerRecordPayment($input: RecordPaymentInput!) {
    recordPayment(input: $input) {
      ...TreasurerEntryFields
    }
  }
`);

/** Reverses a ledger entry with a reason. */
export const TreasurerReverseEntryDocument = graphql(`
  mutation TreasurerReverseEntry($input: ReverseLedgerEntryInput!) {
    reverseLedgerEntry(input: $input) {
      ...TreasurerEntryFields
    }
  }
`);

/** Voids an open charge with a reason. */
export const TreasurerVoidChargeDocument = graphql(`
  mutation TreasurerVoidCharge($input: VoidChargeInput!) {
    voidCharge(input: $input) {
      ...TreasurerChargeFields
    }
  }
`);

/** Creates a charge for a member. */
export const TreasurerCreateChargeDocument = graphql(`
  mutation TreasurerCreateCharge($input: CreateChargeInput!) {
    createCharge(input: $input) {
      ...TreasurerChargeFields
    }
  }
`);
