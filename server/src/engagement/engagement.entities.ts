import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A stored RSVP to an event (the old site's RSVP form sent nothing). */
@ObjectType({ description: 'An RSVP to an event (staff only).' })
@Entity({ name: 'rsvps' })
@Index('rsvps_event_idx', ['eventId', 'createdAt'])
export class Rsvp {
  @Field(() => ID, { description: 'Unique identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The event.' })
  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Field({ description: 'Name of the person replying.' })
  @Column({ type: 'text' })
  name: string;

  @Field({ description: 'Email, lower-case.' })
  @Column({ type: 'text' })
  email: string;

  @Field(() => Int, { description: 'Number of attendees, 1 to 5.' })
  @Column({ type: 'integer' })
  attendees: number;

  @Field(() => String, { nullable: true, description: 'Comments.' })
  @Column({ type: 'text', nullable: true })
  comments: string | null;

  @Field({ description: 'When the RSVP was made.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
