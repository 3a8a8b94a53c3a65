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
    ceasedDate
    membershipClassId
    concession
    financialUntil
    enteredByStaff
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
    version
  }
`);

/** A page of members, each with every field: the member list, All Members Data and Pending Review. */
export const AdminMemberPageFieldsFragment = graphql(`
  fragment AdminMemberPageFields on MemberPage {
    total
    page
    limit
    items {
      ...AdminMemberFields
    }
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

/** Reconsider (issue #19): a rejected application back to pending, with the reason. */
export const AdminReconsiderMemberDocument = graphql(`
  mutation AdminReconsiderMember($id: ID!, $note: String!) {
    reconsiderMember(id: $id, note: $note) {
      ...AdminMemberFields
    }
  }
`);

/** The join date of a member entered by staff (issue #19): from a paper form, not in the future. */
export const AdminSetJoinDateDocument = graphql(`
  mutation AdminSetJoinDate($id: ID!, $joinDate: String!) {
    updateMember(id: $id, input: { joinDate: $joinDate }) {
      ...AdminMemberFields
    }
  }
`);
