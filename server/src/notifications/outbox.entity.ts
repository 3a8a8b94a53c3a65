import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { EmailAttachment } from './templates';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Where an e-mail is, honestly (issue #18): only an SMTP server's acceptance is "sent". */
export enum OutboxStatus {
  QUEUED = 'QUEUED',
  SENT = 'SENT',
  KEPT = 'KEPT',
  RETRYING = 'RETRYING',
  FAILED = 'FAILED',
}

registerEnumType(OutboxStatus, {
  name: 'OutboxStatus',
  description: 'Delivery state of an outbox e-mail.',
  valuesConfig: {
    QUEUED: { description: 'Waiting for its first attempt.' },
    SENT: { description: 'Accepted by the mail server (SMTP_URL).' },
    KEPT: { description: 'Kept — not sent: no mail server is configured (SMTP_URL is not set).' },
    RETRYING: { description: 'An attempt failed (see lastError); it is tried again with backoff.' },
    FAILED: { description: 'The mail server refused it for good (see lastError); only "Retry" tries again.' },
  },
});

/** An e-mail waiting to be sent, or sent; written in the same transaction as the change it reports. */
@ObjectType({ description: 'An e-mail notification in the outbox: queued, retried with backoff, or sent.' })
@Entity({ name: 'email_outbox' })
export class OutboxEmail {
  @Field(() => ID, { description: 'Unique identifier; also the e-mail Message-ID, so a retry is never a new message.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'What it is, e.g. application-received, member-approved, newsletter-confirm, contact-message.' })
  @Column({ type: 'text' })
  kind: string;

  @Field({ description: 'Recipient address.' })
  @Column({ name: 'to_address', type: 'text' })
  to: string;

  @Field({ description: 'Subject line.' })
  @Column({ type: 'text' })
  subject: string;

  @Field({ description: 'Plain-text body.' })
  @Column({ type: 'text' })
  body: string;

  @Field(() => String, { nullable: true, description: 'HTML body, sent beside the plain text as multipart/alternative; null for plain text only.' })
  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Field(() => String, { nullable: true, description: 'Reply-To address: where an answer goes (the association, or the resident who wrote).' })
  @Column({ name: 'reply_to', type: 'text', nullable: true })
  replyTo: string | null;

  /**
   * The normalised address of the person a staff notification is about (the resident who wrote a
   * contact message), set when queued: the e-mail belongs to that person exactly (issue #31). Not in the API.
   */
  @Column({ name: 'subject_email', type: 'text', nullable: true })
  subjectEmail: string | null;

  /** Extra headers by name, e.g. List-Unsubscribe (not in the API: built by the server). */
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  headers: Record<string, string>;

  /** Attachments: file name, MIME type and the content as text (an event's .ics). */
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  attachments: EmailAttachment[];

  @Field({ description: 'When it was queued.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Int, { description: 'Send attempts so far.' })
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Field({ description: 'Earliest time of the next attempt.' })
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the mail server accepted it (or, with status KEPT, when it was kept); null while queued.' })
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Error of the last failed attempt.' })
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'transport_response', type: 'text', nullable: true })
  transportResponse: string | null;

  /** Handed to the JSON transport because no mail server is configured: kept, never sent. */
  @Column({ type: 'boolean', default: false })
  kept: boolean;

  @Field(() => Date, { nullable: true, description: 'When the mail server refused it for good (a 5xx answer); null otherwise.' })
  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  @Field(() => OutboxStatus, { description: 'Delivery state: SENT only when a mail server accepted it; KEPT when none is configured.' })
  get status(): OutboxStatus {
    if (this.sentAt) return this.kept ? OutboxStatus.KEPT : OutboxStatus.SENT;
    if (this.failedAt) return OutboxStatus.FAILED;
    return this.attempts > 0 ? OutboxStatus.RETRYING : OutboxStatus.QUEUED;
  }
}
