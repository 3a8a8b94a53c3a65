import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../actor';
import type { Capability } from '../../../../shared/capabilities';
import { CsvFile } from '../csv-file';
import { UnauthenticatedError } from '../../common/errors';
import { isHoneypotFilled } from '../../common/honeypot';
import type { AppContext } from '../context';
import { messages } from '../../../../shared/messages';
import { DeliveryStatus, NewsletterIssue } from '../../newsletter/issue.entity';
import {
  NewsletterDeliveryPage,
  NewsletterDraftInput,
  NewsletterIssuePage,
  NewsletterLinkResult,
  NewsletterPreview,
  NewsletterSubscriberPage,
  NewsletterTokenInput,
  RemoveSubscriberInput,
  SaveNewsletterDraftInput,
  SendNewsletterInput,
  SubscriberCounts,
} from './newsletter.inputs';
import { NewsletterDraftRecord } from '../../newsletter/draft.entity';
import { SubscriberStatus } from '../../newsletter/subscriber.entity';
import { adminPageSize } from '../../../../shared/admin-page-sizes';

/** The newsletter (issue #18): double opt-in, unsubscribe, the subscriber list, composing and sending issues. */
@Resolver()
export class NewsletterResolver {
  /**
   * Public: signs an address up (PENDING, consent recorded, a confirmation e-mail at most once a
   * day). The answer is the same whoever the address belongs to. Limited per IP; a filled honeypot
   * stores nothing.
   * @throws BAD_USER_INPUT naming email; RATE_LIMITED
   */
  @Mutation(() => Boolean, {
    description:
      'Subscribe to the newsletter (public): the address is kept PENDING with its consent record and a confirmation e-mail is sent (at most one a day). RATE_LIMITED when one IP sends too many.',
  })
  async subscribeNewsletter(
    @Arg('email') email: string,
    @Ctx() ctx: AppContext,
    @Arg('website', () => String, {
      nullable: true,
      description: 'Leave empty: a hidden field that only bots fill (honeypot); when filled, nothing is stored.',
    })
    website?: string | null,
    @Arg('page', () => String, { nullable: true, description: 'The site path the form was on (kept with the consent record), e.g. "/events".' })
    page?: string | null,
  ): Promise<boolean> {
    await ctx.services.publicWrites.admit('newsletter', ctx.ip);
    if (isHoneypotFilled(website)) return ctx.services.subscriptions.subscribeDecoy(email);
    return ctx.services.subscriptions.subscribe(email, page);
  }

  /** Public: the confirm page's button. Opening the link changes nothing; this does. */
  @Mutation(() => NewsletterLinkResult, {
    description: 'Confirm a subscription (public; the button on /newsletter/confirm/{token}): PENDING → CONFIRMED and a welcome e-mail.',
  })
  confirmNewsletterSubscription(@Arg('input', () => NewsletterTokenInput) input: NewsletterTokenInput, @Ctx() ctx: AppContext) {
    return ctx.services.subscriptions.confirm(input.token);
  }

  /** Public: the unsubscribe page's button (the RFC 8058 one-click POST goes to /newsletter/unsubscribe/{token}). */
  @Mutation(() => NewsletterLinkResult, {
    description: 'Unsubscribe at once (public; the button on /newsletter/unsubscribe/{token}). The token works for ever.',
  })
  unsubscribeNewsletter(@Arg('input', () => NewsletterTokenInput) input: NewsletterTokenInput, @Ctx() ctx: AppContext) {
    return ctx.services.subscriptions.unsubscribe(input.token);
  }

  /** Staff: subscribers newest first, with status and consent record. */
  @Authorized<Capability>('manageNewsletter')
  @Query(() => NewsletterSubscriberPage, { description: 'Newsletter subscribers with status and consent record, newest first (staff).' })
  newsletterSubscribers(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: adminPageSize.subscribers, description: 'Page size, 1–100.' }) limit: number,
    @Arg('status', () => SubscriberStatus, { nullable: true, description: 'Only this state.' }) status: SubscriberStatus | null,
  ) {
    return ctx.services.subscriptions.list(page, limit, status);
  }

  /** Staff: addresses per state. */
  @Authorized<Capability>('manageNewsletter')
  @Query(() => SubscriberCounts, { description: 'How many newsletter addresses are pending, confirmed and unsubscribed (staff).' })
  async newsletterSubscriberCounts(@Ctx() ctx: AppContext): Promise<SubscriberCounts> {
    const counts = await ctx.services.subscriptions.counts();
    return { pending: counts.PENDING, confirmed: counts.CONFIRMED, unsubscribed: counts.UNSUBSCRIBED };
  }

  /** Staff: all subscribers as CSV. */
  @Authorized<Capability>('manageNewsletter')
  @Query(() => CsvFile, { description: 'All newsletter subscribers with status and consent record as CSV (staff).' })
  exportNewsletterSubscribers(@Ctx() ctx: AppContext) {
    return ctx.services.subscriptions.csv();
  }

  /**
   * Staff: removes an address and its consent record on request (audited).
   * @throws NOT_FOUND
   */
  @Authorized<Capability>('manageNewsletter')
  @Mutation(() => Boolean, { description: 'Remove a newsletter subscriber and their consent record on request (staff).' })
  removeNewsletterSubscriber(@Arg('input', () => RemoveSubscriberInput) input: RemoveSubscriberInput, @Ctx() ctx: AppContext) {
    return ctx.services.subscriptions.remove(actorOf(ctx), input.id);
  }

  /**
   * Staff: the draft as the e-mail will look and the number of confirmed subscribers.
   * @throws BAD_USER_INPUT naming subject or content
   */
  @Authorized<Capability>('manageNewsletter')
  @Query(() => NewsletterPreview, { description: 'Preview a newsletter draft as the e-mail will look (HTML and plain text) (staff).' })
  newsletterPreview(@Arg('input', () => NewsletterDraftInput) input: NewsletterDraftInput, @Ctx() ctx: AppContext) {
    return ctx.services.newsletterPreview.preview(input);
  }

  /**
   * Staff: "Send a test to me" — the draft to the signed-in user's own address.
   * @throws BAD_USER_INPUT naming subject or content
   */
  @Authorized<Capability>('manageNewsletter')
  @Mutation(() => Boolean, { description: "Send a newsletter draft to the signed-in staff member's own address (staff)." })
  sendNewsletterTest(@Arg('input', () => NewsletterDraftInput) input: NewsletterDraftInput, @Ctx() ctx: AppContext) {
    if (!ctx.user) throw new UnauthenticatedError(messages.errors.unauthenticated);
    return ctx.services.newsletterPreview.sendTest(ctx.user.email, input);
  }

  /**
   * Staff: sends the newsletter to every confirmed subscriber, on the job queue.
   * @throws BAD_USER_INPUT naming subject, content or recipients; CONFLICT when the number of confirmed subscribers changed
   */
  @Authorized<Capability>('manageNewsletter')
  @Mutation(() => NewsletterIssue, {
    description: 'Send a newsletter to the confirmed subscribers (staff). CONFLICT when their number is no longer `recipients`.',
  })
  sendNewsletter(@Arg('input', () => SendNewsletterInput) input: SendNewsletterInput, @Ctx() ctx: AppContext) {
    return ctx.services.newsletter.send(actorOf(ctx), input, input.recipients);
  }

  /** Staff: newsletter drafts, last saved first (issue #33). */
  @Authorized<Capability>('manageNewsletter')
  @Query(() => [NewsletterDraftRecord], { description: 'Newsletter drafts, last saved first (staff).' })
  newsletterDrafts(@Ctx() ctx: AppContext) {
    return ctx.services.newsletterDrafts.list();
  }

  /**
   * Staff: one draft, to reopen it.
   * @throws NOT_FOUND
   */
  @Authorized<Capability>('manageNewsletter')
  @Query(() => NewsletterDraftRecord, { description: 'One newsletter draft (staff). NOT_FOUND when it was deleted or sent.' })
  newsletterDraft(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext) {
    return ctx.services.newsletterDrafts.get(id);
  }

  /**
   * Staff: saves a draft as it is typed (a new one without `id`).
   * @throws BAD_USER_INPUT naming subject or content (too long); NOT_FOUND when the draft was deleted or sent
   */
  @Authorized<Capability>('manageNewsletter')
  @Mutation(() => NewsletterDraftRecord, { description: 'Save a newsletter draft as it is typed; without `id`, start a new one (staff).' })
  saveNewsletterDraft(@Arg('input', () => SaveNewsletterDraftInput) input: SaveNewsletterDraftInput, @Ctx() ctx: AppContext) {
    return ctx.services.newsletterDrafts.save(actorOf(ctx), input);
  }

  /**
   * Staff: deletes a draft (audited).
   * @throws NOT_FOUND
   */
  @Authorized<Capability>('manageNewsletter')
  @Mutation(() => Boolean, { description: 'Delete a newsletter draft (staff).' })
  deleteNewsletterDraft(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext) {
    return ctx.services.newsletterDrafts.remove(actorOf(ctx), id);
  }

  /** Staff: past issues newest first, with their counts. */
  @Authorized<Capability>('manageNewsletter')
  @Query(() => NewsletterIssuePage, { description: 'Newsletter issues, newest first, with their delivery counts (staff).' })
  newsletterIssues(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: adminPageSize.newsletterIssues, description: 'Page size, 1–100.' }) limit: number,
  ) {
    return ctx.services.newsletterIssues.issues(page, limit);
  }

  /**
   * Staff: one issue with its counts (poll it for progress).
   * @throws NOT_FOUND
   */
  @Authorized<Capability>('manageNewsletter')
  @Query(() => NewsletterIssue, { description: 'One newsletter issue with its delivery counts (staff).' })
  newsletterIssue(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext) {
    return ctx.services.newsletterIssues.issue(id);
  }

  /**
   * Staff: an issue's recipients with their status, failed first.
   * @throws NOT_FOUND
   */
  @Authorized<Capability>('manageNewsletter')
  @Query(() => NewsletterDeliveryPage, { description: "A newsletter issue's recipients and their delivery status, failed first (staff)." })
  newsletterDeliveries(
    @Ctx() ctx: AppContext,
    @Arg('issueId', () => ID, { description: 'The issue.' }) issueId: string,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: adminPageSize.deliveries, description: 'Page size, 1–100.' }) limit: number,
    @Arg('status', () => DeliveryStatus, { nullable: true, description: 'Only this status.' }) status: DeliveryStatus | null,
  ) {
    return ctx.services.newsletterIssues.deliveries(issueId, page, limit, status);
  }
}
