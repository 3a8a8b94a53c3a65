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

/** What replaces a schema hint ("Did you mean …?") when suggestions are masked; Armor's wording. */
export const SUGGESTION_MASK = '[Suggestion hidden]';

/**
 * graphql-js appends hints that name real schema members to validation messages: `Did you mean
 * "members"?` for fields, arguments, types and input fields, `Did you mean the enum value "X"?`
 * for enums. Armor's own pattern (`Did you mean ".+"`) misses the enum form.
 */
const SUGGESTION = /Did you mean [^?]*\?/g;

/**
 * Removes schema hints from an error message (issue #16 item 12).
 * @param message a GraphQL error message
 * @returns the message with every "Did you mean …?" replaced by {@link SUGGESTION_MASK}
 */
export function hideSuggestions(message: string): string {
  return message.replace(SUGGESTION, SUGGESTION_MASK);
}

/** Masks suggestions in every error of an HTTP request (the hook Armor's own Apollo plugin uses). */
const hideSuggestionsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors }) {
        // Apollo formats these same objects afterwards: rewriting the message is the supported way.
        for (const error of errors) error.message = hideSuggestions(error.message);
      },
    };
  },
};

/**
 * A WebSocket validation error as Apollo would send it over HTTP: with `GRAPHQL_VALIDATION_FAILED`
 * unless it carries its own code (the allow-list's `OPERATION_NOT_ALLOWED`), and hints masked.
 */
function asWsValidationError(error: GraphQLError, maskSuggestions: boolean): GraphQLError {
  return new GraphQLError(maskSuggestions ? hideSuggestions(error.message) : error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    originalError: error.originalError,
    extensions: { ...error.extensions, code: error.extensions.code ?? LIMIT_REFUSED_CODE },
  });
}

/** Armor reports through the validation context with our stable code instead of its default. */
const reportRefusal: GraphQLArmorRejectCallback = (ctx, error) => {
  ctx?.reportError(new GraphQLError(error.message, { extensions: { code: LIMIT_REFUSED_CODE } }));
};

/** What GraphQL Armor adds to Apollo Server, and the same rules for the WebSocket server. */
export interface GraphQLProtection {
  /** Apollo plugins (schema suggestions masked in messages when `maskSuggestions`). */
  plugins: ApolloServerPlugin[];
  /** Validation rules: depth, aliases, directives, cost (and no introspection when it is off). */
  validationRules: ValidationRule[];
  /** Options of graphql-js `parse`: the token limit. */
  parseOptions: { maxTokens: number };
  /** graphql-ws `parse`: `parse` with the token limit. */
  parseWs(source: string | Source): DocumentNode;
  /** graphql-ws `validate`: graphql-js rules plus the limits; errors coded and masked as over HTTP. */
  validateWs(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[];
}

/**
 * Builds the GraphQL limits (GraphQL Armor, a maintained library, rather than our own visitors).
 * Refusals answer `extensions.code: "GRAPHQL_VALIDATION_FAILED"`; too many tokens is a parse error
 * (`GRAPHQL_PARSE_FAILED`). Armor's own token plugin is off: graphql-js' `maxTokens` does the same.
 * @param options.introspection false adds graphql-js' NoSchemaIntrospectionCustomRule on WebSocket
 *   (Apollo's `introspection: false` covers HTTP)
 * @param options.maskSuggestions hide "Did you mean …" schema hints (production), over HTTP and
 *   WebSocket alike (issue #16 item 12: Armor's plugin covers only Apollo)
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
    // Our own plugin masks suggestions: one pattern for both transports, enum hints included.
    blockFieldSuggestion: { enabled: false },
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
    plugins: [...armor.plugins, ...(options.maskSuggestions ? [hideSuggestionsPlugin] : [])],
    validationRules,
    parseOptions,
    parseWs: (source) => parse(source, parseOptions),
    validateWs: (schema, document) => validate(schema, document, wsRules).map((e) => asWsValidationError(e, options.maskSuggestions)),
  };
}
