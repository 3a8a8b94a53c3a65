import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Event } from '../../content/event/event.entity';
import { Rsvp, RsvpStatus } from '../../events/rsvp.entity';
import type { AttendeeMailResult } from '../../events/rsvp-staff';

/** An RSVP from /events/{slug} (SPEC §5 RSVP form, stored; issue #17: one per event and e-mail). */
@InputType({ description: 'An RSVP to a published event; a second RSVP from the same e-mail changes the first one’s party size.' })
export class RsvpInput {
  @Field({ description: 'Slug of the event.' })
  eventSlug: string;
  @Field({ description: 'Name (required).' })
  name: string;
  @Field({ description: 'Email (required); one RSVP per event and e-mail, case-insensitive.' })
  email: string;
  @Field(() => Int, { description: 'Party size, 1 to 50 (the form offers 1 to "5+").' })
  attendees: number;
  @Field(() => String, { nullable: true, description: 'Comments, e.g. access needs.' })
  comments?: string | null;
  @Field(() => String, { nullable: true, description: 'Leave empty: a hidden field that only bots fill (honeypot); when filled, nothing is stored.' })
  website?: string | null;
}

/** The outcome of an RSVP: its standing and the event with its updated attendance. */
@ObjectType({ description: 'An accepted RSVP: GOING or WAITLISTED, and the event with its updated attendance.' })
export class RsvpResult {
  @Field(() => Int, { description: 'Party size of this RSVP.' })
  attendees: number;
  @Field(() => RsvpStatus, { description: 'GOING (places taken) or WAITLISTED (the event was full).' })
  status: RsvpStatus;
  @Field(() => Int, { nullable: true, description: 'Place on the waitlist, from 1; null when GOING.' })
  waitlistPosition: number | null;
  @Field(() => Event, { description: 'The event after the RSVP.' })
  event: Event;
}

/** An RSVP as its personal manage page (/rsvp/{token}) shows it. */
@ObjectType({ description: 'An RSVP seen through its manage link: the person’s own view.' })
export class ManagedRsvp {
  @Field({ description: 'Name given with the RSVP.' })
  name: string;
  @Field(() => Int, { description: 'Party size.' })
  attendees: number;
  @Field(() => RsvpStatus, { description: 'GOING, WAITLISTED or CANCELLED.' })
  status: RsvpStatus;
  @Field(() => Int, { nullable: true, description: 'Place on the waitlist, from 1; null unless WAITLISTED.' })
  waitlistPosition: number | null;
  @Field(() => String, { nullable: true, description: 'Comments given with the RSVP.' })
  comments: string | null;
  @Field(() => Event, { description: 'The event.' })
  event: Event;
  @Field({ description: 'Whether it can still be changed or cancelled (not cancelled, event not past).' })
  changeable: boolean;
}

/** One page of an event's RSVPs for staff, with the event's figures. */
@ObjectType({ description: 'One page of an event’s RSVPs (staff), with the event and its figures.' })
export class AttendeePage {
  @Field(() => [Rsvp], { description: 'The RSVPs of this page: GOING first, then the waitlist in order, then CANCELLED.' })
  items: Rsvp[];
  @Field(() => Int, { description: 'RSVPs matching the filters.' })
  total: number;
  @Field(() => Int, { description: 'This page, from 1.' })
  page: number;
  @Field(() => Int, { description: 'Page size.' })
  limit: number;
  @Field(() => Event, { description: 'The event.' })
  event: Event;
  @Field(() => Int, { description: 'Places taken by GOING RSVPs.' })
  goingPlaces: number;
  @Field(() => Int, { description: 'Places asked for by WAITLISTED RSVPs.' })
  waitlistedPlaces: number;
  @Field(() => Int, { description: 'GOING RSVPs checked in at the door.' })
  checkedIn: number;
  @Field(() => Int, { description: 'GOING RSVPs (parties), whatever the filters: the check-in view counts against it.' })
  goingParties: number;
}

/** Staff's "Add walk-in" (issue #17). */
@InputType({ description: 'A walk-in (or phoned-in) RSVP recorded by staff.' })
export class AddAttendeeInput {
  @Field(() => ID, { description: 'The event.' })
  eventId: string;
  @Field({ description: 'Name (required).' })
  name: string;
  @Field(() => String, { nullable: true, description: 'E-mail (optional); when given, a confirmation with a manage link is sent.' })
  email?: string | null;
  @Field(() => Int, { description: 'Party size, 1 to 50.' })
  attendees: number;
  @Field(() => String, { nullable: true, description: 'Comments, e.g. access needs.' })
  comments?: string | null;
  @Field({ defaultValue: false, description: 'Check the party in at once (only when it gets places).' })
  checkedIn: boolean;
  @Field({
    defaultValue: false,
    description:
      'Staff confirm checking the party in at a full event (issue #33): with checkedIn it goes in as GOING and checked in above capacity, audited as walk-in-overbooked. Without it, such a check-in is refused: CONFLICT with extensions.reason OVERBOOK_NEEDED, taken and capacity.',
  })
  overbook: boolean;
}

/** Staff's "E-mail attendees". */
@InputType({ description: 'A message to every GOING attendee of an event (staff).' })
export class EmailAttendeesInput {
  @Field(() => ID, { description: 'The event.' })
  eventId: string;
  @Field({ description: 'Subject (required, at most 200 characters).' })
  subject: string;
  @Field({ description: 'Text (required, at most 10,000 characters); each person’s manage link is added below it.' })
  message: string;
}

/** The outcome of staff's "E-mail attendees" (issue #31, 8d). */
@ObjectType({
  description:
    'What "E-mail attendees" did: the e-mails queued, and the RSVPs recorded by staff it skipped (an editor\'s mail reaches only people who gave their address themselves).',
})
export class AttendeeMail implements AttendeeMailResult {
  @Field(() => Int, { description: 'E-mails queued, one per GOING RSVP with an e-mail that this mail reaches.' })
  queued: number;
  @Field(() => Int, {
    description: "GOING RSVPs recorded by staff (walk-ins with an e-mail) not e-mailed: only an admin's mail reaches them. 0 for an admin.",
  })
  skippedStaffAdded: number;
  @Field(() => String, { nullable: true, description: 'Why RSVPs were skipped, for staff; null when none were.' })
  skippedReason: string | null;
}
