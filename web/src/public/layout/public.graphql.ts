import { graphql } from '../../gql';

export const SubscribeNewsletterDocument = graphql(`
  mutation SubscribeNewsletter($email: String!, $website: String) {
    subscribeNewsletter(email: $email, website: $website)
  }
`);
