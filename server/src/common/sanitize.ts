import sanitizeHtml from 'sanitize-html';

/**
 * Basic HTML only (SPEC §3 "rich text with basic HTML"): paragraphs, headings, lists, emphasis,
 * links and quotes. No script, no event handlers, no `javascript:` URLs (sanitize-html, a
 * well-kept sanitiser, rather than our own regexes).
 */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (!html) return html ?? null;
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'hr'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

/**
 * Sanitises the `content` rich text of each item in place, as the detail queries do, so a list
 * never hands out what a detail query would refuse (issue #16 item 14: rows written straight to
 * the database, or before the sanitiser's rules were tightened). Items without `content` (not
 * asked for) are left as they are.
 * @returns the same items
 */
export function sanitizeContentOf<T extends { content?: string | null }>(items: T[]): T[] {
  for (const item of items) if (typeof item.content === 'string') item.content = sanitizeRichText(item.content);
  return items;
}
