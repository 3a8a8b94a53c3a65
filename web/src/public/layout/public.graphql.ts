import { graphql } from '../../gql';

export const SubscribeNewsletterDocument = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email)
  }
`);
