import { Parser } from 'htmlparser2';

/** What a link preview or a crawler reads from a page's HTML (issue #22). */
export interface ParsedHead {
  title: string;
  /** `<meta name=…>` and `<meta property=…>` contents by name (the first of each). */
  meta: Record<string, string>;
  /** `<link rel=…>` elements' attributes, in order. */
  links: Record<string, string>[];
  /** Parsed `application/ld+json` blocks. */
  jsonLd: Record<string, unknown>[];
}

/**
 * Parses a page's HTML with an HTML parser (htmlparser2, as a crawler would; entities decoded), not
 * with patterns over the text.
 */
export function parseHead(html: string): ParsedHead {
  const head: ParsedHead = { title: '', meta: {}, links: [], jsonLd: [] };
  let inTitle = false;
  let ldText: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true;
        if (name === 'meta') {
          const key = attributes.property ?? attributes.name;
          if (key && !(key in head.meta)) head.meta[key] = attributes.content ?? '';
        }
        if (name === 'link') head.links.push(attributes);
        if (name === 'script' && attributes.type === 'application/ld+json') ldText = '';
      },
      ontext(text) {
        if (inTitle) head.title += text;
        if (ldText !== null) ldText += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'script' && ldText !== null) {
          head.jsonLd.push(JSON.parse(ldText) as Record<string, unknown>);
          ldText = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return head;
}
