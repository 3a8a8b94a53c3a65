import { graphql } from '../../gql';

/** The draft as the e-mail will look, and the number of confirmed subscribers. */
export const NewsletterPreviewDocument = graphql(`
  query NewsletterPreview($input: NewsletterDraftInput!) {
    newsletterPreview(input: $input) {
      subject
      html
      text
      recipients
    }
  }
`);

/** Confirmed subscribers now (the "Send to N" button). */
export const NewsletterAudienceDocument = graphql(`
  query NewsletterAudience {
    newsletterSubscriberCounts {
      pending
      confirmed
      unsubscribed
    }
  }
`);

/** "Send a test to me". */
export const SendNewsletterTestDocument = graphql(`
  mutation SendNewsletterTest($input: NewsletterDraftInput!) {
    sendNewsletterTest(input: $input)
  }
`);

/** "Send to N confirmed subscribers". */
export const SendNewsletterDocument = graphql(`
  mutation SendNewsletter($input: SendNewsletterInput!) {
    sendNewsletter(input: $input) {
      id
    }
  }
`);

/** An issue's subject, status and delivery counts: a row of past issues, the head of one issue's page. */
export const NewsletterIssueCountsFieldsFragment = graphql(`
  fragment NewsletterIssueCountsFields on NewsletterIssue {
    id
    subject
    status
    recipients
    queued
    sent
    kept
    failed
    createdAt
  }
`);

/** One issue with its counts (polled for the progress bar). */
export const NewsletterIssueDocument = graphql(`
  query NewsletterIssue($id: ID!) {
    newsletterIssue(id: $id) {
      ...NewsletterIssueCountsFields
      content
      finishedAt
      createdByName
    }
  }
`);

/** Past issues with their counts. */
export const NewsletterIssuesDocument = graphql(`
  query NewsletterIssues($page: Int!, $limit: Int!) {
    newsletterIssues(page: $page, limit: $limit) {
      total
      items {
        ...NewsletterIssueCountsFields
      }
    }
  }
`);

/** An issue's recipients and their delivery status. */
export const NewsletterDeliveriesDocument = graphql(`
  query NewsletterDeliveries($issueId: ID!, $page: Int!, $limit: Int!) {
    newsletterDeliveries(issueId: $issueId, page: $page, limit: $limit) {
      total
      items {
        id
        email
        status
        error
        sentAt
      }
    }
  }
`);
