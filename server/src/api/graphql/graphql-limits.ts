import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  GraphQLError,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  visit,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  typeFromAST,
  type Source,
  type ValidationContext,
  type ValidationRule,
  type VariableDefinitionNode,
} from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { limits } from '../../../../shared/limits';
import { allowListRule } from './operation-allow-list';
import { MAX_TEXT_PARTS } from '../../common/text-search';
import { SEARCH_MAX_LIMIT } from '../../public/site-search';

/**
 * Size limits of every GraphQL operation, over HTTP and WebSocket alike (docs/security.md).
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
  /**
   * Cost (graphql-query-complexity, see {@link operationCost}): 1 a field, a list's selection once
   * per item it may return, STATEMENT_COST for a statement per parent item.
   */
  maxCost: 10_000,
  /** Lexical tokens per document (graphql-js parser limit). */
  maxTokens: 5000,
} as const;

/** The stable `extensions.code` of an operation refused by a limit. */
export const LIMIT_REFUSED_CODE = 'GRAPHQL_VALIDATION_FAILED';

/**
 * The cost of a call that runs its own SQL statement once per parent item (`Project.related`,
 * `Project.downloads`), so a page of 100 projects asking for both is 200 statements, not 2 fields
 * (issue #16 item 5). Calibrated by the bench's hostile queries: a related statement takes about
 * 1 ms, and a cost unit (one field of one item) about 4.5 µs — 100 projects with every field cost
 * 2,201 and take 10 ms.
 */
export const STATEMENT_COST = 200;

/**
 * The cost of a root list call whose statement reads every published row (see LIST_COSTS): less
 * than its ~12 ms would price (2,500 units), so that the site's own pages keep their headroom.
 */
export const WHOLE_TABLE_COST = 1000;

/**
 * The cost of the events list with a search (issue #24): each event's text matched against up to
 * 500 characters of words, about 38 ms on the bench data, so that at most 5 such aliases fit
 * (9 took 339 ms).
 */
export const EVENT_SEARCH_COST = 1800;

/**
 * The cost of the album list (issue #24): every published photo grouped, about 28 ms on the bench
 * data, so that at most 7 aliases fit (9 took 253 ms).
 */
export const ALBUM_GROUPING_COST = 1300;

/**
 * Most related projects one project may ask for (`Project.related(limit)`, 1–10): the detail page
 * shows 3; its resolver refuses more with BAD_USER_INPUT.
 */
export const RELATED_MAX_LIMIT = 10;

/** Arguments that give a list field's page size. */
const SIZE_ARGUMENTS = ['limit', 'first'] as const;

/**
 * List fields the cost rule knows more about than the schema says (rules as data; a unit test
 * checks every object list of the schema is either here, sized by `limit`/`first`, or a page's
 * `items`). `items`: how many a list without a size argument returns at most (the service's cap);
 * `maxSize`: the largest size argument its resolver accepts (default `limits.maxPageSize`);
 * `call`: the cost of the call itself (default 1); `searchCall`: its cost instead when it has a
 * `search` argument (written and not null, or a variable: validation cannot see its value).
 */
export const LIST_COSTS: Readonly<Record<string, { items?: number; maxSize?: number; call?: number; searchCall?: number }>> = {
  /**
   * Root lists whose one statement reads every published row whatever the page size: events
   * orders every event by a computed rank (and a search scans each), albums group every photo.
   * About 12 ms each on the bench data, so 15 aliases took 220 ms: at this cost, at most 9 fit.
   * A search of events, and the albums' grouping, cost more (issue #24).
   */
  'Query.events': { call: WHOLE_TABLE_COST, searchCall: EVENT_SEARCH_COST },
  'Query.galleryAlbums': { call: ALBUM_GROUPING_COST },
  /**
   * At most RELATED_MAX_LIMIT a project. Batched since issue #24 (two statements a request), but
   * still priced as a statement per parent project: a bench's hostile query keeps its size.
   */
  'Project.related': { maxSize: RELATED_MAX_LIMIT, call: STATEMENT_COST },
  /** One statement per parent project, at most 20 resources (PublicService.projectDownloads). */
  'Project.downloads': { items: 20, call: STATEMENT_COST },
  /** Batched by a DataLoader (one statement a page), at most 50 a project. */
  'Project.photos': { items: 50 },
  /** At most 1000 photos an album (PublicService.galleryAlbum). */
  'GalleryAlbumDetail.photos': { items: 1000 },
  /** At most 500 events a month (PublicService.eventsInMonth). */
  'Query.eventsInMonth': { items: 500 },
  /** The demo admin and editor. */
  'Query.demoAccounts': { items: 2 },
  /**
   * Site search (issue #22): one statement over five tables' matches and their highlighting, at
   * most SEARCH_MAX_LIMIT results a page; each text in at most MAX_TEXT_PARTS pieces.
   */
  'Query.search': { maxSize: SEARCH_MAX_LIMIT, call: WHOLE_TABLE_COST },
  'SearchResult.titleParts': { items: MAX_TEXT_PARTS },
  'SearchResult.snippet': { items: MAX_TEXT_PARTS },
  /** A handful of tiers kept in the site settings. */
  'SiteSettings.donationTiers': { items: 10 },
  /**
   * Admin only (issue #19): the register of members lists every current and former member in one
   * statement of scalar columns (a small association's few hundred; priced at 500 each, so the
   * page's query of both lists stays under the maximum), a person's data what one address left.
   */
  'MemberRegister.current': { items: 500 },
  'MemberRegister.former': { items: 500 },
  'PersonalData.members': { items: 10 },
  'PersonalData.rsvps': { items: 100 },
  'PersonalData.newsletterSubscriptions': { items: 10 },
  'PersonalData.contactMessages': { items: 100 },
  'PersonalData.outboxEmails': { items: 200 },
  'PersonalData.auditEntries': { items: 200 },
  'PersonalData.otherPlaces': { items: 50 },
  /** What issue #19's erasure also reaches: newsletter copies, member-area records, queued jobs. */
  'PersonalData.newsletterDeliveries': { items: 200 },
  'PersonalData.memberChangeRequests': { items: 50 },
  'PersonalData.memberSessions': { items: 50 },
  'PersonalData.memberLinks': { items: 20 },
  'PersonalData.memberErasureRequests': { items: 10 },
  'PersonalData.jobs': { items: 50 },
  /** A person's charges, ledger entries and receipts (issue #34): 7 years of fees, gifts and event fees. */
  'PersonalData.payments': { items: 100 },
  /** The membership year (issue #34): a year's twelve months in the treasurer's reports … */
  'IncomeReport.months': { items: 12 },
  'Reconciliation.months': { items: 12 },
  /** … the classes an association offers (a handful) … */
  'Query.membershipClasses': { items: 50 },
  /** … and a member's own charges: a few open ones, the last 20 paid, a few receipts each. */
  'MyMembership.openCharges': { items: 20 },
  'MyMembership.paidCharges': { items: 20 },
  'MyCharge.receipts': { items: 10 },
  /**
   * A notice's post list (issue #35): members whose e-mail failed for good or cannot be sent to — a
   * few in practice; priced as if a tenth of a large association's 5,000 members.
   */
  'Query.memberNoticePostList': { items: 500 },
  /** The member area (issue #21): at most 20 change requests and 100 upcoming RSVPs. */
  'MemberAccount.changeRequests': { items: 20 },
  'MemberAccount.rsvps': { items: 100 },
  /** Bulk decisions on the pending page (issue #33): at most 100 applicants a call, one outcome each. */
  'Mutation.approveMembers': { items: 100 },
  'Mutation.rejectMembers': { items: 100 },
  /** One row per kind of record the retention job removes. */
  'RetentionPreview.items': { items: 10 },
  /** Staff only (issue #33): at most 100 newsletter drafts (NewsletterDraftsService.list). */
  'Query.newsletterDrafts': { items: 100 },
};

/**
 * Self-nesting lists refused inside themselves: `related { related { … } }` multiplies statements
 * by every level's page size for no page of the site (issue #16 item 5).
 */
export const NO_SELF_NESTING: readonly string[] = ['Project.related'];

/** Whether a call asks for a search: a `search` argument written and not null, or a variable (worst case). */
const searches = (node: FieldNode): boolean => node.arguments?.some((arg) => arg.name.value === 'search' && arg.value.kind !== Kind.NULL) ?? false;

/** The size argument of a list field, if it has one. */
const sizeArgumentOf = (field: GraphQLField<unknown, unknown>): GraphQLArgument | undefined =>
  field.args.find((arg) => (SIZE_ARGUMENTS as readonly string[]).includes(arg.name));

/**
 * Estimator of graphql-query-complexity: a list field costs its call plus its selection once per
 * item. Items are the `limit`/`first` written in the query (capped at what the resolver accepts,
 * which refuses more itself), the argument's default when absent, and the maximum when it is a
 * variable — a validation rule cannot see variable values, so it assumes the worst. Lists without
 * a size argument count the cap in {@link LIST_COSTS}; a page's `items` count once (its parent field
 * carries the page size). Returns nothing for other fields, which `simpleEstimator` then prices.
 */
const listSizeEstimator: ComplexityEstimator = ({ type, field, node, args, childComplexity }) => {
  const declared = LIST_COSTS[`${type.name}.${field.name}`];
  const sizeArgument = sizeArgumentOf(field);
  if (!declared && !sizeArgument) return undefined;
  const call = (declared?.searchCall !== undefined && searches(node) ? declared.searchCall : declared?.call) ?? 1;
  if (!sizeArgument) return call + (declared?.items ?? 1) * childComplexity;
  const maxSize = declared?.maxSize ?? limits.maxPageSize;
  const written = node.arguments?.find((arg) => arg.name.value === sizeArgument.name);
  const value: unknown = written?.value.kind === Kind.VARIABLE ? maxSize : (args[sizeArgument.name] ?? sizeArgument.defaultValue ?? maxSize);
  const size = typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, 0), maxSize) : maxSize;
  return call + size * childComplexity;
};

/** Values a custom scalar's `parseValue` may accept, tried in turn for a placeholder. */
const SCALAR_CANDIDATES: readonly unknown[] = ['2000-01-01T00:00:00.000Z', {}, '0', 0, false];

/**
 * A value of an input type that coerces without error, so the cost of an operation with required
 * variables can be computed before their values are known. The values never matter for the cost:
 * sizes from variables count at their maximum, and variable `@include`/`@skip` are dropped first.
 * @returns the placeholder, or undefined when no candidate suits a custom scalar
 */
function placeholderOf(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholderOf(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(required.map((f) => [f.name, placeholderOf(f.type)]));
  }
  return SCALAR_CANDIDATES.find((candidate) => {
    try {
      return type.parseValue(candidate) !== undefined;
    } catch {
      return false;
    }
  });
}

function placeholders(schema: GraphQLSchema, definitions: readonly VariableDefinitionNode[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of definitions) {
    const type = typeFromAST(schema, definition.type);
    if (type) values[definition.variable.name.value] = placeholderOf(type as GraphQLInputType);
  }
  return values;
}

/** The document with every `@include`/`@skip` that depends on a variable removed: worst case, included. */
const withConditionalsIncluded = (document: DocumentNode): DocumentNode =>
  visit(document, {
    Directive: (node) =>
      (node.name.value === 'include' || node.name.value === 'skip') && node.arguments?.some((arg) => arg.value.kind === Kind.VARIABLE)
        ? null
        : undefined,
  });

/**
 * The cost of one operation of a document: graphql-query-complexity with {@link listSizeEstimator}
 * and `simpleEstimator` (1 a field, plus its selection).
 * @param schema the executable schema
 * @param document a parsed document
 * @param operation one of its operations
 * @returns the cost
 * @throws GraphQLError when the cost cannot be computed (more than 10,000 fields, fragments expanded;
 *   an argument that does not coerce)
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): number {
  return getComplexity({
    schema,
    query: withConditionalsIncluded(document),
    operationName: operation.name?.value,
    variables: placeholders(schema, operation.variableDefinitions),
    estimators: [listSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

/**
 * Validation rule: refuses an operation whose cost ({@link operationCost}) exceeds `maxCost`, or
 * that cannot be costed (fail closed), with `GRAPHQL_VALIDATION_FAILED` and a message giving the
 * cost and the maximum.
 */
function costRule(maxCost: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      let cost: number;
      try {
        cost = operationCost(context.getSchema(), context.getDocument(), operation);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        context.reportError(
          new GraphQLError(`The cost of this operation could not be computed (${reason}); it is refused.`, {
            nodes: [operation],
            extensions: { code: LIMIT_REFUSED_CODE },
          }),
        );
        return false;
      }
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(
            `Query cost ${cost} exceeds the maximum cost of ${maxCost}: each list counts its selection once per item it may return (its limit, or the largest limit for a variable). Ask for fewer items or fields.`,
            { nodes: [operation], extensions: { code: LIMIT_REFUSED_CODE, cost, maxCost } },
          ),
        );
      }
      return false;
    },
  });
}

/**
 * Validation rule: refuses a {@link NO_SELF_NESTING} list selected anywhere inside itself, fragments
 * followed (each fragment walked once per set of enclosing self-nesting lists).
 */
const selfNestingRule: ValidationRule = (context) => {
  const schema = context.getSchema();
  const reported = new Set<FieldNode>();
  const walked = new Set<string>();
  const walk = (selectionSet: SelectionSetNode, parent: GraphQLNamedType | null | undefined, enclosing: readonly string[]): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = isObjectType(parent) ? parent.getFields()[selection.name.value] : undefined;
        if (!field || !selection.selectionSet) continue;
        const coordinate = `${parent!.name}.${field.name}`;
        const nests = NO_SELF_NESTING.includes(coordinate);
        if (nests && enclosing.includes(coordinate) && !reported.has(selection)) {
          reported.add(selection);
          context.reportError(
            new GraphQLError(`${coordinate} may not be selected inside ${coordinate}: ask for one level of it.`, {
              nodes: [selection],
              extensions: { code: LIMIT_REFUSED_CODE },
            }),
          );
          continue;
        }
        const inner = nests && !enclosing.includes(coordinate) ? [...enclosing, coordinate] : enclosing;
        walk(selection.selectionSet, getNamedType(field.type), inner);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        walk(selection.selectionSet, type, enclosing);
      } else {
        const fragment = context.getFragment(selection.name.value);
        const key = `${selection.name.value}|${[...enclosing].sort().join(',')}`;
        if (!fragment || walked.has(key)) continue;
        walked.add(key);
        const type = schema.getType(fragment.typeCondition.name.value);
        if (isCompositeType(type)) walk(fragment.selectionSet, type, enclosing);
      }
    }
  };
  return {
    OperationDefinition(operation) {
      const root = schema.getRootType(operation.operation);
      if (root) walk(operation.selectionSet, root, []);
      return false;
    },
  };
};

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

/** What the limits add to Apollo Server, and the same rules for the WebSocket server. */
export interface GraphQLProtection {
  /** Apollo plugins (schema suggestions masked in messages when `maskSuggestions`). */
  plugins: ApolloServerPlugin[];
  /** Validation rules: allow-list, depth, aliases, directives, self-nesting lists, cost (and no introspection on WebSocket when it is off). */
  validationRules: ValidationRule[];
  /** Options of graphql-js `parse`: the token limit. */
  parseOptions: { maxTokens: number };
  /** graphql-ws `parse`: `parse` with the token limit. */
  parseWs(source: string | Source): DocumentNode;
  /** graphql-ws `validate`: graphql-js rules plus the limits; errors coded and masked as over HTTP. */
  validateWs(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[];
}

/**
 * Builds the GraphQL limits from maintained libraries rather than our own visitors: GraphQL Armor
 * (depth, aliases, directives) and graphql-query-complexity (cost by list size, issue #16 item 5),
 * plus our rule refusing a self-nesting list inside itself.
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
    // Armor's cost ignores list sizes (issue #16 item 5): graphql-query-complexity's rule below instead.
    costLimit: { enabled: false },
  }).protect();
  const allowList = options.allowedOperations ? [allowListRule(options.allowedOperations)] : [];
  const validationRules = [...allowList, ...armor.validationRules, selfNestingRule, costRule(GRAPHQL_LIMITS.maxCost)];
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
