import { graphql } from '../../gql';

/** The membership classes for the audience picker (issue #34's list, archived ones too: their members still get notices). */
export const MemberNoticeClassesDocument = graphql(`
  query MemberNoticeClasses {
    membershipClasses(includeArchived: true) {
      id
      name
      archived
    }
  }
`);

/** How many members the chosen audience holds now. */
export const MemberNoticeAudienceDocument = graphql(`
  query MemberNoticeAudience($input: MemberNoticeAudienceInput!) {
    memberNoticeAudience(input: $input) {
      members
      byEmail
      byPost
    }
  }
`);

/** "Send to N members". */
export const SendMemberNoticeDocument = graphql(`
  mutation SendMemberNotice($input: SendMemberNoticeInput!) {
    sendMemberNotice(input: $input) {
      id
      recipients
    }
  }
`);

/** A notice's head: subject, who sent it when, and its delivery counts. */
export const MemberNoticeFieldsFragment = graphql(`
  fragment MemberNoticeFields on MemberNotice {
    id
    subject
    sentByName
    createdAt
    recipients
    byPost
    queuedAt
    counts {
      queued
      retrying
      sent
      kept
      failed
      noAddress
      skipped
    }
  }
`);

/** Sent notices, newest first. */
export const MemberNoticesDocument = graphql(`
  query MemberNotices($page: Int!, $limit: Int!) {
    memberNotices(page: $page, limit: $limit) {
      total
      items {
        ...MemberNoticeFields
      }
    }
  }
`);

/** One notice with its message. */
export const MemberNoticeDocument = graphql(`
  query MemberNotice($id: ID!) {
    memberNotice(id: $id) {
      ...MemberNoticeFields
      body
    }
  }
`);

/** A page of a notice's recipients with their delivery state. */
export const MemberNoticeRecipientsDocument = graphql(`
  query MemberNoticeRecipients($input: MemberNoticeRecipientsInput!) {
    memberNoticeRecipients(input: $input) {
      total
      items {
        id
        memberNumber
        fullName
        email
        status
        reason
        sentAt
      }
    }
  }
`);

/** The members to post the notice to. */
export const MemberNoticePostListDocument = graphql(`
  query MemberNoticePostList($noticeId: ID!) {
    memberNoticePostList(noticeId: $noticeId) {
      memberNumber
      fullName
      address
      status
      reason
    }
  }
`);
