import { graphql } from '../../gql';

/** Counts of a person's records by kind. */
export const AdminPersonalDataCountsFragment = graphql(`
  fragment AdminPersonalDataCounts on PersonalDataCounts {
    members
    rsvps
    newsletterSubscriptions
    contactMessages
    outboxEmails
    auditEntries
    newsletterDeliveries
    memberChangeRequests
    memberSessions
    memberLinks
    memberErasureRequests
    jobs
    payments
  }
`);

/** Every record holding an e-mail address (issue #19 find). */
export const AdminPersonalDataDocument = graphql(`
  query AdminPersonalData($input: PersonalDataInput!) {
    personalData(input: $input) {
      email
      counts {
        ...AdminPersonalDataCounts
      }
      members {
        id
        memberNumber
        fullName
        phone
        address
        status
        joinDate
      }
      rsvps {
        id
        eventId
        name
        attendees
        createdAt
      }
      newsletterSubscriptions {
        id
        createdAt
      }
      contactMessages {
        id
        name
        message
        createdAt
      }
      outboxEmails {
        id
        kind
        to
        subject
        createdAt
        sentAt
      }
      auditEntries {
        id
        at
        action
        entityType
        actorName
      }
      payments {
        record
        number
        payerName
        kind
        description
        amountCents
        status
        paidOn
      }
      otherPlaces {
        table
        column
        rows
      }
    }
  }
`);

/** The access export (APP 12): JSON and printable HTML; audited on the server. */
export const AdminExportPersonalDataDocument = graphql(`
  mutation AdminExportPersonalData($input: PersonalDataInput!) {
    exportPersonalData(input: $input) {
      filename
      json
      htmlFilename
      html
    }
  }
`);

/** Erasure (APP 11.2): everything for the address, in one transaction; payment records are kept without the address (issue #34). */
export const AdminErasePersonalDataDocument = graphql(`
  mutation AdminErasePersonalData($input: ErasePersonalDataInput!) {
    erasePersonalData(input: $input) {
      erasedAt
      counts {
        ...AdminPersonalDataCounts
      }
      kept {
        payments
        chargesVoided
      }
    }
  }
`);

/** Retention settings and what the next daily run removes. */
export const AdminRetentionDocument = graphql(`
  query AdminRetention {
    retentionSettings {
      rejectedApplicationDays
      contactMessageDays
      outboxBodyDays
      cancelledRsvpDays
      version
    }
    retentionPreview {
      runsAt
      items {
        key
        label
        days
        cutoff
        count
      }
    }
  }
`);

/** Stores new retention settings. */
export const AdminUpdateRetentionDocument = graphql(`
  mutation AdminUpdateRetention($input: RetentionSettingsInput!) {
    updateRetentionSettings(input: $input) {
      rejectedApplicationDays
      contactMessageDays
      outboxBodyDays
      cancelledRsvpDays
      version
    }
  }
`);

/** Open erasure requests members made from their own area (issue #21), oldest first. */
export const AdminMemberErasureRequestsDocument = graphql(`
  query AdminMemberErasureRequests($page: Int!, $limit: Int!) {
    memberErasureRequests(page: $page, limit: $limit) {
      total
      items {
        id
        email
        memberName
        requestedAt
      }
    }
  }
`);
