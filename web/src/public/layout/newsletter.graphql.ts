import { graphql } from '../../gql';

/**
 * The footer's newsletter sign-up (SPEC §5). A module of its own, loaded when a resident subscribes
 * (PublicLayout's NewsletterForm), so that neither it nor Apollo's mutation hook is in the
 * JavaScript every public page needs (issue #24 paid for the first paint's menu with it, / budget).
 */
export const SubscribeNewsletterDocument = graphql(`
  mutation SubscribeNewsletter($email: String!, $website: String, $page: String) {
    subscribeNewsletter(email: $email, website: $website, page: $page)
  }
`);
