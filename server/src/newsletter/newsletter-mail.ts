import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/admin-messages';
import type { Clock } from '../../../shared/clock';
import { escapeHtml } from '../../../shared/escape-html';
import { renderMail, type MailSender, type RenderedMail } from '../notifications';
import type { EmailDraft } from '../notifications';

/** The public page that confirms a subscription (its button POSTs; opening it changes nothing). */
export const confirmUrlOf = (publicUrl: string, token: string): string => `${publicUrl}/newsletter/confirm/${token}`;

/** The unsubscribe address: a page with one button (GET) and the RFC 8058 one-click target (POST). */
export const unsubscribeUrlOf = (publicUrl: string, token: string): string => `${publicUrl}/newsletter/unsubscribe/${token}`;

/** The mailto unsubscribe of List-Unsubscribe: a message to the association naming the token. */
export const unsubscribeMailtoOf = (contactEmail: string, token: string): string =>
  `mailto:${contactEmail}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;

/**
 * RFC 2369 / RFC 8058 headers of every newsletter e-mail: the https and mailto unsubscribe
 * addresses and the one-click POST marker.
 */
export const unsubscribeHeaders = (url: string, mailto: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>, <${mailto}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The visible unsubscribe line of a newsletter's footer, as text and HTML. */
const unsubscribeFooter = (url: string) => ({
  footerText: [adminMessages.mail.unsubscribeLine(url)],
  footerHtml: [`<a href="${escapeHtml(url)}" style="color:#2f6b3a">Unsubscribe</a> from this newsletter with one click.`],
});

/** The confirmation e-mail of a new (or renewed) sign-up: a link to the page with the button. */
export const confirmationEmail = (to: string, confirmUrl: string): EmailDraft => ({
  kind: 'newsletter-confirm',
  to,
  subject: adminMessages.mail.confirmSubject,
  body: adminMessages.mail.confirmBody(confirmUrl),
  html: `<p>Thanks for signing up to our newsletter. To start receiving it, press the button below and then "${escapeHtml(messages.newsletter.confirmButton)}" on the page it opens.</p>
<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#2f6b3a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm my subscription</a></p>
<p style="font-size:13px;color:#5b665b">Or paste this address into your browser: ${escapeHtml(confirmUrl)}<br>The link works for 7 days.</p>`,
  reason: adminMessages.mail.whyConfirmation,
});

/** The welcome e-mail once confirmed; a newsletter e-mail, so it carries the unsubscribe headers. */
export const welcomeEmail = (to: string, unsubscribeUrl: string, unsubscribeMailto: string): EmailDraft => ({
  kind: 'newsletter-welcome',
  to,
  subject: adminMessages.mail.welcomeSubject,
  body: adminMessages.mail.welcomeBody,
  reason: adminMessages.mail.whyNewsletter,
  headers: unsubscribeHeaders(unsubscribeUrl, unsubscribeMailto),
  ...unsubscribeFooter(unsubscribeUrl),
});

/** Stands for a recipient's unsubscribe address in an issue rendered once for every recipient. */
export const UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.invalid/%RECIPIENT%';

/**
 * A newsletter issue in the one layout, with the visible unsubscribe link.
 * @param content sanitised rich text (the CMS sanitiser)
 * @param unsubscribeUrl the recipient's address, or UNSUBSCRIBE_PLACEHOLDER to fill in per recipient
 */
export function renderIssue(
  sender: MailSender,
  clock: Clock,
  content: { subject: string; html: string; text: string },
  unsubscribeUrl: string,
): RenderedMail {
  return renderMail(
    sender,
    {
      body: content.text,
      html: `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.subject)}</h1>\n${content.html}`,
      reason: adminMessages.mail.whyNewsletter,
      ...unsubscribeFooter(unsubscribeUrl),
    },
    clock,
  );
}

/** The issue as a draft for one address (the "Send a test to me" e-mail). */
export const issueDraft = (
  to: string,
  content: { subject: string; html: string; text: string },
  unsubscribeUrl: string,
  unsubscribeMailto: string,
  kind = 'newsletter-test',
): EmailDraft => ({
  kind,
  to,
  subject: `${kind === 'newsletter-test' ? adminMessages.mail.testPrefix : ''}${content.subject}`,
  body: content.text,
  html: `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.subject)}</h1>\n${content.html}`,
  reason: adminMessages.mail.whyNewsletter,
  headers: unsubscribeHeaders(unsubscribeUrl, unsubscribeMailto),
  ...unsubscribeFooter(unsubscribeUrl),
});
