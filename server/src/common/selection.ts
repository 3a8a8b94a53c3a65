import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Names of the fields a client asked for under one child of the current field, e.g. the fields of
 * `items` in `projects { items { id title } }`, following fragments and inline fragments.
 * @param info the resolver's GraphQLResolveInfo
 * @param child the child field, e.g. "items"
 * @returns the requested field names (empty when the child is not requested)
 */
export function requestedFields(info: GraphQLResolveInfo, child: string): Set<string> {
  const out = new Set<string>();
  const collect = (set: SelectionSetNode | undefined, into: (name: string, node: SelectionSetNode | undefined) => void) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) into(selection.name.value, selection.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, into);
      else collect(info.fragments[selection.name.value]?.selectionSet, into);
    }
  };
  for (const node of info.fieldNodes) {
    collect(node.selectionSet, (name, set) => {
      if (name === child) collect(set, (field) => out.add(field));
    });
  }
  return out;
}

/**
 * Leaves heavy columns out of an entity query when the client did not ask for them (e.g. the
 * rich-text `content` of list items), so they are neither read nor sent by PostgreSQL.
 * @param query a query of one entity under `alias`
 * @param heavy property names that may be skipped
 * @param requested the fields the client asked for (see requestedFields)
 */
export function skipUnrequested<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  heavy: readonly string[],
  requested: ReadonlySet<string> | null | undefined,
): SelectQueryBuilder<T> {
  if (!requested) return query;
  const skip = heavy.filter((name) => !requested.has(name));
  if (!skip.length) return query;
  const columns = query.expressionMap.mainAlias!.metadata.columns.filter((c) => !skip.includes(c.propertyName));
  return query.select(columns.map((c) => `${alias}.${c.propertyPath}`));
}
