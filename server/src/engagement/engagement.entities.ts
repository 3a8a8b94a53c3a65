import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent from the /contact form, for staff to read. */
@ObjectType({ description: 'A message from the contact form (staff only).' })
@Entity({ name: 'contact_messages' })
@Index('contact_messages_created_at_idx', ['createdAt'])
export class ContactMessage {
  @Field(() => ID, { description: 'Unique identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Sender name.' })
  @Column({ type: 'text' })
  name: string;

  @Field({ description: 'Sender email, lower-case.' })
  @Column({ type: 'text' })
  email: string;

  @Field({ description: 'The message.' })
  @Column({ type: 'text' })
  message: string;

  @Field({ description: 'When it was sent.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A newsletter subscription from the footer; one row per email. */
@ObjectType({ description: 'A newsletter subscriber (staff only).' })
@Entity({ name: 'newsletter_subscribers' })
export class NewsletterSubscriber {
  @Field(() => ID, { description: 'Unique identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Email, lower-case.' })
  @Column({ type: 'text' })
  email: string;

  @Field({ description: 'When they subscribed.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
