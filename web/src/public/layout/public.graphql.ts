import { graphql } from '../../gql';

export const SubscribeNewsletterDocument = graphql(`
  mutation SubscribeNewsletter($email: String!, $website: String, $page: String) {
    subscribeNewsletter(email: $email, website: $website, page: $page)
  }
`);

/** The header's "Member login" or the signed-in member's first name (issue #21): a tiny query, for the home page's budget. */
export const MemberHeaderDocument = graphql(`
  query MemberHeader {
    memberAccount {
      firstName
    }
  }
`);
