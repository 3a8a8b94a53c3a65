import type { EntityManager, DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { adminMessages } from '../../../shared/admin-messages';
import { defaultSettings, type SiteSettingsValues } from '../../../shared/settings-defaults';
import { escapeHtml } from '../../../shared/escape-html';

/** Who sends: the association as site settings name it (footer of every e-mail, Reply-To). */
export interface MailSender {
  name: string;
  address: string;
  state: string;
  email: string;
  phone: string;
}

/** What the layout needs of one message: its own text, optional HTML fragment, why it is sent. */
export interface MailContent {
  /** The plain-text message, paragraphs separated by blank lines. */
  body: string;
  /** The message's own HTML (a fragment: the layout adds the page, header and footer); default: `body` as paragraphs. */
  html?: string;
  /** Why the person receives it (one sentence). */
  reason: string;
  /** Extra footer lines, e.g. the visible unsubscribe link. */
  footerText?: string[];
  /** The same lines as HTML (trusted markup). */
  footerHtml?: string[];
}

/** A rendered message: the plain-text and HTML parts of one multipart/alternative e-mail. */
export interface RenderedMail {
  body: string;
  html: string;
}

/** The sender from site settings. */
export const senderOf = (settings: SiteSettingsValues): MailSender => ({
  name: settings.siteName,
  address: settings.address,
  state: settings.state,
  email: settings.contactEmail,
  phone: settings.contactPhone,
});

/**
 * The sender as the site settings say now, read on the caller's connection (inside its transaction).
 * @param manager a transaction's manager or the data source
 */
export async function currentSender(manager: EntityManager | DataSource): Promise<MailSender> {
  const [row] = (await manager.query(`SELECT "values" FROM site_settings WHERE id = 1`)) as { values: Partial<SiteSettingsValues> }[];
  return senderOf({ ...defaultSettings, ...(row?.values ?? {}) });
}

/** Plain text as HTML paragraphs: blank lines split paragraphs, line breaks stay, http(s) addresses become links. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
      return `<p>${escaped.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}

/** Rich text (HTML) as readable plain text: paragraphs and list items on their own lines, links with their address. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => `${label} (${href})`)
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|blockquote|ul|ol)>/gi, '\n\n')
    .replace(/<hr\s*\/?>/gi, '\n----\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The one layout of every e-mail the site sends (issue #18): the message, then a footer with why
 * the person receives it, the association's name, address and contact details, and the date it
 * was sent in the association's zone — as plain text and as HTML from the same parts.
 * @param sender the association (site settings)
 * @param content the message
 * @param clock the association's clock; `now` the sending date
 */
export function renderMail(sender: MailSender, content: MailContent, clock: Clock, now: Date = clock.now()): RenderedMail {
  const sentOn = adminMessages.mail.sentOn(clock.formatDate(now));
  const footer = [
    ...(content.footerText ?? []),
    content.reason,
    `${sender.name} · ${sender.address}, ${sender.state}`,
    `${sender.email} · ${sender.phone}`,
    `${sentOn} ${adminMessages.mail.replyHint}`,
  ];
  const body = `${content.body.trim()}\n\n--\n${footer.join('\n')}\n`;
  const footerHtml = [
    ...(content.footerHtml ?? []),
    escapeHtml(content.reason),
    `<strong>${escapeHtml(sender.name)}</strong> · ${escapeHtml(sender.address)}, ${escapeHtml(sender.state)}`,
    `<a href="mailto:${escapeHtml(sender.email)}" style="color:#2f6b3a">${escapeHtml(sender.email)}</a> · ${escapeHtml(sender.phone)}`,
    `${escapeHtml(sentOn)} ${escapeHtml(adminMessages.mail.replyHint)}`,
  ];
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(sender.name)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f3;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<div style="font-size:18px;font-weight:bold;color:#2f6b3a;padding-bottom:12px">${escapeHtml(sender.name)}</div>
<div style="background:#ffffff;border-radius:8px;padding:24px">
${content.html ?? textToHtml(content.body)}
</div>
<div style="font-size:12px;color:#5b665b;padding-top:16px">
${footerHtml.map((line) => `<p style="margin:0 0 6px">${line}</p>`).join('\n')}
</div>
</div>
</body></html>
`;
  return { body, html };
}
