import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent from the /contact form: e-mailed to the association, handled by staff. */
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

  @Field(() => Date, { nullable: true, description: 'When staff marked it handled; null while not handled.' })
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who marked it handled.' })
  @Column({ name: 'handled_by', type: 'text', nullable: true })
  handledBy: string | null;

  @Field(() => String, { nullable: true, description: "Staff's note, e.g. what was answered." })
  @Column({ type: 'text', nullable: true })
  note: string | null;
}
