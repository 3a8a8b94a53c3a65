import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { collections } from '../../../shared/collections';
import type { ContentTypeDecl } from '../../../shared/content-fields';
import { visibleToPublicSql } from '../content/content.declarations';

/** The content declarations by table, for {@link visible}. */
const declarationOfTable = new Map<string, ContentTypeDecl>(collections.map((c) => [c.table, c as ContentTypeDecl]));

/**
 * Restricts a query to what visitors may see (SPEC §4, "Public visitors see only items with status
 * published and is_deleted false"): the type's declared rule, {@link visibleToPublicSql} (issue #23,
 * one place for each rule).
 * @param alias the query's alias of the content table (default `item`)
 * @throws Error when the alias's table is not a declared content type
 */
export function visible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias = 'item'): SelectQueryBuilder<T> {
  const table = query.expressionMap.findAliasByName(alias).metadata.tableName;
  const decl = declarationOfTable.get(table);
  if (!decl) throw new Error(`"${table}" is not a content type: no declared public visibility`);
  return query.andWhere(visibleToPublicSql(decl, alias));
}
