import type { TextPart } from '../common/text-search';
import type { SearchKind } from './public.enums';

/** One published item found by the site search (issue #22). */
export interface SearchResult {
  /** What the item is. */
  kind: SearchKind;
  /** The item’s title (an album: its name). */
  title: string;
  /** Where the item is on the public site, e.g. /events/neighbourhood-picnic. */
  path: string;
  /** The title in pieces, the matched words marked. */
  titleParts: TextPart[];
  /** A short extract around the matches (description and text), the matched words marked; empty when the match is in the title only. */
  snippet: TextPart[];
  /** Relevance (higher first): title matches weigh most, then description, then the rest. */
  rank: number;
  /** The item’s date: an event’s start, else its publication. */
  date: Date | null;
}
