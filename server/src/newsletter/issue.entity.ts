import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Where an issue's sending is. */
export enum IssueStatus {
  SENDING = 'SENDING',
  SENT = 'SENT',
}

registerEnumType(IssueStatus, {
  name: 'NewsletterIssueStatus',
  description: 'Whether a newsletter issue is still being sent.',
  valuesConfig: {
    SENDING: { description: 'Recipients are still queued.' },
    SENT: { description: 'Every recipient has a final status (sent, kept or failed).' },
  },
});

/** Where one recipient's copy of an issue is. */
export enum DeliveryStatus {
  QUEUED = 'QUEUED',
  SENDING = 'SENDING',
  SENT = 'SENT',
  KEPT = 'KEPT',
  FAILED = 'FAILED',
}

registerEnumType(DeliveryStatus, {
  name: 'NewsletterDeliveryStatus',
  description: "One recipient's copy of a newsletter issue.",
  valuesConfig: {
    QUEUED: { description: 'Waiting in the queue.' },
    SENDING: { description: 'Being handed to the mail server now.' },
    SENT: { description: 'Accepted by the mail server.' },
    KEPT: { description: 'Kept — not sent: no mail server is configured (SMTP_URL).' },
    FAILED: { description: 'Refused by the mail server; `error` holds its reason.' },
  },
});

/** A newsletter issue sent by staff: its content and, filled in by the service, its recipients' counts. */
@ObjectType({ description: 'A newsletter issue sent to the confirmed subscribers (staff).' })
@Entity({ name: 'newsletter_issues' })
@Index('newsletter_issues_created_at_idx', ['createdAt'])
export class NewsletterIssue {
  @Field(() => ID, { description: 'Unique identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Subject line.' })
  @Column({ type: 'text' })
  subject: string;

  @Field({ description: 'The body as sanitised rich text (HTML).' })
  @Column({ type: 'text' })
  content: string;

  @Field(() => IssueStatus, { description: 'Sending or sent.' })
  @Column({ type: 'text', default: IssueStatus.SENDING })
  status: IssueStatus;

  @Field(() => Int, { description: 'Confirmed subscribers when it was sent: one copy each.' })
  @Column({ type: 'integer' })
  recipients: number;

  @Column({ name: 'created_by_id', type: 'uuid', nullable: true })
  createdById: string | null;

  @Field(() => String, { nullable: true, description: 'Who sent it.' })
  @Column({ name: 'created_by_name', type: 'text', nullable: true })
  createdByName: string | null;

  @Field({ description: 'When sending started.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the last recipient got a final status.' })
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Field(() => Int, { description: 'Copies waiting or being sent.' })
  queued = 0;

  @Field(() => Int, { description: 'Copies the mail server accepted.' })
  sent = 0;

  @Field(() => Int, { description: 'Copies kept, not sent (no mail server configured).' })
  kept = 0;

  @Field(() => Int, { description: 'Copies the mail server refused.' })
  failed = 0;
}

/** One recipient's copy of an issue: written when sending starts, updated as it goes. */
@ObjectType({ description: "One recipient's copy of a newsletter issue (staff)." })
@Entity({ name: 'newsletter_deliveries' })
export class NewsletterDelivery {
  @Field(() => ID, { description: 'Unique identifier; also the e-mail Message-ID.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The issue.' })
  @Column({ name: 'issue_id', type: 'uuid' })
  issueId: string;

  @Column({ name: 'subscriber_id', type: 'uuid', nullable: true })
  subscriberId: string | null;

  @Field({ description: 'Recipient address.' })
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'unsubscribe_token', type: 'text' })
  unsubscribeToken: string;

  @Field(() => DeliveryStatus, { description: 'Queued, sending, sent, kept or failed.' })
  @Column({ type: 'text', default: DeliveryStatus.QUEUED })
  status: DeliveryStatus;

  @Field(() => String, { nullable: true, description: "The mail server's reason for the last failure." })
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Field(() => Int, { description: 'Attempts so far.' })
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the mail server accepted it (or it was kept).' })
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
