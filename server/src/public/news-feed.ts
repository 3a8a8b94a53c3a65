import { Feed } from 'feed';
import { contact } from '../../../shared/limits';
import type { News } from '../content/news/news.entity';
import { NEWS_FEED_PATH, summary } from '../web/page-head';

/** How many news items the feed carries. */
export const NEWS_FEED_ITEMS = 20;

/**
 * The Atom feed of published news (issue #22: /news/feed.xml), written by the `feed` library:
 * newest first, each entry linking to /news/{slug} with its summary and sanitised rich text.
 * @param items published news, newest first (PublicService.recentNews)
 * @param base PUBLIC_URL, without a trailing slash
 * @returns Atom 1.0 XML
 */
export function newsFeed(items: News[], base: string): string {
  const date = (item: News): Date => item.publishedAt ?? item.createdAt;
  const feed = new Feed({
    id: `${base}/news`,
    title: `News — ${contact.groupName}`,
    description: `News from ${contact.groupName}.`,
    link: `${base}/news`,
    language: 'en-AU',
    updated: items.length ? new Date(Math.max(...items.map((item) => item.updatedAt.getTime()))) : new Date(0),
    feedLinks: { atom: `${base}${NEWS_FEED_PATH}` },
    author: { name: contact.groupName, link: `${base}/` },
    copyright: `© ${contact.groupName}`,
    generator: contact.groupName,
  });
  for (const item of items) {
    const link = `${base}/news/${encodeURIComponent(item.slug)}`;
    feed.addItem({
      title: item.title,
      id: link,
      link,
      date: item.updatedAt,
      published: date(item),
      description: summary(item.description || item.content) || item.title,
      content: item.content ?? undefined,
    });
  }
  return feed.atom1();
}
