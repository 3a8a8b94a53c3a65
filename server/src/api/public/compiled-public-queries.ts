import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, getVariableValues, GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Logger } from '../../common/logger';
import type { AppContext } from '../context';
import { onlyPublicFields, PUBLIC_QUERY_FIELDS } from './response-cache';

/** What Apollo Server's `gateway` option takes: the one hook it has for another executor. */
type Gateway = ApolloServerOptionsWithGateway<AppContext>['gateway'];
/** The executor a gateway's `load()` hands to Apollo Server. */
type GatewayExecutor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
/** What Apollo passes to that executor (the operation already parsed, validated and resolved). */
type GatewayRequest = Parameters<GatewayExecutor>[0];

/** Compiled queries kept at most; the least recently used goes first (issue #24). */
export const MAX_COMPILED_QUERIES = 200;

/** A document seen once is only marked; it is compiled when it comes back (a one-off query costs no compilation). */
const SEEN_ONCE = 'seen once';

/**
 * Executes GraphQL operations for Apollo Server (issue #24 "Uncached lists ≥ 0.5 of raw"): an
 * anonymous query whose root fields are all public (`PUBLIC_QUERY_FIELDS`, the same rule as the
 * public response cache) runs as a query compiled by graphql-jit from its second use on, kept in a
 * bounded LRU keyed by the query's hash and operation name; everything else — mutations, signed-in
 * callers, staff and member queries, introspection, variables that do not coerce — runs through
 * graphql-js's `execute`, exactly as Apollo would. An answer with an error is always graphql-js's
 * (the compiled query's is dropped and graphql-js runs the operation again: public queries only
 * read), so errors, their order and codes are graphql-js's; the compiled query gives only answers
 * without errors. `compiled-public-queries.test.ts` and `server/test/compiled-public-queries.int.test.ts`
 * compare both on the same queries.
 */
export class CompiledPublicQueries {
  private readonly compiled = new Map<string, CompiledQuery | typeof SEEN_ONCE>();

  /**
   * @param schema the executable schema (the one Apollo validates against)
   * @param log where each compilation is noted (debug level)
   * @param maxCompiled how many compiled queries to keep ({@link MAX_COMPILED_QUERIES})
   */
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly log: Pick<Logger, 'debug'>,
    private readonly maxCompiled = MAX_COMPILED_QUERIES,
  ) {}

  /**
   * Runs one operation Apollo has parsed, validated and resolved.
   * @param request Apollo's gateway request context (`document`, `operation`, `request.variables`, `context`)
   * @returns the execution result, as graphql-js would give it (field errors are in `errors`, not
   *   thrown); a compiled query that throws, or a document graphql-jit cannot compile, runs through graphql-js
   */
  readonly execute: GatewayExecutor = async (request: GatewayRequest) => {
    const compiled = this.compiledFor(request);
    if (!compiled) return this.graphqlJs(request);
    let result: Awaited<ReturnType<CompiledQuery['query']>>;
    try {
      result = await compiled.query(undefined, request.context, request.request.variables ?? {});
    } catch {
      // graphql-js never throws for a field error; a compiled query that does is left to graphql-js.
      return this.graphqlJs(request);
    }
    // An answer with errors is graphql-js's, run again: graphql-jit reports the errors of fields
    // beside a null that climbs to its parent, which graphql-js leaves out, and its errors lack
    // what Apollo and our plugins read (a writable message, `extensions`, the original error).
    if (result.errors?.length) return this.graphqlJs(request);
    return { data: result.data };
  };

  /**
   * This executor as Apollo Server's `gateway` option: the schema as given, never updated.
   * @returns the gateway to pass as `new ApolloServer({ gateway })`
   */
  gateway(): Gateway {
    const { schema, execute } = this;
    return {
      async load() {
        return { schema, executor: execute };
      },
      onSchemaLoadOrUpdate(callback) {
        callback({ apiSchema: schema, coreSupergraphSdl: '' });
        return () => {};
      },
      async stop() {},
    };
  }

  /** What Apollo runs without a gateway (requestPipeline.ts: `execute` with the request's variables and operation name). */
  private graphqlJs(request: GatewayRequest) {
    return execute({
      schema: this.schema,
      document: request.document,
      contextValue: request.context,
      variableValues: request.request.variables,
      operationName: request.request.operationName,
    });
  }

  /** The compiled query for this request when it may use one, else null (graphql-js runs it). */
  private compiledFor(request: GatewayRequest): CompiledQuery | null {
    const { operation, context } = request;
    const caller = context as Partial<AppContext>;
    if (!operation || operation.operation !== 'query' || caller.user || caller.member) return null;
    if (!onlyPublicFields(operation, PUBLIC_QUERY_FIELDS)) return null;
    // Variables that do not coerce: graphql-js's own error texts (Apollo recognises them as BAD_USER_INPUT).
    if (operation.variableDefinitions?.length) {
      const coerced = getVariableValues(this.schema, operation.variableDefinitions, request.request.variables ?? {});
      if ('errors' in coerced && coerced.errors?.length) return null;
    }
    const key = `${request.request.operationName ?? ''}\n${request.queryHash}`;
    const known = this.compiled.get(key);
    if (known === undefined) {
      this.remember(key, SEEN_ONCE);
      return null;
    }
    // Most recently used last: Map keeps insertion order.
    this.compiled.delete(key);
    if (known !== SEEN_ONCE) {
      this.compiled.set(key, known);
      return known;
    }
    let made: CompiledQuery | ExecutionResult;
    try {
      made = compileQuery(this.schema, request.document, request.request.operationName ?? undefined);
    } catch (error) {
      made = { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
    }
    if (!isCompiledQuery(made)) {
      this.log.debug({ operationName: request.operationName, errors: made.errors }, 'public query not compiled (graphql-jit); graphql-js runs it');
      this.compiled.set(key, SEEN_ONCE);
      return null;
    }
    this.log.debug({ operationName: request.operationName }, 'public query compiled (graphql-jit)');
    this.remember(key, made);
    return made;
  }

  private remember(key: string, value: CompiledQuery | typeof SEEN_ONCE): void {
    this.compiled.set(key, value);
    if (this.compiled.size > this.maxCompiled) this.compiled.delete(this.compiled.keys().next().value!);
  }
}
