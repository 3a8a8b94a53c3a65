import { graphql } from '../../gql';

/** The confirm page's button. */
export const ConfirmNewsletterDocument = graphql(`
  mutation ConfirmNewsletter($token: String!) {
    confirmNewsletterSubscription(input: { token: $token }) {
      status
      changed
    }
  }
`);

/** The unsubscribe page's button. */
export const UnsubscribeNewsletterDocument = graphql(`
  mutation UnsubscribeNewsletter($token: String!) {
    unsubscribeNewsletter(input: { token: $token }) {
      status
      changed
    }
  }
`);
