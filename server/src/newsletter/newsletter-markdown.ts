import MarkdownIt from 'markdown-it';
import { sanitizeRichText } from '../common/sanitize';

/**
 * markdown-it rather than marked: it follows CommonMark strictly, is maintained by the same team
 * for years, ships its own types and is already in the lockfile (a dependency of our tooling), so
 * no new package arrives. HTML written inline is kept for the sanitiser to judge, so newsletters
 * written in basic HTML before Markdown (issue #33) render as they did; plain paragraphs separated
 * by a blank line stay plain paragraphs.
 */
const markdown = new MarkdownIt({ html: true, linkify: false, breaks: false, typographer: false });

/**
 * A newsletter body written in Markdown (paragraphs, lists, links, bold and emphasis; basic HTML is
 * still accepted) as the HTML of its e-mail, sanitised as the CMS's rich text (issue #33).
 * @param source what staff typed
 * @returns sanitised HTML, '' for an empty source
 */
export function newsletterHtmlOf(source: string): string {
  // List items on one line, so the plain-text part (htmlToText) lists them without blank lines between.
  const html = markdown.render(source).replace(/\n(?=<\/?(?:li|ul|ol)\b)/g, '');
  return (sanitizeRichText(html) ?? '').trim();
}
