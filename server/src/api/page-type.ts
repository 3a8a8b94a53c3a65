import { type ClassType, Field, Int, ObjectType } from 'type-graphql';
import type { Page } from '../common/pagination';

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
