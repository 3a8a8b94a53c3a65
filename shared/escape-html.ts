import escape from 'escape-html';

/**
 * Text made safe for an HTML element or a quoted attribute value (either quote): & < > " ' escaped,
 * by the npm package escape-html (issue #32: a well-kept library over our own) — the one place the
 * server's pages and e-mails, and the build's pre-rendered pages (scripts/prerender.mjs, through
 * web/src/prerender.tsx), escape text.
 * @param text any text
 * @returns the text with & < > " ' as entities (&amp; &lt; &gt; &quot; &#39;)
 */
export const escapeHtml = (text: string): string => escape(text);
