import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { IllustratedContentPage } from '../content.entity';

/** A community event (SPEC §3 Event). */
// simpleResolvers (issue #24), as ContentItem: plain fields only.
@ObjectType({ simpleResolvers: true, description: 'A community event (SPEC §3).' })
@Entity({ name: 'events' })
@Index('events_visible_idx', ['status', 'isDeleted', 'eventDate'])
export class Event extends IllustratedContentPage('events') {
  @Field(() => Date, { nullable: true, description: 'Start date and time; null when not yet fixed.' })
  @Column({ name: 'event_date', type: 'timestamptz', nullable: true })
  eventDate: Date | null;

  @Field(() => Date, { nullable: true, description: 'End date and time.' })
  @Column({ name: 'end_date', type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @Field(() => String, { nullable: true, description: 'Venue; "Location TBD" is shown when empty.' })
  @Column({ type: 'text', nullable: true })
  location: string | null;

  @Field(() => Int, { nullable: true, description: 'Capacity (≥ 1); null means unlimited.' })
  @Column({ name: 'max_attendees', type: 'integer', nullable: true })
  maxAttendees: number | null;

  /**
   * Places taken by GOING RSVPs (issue #17): changed only by the RSVP service, under the event's row
   * lock, never by the event form (`update: false`), so a form opened before an RSVP cannot write an
   * old count back.
   */
  @Field(() => Int, { description: 'Places taken by GOING RSVPs (≥ 0); not set by the event form.' })
  @Column({ name: 'current_attendees', type: 'integer', default: 0, update: false })
  currentAttendees: number;

  /**
   * The .ics SEQUENCE (issue #33) when the RSVP module has read it (`event_calendar_state`); not a
   * column of `events`, so the content declaration stays the entity's whole description.
   */
  calendarSequence?: number;

  @Field({ description: 'Whether RSVPs join a waitlist when the event is full (default true); places freed go to it in order.' })
  @Column({ name: 'waitlist_enabled', type: 'boolean', default: true })
  waitlistEnabled: boolean;

  @Field({ description: 'Whether attendees must RSVP.' })
  @Column({ name: 'registration_required', type: 'boolean', default: false })
  registrationRequired: boolean;

  @Field(() => Date, { nullable: true, description: 'Last moment to RSVP.' })
  @Column({ name: 'registration_deadline', type: 'timestamptz', nullable: true })
  registrationDeadline: Date | null;

  @Field(() => String, { nullable: true, description: 'Contact email for the event.' })
  @Column({ name: 'contact_email', type: 'text', nullable: true })
  contactEmail: string | null;

  @Field(() => String, { nullable: true, description: 'Contact phone for the event.' })
  @Column({ name: 'contact_phone', type: 'text', nullable: true })
  contactPhone: string | null;
}
