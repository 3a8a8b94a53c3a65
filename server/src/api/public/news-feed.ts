import { contact } from '../../../../shared/limits';
import type { News } from '../../content/news/news.entity';
import { htmlToText } from '../../notifications/email-layout';
import { excerpt, NEWS_FEED_PATH } from '../web/page-head';

/** How many news items the feed carries. */
export const NEWS_FEED_ITEMS = 20;

/** Text escaped for XML character data and attribute values. */
const xml = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * An Atom text construct (RFC 4287 §3.1): plain text is `type="text"`, escaped, so markup in a
 * title shows literally in every reader; only sanitised rich text is `type="html"`.
 */
const textConstruct = (element: string, value: string, type: 'text' | 'html' = 'text'): string =>
  `<${element} type="${type}">${xml(value)}</${element}>`;

/** The entry's summary: the description as typed, else the rich text as plain text, cut at a word as the page's meta description. */
const plainSummary = (item: News): string => excerpt(item.description?.trim() || htmlToText(item.content ?? ''));

/**
 * The Atom feed of published news (issue #22: /news/feed.xml): newest first, each entry linking to
 * /news/{slug} with a plain-text summary and the sanitised rich text. Titles, summaries, the
 * author's name and the rights are Atom `text` constructs (issue #31): markup in them is shown,
 * never run, by a feed reader.
 * @param items published news, newest first (PublicService.recentNews)
 * @param base PUBLIC_URL, without a trailing slash
 * @returns Atom 1.0 XML
 */
export function newsFeed(items: News[], base: string): string {
  const updated = items.length ? new Date(Math.max(...items.map((item) => item.updatedAt.getTime()))) : new Date(0);
  const entries = items.map((item) => {
    const link = `${base}/news/${encodeURIComponent(item.slug)}`;
    return [
      '  <entry>',
      `    ${textConstruct('title', item.title)}`,
      `    <id>${xml(link)}</id>`,
      `    <link href="${xml(link)}"/>`,
      `    <updated>${item.updatedAt.toISOString()}</updated>`,
      `    <published>${(item.publishedAt ?? item.createdAt).toISOString()}</published>`,
      `    ${textConstruct('summary', plainSummary(item) || item.title)}`,
      ...(item.content ? [`    ${textConstruct('content', item.content, 'html')}`] : []),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-AU">',
    `  <id>${xml(`${base}/news`)}</id>`,
    `  ${textConstruct('title', `News — ${contact.groupName}`)}`,
    `  ${textConstruct('subtitle', `News from ${contact.groupName}.`)}`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <generator>${xml(contact.groupName)}</generator>`,
    `  <author><name>${xml(contact.groupName)}</name><uri>${xml(`${base}/`)}</uri></author>`,
    `  <link rel="alternate" href="${xml(`${base}/news`)}"/>`,
    `  <link rel="self" href="${xml(`${base}${NEWS_FEED_PATH}`)}"/>`,
    `  ${textConstruct('rights', `© ${contact.groupName}`)}`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
