import { Field, ID, ObjectType } from 'type-graphql';
import type { ContactMessageChangePayload } from '../../contact/contact-change';

/** A change to the contact inbox, delivered live to staff (issue #33). */
@ObjectType({ description: 'A change to the contact inbox, delivered live to staff: the unhandled count may have changed.' })
export class ContactMessageChange implements ContactMessageChangePayload {
  @Field(() => String, { description: 'created, updated or deleted.' })
  action: 'created' | 'updated' | 'deleted';

  @Field(() => ID, { description: 'The message.' })
  id: string;
}
