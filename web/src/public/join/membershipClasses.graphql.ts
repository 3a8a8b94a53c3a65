import { graphql } from '../../gql';

/** The membership classes /join offers (issue #34): active ones, in order; public. */
export const JoinMembershipClassesDocument = graphql(`
  query JoinMembershipClasses {
    membershipClasses {
      id
      name
      annualFeeCents
      concessionFeeCents
      household
    }
  }
`);
