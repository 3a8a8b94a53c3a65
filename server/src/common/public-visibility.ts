import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ContentStatus } from '../content/content.enums';

/**
 * Restricts a query to what visitors may see: published and not deleted (SPEC §4, "Public visitors
 * see only items with status published and is_deleted false").
 * @param alias the query's alias of the content table (default `item`)
 */
export function visible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias = 'item'): SelectQueryBuilder<T> {
  return query.andWhere(`${alias}.status = :published AND ${alias}.isDeleted = false`, { published: ContentStatus.PUBLISHED });
}
