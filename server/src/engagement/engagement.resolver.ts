import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { STAFF } from '../auth/roles';
import { PageType } from '../common/pagination';
import type { AppContext } from '../context';
import { CsvFile } from '../common/csv-file';
import { ContactMessage, NewsletterSubscriber } from './engagement.entities';
import { ContactMessageInput } from './engagement.inputs';
import { isHoneypotFilled } from '../common/honeypot';

const ContactMessagePage = PageType(ContactMessage, 'ContactMessagePage');
const NewsletterSubscriberPage = PageType(NewsletterSubscriber, 'NewsletterSubscriberPage');

/** The public site's forms, stored (issue 3): contact, newsletter (RSVPs: server/src/events/). */
@Resolver()
export class EngagementResolver {
  /**
   * Public: stores a contact form message for staff. Limited per IP; a filled honeypot stores nothing.
   * @throws BAD_USER_INPUT; RATE_LIMITED
   */
  @Mutation(() => Boolean, { description: 'Send a message from the contact form (public). RATE_LIMITED when one IP sends too many.' })
  async sendContactMessage(@Arg('input', () => ContactMessageInput) input: ContactMessageInput, @Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.publicWrites.admit('contact', ctx.ip);
    if (isHoneypotFilled(input.website)) await ctx.services.engagement.contactDecoy(input);
    else await ctx.services.engagement.contact(input);
    return true;
  }

  /**
   * Public: subscribes an email to the newsletter; idempotent per email. Limited per IP; a filled
   * honeypot stores nothing.
   * @throws BAD_USER_INPUT; RATE_LIMITED
   */
  @Mutation(() => Boolean, {
    description: 'Subscribe to the newsletter (public); subscribing twice is fine. RATE_LIMITED when one IP sends too many.',
  })
  async subscribeNewsletter(
    @Arg('email') email: string,
    @Ctx() ctx: AppContext,
    @Arg('website', () => String, {
      nullable: true,
      description: 'Leave empty: a hidden field that only bots fill (honeypot); when filled, nothing is stored.',
    })
    website?: string | null,
  ): Promise<boolean> {
    await ctx.services.publicWrites.admit('newsletter', ctx.ip);
    if (isHoneypotFilled(website)) return ctx.services.engagement.subscribeDecoy(email);
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
