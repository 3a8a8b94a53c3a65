import { graphql } from '../../gql';

/** Contact-form messages, newest first. */
export const AdminContactMessagesDocument = graphql(`
  query AdminContactMessages($page: Int!, $limit: Int!) {
    contactMessages(page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        name
        email
        message
        createdAt
      }
    }
  }
`);

/** Newsletter subscribers, newest first. */
export const AdminNewsletterSubscribersDocument = graphql(`
  query AdminNewsletterSubscribers($page: Int!, $limit: Int!) {
    newsletterSubscribers(page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        email
        createdAt
      }
    }
  }
`);

/** Every newsletter subscriber as CSV. */
export const AdminExportSubscribersDocument = graphql(`
  query AdminExportSubscribers {
    exportNewsletterSubscribers {
      filename
      content
      rows
    }
  }
`);

/** The e-mail outbox, newest first: what was (or will be) sent to members. */
export const AdminEmailOutboxDocument = graphql(`
  query AdminEmailOutbox($page: Int!, $limit: Int!) {
    emailOutbox(page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        kind
        to
        subject
        body
        attempts
        lastError
        sentAt
        createdAt
        nextAttemptAt
      }
    }
  }
`);
