import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { NewsletterDelivery, NewsletterIssue } from '../../newsletter/issue.entity';
import { NewsletterSubscriber, SubscriberStatus } from '../../newsletter/subscriber.entity';
import { PageType } from '../page-type';

/** The secret of a confirmation or unsubscribe link. */
@InputType({ description: 'The token from a confirmation or unsubscribe link.' })
export class NewsletterTokenInput {
  @Field({ description: 'The last part of the link, e.g. /newsletter/confirm/{token}.' })
  token: string;
}

/** Where a subscription stands after a link's button was pressed. */
@ObjectType({ description: 'The outcome of a confirmation or unsubscribe button.' })
export class NewsletterLinkResult {
  @Field(() => SubscriberStatus, {
    nullable: true,
    description: 'The subscription now; null when the link is not valid (or expired, for a confirmation).',
  })
  status: SubscriberStatus | null;
  @Field({ description: 'True when this press changed it (false: it was so already).' })
  changed: boolean;
}

/** A newsletter as staff compose it. */
@InputType({ description: 'A newsletter draft: subject and Markdown body (rendered and sanitised as the CMS does).' })
export class NewsletterDraftInput {
  @Field({ description: 'Subject line, 1–200 characters.' })
  subject: string;
  @Field({ description: 'Body in Markdown (paragraphs, lists, links, bold, emphasis; basic HTML is still accepted), sanitised as the CMS does.' })
  content: string;
}

/** "Send to N confirmed subscribers". */
@InputType({ description: 'A newsletter to send now, with the number of recipients staff confirmed.' })
export class SendNewsletterInput extends NewsletterDraftInput {
  @Field(() => Int, { description: 'The number of confirmed subscribers shown to staff; CONFLICT when it has changed since.' })
  recipients: number;
  @Field(() => ID, { nullable: true, description: 'The saved draft it was written in: removed once sent (issue #33).' })
  draftId?: string | null;
}

/** What staff have typed so far (autosave). */
@InputType({ description: 'A newsletter draft as typed so far: saved as it is written (issue #33).' })
export class SaveNewsletterDraftInput {
  @Field(() => ID, { nullable: true, description: 'The draft to update; absent: start a new draft.' })
  id?: string | null;
  @Field({ description: 'Subject line so far (up to 200 characters; may be empty).' })
  subject: string;
  @Field({ description: 'Body in Markdown so far (may be empty).' })
  content: string;
}

/** The preview of a draft. */
@ObjectType({ description: 'A newsletter as the e-mail will look, and who would receive it.' })
export class NewsletterPreview {
  @Field({ description: 'Subject line.' })
  subject: string;
  @Field({ description: 'The HTML part, a whole document (show it in a sandboxed frame).' })
  html: string;
  @Field({ description: 'The plain-text part.' })
  text: string;
  @Field(() => Int, { description: 'Confirmed subscribers now: one copy each.' })
  recipients: number;
}

/** Subscribers per state. */
@ObjectType({ description: 'How many newsletter addresses are in each state.' })
export class SubscriberCounts {
  @Field(() => Int, { description: 'Waiting for their confirmation.' })
  pending: number;
  @Field(() => Int, { description: 'Receiving the newsletter.' })
  confirmed: number;
  @Field(() => Int, { description: 'Unsubscribed.' })
  unsubscribed: number;
}

/** Which subscriber to remove. */
@InputType({ description: 'A subscriber to remove on request.' })
export class RemoveSubscriberInput {
  @Field(() => ID, { description: 'The subscriber.' })
  id: string;
}

export const NewsletterSubscriberPage = PageType(NewsletterSubscriber, 'NewsletterSubscriberPage');
export const NewsletterIssuePage = PageType(NewsletterIssue, 'NewsletterIssuePage');
export const NewsletterDeliveryPage = PageType(NewsletterDelivery, 'NewsletterDeliveryPage');
