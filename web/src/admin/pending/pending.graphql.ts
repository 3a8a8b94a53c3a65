import { graphql } from '../../gql';

/** One page of pending applications, newest first (SPEC §7 Pending list), with every member field for the details modal. */
export const AdminPendingMembersDocument = graphql(`
  query AdminPendingMembers($page: Int!, $limit: Int!) {
    pendingMembers(page: $page, limit: $limit) {
      ...AdminMemberPageFields
    }
  }
`);

/** Any change to a member; the pending list reloads on each (SPEC §4 Live updates). */
export const AdminPendingMemberChangedDocument = graphql(`
  subscription AdminPendingMemberChanged {
    memberChanged {
      action
      member {
        id
        status
      }
    }
  }
`);
