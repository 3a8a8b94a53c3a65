import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { limits } from '../../../shared/limits';
import { ValidationError } from './errors';

/** A validated page request: 1-based page, page size and the SQL offset. */
export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/**
 * Checks page and limit (SPEC §9: pages start at 1; we cap a page at 100 rows).
 * @throws ValidationError naming `page` or `limit` when out of range
 */
export function pageRequest(page = 1, limit: number = limits.defaultPageSize, maxLimit: number = limits.maxPageSize): PageRequest {
  const fields: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) fields.page = 'page must be at least 1';
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) fields.limit = `limit must be between 1 and ${maxLimit}`;
  if (Object.keys(fields).length) throw new ValidationError(fields);
  return { page, limit, offset: (page - 1) * limit };
}

/** The shape every paginated list returns. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/**
 * One page and the exact total in ONE statement, the total from `count(*) OVER()`: for lists whose
 * filtered set is small (public content), where a second round trip and planning cost more than
 * counting the few matching rows. When the page is past the end no row carries the total, so it
 * is counted separately (rare).
 * @param query the filtered, ordered query of entities (not yet paged)
 */
export async function windowPage<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, request: PageRequest): Promise<Page<T>> {
  const { entities, raw } = await query
    .clone()
    .addSelect('count(*) OVER()', 'page_total')
    .offset(request.offset)
    .limit(request.limit)
    .getRawAndEntities<{ page_total: string }>();
  const total = raw.length ? Number(raw[0].page_total) : request.offset > 0 ? await countOf(query) : 0;
  return { items: entities, total, page: request.page, limit: request.limit };
}

/**
 * One page and the exact total as two statements run side by side: the page query stops after
 * `offset + limit` rows read in index order, and the total is a plain `count(*)` (often an
 * index-only scan). For large tables (members), where `count(*) OVER()` would read every match.
 */
export async function countedPage<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, request: PageRequest): Promise<Page<T>> {
  const [items, total] = await Promise.all([query.clone().offset(request.offset).limit(request.limit).getMany(), countOf(query)]);
  return { items, total, page: request.page, limit: request.limit };
}

/** One key of the order a {@link matchesPage} sorts by: an SQL expression over the query's alias, and its direction. */
export interface SortKey {
  sql: string;
  order: 'ASC' | 'DESC';
}

/**
 * One page and the exact total of a search, in ONE statement: the ids and sort keys of the matching
 * rows are found once (a MATERIALIZED CTE, so by the search's own cheapest plan — the trigram
 * indexes for a selective search, one scan for a broad one), counted, and sorted; only the page's
 * rows are then read in full, by primary key. {@link countedPage} would let the planner read the
 * page in index order and stop after it, assuming the matches are spread evenly through that order;
 * when they are not ("maria" sorted by name, "member123" newest first: the matches all at the far
 * end) it reads the whole table through the search expression. Counting has to find every match
 * anyway, so sorting them costs little more. When the page is past the end no row carries the
 * total, so it is counted separately (rare).
 * @param query the filtered query of entities with an `id` primary key (not yet ordered or paged)
 * @param keys the order, most significant first; `id` ascending is added last, so the order is total
 */
export async function matchesPage<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, keys: SortKey[], request: PageRequest): Promise<Page<T>> {
  const alias = query.alias;
  const matches = query.clone().select(`${alias}.id`, 'id');
  keys.forEach((key, i) => matches.addSelect(key.sql, `k${i}`));
  const { entities, raw } = await query.connection
    .createQueryBuilder<T>(query.expressionMap.mainAlias!.target, alias)
    .addCommonTableExpression(matches, 'matches', { materialized: true })
    .innerJoin(
      (page) => {
        page.select('h.id', 'id').from('matches', 'h');
        keys.forEach((key, i) => page.addSelect(`h.k${i}`, `k${i}`).addOrderBy(`h.k${i}`, key.order));
        return page.addSelect('(SELECT count(*) FROM "matches")', 'total').addOrderBy('h.id', 'ASC').offset(request.offset).limit(request.limit);
      },
      'p',
      `p.id = ${alias}.id`,
    )
    .addSelect('p.total', 'page_total')
    .orderBy(Object.fromEntries([...keys.map((key, i) => [`p.k${i}`, key.order]), ['p.id', 'ASC']]))
    .getRawAndEntities<{ page_total: string }>();
  const total = raw.length ? Number(raw[0].page_total) : request.offset > 0 ? await countOf(query) : 0;
  return { items: entities, total, page: request.page, limit: request.limit };
}

/** `count(*)` of a query without joins; TypeORM's getCount() would count DISTINCT ids, several times slower. */
async function countOf<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): Promise<number> {
  const row = await query.clone().select('count(*)', 'n').orderBy().offset(undefined).limit(undefined).getRawOne<{ n: string }>();
  return Number(row?.n ?? 0);
}
