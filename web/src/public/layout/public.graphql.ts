import { graphql } from '../../gql';

/** The header's "Member login" or the signed-in member's first name (issue #21): a tiny query, for the home page's budget. */
export const MemberHeaderDocument = graphql(`
  query MemberHeader {
    memberAccount {
      firstName
    }
  }
`);
