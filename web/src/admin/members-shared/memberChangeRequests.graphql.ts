import { graphql } from '../../gql';

/** One member's name and address change requests (issue #21), newest first. */
export const AdminMemberChangeRequestsDocument = graphql(`
  query AdminMemberChangeRequests($memberId: ID!) {
    memberChangeRequests(memberId: $memberId, page: 1, limit: 20) {
      total
      items {
        id
        fullName
        address
        status
        requestedAt
        decidedAt
        decidedBy
        memberId
        memberName
      }
    }
  }
`);

/** Approve (the member's name and address change) or decline a change request. */
export const AdminDecideMemberChangeRequestDocument = graphql(`
  mutation AdminDecideMemberChangeRequest($id: ID!, $approve: Boolean!) {
    decideMemberChangeRequest(input: { id: $id, approve: $approve }) {
      id
      status
      decidedAt
      decidedBy
    }
  }
`);

/** The member as stored after an approved change (the details dialog shows the new name and address). */
export const AdminMemberAfterChangeDocument = graphql(`
  query AdminMemberAfterChange($id: ID!) {
    member(id: $id) {
      ...AdminMemberFields
    }
  }
`);
