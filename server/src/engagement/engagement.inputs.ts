import { Field, InputType } from 'type-graphql';

/** A message from the /contact form. */
@InputType({ description: 'A message from the contact form.' })
export class ContactMessageInput {
  @Field({ description: 'Name (required).' })
  name: string;
  @Field({ description: 'Email (required).' })
  email: string;
  @Field({ description: 'Message (required).' })
  message: string;
  @Field(() => String, { nullable: true, description: 'Leave empty: a hidden field that only bots fill (honeypot); when filled, nothing is stored.' })
  website?: string | null;
}
