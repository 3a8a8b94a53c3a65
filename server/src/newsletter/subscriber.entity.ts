import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Where a subscriber is in the double opt-in lifecycle (issue #18). */
export enum SubscriberStatus {
  PENDING = 'PENDING',
  CONFIRMED = 'CONFIRMED',
  UNSUBSCRIBED = 'UNSUBSCRIBED',
}

registerEnumType(SubscriberStatus, {
  name: 'SubscriberStatus',
  description: 'Newsletter subscription state.',
  valuesConfig: {
    PENDING: { description: 'Signed up; the confirmation e-mail is waiting for its button. Receives no newsletter; expires after 7 days.' },
    CONFIRMED: { description: 'Confirmed by the button in the confirmation e-mail: receives the newsletter.' },
    UNSUBSCRIBED: { description: 'Unsubscribed: never sent another newsletter unless they subscribe and confirm again.' },
  },
});

/** A newsletter subscription from the footer; one row per email, with its consent record. */
@ObjectType({ description: 'A newsletter subscriber and their consent record (staff only).' })
@Entity({ name: 'newsletter_subscribers' })
export class NewsletterSubscriber {
  @Field(() => ID, { description: 'Unique identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Email, lower-case.' })
  @Column({ type: 'text' })
  email: string;

  @Field(() => SubscriberStatus, { description: 'Pending, confirmed or unsubscribed.' })
  @Column({ type: 'text', default: SubscriberStatus.PENDING })
  status: SubscriberStatus;

  @Field({ description: 'When they first signed up.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Consent record: when they last agreed (the sign-up form was sent).' })
  @Column({ name: 'consent_at', type: 'timestamptz', nullable: true })
  consentAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Consent record: the page the sign-up form was on, e.g. "/events".' })
  @Column({ name: 'consent_page', type: 'text', nullable: true })
  consentPage: string | null;

  @Field(() => String, { nullable: true, description: 'Consent record: the wording they agreed to.' })
  @Column({ name: 'consent_wording', type: 'text', nullable: true })
  consentWording: string | null;

  @Field(() => Date, { nullable: true, description: 'When the confirmation button was pressed.' })
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When they unsubscribed.' })
  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  /** The last confirmation e-mail (at most one a day per pending address). */
  @Column({ name: 'confirmation_sent_at', type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;

  /** The secret of the confirmation link (not in the API). */
  @Column({ name: 'confirm_token', type: 'text', nullable: true })
  confirmToken: string | null;

  /** The secret of the unsubscribe link; works for ever (not in the API). */
  @Column({ name: 'unsubscribe_token', type: 'text' })
  unsubscribeToken: string;
}
