const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for an HTML element or a quoted attribute value (either quote): & < > " ' escaped,
 * as the npm package escape-html does — the one place the server's pages and e-mails, and the
 * build's pre-rendered pages (scripts/prerender.mjs, through web/src/prerender.tsx), escape text.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
