import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type Source,
  type ValidationRule,
} from 'graphql';
import { allowListRule } from './operation-allow-list';

/**
 * Size limits of every GraphQL operation, over HTTP and WebSocket alike (README "Security").
 * The web app's largest operation (CMS forms, dashboard) stays well below each of them; a test
 * checks every document of web/src/gql against them.
 */
export const GRAPHQL_LIMITS = {
  /** Deepest selection, fragments flattened. */
  maxDepth: 12,
  /** Aliased fields per operation. */
  maxAliases: 15,
  /** Directives per operation. */
  maxDirectives: 20,
  /** Armor's cost estimate (objects 2, scalars 1, times 1.5 per level). */
  maxCost: 5000,
  /** Lexical tokens per document (graphql-js parser limit). */
  maxTokens: 5000,
} as const;

/** The stable `extensions.code` of an operation refused by a limit. */
export const LIMIT_REFUSED_CODE = 'GRAPHQL_VALIDATION_FAILED';

/** Armor reports through the validation context with our stable code instead of its default. */
const reportRefusal: GraphQLArmorRejectCallback = (ctx, error) => {
  ctx?.reportError(new GraphQLError(error.message, { extensions: { code: LIMIT_REFUSED_CODE } }));
};

/** What GraphQL Armor adds to Apollo Server, and the same rules for the WebSocket server. */
export interface GraphQLProtection {
  /** Apollo plugins (field suggestions masked in messages). */
  plugins: ApolloServerPlugin[];
  /** Validation rules: depth, aliases, directives, cost (and no introspection when it is off). */
  validationRules: ValidationRule[];
  /** Options of graphql-js `parse`: the token limit. */
  parseOptions: { maxTokens: number };
  /** graphql-ws `parse`: `parse` with the token limit. */
  parseWs(source: string | Source): DocumentNode;
  /** graphql-ws `validate`: graphql-js rules plus the limits. */
  validateWs(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[];
}

/**
 * Builds the GraphQL limits (GraphQL Armor, a maintained library, rather than our own visitors).
 * Refusals answer `extensions.code: "GRAPHQL_VALIDATION_FAILED"`; too many tokens is a parse error
 * (`GRAPHQL_PARSE_FAILED`). Armor's own token plugin is off: graphql-js' `maxTokens` does the same.
 * @param options.introspection false adds graphql-js' NoSchemaIntrospectionCustomRule on WebSocket
 *   (Apollo's `introspection: false` covers HTTP)
 * @param options.maskSuggestions hide "Did you mean …" schema hints (production)
 * @param options.allowedOperations with PERSISTED_OPERATIONS=only: the canonical texts of the only
 *   operations to run (see operation-allow-list.ts); others answer `OPERATION_NOT_ALLOWED`
 */
export function graphqlProtection(options: {
  introspection: boolean;
  maskSuggestions: boolean;
  allowedOperations?: ReadonlySet<string> | null;
}): GraphQLProtection {
  const callbacks = { onReject: [reportRefusal], propagateOnRejection: false, exposeLimits: true };
  const armor = new ApolloArmor({
    blockFieldSuggestion: { enabled: options.maskSuggestions },
    maxTokens: { enabled: false },
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true, ...callbacks },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...callbacks },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...callbacks },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, flattenFragments: true, ...callbacks },
  }).protect();
  const allowList = options.allowedOperations ? [allowListRule(options.allowedOperations)] : [];
  const validationRules = [...allowList, ...armor.validationRules];
  const wsRules = [...specifiedRules, ...validationRules, ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule])];
  const parseOptions = { maxTokens: GRAPHQL_LIMITS.maxTokens };
  return {
    plugins: armor.plugins,
    validationRules,
    parseOptions,
    parseWs: (source) => parse(source, parseOptions),
    validateWs: (schema, document) => validate(schema, document, wsRules),
  };
}
