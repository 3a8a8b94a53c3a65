import { graphql } from '../../gql';

export const ApplyForMembershipDocument = graphql(`
  mutation ApplyForMembership($input: MembershipApplicationInput!) {
    applyForMembership(input: $input) {
      id
      status
    }
  }
`);
