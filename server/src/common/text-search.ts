/**
 * Full-text search of the public site (issue #22), one rule for /search and the list pages: a
 * visitor's words, in any order, each matching as a prefix of a word of the item ("neighbour" finds
 * "Neighbourhood"), in PostgreSQL's English configuration (stems, no stop words) over the tables'
 * generated `search_vector` columns (migration 1795000002202).
 */

/** The text search configuration of the site's `search_vector` columns. */
export const SEARCH_CONFIG = 'english';

/** At most this many words of a search are used (a longer search narrows no further in practice). */
const MAX_WORDS = 8;

/**
 * A visitor's search as a prefix `tsquery` text for `to_tsquery('english', …)`: its words (letters
 * and digits; everything else separates them) joined by AND, each with `:*`.
 * "Neighbour  picnic!" → "neighbour:* & picnic:*".
 * @param text what the visitor typed
 * @returns the query text, or null when the search has no words
 */
export function prefixQuery(text: string | null | undefined): string | null {
  const words =
    (text ?? '')
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return null;
  return [...new Set(words)]
    .slice(0, MAX_WORDS)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** Most pieces a highlighted text comes in (the query-cost rule counts this many, graphql-limits.ts). */
export const MAX_TEXT_PARTS = 40;

/** One piece of a highlighted text: `match` when it is a searched word. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Marks ts_headline puts around matches: control characters, removed from the text first. */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';

/** ts_headline's options: matches between the marks, a snippet of about 12–30 words. */
export const HEADLINE_OPTIONS = `StartSel="${MATCH_START}", StopSel="${MATCH_END}", MinWords=12, MaxWords=30, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** ts_headline's options for a title: the whole title, every match marked. */
export const TITLE_HEADLINE_OPTIONS = `StartSel="${MATCH_START}", StopSel="${MATCH_END}", HighlightAll=true`;

/**
 * A ts_headline result as parts (the web wraps matches in <mark>; no HTML travels).
 * @param headline text with matches between MATCH_START and MATCH_END
 */
export function highlightParts(headline: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const [index, piece] of headline.split(MATCH_START).entries()) {
    if (index === 0) {
      if (piece) parts.push({ text: piece, match: false });
      continue;
    }
    const [matched, rest = ''] = piece.split(MATCH_END);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  const cleaned = parts.map((part) => ({ ...part, text: part.text.replace(/\s+/g, ' ') })).filter((part) => part.text !== '');
  if (cleaned.length <= MAX_TEXT_PARTS) return cleaned;
  // The rest as one plain piece, so a text costs what the query-cost rule counts (graphql-limits.ts).
  const rest = cleaned
    .slice(MAX_TEXT_PARTS - 1)
    .map((part) => part.text)
    .join('');
  return [...cleaned.slice(0, MAX_TEXT_PARTS - 1), { text: rest, match: false }];
}
