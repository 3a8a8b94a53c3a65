import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Event } from '../content/event/event.entity';

/** An RSVP from /events/{slug} (SPEC §5 RSVP form, stored). */
@InputType({ description: 'An RSVP to a published event.' })
export class RsvpInput {
  @Field({ description: 'Slug of the event.' })
  eventSlug: string;
  @Field({ description: 'Name (required).' })
  name: string;
  @Field({ description: 'Email (required).' })
  email: string;
  @Field(() => Int, { description: 'Number of attendees, 1 to 5.' })
  attendees: number;
  @Field(() => String, { nullable: true, description: 'Comments.' })
  comments?: string | null;
  @Field(() => String, { nullable: true, description: 'Leave empty: a hidden field that only bots fill (honeypot); when filled, nothing is stored.' })
  website?: string | null;
}

/** The outcome of an RSVP: the event with its updated attendance. */
@ObjectType({ description: 'An accepted RSVP and the event with its updated attendance.' })
export class RsvpResult {
  @Field(() => Int, { description: 'Places taken by this RSVP.' })
  attendees: number;
  @Field(() => Event, { description: 'The event after the RSVP.' })
  event: Event;
}
