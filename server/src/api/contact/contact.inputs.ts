import { Field, ID, InputType } from 'type-graphql';
import { PageType } from '../page-type';
import { ContactMessage } from '../../contact/contact-message.entity';
import type {
  ContactMessageInput as ContactMessageInputModel,
  UpdateContactMessageInput as UpdateContactMessageInputModel,
} from '../../contact/contact.models';

/** A message from the /contact form. */
@InputType({ description: 'A message from the contact form.' })
export class ContactMessageInput implements ContactMessageInputModel {
  @Field({ description: 'Name (required).' })
  name: string;
  @Field({ description: 'Email (required).' })
  email: string;
  @Field({ description: 'Message (required).' })
  message: string;
  @Field(() => String, { nullable: true, description: 'Leave empty: a hidden field that only bots fill (honeypot); when filled, nothing is stored.' })
  website?: string | null;
}

/** Staff's changes to a contact message: handled or not, and a note. */
@InputType({ description: 'Mark a contact message handled or not, and/or set its note (staff).' })
export class UpdateContactMessageInput implements UpdateContactMessageInputModel {
  @Field(() => ID, { description: 'The message.' })
  id: string;
  @Field(() => Boolean, { nullable: true, description: 'True: handled; false: not handled; absent: unchanged.' })
  handled?: boolean | null;
  @Field(() => String, { nullable: true, description: 'The note (up to 2000 characters; empty clears it); absent: unchanged.' })
  note?: string | null;
}

/** Which message to delete. */
@InputType({ description: 'A contact message to delete (staff).' })
export class DeleteContactMessageInput {
  @Field(() => ID, { description: 'The message.' })
  id: string;
}

export const ContactMessagePage = PageType(ContactMessage, 'ContactMessagePage');
