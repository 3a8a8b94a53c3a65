import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { EmailAttachment } from './templates';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An e-mail waiting to be sent, or sent; written in the same transaction as the change it reports. */
@ObjectType({ description: 'An e-mail notification in the outbox: queued, retried with backoff, or sent.' })
@Entity({ name: 'email_outbox' })
export class OutboxEmail {
  @Field(() => ID, { description: 'Unique identifier; also the e-mail Message-ID, so a retry is never a new message.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Why it was sent: application-received, member-approved or member-rejected.' })
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

  @Field(() => Date, { nullable: true, description: 'When it was handed to the mail transport; null while queued.' })
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Error of the last failed attempt.' })
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'transport_response', type: 'text', nullable: true })
  transportResponse: string | null;
}
