import { graphql } from '../../gql';

/** Every field of a member (SPEC §3 Member), for the details, edit and raw-data views. */
export const AdminMemberFieldsFragment = graphql(`
  fragment AdminMemberFields on Member {
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
`);

/** Approve (SPEC §4): pending → approved with optional notes. */
export const AdminApproveMemberDocument = graphql(`
  mutation AdminApproveMember($id: ID!, $notes: String) {
    approveMember(id: $id, notes: $notes) {
      ...AdminMemberFields
    }
  }
`);

/** Reject (SPEC §4, §5): pending → rejected with a required reason. */
export const AdminRejectMemberDocument = graphql(`
  mutation AdminRejectMember($id: ID!, $reason: String!) {
    rejectMember(id: $id, reason: $reason) {
      ...AdminMemberFields
    }
  }
`);
