import type { DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { messages } from '../../../shared/messages';
import { ValidationError } from '../common/errors';
import { cleanText } from '../common/text';
import { currentSender, htmlToText } from '../notifications';
import type { OutboxService } from '../notifications';
import { newsletterHtmlOf } from './newsletter-markdown';
import { issueDraft, renderIssue, unsubscribeMailtoOf, unsubscribeUrlOf } from './newsletter-mail';

const SUBJECT_MAX = 200;
const CONTENT_MAX = 100_000;

/** A newsletter as staff compose it. */
export interface NewsletterDraft {
  subject: string;
  /** The body in Markdown (basic HTML is still accepted). */
  content: string;
  /** The saved draft it was written in, removed once sent (issue #33). */
  draftId?: string | null;
}

/** A composed newsletter: subject, sanitised HTML and its plain-text version. */
export interface ComposedNewsletter {
  subject: string;
  html: string;
  text: string;
}

/** The preview of a draft as the e-mail will look, and how many would receive it. */
export interface NewsletterPreviewResult {
  subject: string;
  html: string;
  text: string;
  recipients: number;
}

/**
 * Checks and composes a draft (pure): the subject (1–200 characters) and the body written in
 * Markdown (issue #33), rendered to HTML sanitised as the CMS does, with its plain-text part
 * derived from that same HTML.
 * @throws ValidationError naming `subject` or `content`
 */
export function composeNewsletter(draft: NewsletterDraft): ComposedNewsletter {
  const subject = cleanText(draft.subject ?? '').trim();
  const html = newsletterHtmlOf(cleanText(draft.content ?? ''));
  const text = htmlToText(html);
  const fields: Record<string, string> = {};
  if (!subject) fields.subject = messages.validation.required('Subject');
  else if (subject.length > SUBJECT_MAX) fields.subject = messages.validation.max('Subject length', SUBJECT_MAX);
  if (!text) fields.content = messages.validation.required('Content');
  else if (html.length > CONTENT_MAX) fields.content = messages.validation.max('Content length', CONTENT_MAX);
  if (Object.keys(fields).length) throw new ValidationError(fields);
  return { subject, html, text };
}

/** Before sending (issue #18): the preview as a recipient will see it, and a test to oneself. */
export class NewsletterPreview {
  constructor(private readonly deps: { db: DataSource; outbox: OutboxService; clock: Clock; publicUrl: string }) {}

  /** How many confirmed subscribers a newsletter sent now would go to. */
  async confirmedCount(): Promise<number> {
    const [row] = (await this.deps.db.query(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE status = 'CONFIRMED'`)) as { n: number }[];
    return row.n;
  }

  /**
   * The e-mail as a recipient will see it (HTML and plain text, with an example unsubscribe link)
   * and the number of confirmed subscribers.
   * @throws ValidationError as `composeNewsletter`
   */
  async preview(draft: NewsletterDraft): Promise<NewsletterPreviewResult> {
    const composed = composeNewsletter(draft);
    const sender = await currentSender(this.deps.db);
    const rendered = renderIssue(sender, this.deps.clock, composed, unsubscribeUrlOf(this.deps.publicUrl, 'preview'));
    return { subject: composed.subject, html: rendered.html, text: rendered.body, recipients: await this.confirmedCount() };
  }

  /**
   * "Send a test to me": the issue to the staff member's own address, through the outbox.
   * @returns true
   * @throws ValidationError as `composeNewsletter`
   */
  async sendTest(to: string, draft: NewsletterDraft): Promise<boolean> {
    const composed = composeNewsletter(draft);
    await this.deps.db.transaction(async (tx) => {
      const sender = await currentSender(tx);
      const url = unsubscribeUrlOf(this.deps.publicUrl, 'test');
      await this.deps.outbox.enqueue(tx, issueDraft(to, composed, url, unsubscribeMailtoOf(sender.email, 'test')));
    });
    return true;
  }
}
