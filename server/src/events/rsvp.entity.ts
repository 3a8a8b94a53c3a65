import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Where an RSVP stands (issue #17): going, waiting for a place, or cancelled. */
export enum RsvpStatus {
  GOING = 'going',
  WAITLISTED = 'waitlisted',
  CANCELLED = 'cancelled',
}
registerEnumType(RsvpStatus, {
  name: 'RsvpStatus',
  description: 'Where an RSVP stands: GOING (has its places), WAITLISTED (waiting for places, in the order people joined), CANCELLED.',
});

/** An RSVP to an event: one per event and e-mail (issue #17). */
@ObjectType({ description: 'An RSVP to an event, one per event and e-mail (staff only).' })
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

  @Field(() => String, {
    nullable: true,
    description: 'E-mail as given (matched case-insensitively); one RSVP per event and e-mail. Null for a walk-in recorded by staff without one.',
  })
  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Field({
    description:
      'Recorded by staff (a walk-in or phoned-in RSVP): the person did not give the e-mail address themselves, so only an admin\'s "E-mail attendees" reaches it.',
  })
  @Column({ name: 'added_by_staff', type: 'boolean', default: false })
  addedByStaff: boolean;

  @Field(() => Int, { description: 'Party size: the places this RSVP takes (or waits for).' })
  @Column({ type: 'integer' })
  attendees: number;

  @Field(() => String, { nullable: true, description: 'Comments, e.g. access needs.' })
  @Column({ type: 'text', nullable: true })
  comments: string | null;

  @Field(() => RsvpStatus, { description: 'GOING, WAITLISTED or CANCELLED.' })
  @Column({ type: 'text', default: RsvpStatus.GOING })
  status: RsvpStatus;

  /** Order on the waitlist (a sequence number taken when joining it); null unless waitlisted. */
  @Column({ name: 'waitlist_seq', type: 'bigint', nullable: true })
  waitlistSeq: string | null;

  @Field(() => Int, { nullable: true, description: 'Place on the waitlist, from 1; null unless WAITLISTED.' })
  waitlistPosition?: number | null;

  @Field({ description: 'When the RSVP was made (or made again after a cancellation).' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'When the RSVP last changed.' })
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled; null unless CANCELLED.' })
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the party was checked in at the door; null when not (yet).' })
  @Column({ name: 'checked_in_at', type: 'timestamptz', nullable: true })
  checkedInAt: Date | null;

  /** The event date the reminder was sent for (a moved event gets a new one); null when none was sent. */
  @Column({ name: 'reminded_for', type: 'timestamptz', nullable: true })
  remindedFor: Date | null;
}
