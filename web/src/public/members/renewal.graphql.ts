import { graphql } from '../../gql';

/** The signed-in member's renewal: standing and the charge owed (issue #34). */
export const MyRenewalDocument = graphql(`
  query MyRenewal {
    myRenewal {
      standing
      financialUntil
      unfinancialFrom
      ceasesOn
      amountCents
      reference
      dueDate
    }
  }
`);

/** The member resigns (issue #34). */
export const ResignMembershipDocument = graphql(`
  mutation ResignMembership($input: ResignMembershipInput!) {
    resignMembership(input: $input) {
      ...MemberAccountFields
    }
  }
`);
