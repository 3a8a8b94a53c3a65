import { escapeHtml } from '../../../../shared/escape-html';

/**
 * What a shared link shows (issue #22, previews and structured data): every public page arrives from
 * the server with its own title, description, canonical address, Open Graph and Twitter card tags,
 * and, for events, news and projects, schema.org JSON-LD. Written into the page's HTML here, so
 * crawlers that run no JavaScript (Facebook, WhatsApp, search engines) read them.
 */

/** The head of one page: what its preview shows. */
export interface PageHead {
  /** The full <title>, e.g. "Neighbourhood Picnic — Greenfield Residents Association"; absent: the page's own. */
  title?: string;
  /** One or two sentences; absent: the page's own meta description. */
  description?: string;
  /** The page's absolute canonical address (PUBLIC_URL + path, no query string). */
  url: string;
  /** An absolute picture address for og:image; absent: the site's default picture. */
  image?: string | null;
  /** og:type: "article" for news and projects, "website" for the rest. */
  type: 'website' | 'article';
  /** schema.org data (Event, Article), written as one application/ld+json block. */
  jsonLd?: Record<string, unknown> | null;
}

/** The news feed every public page advertises (server/src/api/public/news-feed.ts). */
export const NEWS_FEED_PATH = '/news/feed.xml';

/** The default preview picture (web/public/og-image.png, 1200 × 630). */
export const DEFAULT_PREVIEW_IMAGE = '/og-image.png';

/** JSON for an HTML data block: `<` escaped, so no value can close the element. */
const jsonInHtml = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const TITLE = /<title>(.*?)<\/title>/s;
const DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>/;
/** Tags this module writes: removed first, so a page never carries two sets. */
const WRITTEN =
  /<(?:meta (?:property="og:[^"]*"|name="twitter:[^"]*")[^>]*|link rel="(?:canonical|alternate)"[^>]*)>|<script type="application\/ld\+json">.*?<\/script>/gs;

/**
 * Plain text of rich text or a description, shortened at a word to at most `max` characters for a
 * meta description.
 * @param text plain text or basic HTML (tags dropped, entities kept as written)
 */
export function summary(text: string | null | undefined, max = 200): string {
  return excerpt((text ?? '').replace(/<[^>]*>/g, ' '), max);
}

/**
 * Plain text with its white space collapsed, shortened at a word to at most `max` characters
 * (an ellipsis marks the cut). Nothing shaped like a tag is dropped: the text is shown as written.
 * @param text plain text
 */
export function excerpt(text: string, max = 200): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/**
 * An absolute address for a picture: kept when already http(s), else the site's address before it.
 * @param base PUBLIC_URL, without a trailing slash
 */
export const absoluteUrl = (base: string, address: string): string =>
  /^https?:\/\//i.test(address) ? address : `${base}${address.startsWith('/') ? '' : '/'}${address}`;

/**
 * The page with its preview head: its <title> and meta description replaced when the head gives
 * them, and the canonical link, Open Graph, Twitter card and JSON-LD written before </head>.
 * @param html a page of the build (index.html or a pre-rendered page)
 * @param head the page's head; `image` and `url` absolute
 * @param siteName og:site_name
 * @param base PUBLIC_URL, for the default picture
 * @returns the page's HTML
 */
export function withPageHead(html: string, head: PageHead, siteName: string, base: string): string {
  let page = html.replace(WRITTEN, '');
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    page = TITLE.test(page) ? page.replace(TITLE, () => title) : page.replace('</head>', () => `${title}</head>`);
  }
  if (head.description !== undefined) {
    const meta = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    page = DESCRIPTION.test(page) ? page.replace(DESCRIPTION, () => meta) : page.replace('</head>', () => `${meta}</head>`);
  }
  // The values already in the page are escaped HTML: used as they are.
  const title = TITLE.exec(page)?.[1] ?? escapeHtml(siteName);
  const description = DESCRIPTION.exec(page)?.[1] ?? '';
  const image = escapeHtml(head.image ?? absoluteUrl(base, DEFAULT_PREVIEW_IMAGE));
  const url = escapeHtml(head.url);
  const tags = [
    `<link rel="canonical" href="${url}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`News — ${siteName}`)}" href="${escapeHtml(base + NEWS_FEED_PATH)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:locale" content="en_AU" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonInHtml(head.jsonLd)}</script>`);
  return page.replace('</head>', () => `${tags.join('')}</head>`);
}

const ROBOTS = /<meta name="robots"[^>]*>/;

/**
 * The page marked for search engines not to index (issue #22): an e-mailed link's page, whose
 * address carries someone's token. Replaces the page's robots meta element, else adds one before
 * </head>.
 * @param html a page of the build
 */
export function withNoIndex(html: string): string {
  const meta = '<meta name="robots" content="noindex" />';
  return ROBOTS.test(html) ? html.replace(ROBOTS, () => meta) : html.replace('</head>', () => `${meta}</head>`);
}
