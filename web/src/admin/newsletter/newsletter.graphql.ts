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

/** A draft as the compose form shows it (issue #33). */
export const NewsletterDraftFieldsFragment = graphql(`
  fragment NewsletterDraftFields on NewsletterDraft {
    id
    subject
    content
    updatedAt
  }
`);

/** Drafts, last saved first (the "Drafts" list). */
export const NewsletterDraftsDocument = graphql(`
  query NewsletterDrafts {
    newsletterDrafts {
      ...NewsletterDraftFields
      createdByName
    }
  }
`);

/** One draft, to reopen it (/admin/newsletter?draft={id}). */
export const NewsletterDraftDocument = graphql(`
  query NewsletterDraft($id: ID!) {
    newsletterDraft(id: $id) {
      ...NewsletterDraftFields
    }
  }
`);

/** Autosave: what is typed, a second after the last key and on leaving a field. */
export const SaveNewsletterDraftDocument = graphql(`
  mutation SaveNewsletterDraft($input: SaveNewsletterDraftInput!) {
    saveNewsletterDraft(input: $input) {
      ...NewsletterDraftFields
    }
  }
`);

/** "Delete" on a draft. */
export const DeleteNewsletterDraftDocument = graphql(`
  mutation DeleteNewsletterDraft($id: ID!) {
    deleteNewsletterDraft(id: $id)
  }
`);
