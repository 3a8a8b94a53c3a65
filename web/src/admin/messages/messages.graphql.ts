import { graphql } from '../../gql';

/** Contact-form messages, newest first. */
export const AdminContactMessagesDocument = graphql(`
  query AdminContactMessages($page: Int!, $limit: Int!, $handled: Boolean) {
    contactMessages(page: $page, limit: $limit, handled: $handled) {
      total
      page
      limit
      items {
        id
        name
        email
        message
        createdAt
        handledAt
        handledBy
        note
      }
    }
  }
`);

/** Marks a message handled or not and/or sets its note. */
export const AdminUpdateContactMessageDocument = graphql(`
  mutation AdminUpdateContactMessage($input: UpdateContactMessageInput!) {
    updateContactMessage(input: $input) {
      id
      handledAt
      handledBy
      note
    }
  }
`);

/** Deletes a message. */
export const AdminDeleteContactMessageDocument = graphql(`
  mutation AdminDeleteContactMessage($id: ID!) {
    deleteContactMessage(input: { id: $id })
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
        status
        createdAt
        consentAt
        consentPage
        confirmedAt
        unsubscribedAt
      }
    }
  }
`);

/** Removes a subscriber and their consent record on request. */
export const AdminRemoveSubscriberDocument = graphql(`
  mutation AdminRemoveSubscriber($id: ID!) {
    removeNewsletterSubscriber(input: { id: $id })
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
        status
        attempts
        lastError
        sentAt
        createdAt
        nextAttemptAt
      }
    }
  }
`);

/** One e-mail with its HTML, to read it rendered. */
export const AdminOutboxMessageDocument = graphql(`
  query AdminOutboxMessage($id: ID!) {
    emailOutboxMessage(id: $id) {
      id
      subject
      to
      replyTo
      html
      body
    }
  }
`);

/** "Retry": tries an unsent e-mail again now. */
export const AdminRetryOutboxEmailDocument = graphql(`
  mutation AdminRetryOutboxEmail($id: ID!) {
    retryOutboxEmail(id: $id) {
      id
      status
      attempts
      lastError
      nextAttemptAt
    }
  }
`);
