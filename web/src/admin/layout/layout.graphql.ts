import { graphql } from '../../gql';

/** Checks the stored token is still accepted: `me` is null for an expired or revoked token. */
export const AdminMeDocument = graphql(`
  query AdminMe {
    me {
      id
      role
    }
  }
`);

/**
 * The sidebar's unhandled-messages badge (asked only with `messages`: for roles that handle messages,
 * not a treasurer, issue #34) and the "e-mail is not delivered" banner (issue #18).
 */
export const AdminMailStatusDocument = graphql(`
  query AdminMailStatus($messages: Boolean!) {
    unhandledContactMessageCount @include(if: $messages)
    emailDeliveryConfigured
  }
`);

/** A contact message arrived, was handled or deleted: the badge and the dashboard reload (issue #33: live counts). */
export const AdminContactMessageChangedDocument = graphql(`
  subscription AdminContactMessageChanged {
    contactMessageChanged {
      action
      id
    }
  }
`);
