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
