import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { ContactMessageChangePayload } from '../../contact/contact-change';
import { ContactMessageChange } from './contact-change.types';
import { actorOf } from '../actor';
import type { Capability } from '../../../../shared/capabilities';
import { isHoneypotFilled } from '../../common/honeypot';
import type { AppContext } from '../context';
import { ContactMessage } from '../../contact/contact-message.entity';
import { ContactMessageInput, ContactMessagePage, DeleteContactMessageInput, UpdateContactMessageInput } from './contact.inputs';
import { adminPageSize } from '../../../../shared/admin-page-sizes';

/**
 * The contact form and its inbox (issue #18). Roles: editors handle contact messages as admins do
 * (the API and the sidebar agree: Messages is open to every staff role).
 */
@Resolver()
export class ContactResolver {
  /**
   * Public: stores a contact form message and e-mails it to the association (Reply-To the
   * resident). Limited per IP; a filled honeypot stores and sends nothing.
   * @throws BAD_USER_INPUT; RATE_LIMITED
   */
  @Mutation(() => Boolean, {
    description:
      "Send a message from the contact form (public); it is e-mailed to the association's contact address. RATE_LIMITED when one IP sends too many.",
  })
  async sendContactMessage(@Arg('input', () => ContactMessageInput) input: ContactMessageInput, @Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.publicWrites.admit('contact', ctx.ip);
    if (isHoneypotFilled(input.website)) await ctx.services.contact.contactDecoy(input);
    else await ctx.services.contact.contact(input);
    return true;
  }

  /** Staff: contact messages, newest first. */
  @Authorized<Capability>('handleMessages')
  @Query(() => ContactMessagePage, { description: 'Messages from the contact form, newest first (staff).' })
  contactMessages(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: adminPageSize.contactMessages, description: 'Page size, 1–100.' }) limit: number,
    @Arg('handled', () => Boolean, { nullable: true, description: 'true: only handled; false: only not handled; absent: all.' })
    handled: boolean | null,
  ) {
    return ctx.services.contact.list(page, limit, handled);
  }

  /** Staff: messages not handled yet (dashboard card and sidebar badge). */
  @Authorized<Capability>('handleMessages')
  @Query(() => Int, { description: 'How many contact messages are not handled yet (staff).' })
  unhandledContactMessageCount(@Ctx() ctx: AppContext) {
    return ctx.services.contact.unhandledCount();
  }

  /** Staff: each change to the inbox, live, so the Messages badge and dashboard follow without a reload (issue #33). */
  @Authorized<Capability>('handleMessages')
  @Subscription(() => ContactMessageChange, {
    topics: 'CONTACT_MESSAGE_CHANGED',
    description: 'Each new, handled or deleted contact message, live (staff, issue #33).',
  })
  contactMessageChanged(@Root() payload: ContactMessageChangePayload): ContactMessageChange {
    return payload;
  }

  /**
   * Staff: marks a message handled or not and/or sets its note.
   * @throws NOT_FOUND; BAD_USER_INPUT naming note
   */
  @Authorized<Capability>('handleMessages')
  @Mutation(() => ContactMessage, { description: 'Mark a contact message handled or not and/or set its note (staff).' })
  updateContactMessage(@Arg('input', () => UpdateContactMessageInput) input: UpdateContactMessageInput, @Ctx() ctx: AppContext) {
    return ctx.services.contact.update(actorOf(ctx), input);
  }

  /**
   * Staff: deletes a message.
   * @throws NOT_FOUND
   */
  @Authorized<Capability>('handleMessages')
  @Mutation(() => Boolean, { description: 'Delete a contact message (staff).' })
  deleteContactMessage(@Arg('input', () => DeleteContactMessageInput) input: DeleteContactMessageInput, @Ctx() ctx: AppContext) {
    return ctx.services.contact.remove(actorOf(ctx), input.id);
  }
}
