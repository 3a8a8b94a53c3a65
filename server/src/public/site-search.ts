import type { DataSource } from 'typeorm';
import { assertFreeTextLengths } from '../common/free-text';
import { pageRequest, type Page } from '../common/pagination';
import { limits } from '../../../shared/limits';
import { HEADLINE_OPTIONS, highlightParts, MATCH_END, MATCH_START, prefixQuery, SEARCH_CONFIG, TITLE_HEADLINE_OPTIONS } from '../common/text-search';
import { fromVisibleRows } from '../content';
import type { ContentTypeName } from '../../../shared/content-fields';
import { SearchKind } from './public.enums';
import type { SearchResult } from './search.models';

/** The longest search accepted (characters): the shared limit of every search and filter text. */
export const SEARCH_MAX_LENGTH = limits.searchMaxLength;

/** Most results one site search page may ask for (`search(limit)`); more is refused. */
export const SEARCH_MAX_LIMIT = 50;

/** Plain text of a column: HTML tags and the highlight marks removed. */
const plain = (column: string): string =>
  `translate(regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g'), E'${MATCH_START}${MATCH_END}', '')`;

/** The rows of one type that visitors may see (SPEC §4, from its declaration) and that match `q`. */
const matchingVisible = (type: ContentTypeName): string => `${fromVisibleRows(type, 'q')} AND search_vector @@ q.query`;

/**
 * One matching row per visible item of each kind: its kind, address key, title, the text its
 * snippet comes from, and its rank. `q` is the query.
 */
const HITS = `
  SELECT 'PROJECT' AS kind, slug AS key, title, ${plain('description')} || ' ' || ${plain('content')} AS body,
         ts_rank(search_vector, q.query) AS rank, coalesce(published_at, created_at) AS date
    ${matchingVisible('PROJECT')}
  UNION ALL
  SELECT 'EVENT', slug, title, ${plain('description')} || ' ' || ${plain('location')} || ' ' || ${plain('content')},
         ts_rank(search_vector, q.query), event_date
    ${matchingVisible('EVENT')}
  UNION ALL
  SELECT 'NEWS', slug, title, ${plain('description')} || ' ' || ${plain('content')},
         ts_rank(search_vector, q.query), coalesce(published_at, created_at)
    ${matchingVisible('NEWS')}
  UNION ALL
  SELECT 'RESOURCE', id::text, title, ${plain('description')} || ' ' || ${plain('category')},
         ts_rank(search_vector, q.query), coalesce(published_at, created_at)
    ${matchingVisible('RESOURCE')}
  UNION ALL
  SELECT 'ALBUM', album_slug, min(album_name), string_agg(${plain('title')} || ' ' || ${plain('description')}, ' · ' ORDER BY sort_order, id),
         max(ts_rank(search_vector, q.query)), max(coalesce(taken_date::timestamptz, created_at))
    ${matchingVisible('GALLERY')} AND album_slug IS NOT NULL
   GROUP BY album_slug`;

/** The address of a result on the public site. */
function pathOf(kind: SearchKind, key: string, title: string): string {
  switch (kind) {
    case SearchKind.PROJECT:
      return `/projects/${encodeURIComponent(key)}`;
    case SearchKind.EVENT:
      return `/events/${encodeURIComponent(key)}`;
    case SearchKind.NEWS:
      return `/news/${encodeURIComponent(key)}`;
    case SearchKind.ALBUM:
      return `/gallery/${encodeURIComponent(key)}`;
    case SearchKind.RESOURCE:
      return `/resources?q=${encodeURIComponent(title)}`;
  }
}

/**
 * Site search (issue #22 /search): published, not deleted projects, events, news, resources and
 * albums whose `search_vector` matches every word as a prefix (shared rule: common/text-search.ts),
 * best rank first, with the title and a snippet highlighted by ts_headline. Drafts, archived items
 * and the trash are never found.
 */
export class SiteSearch {
  constructor(private readonly db: DataSource) {}

  /**
   * One page of results.
   * @param args.q what the visitor typed; without words, an empty page
   * @throws ValidationError naming `q` when longer than SEARCH_MAX_LENGTH, or `page`/`limit` when out of range
   */
  async search(args: { q: string; page?: number; limit?: number }): Promise<Page<SearchResult>> {
    assertFreeTextLengths({ q: args.q });
    const request = pageRequest(args.page, args.limit ?? limits.publicPageSize.search, SEARCH_MAX_LIMIT);
    const query = prefixQuery(args.q);
    if (!query) return { items: [], total: 0, page: request.page, limit: request.limit };
    // Highlighting is the costly part: only the page's rows are highlighted.
    const rows = (await this.db.query(
      `WITH q AS (SELECT to_tsquery('${SEARCH_CONFIG}', $1) AS query),
            hits AS (${HITS}),
            page AS (SELECT *, count(*) OVER() AS total FROM hits ORDER BY rank DESC, date DESC NULLS LAST, key LIMIT ${request.limit} OFFSET ${request.offset})
       SELECT kind, key, title, rank, date, total::int AS total,
              ts_headline('${SEARCH_CONFIG}', translate(title, E'${MATCH_START}${MATCH_END}', ''), q.query, $2) AS title_headline,
              ts_headline('${SEARCH_CONFIG}', body, q.query, $3) AS body_headline
         FROM page, q ORDER BY rank DESC, date DESC NULLS LAST, key`,
      [query, TITLE_HEADLINE_OPTIONS, HEADLINE_OPTIONS],
    )) as {
      kind: SearchKind;
      key: string;
      title: string;
      rank: number;
      date: Date | null;
      total: number;
      title_headline: string;
      body_headline: string;
    }[];
    const items = rows.map((row) => ({
      kind: row.kind,
      title: row.title,
      path: pathOf(row.kind, row.key, row.title),
      titleParts: highlightParts(row.title_headline),
      snippet: highlightParts(row.body_headline),
      rank: Number(row.rank),
      date: row.date ? new Date(row.date) : null,
    }));
    let total = rows[0]?.total ?? 0;
    if (!rows.length && request.offset > 0) {
      const [count] = (await this.db.query(
        `WITH q AS (SELECT to_tsquery('${SEARCH_CONFIG}', $1) AS query), hits AS (${HITS}) SELECT count(*)::int AS total FROM hits`,
        [query],
      )) as { total: number }[];
      total = count.total;
    }
    return { items, total, page: request.page, limit: request.limit };
  }
}
