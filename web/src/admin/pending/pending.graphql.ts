import { graphql } from '../../gql';

/** One page of pending applications, newest first (SPEC §7 Pending list), with every member field for the details modal. */
export const AdminPendingMembersDocument = graphql(`
  query AdminPendingMembers($page: Int!, $limit: Int!) {
    pendingMembers(page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        memberNumber
        fullName
        primaryApplicantFullName
        email
        phone
        whatsappJointStatus
        address
        languageSpoken
        numAdults
        numChildren
        memberType
        orgName
        residencyProofStatus
        residencyProofType
        residencyProofReceivedBy
        status
        joinDate
        approvedDate
        approvedBy
        rejectedDate
        rejectedBy
        rejectionReason
        notes
        receiptRequested
        lastLoginDate
        createdAt
        updatedAt
      }
    }
  }
`);

/** Approve (SPEC §4): pending → approved with optional notes. */
export const AdminApproveMemberDocument = graphql(`
  mutation AdminApproveMember($id: ID!, $notes: String) {
    approveMember(id: $id, notes: $notes) {
      id
      status
    }
  }
`);

/** Reject (SPEC §4, §5): pending → rejected with a required reason. */
export const AdminRejectMemberDocument = graphql(`
  mutation AdminRejectMember($id: ID!, $reason: String!) {
    rejectMember(id: $id, reason: $reason) {
      id
      status
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
