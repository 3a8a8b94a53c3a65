import type { GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/** Stands for an `@Authorized()` that names no capability (any signed-in staff user). */
export const ANY_SIGNED_IN = '(any signed-in user)';

/** What an operation of the schema needs: its kind, and the capabilities of its `@Authorized` (none: public). */
export interface AuthorizedOperation {
  kind: 'query' | 'mutation' | 'subscription';
  /** Empty when the operation has no `@Authorized` (anyone may call it). */
  capabilities: string[];
}

/**
 * Every query, mutation and subscription of a built schema with the capabilities its `@Authorized`
 * names, read from TypeGraphQL's metadata (issue #23): what the tests hold the web's admin pages
 * and the authorization matrix to. Call it after the schema was built (the metadata is then complete).
 * @param schema the schema from `createSchema`
 * @returns operation name → its kind and capabilities (typed `string[]`: a test checks each is a known Capability)
 */
export function authorizedOperations(schema: GraphQLSchema): Map<string, AuthorizedOperation> {
  const storage = getMetadataStorage();
  const byName = new Map<string, AuthorizedOperation>();
  for (const [kind, resolvers] of [
    ['query', storage.queries],
    ['mutation', storage.mutations],
    ['subscription', storage.subscriptions],
  ] as const) {
    for (const resolver of resolvers) {
      const fields = storage.authorizedFields.filter(
        (a) => a.fieldName === resolver.methodName && (a.target === resolver.target || resolver.target.prototype instanceof a.target),
      );
      const onClass = storage.authorizedResolver.filter((a) => a.target === resolver.target);
      const guards = [...fields, ...onClass];
      const names = guards.flatMap((a) => a.roles as string[]);
      // An @Authorized() without names still guards (any signed-in user): keep that visible.
      byName.set(resolver.schemaName, { kind, capabilities: guards.length && !names.length ? [ANY_SIGNED_IN] : names });
    }
  }
  const out = new Map<string, AuthorizedOperation>();
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const)
    for (const name of Object.keys(type?.getFields() ?? {})) out.set(name, byName.get(name) ?? { kind, capabilities: [] });
  return out;
}
