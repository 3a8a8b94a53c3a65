import { graphql } from '../../gql';

export const SubscribeNewsletterDocument = graphql(`
  mutation SubscribeNewsletter($email: String!, $website: String, $page: String) {
    subscribeNewsletter(email: $email, website: $website, page: $page)
  }
`);
