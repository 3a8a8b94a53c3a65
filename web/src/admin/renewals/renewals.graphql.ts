import { graphql } from '../../gql';

/** One page of a renewals filter (issue #34). */
export const AdminRenewalsDocument = graphql(`
  query AdminRenewals($input: RenewalsInput!) {
    renewals(input: $input) {
      total
      page
      limit
      items {
        memberId
        memberNumber
        fullName
        email
        className
        feeCents
        financialUntil
        standing
        remindedOffsets
        unfinancialFrom
        ceasesOn
        chargeReference
        chargeAmountCents
        chargeDueDate
        ceasedDate
        ceasedReason
      }
    }
  }
`);

/** Due and unfinancial counts, and the pause (the page's header and the dashboard card). */
export const AdminRenewalSummaryDocument = graphql(`
  query AdminRenewalSummary {
    renewalSummary {
      due
      unfinancial
      paused
    }
  }
`);

/** Pause or resume renewals. */
export const AdminSetRenewalsPausedDocument = graphql(`
  mutation AdminSetRenewalsPaused($input: RenewalsPausedInput!) {
    setRenewalsPaused(input: $input) {
      due
      unfinancial
      paused
    }
  }
`);

/** Undo a lapse. */
export const AdminUndoLapseDocument = graphql(`
  mutation AdminUndoLapse($input: UndoLapseInput!) {
    undoLapse(input: $input) {
      id
      status
    }
  }
`);
