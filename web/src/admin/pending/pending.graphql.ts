import { graphql } from '../../gql';

/** One page of pending applications, newest first (SPEC §7 Pending list), with every member field for the details modal, narrowed by the page's search and filters (issue #33). */
export const AdminPendingMembersDocument = graphql(`
  query AdminPendingMembers($page: Int!, $limit: Int!, $filter: PendingFilterInput) {
    pendingMembers(page: $page, limit: $limit, filter: $filter) {
      ...AdminMemberPageFields
    }
    memberStats {
      pending
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

/** Approves the selected applicants, each as the single Approve does (issue #33). */
export const AdminApproveMembersDocument = graphql(`
  mutation AdminApproveMembers($ids: [ID!]!, $notes: String) {
    approveMembers(ids: $ids, notes: $notes) {
      id
      code
      message
      member {
        id
        status
      }
    }
  }
`);

/** Rejects the selected applicants with one reason, each as the single Reject does (issue #33). */
export const AdminRejectMembersDocument = graphql(`
  mutation AdminRejectMembers($ids: [ID!]!, $reason: String!) {
    rejectMembers(ids: $ids, reason: $reason) {
      id
      code
      message
      member {
        id
        status
      }
    }
  }
`);
