import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MemberStatus } from '../../members';
import {
  NoticeRecipientStatus,
  type AudienceCount,
  type MemberNoticeRecord,
  type NoticeAudience,
  type NoticeCounts,
  type NoticeDraft,
  type NoticeRecipient,
  type PostRecipient,
} from '../../member-notices';
import { PageType } from '../page-type';

registerEnumType(NoticeRecipientStatus, {
  name: 'MemberNoticeRecipientStatus',
  description: "Delivery state of one member's copy of a notice (issue #35).",
  valuesConfig: {
    QUEUED: { description: 'Waiting to be sent.' },
    RETRYING: { description: 'An attempt failed for now (see reason); it is tried again with backoff.' },
    SENT: { description: 'Accepted by the mail server.' },
    KEPT: { description: 'Kept in the outbox, not sent: no mail server is configured.' },
    FAILED: { description: 'The mail server refused it for good (see reason): send it by post.' },
    NO_ADDRESS: { description: 'The member has no e-mail address we can send to: send it by post.' },
    SKIPPED: { description: 'Not sent: the member ceased or was removed before it went out.' },
  },
});

/** Who a notice goes to. */
@InputType({
  description: 'Who a member notice goes to: members by status and class, optionally only financial ones. Ceased members never receive one.',
})
export class MemberNoticeAudienceInput implements NoticeAudience {
  @Field(() => [MemberStatus], { nullable: true, description: 'Member statuses to include; default APPROVED only.' })
  statuses?: MemberStatus[] | null;
  @Field(() => [ID], { nullable: true, description: 'Membership class ids to include; absent or empty: every class, and members without one.' })
  classIds?: string[] | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only financial members: paid up to today or later, or no "financial until" date with a $0 class. Default false.',
  })
  financialOnly?: boolean | null;
}

/** A notice to send now. */
@InputType({ description: 'A member notice to send now: subject, plain-text message, audience, and the count staff confirmed.' })
export class SendMemberNoticeInput implements NoticeDraft {
  @Field({ description: 'Subject line, 1–200 characters.' })
  subject: string;
  @Field({
    description: 'The message in plain text, up to 20,000 characters; each copy starts "Hi {name}," and ends with the association\'s footer.',
  })
  body: string;
  @Field(() => MemberNoticeAudienceInput, { nullable: true, description: 'Who receives it; default every approved member.' })
  audience?: MemberNoticeAudienceInput | null;
  @Field(() => String, { nullable: true, description: 'The meeting this is the notice of (kept with the notice as given).' })
  meetingId?: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'The number of members shown to staff before sending ("Send to N members"); CONFLICT, and nothing sent, when the audience has changed since.',
  })
  expectedRecipients?: number | null;
}

/** The audience count before sending. */
@ObjectType({ description: 'How many members an audience holds now, by e-mail and by post.' })
export class MemberNoticeAudience implements AudienceCount {
  @Field(() => Int, { description: 'Members who would receive the notice.' })
  members: number;
  @Field(() => Int, { description: 'Of them, members with an e-mail address it can be sent to.' })
  byEmail: number;
  @Field(() => Int, { description: 'Of them, members without one: the notice goes to them by post.' })
  byPost: number;
}

/** Delivery counts. */
@ObjectType({ description: "How many of a notice's copies are in each delivery state." })
export class MemberNoticeCounts implements NoticeCounts {
  @Field(() => Int, { description: 'Waiting to be sent.' })
  queued: number;
  @Field(() => Int, { description: 'Failed for now, to be tried again.' })
  retrying: number;
  @Field(() => Int, { description: 'Accepted by the mail server.' })
  sent: number;
  @Field(() => Int, { description: 'Kept in the outbox, not sent (no mail server configured).' })
  kept: number;
  @Field(() => Int, { description: 'Refused for good by the mail server: for the post.' })
  failed: number;
  @Field(() => Int, { description: 'Members without an e-mail address: for the post.' })
  noAddress: number;
  @Field(() => Int, { description: 'Not sent: the member ceased before it went out.' })
  skipped: number;
}

/** A sent notice. */
@ObjectType({ description: 'A member notice (issue #35): what was sent, to which audience, by whom and when, and how its copies went.' })
export class MemberNotice implements MemberNoticeRecord {
  @Field(() => ID, { description: 'Unique identifier.' })
  id: string;
  @Field({ description: 'Subject line.' })
  subject: string;
  @Field({ description: 'The message as written (plain text).' })
  body: string;
  @Field(() => [MemberStatus], { description: 'The member statuses the audience included.' })
  statuses: MemberStatus[];
  @Field(() => [ID], { nullable: true, description: 'The membership classes the audience included; null: every class.' })
  classIds: string[] | null;
  @Field({ description: 'Whether only financial members were included.' })
  financialOnly: boolean;
  @Field(() => String, { nullable: true, description: 'The meeting this is the notice of, as given when sent.' })
  meetingId: string | null;
  @Field(() => Int, { description: 'Members the audience held when it was sent (frozen then).' })
  recipients: number;
  @Field(() => Int, { description: 'Of them, members without an e-mail address when it was sent (post).' })
  byPost: number;
  @Field(() => Date, { nullable: true, description: 'When every e-mail copy had been handed to the outbox; null while that is still going on.' })
  queuedAt: Date | null;
  sentById: string | null;
  @Field({ description: 'Name of the staff member who sent it.' })
  sentByName: string;
  @Field({ description: 'When it was sent.' })
  createdAt: Date;
  @Field(() => MemberNoticeCounts, { description: 'How its copies went so far.' })
  counts: MemberNoticeCounts;
}

/** One member's copy. */
@ObjectType({ description: "One member's copy of a notice and its delivery state." })
export class MemberNoticeRecipient implements NoticeRecipient {
  @Field(() => ID, { description: 'Unique identifier of this copy.' })
  id: string;
  @Field(() => ID, { description: 'The member.' })
  memberId: string;
  @Field(() => Int, { description: 'The member number.' })
  memberNumber: number;
  @Field({ description: "The member's name now." })
  fullName: string;
  @Field(() => String, {
    nullable: true,
    description: 'The address it was sent to (trimmed, lower-case); null when the member had none it could go to.',
  })
  email: string | null;
  @Field(() => NoticeRecipientStatus, { description: 'Delivery state.' })
  status: NoticeRecipientStatus;
  @Field(() => String, { nullable: true, description: "Why it failed, is being retried or was not sent (a refusal in the mail server's own words)." })
  reason: string | null;
  @Field(() => Date, { nullable: true, description: 'When the mail server accepted it (or it was kept); null before.' })
  sentAt: Date | null;
}

/** A member to post a notice to. */
@ObjectType({ description: 'A member to send a notice to by post: no e-mail address, or the e-mail was refused for good.' })
export class MemberNoticePostRecipient implements PostRecipient {
  @Field(() => Int, { description: 'The member number.' })
  memberNumber: number;
  @Field({ description: "The member's name." })
  fullName: string;
  @Field(() => String, { nullable: true, description: 'Postal address as on the register of members; null when it has none.' })
  address: string | null;
  @Field(() => NoticeRecipientStatus, { description: 'NO_ADDRESS or FAILED.' })
  status: NoticeRecipientStatus;
  @Field(() => String, { nullable: true, description: 'Why it goes by post.' })
  reason: string | null;
}

/** Which recipients. */
@InputType({ description: "A page of a notice's recipients." })
export class MemberNoticeRecipientsInput {
  @Field(() => ID, { description: 'The notice.' })
  noticeId: string;
  @Field(() => Int, { nullable: true, description: 'Page, from 1 (default 1).' })
  page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Page size, 1–100 (default 50).' })
  limit?: number | null;
  @Field(() => NoticeRecipientStatus, { nullable: true, description: 'Only copies in this state.' })
  status?: NoticeRecipientStatus | null;
}

export const MemberNoticePage = PageType(MemberNotice, 'MemberNoticePage');
export const MemberNoticeRecipientPage = PageType(MemberNoticeRecipient, 'MemberNoticeRecipientPage');
