import { ClassType, Field, Int, ObjectType } from 'type-graphql';
import { limits } from '../../../shared/messages';
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
 * Builds a GraphQL page type `{ items total page limit }` for an item type.
 * @param itemType the TypeGraphQL object type of the items
 * @param name GraphQL name of the page type, e.g. "MemberPage"
 */
export function PageType<T extends object>(itemType: ClassType<T>, name: string): ClassType<Page<T>> {
  const existing = pageTypes.get(name);
  if (existing) return existing as ClassType<Page<T>>;
  @ObjectType(name, { description: `One page of ${itemType.name} items with the exact total.` })
  class PageClass implements Page<T> {
    @Field(() => [itemType], { description: 'The items on this page.' })
    items: T[];

    @Field(() => Int, { description: 'Number of items across all pages.' })
    total: number;

    @Field(() => Int, { description: 'This page, starting at 1.' })
    page: number;

    @Field(() => Int, { description: 'Page size.' })
    limit: number;
  }
  pageTypes.set(name, PageClass);
  return PageClass;
}

/** One GraphQL type per name: the public and admin lists share e.g. ProjectPage. */
const pageTypes = new Map<string, ClassType<Page<object>>>();
