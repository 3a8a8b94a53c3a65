import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { collections } from '../../../shared/collections';
import { contentTypes, type ContentTypeDecl, type ContentTypeName } from '../../../shared/content-fields';
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

/**
 * `FROM` and `WHERE` of a hand-written statement over the rows of one type that visitors may see
 * (site search, sitemap): the type's table, named as itself, and its declared rule,
 * {@link visibleToPublicSql}. Further conditions follow with `AND`.
 * @param type the ContentType value, e.g. 'PROJECT'
 * @param alsoFrom further FROM items, e.g. a CTE the conditions use
 * @example fromVisibleRows('NEWS') // "FROM news WHERE news.status IN ('published') AND NOT news.is_deleted"
 */
export function fromVisibleRows(type: ContentTypeName, ...alsoFrom: string[]): string {
  const decl = contentTypes[type];
  return `FROM ${[decl.table, ...alsoFrom].join(', ')} WHERE ${visibleToPublicSql(decl, decl.table)}`;
}
