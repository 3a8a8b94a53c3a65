import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { STAFF } from '../auth/roles';
import { PageType } from '../common/pagination';
import type { AppContext } from '../context';
import { CsvFile } from '../common/csv-file';
import { ContactMessage, NewsletterSubscriber } from './engagement.entities';
import { ContactMessageInput, RsvpInput, RsvpResult } from './engagement.inputs';

const ContactMessagePage = PageType(ContactMessage, 'ContactMessagePage');
const NewsletterSubscriberPage = PageType(NewsletterSubscriber, 'NewsletterSubscriberPage');

/** The public site's forms, stored (issue 3): RSVP, contact, newsletter. */
@Resolver()
export class EngagementResolver {
  /**
   * Public: RSVPs to a published event and takes its places atomically.
   * @throws BAD_USER_INPUT (name, email, attendees 1–5); NOT_FOUND; CONFLICT when full, closed or past
   */
  @Mutation(() => RsvpResult, { description: 'RSVP to a published event (public). CONFLICT when full, past, or registration closed.' })
  rsvpEvent(@Arg('input', () => RsvpInput) input: RsvpInput, @Ctx() ctx: AppContext): Promise<RsvpResult> {
    return ctx.services.engagement.rsvp(input);
  }

  /** Public: stores a contact form message for staff. @throws BAD_USER_INPUT */
  @Mutation(() => Boolean, { description: 'Send a message from the contact form (public).' })
  async sendContactMessage(@Arg('input', () => ContactMessageInput) input: ContactMessageInput, @Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.engagement.contact(input);
    return true;
  }

  /** Public: subscribes an email to the newsletter; idempotent per email. @throws BAD_USER_INPUT */
  @Mutation(() => Boolean, { description: 'Subscribe to the newsletter (public); subscribing twice is fine.' })
  subscribeNewsletter(@Arg('email') email: string, @Ctx() ctx: AppContext): Promise<boolean> {
    return ctx.services.engagement.subscribe(email);
  }

  /** Staff: contact messages, newest first. */
  @Authorized(STAFF)
  @Query(() => ContactMessagePage, { description: 'Messages from the contact form, newest first (staff).' })
  contactMessages(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'Page size, 1–100.' }) limit: number,
  ) {
    return ctx.services.engagement.contactMessages(page, limit);
  }

  /** Staff: newsletter subscribers, newest first. */
  @Authorized(STAFF)
  @Query(() => NewsletterSubscriberPage, { description: 'Newsletter subscribers, newest first (staff).' })
  newsletterSubscribers(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: 25, description: 'Page size, 1–100.' }) limit: number,
  ) {
    return ctx.services.engagement.subscribers(page, limit);
  }

  /** Staff: all subscribers as CSV. */
  @Authorized(STAFF)
  @Query(() => CsvFile, { description: 'All newsletter subscribers as CSV (staff).' })
  exportNewsletterSubscribers(@Ctx() ctx: AppContext) {
    return ctx.services.engagement.subscribersCsv();
  }
}
