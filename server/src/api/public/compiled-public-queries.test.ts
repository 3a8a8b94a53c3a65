import { createHash } from 'node:crypto';
import {
  execute,
  getOperationAST,
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLError,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { NotFoundError } from '../../common/errors';
import { CompiledPublicQueries } from './compiled-public-queries';

/** A date scalar that refuses to serialize a value that is not a Date (as DateTimeISO does). */
const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize(value) {
    if (!(value instanceof Date)) throw new TypeError(`Date cannot represent ${String(value)}`);
    return value.toISOString();
  },
});
/** Enum values whose internal value differs from the name, as TypeGraphQL's are. */
const When = new GraphQLEnumType({ name: 'When', values: { ALL: { value: 'all' }, PAST: { value: 'past' } } });

interface Row {
  id: string;
  title: string | null;
  tags: string[];
  date: unknown;
}
const rows: Row[] = [
  { id: '1', title: 'One', tags: ['a', 'b'], date: new Date('2026-12-01T10:00:00Z') },
  { id: '2', title: null, tags: [], date: 'not a date' },
  { id: '3', title: 'Three', tags: ['c'], date: new Date('2026-12-03T10:00:00Z') },
];

const Item: GraphQLObjectType = new GraphQLObjectType({
  name: 'Item',
  fields: () => ({
    id: { type: new GraphQLNonNull(GraphQLID) },
    title: { type: GraphQLString },
    // Non-null field answering null for row 2: the null climbs to the nearest nullable parent.
    strictTitle: { type: new GraphQLNonNull(GraphQLString), resolve: (row: Row) => row.title },
    tags: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLString))) },
    date: { type: DateScalar },
    // An error of ours (with a code) and an unexpected one (without).
    missing: {
      type: GraphQLString,
      resolve: (row: Row) => {
        if (row.id === '2') throw new NotFoundError('Thing');
        return `present ${row.id}`;
      },
    },
    crash: {
      type: GraphQLString,
      resolve: async (row: Row) => {
        if (row.id === '3') throw new Error('database said no');
        return 'fine';
      },
    },
    related: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Item))), resolve: (row: Row) => rows.filter((r) => r.id !== row.id) },
  }),
});

const Page = new GraphQLObjectType({
  name: 'Page',
  fields: { total: { type: new GraphQLNonNull(GraphQLInt) }, items: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Item))) } },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      projects: {
        type: new GraphQLNonNull(Page),
        args: {
          limit: { type: new GraphQLNonNull(GraphQLInt), defaultValue: 3 },
          when: { type: new GraphQLNonNull(When), defaultValue: 'all' },
          search: { type: GraphQLString },
        },
        resolve: async (_root, args: { limit: number; when: string; search?: string }) => {
          if (args.limit > 10) throw new GraphQLError('limit: at most 10', { extensions: { code: 'BAD_USER_INPUT' } });
          const items = rows.filter((r) => !args.search || r.title?.includes(args.search)).slice(0, args.limit);
          return { total: items.length, items: args.when === 'past' ? [...items].reverse() : items };
        },
      },
      project: {
        type: Item,
        args: { slug: { type: new GraphQLNonNull(GraphQLString) } },
        resolve: (_root, { slug }: { slug: string }) => {
          const row = rows.find((r) => r.id === slug);
          if (!row) throw new NotFoundError('Project');
          return row;
        },
      },
      publicStats: { type: new GraphQLNonNull(GraphQLInt), resolve: () => 42 },
      siteSettings: { type: new GraphQLNonNull(GraphQLString), resolve: () => null },
      me: { type: GraphQLString, resolve: () => 'staff only' },
      flag: { type: GraphQLBoolean, resolve: () => true },
    },
  }),
});

/** What Apollo hands the gateway executor for one request. */
function gatewayRequest(query: string, variables?: Record<string, unknown>, operationName?: string, context: object = { user: null, member: null }) {
  const document = parse(query);
  const operation = getOperationAST(document, operationName);
  return {
    document,
    operation,
    operationName: operation?.name?.value ?? null,
    queryHash: createHash('sha256').update(query).digest('hex'),
    context,
    request: { query, variables, operationName },
  } as unknown as Parameters<CompiledPublicQueries['execute']>[0];
}

/** Everything of an error that reaches formatError and the log: JSON form, class, original error, writable message. */
function errorFacts(error: GraphQLError) {
  const facts = {
    json: JSON.stringify(error),
    isGraphQLError: error instanceof GraphQLError,
    extensions: error.extensions,
    original: error.originalError ? [error.originalError.constructor.name, error.originalError.message] : null,
    path: error.path,
    locations: error.locations,
  };
  // Our plugins and Armor's rewrite messages in place (suggestion masking).
  error.message = `${error.message}`;
  return facts;
}
const facts = (result: ExecutionResult) => ({ json: JSON.stringify(result), errors: result.errors?.map(errorFacts) });

describe('CompiledPublicQueries (issue #24: graphql-jit for anonymous public queries)', () => {
  const compiled: string[] = [];
  const log = { debug: (_fields: object, message: string) => void compiled.push(message) };
  const executor = new CompiledPublicQueries(schema, log as never, 3);

  /** graphql-js's answer, then the executor's three times (first sight, compiled, compiled again), all alike. */
  async function expectSameAsGraphqlJs(query: string, variables?: Record<string, unknown>, operationName?: string) {
    const request = gatewayRequest(query, variables, operationName);
    const expected = facts(
      await execute({ schema, document: request.document, variableValues: variables, operationName, contextValue: request.context }),
    );
    for (let i = 0; i < 3; i++) expect(facts(await executor.execute(gatewayRequest(query, variables, operationName)))).toEqual(expected);
    return JSON.parse(expected.json) as ExecutionResult;
  }

  beforeEach(() => (compiled.length = 0));

  it.each([
    ['a nested list with aliases', '{ projects { total items { id t: title tags related { id tags } } } }'],
    [
      'fragments and inline fragments',
      'query Q { projects(limit: 2) { ...page } } fragment page on Page { total items { ...on Item { id } ...item } } fragment item on Item { title tags }',
    ],
    ['@include and @skip, literal', '{ projects { items { id title @skip(if: true) tags @include(if: false) date @include(if: true) } } }'],
    [
      '@include and @skip on fragment spreads, and a field both skipped and asked for',
      '{ projects { items { id @skip(if: true) ...item @include(if: false) ...on Item @skip(if: true) { title } ...on Item { id tags @include(if: true) } } } } fragment item on Item { tags }',
    ],
    ['several errors in one answer, sync and async', '{ projects { items { id crash missing strictTitle date } } }'],
    ['__typename at every level', '{ __typename projects { __typename items { __typename id } } }'],
    ['an error of ours (with its code) beside good values', '{ projects { items { id missing } } }'],
    ['an unexpected error in an async resolver', '{ projects { items { id crash } } }'],
    ['a non-null field answering null', '{ projects { items { id strictTitle } } }'],
    ['a root non-null field answering null', '{ publicStats siteSettings }'],
    ['a scalar that cannot serialize a value', '{ projects { items { id date } } }'],
    ['a root field error (not found)', '{ project(slug: "9") { id } publicStats }'],
    ['a resolver refusing its arguments', '{ projects(limit: 11) { total } publicStats }'],
    ['an enum argument with an internal value', '{ projects(when: PAST) { items { id } } }'],
  ])('answers %s as graphql-js does, from its second use compiled', async (_name, query) => {
    await expectSameAsGraphqlJs(query);
    expect(compiled).toEqual(['public query compiled (graphql-jit)']);
  });

  it('answers with variables and directives on variables as graphql-js does', async () => {
    const query =
      'query($when: When!, $limit: Int!, $search: String, $tags: Boolean!) { projects(when: $when, limit: $limit, search: $search) { items { id tags @include(if: $tags) } } }';
    await expectSameAsGraphqlJs(query, { when: 'PAST', limit: 2, tags: true });
    await expectSameAsGraphqlJs(query, { when: 'ALL', limit: 3, search: 'T', tags: false });
    const spreads =
      'query($no: Boolean!) { projects { items { ...on Item @skip(if: $no) { title } ...item @include(if: $no) ...on Item { id } } } } fragment item on Item { tags }';
    await expectSameAsGraphqlJs(spreads, { no: true });
    await expectSameAsGraphqlJs(spreads, { no: false });
    expect(compiled).toEqual(['public query compiled (graphql-jit)', 'public query compiled (graphql-jit)']);
  });

  it('gives graphql-js its errors as they are: a null climbing to its parent drops the errors of the fields beside it', async () => {
    // graphql-js stops completing item 2 at strictTitle, so date's error is never reported; graphql-jit reports it.
    const query = '{ projects { items { id crash missing strictTitle date } } }';
    const request = gatewayRequest(query);
    const jit = compileQuery(schema, request.document);
    if (!isCompiledQuery(jit)) throw new Error('not compiled');
    const jitErrors = (await jit.query(undefined, {}, {})).errors ?? [];
    const answer = await expectSameAsGraphqlJs(query);
    expect(answer.errors!.length).toBeLessThan(jitErrors.length);
  });

  it('runs an operation with errors again through graphql-js, and only then', async () => {
    let calls = 0;
    const counted = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          publicStats: { type: new GraphQLNonNull(GraphQLInt), resolve: () => ++calls },
          project: {
            type: GraphQLString,
            args: { slug: { type: GraphQLString } },
            resolve: (_r, { slug }: { slug: string }) => (slug === 'x' ? slug : Promise.reject(new NotFoundError('Project'))),
          },
        },
      }),
    });
    const once = new CompiledPublicQueries(counted, log as never);
    for (let i = 0; i < 3; i++) await once.execute(gatewayRequest('{ publicStats project(slug: "x") }'));
    expect(calls).toBe(3);
    calls = 0;
    for (let i = 0; i < 3; i++) expect((await once.execute(gatewayRequest('{ publicStats project(slug: "y") }'))).errors).toHaveLength(1);
    // First sight: graphql-js once; then twice compiled, each answer with an error run again.
    expect(calls).toBe(5);
  });

  it('leaves variables that do not coerce to graphql-js (its messages are what Apollo recognises as BAD_USER_INPUT)', async () => {
    const query = 'query($when: When!, $limit: Int!) { projects(when: $when, limit: $limit) { total } }';
    const wrongType = await expectSameAsGraphqlJs(query, { when: 'PAST', limit: 'x' });
    expect(wrongType.errors?.[0].message).toMatch(/^Variable "\$limit" got invalid value "x"/);
    const missing = await expectSameAsGraphqlJs(query, { when: 'PAST' });
    expect(missing.errors?.[0].message).toMatch(/^Variable "\$limit" of required type "Int!" was not provided/);
    await expectSameAsGraphqlJs(query, { when: 'SOON', limit: 1 });
    expect(compiled).toEqual([]);
  });

  it('runs the operation the request names, and compiles each operation of a document apart', async () => {
    const query = 'query A { publicStats } query B { projects { total } }';
    await expectSameAsGraphqlJs(query, undefined, 'A');
    await expectSameAsGraphqlJs(query, undefined, 'B');
    await expectSameAsGraphqlJs(query, undefined, 'C');
    expect(compiled).toHaveLength(2);
  });

  it('leaves to graphql-js what is not an anonymous public query: introspection, other root fields, signed-in callers', async () => {
    await expectSameAsGraphqlJs('{ __schema { queryType { name } } }');
    await expectSameAsGraphqlJs('{ __type(name: "Item") { name fields { name } } }');
    await expectSameAsGraphqlJs('{ publicStats me }');
    await expectSameAsGraphqlJs('{ publicStats flag }');
    const signedIn = { user: { id: 'staff' }, member: null };
    const query = '{ projects { total } }';
    for (let i = 0; i < 3; i++) await executor.execute(gatewayRequest(query, undefined, undefined, signedIn));
    expect(compiled).toEqual([]);
  });

  it('compiles a query on its second use and keeps at most its bound, the least recently used leaving first', async () => {
    const queries = ['{ publicStats }', '{ projects { total } }', '{ project(slug: "1") { id } }', '{ siteSettings }'];
    for (const query of queries) {
      await executor.execute(gatewayRequest(query));
      expect(compiled).toHaveLength(0);
    }
    // The bound is 3: the first query's mark left when the fourth came; seen again it is only marked.
    await executor.execute(gatewayRequest(queries[0]));
    expect(compiled).toHaveLength(0);
    await executor.execute(gatewayRequest(queries[0]));
    expect(compiled).toHaveLength(1);
    await executor.execute(gatewayRequest(queries[0]));
    expect(compiled).toHaveLength(1);
  });

  it('leaves to graphql-js a compiled query that throws', async () => {
    const query = '{ projects { total items { id } } }';
    const expected = await expectSameAsGraphqlJs(query);
    const failing = new CompiledPublicQueries(schema, log as never);
    await failing.execute(gatewayRequest(query));
    await failing.execute(gatewayRequest(query)); // compiled now
    const compiledQuery = [...(failing as unknown as { compiled: Map<string, { query: () => never }> }).compiled.values()][0];
    compiledQuery.query = () => {
      throw new Error('compiled query failed');
    };
    expect(JSON.parse(JSON.stringify(await failing.execute(gatewayRequest(query))))).toEqual(expected);
  });
});
