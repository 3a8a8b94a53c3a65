import { buildSchema, graphql, parse, print } from 'graphql';
import { mergePrerenderedQueries } from './mergeQueries';

const schema = buildSchema(`
  type Event { id: ID! title: String! }
  type EventPage { items: [Event!]! total: Int! }
  type Settings { siteName: String! }
  type Query {
    events(limit: Int!, when: String): EventPage!
    siteSettings: Settings!
    broken: String
  }
`);

const rootValue = {
  events: ({ limit, when }: { limit: number; when?: string }) => ({
    items: Array.from({ length: limit }, (_, i) => ({ id: `${when ?? 'all'}-${i}`, title: `Event ${i}` })),
    total: 40,
  }),
  siteSettings: () => ({ siteName: 'Greenfield' }),
  broken: () => {
    throw new Error('resting');
  },
};

const queries = [
  {
    query: parse(`query PublicEvents($limit: Int!, $when: String) { events(limit: $limit, when: $when) { ...EventFields total } }
      fragment EventFields on EventPage { items { id title } }`),
    variables: { limit: 2, when: 'UPCOMING' },
  },
  { query: parse('query SiteSettings { siteSettings { siteName } }'), variables: {} },
  {
    query: parse(`query HomeEvents($limit: Int!) { events(limit: $limit) { ...EventFields } }
      fragment EventFields on EventPage { items { id title } }`),
    variables: { limit: 1 },
  },
];

/** What one query answers on its own, with the type names the merged request adds. */
const alone = async (query: (typeof queries)[number]) =>
  (await graphql({ schema, rootValue, source: print(query.query), variableValues: query.variables })).data;

describe('mergePrerenderedQueries', () => {
  it('asks for every query in one operation, and each query’s answer is found under its fields', async () => {
    const merged = mergePrerenderedQueries(queries);
    if (!merged) throw new Error('expected a request');
    expect(merged.request.operationName).toBe('Prerendered_PublicEvents_SiteSettings_HomeEvents');
    // The second `$limit` and the second `events` are renamed, the shared fragment is sent once.
    expect(merged.request.variables).toEqual({ limit: 2, when: 'UPCOMING', q2_limit: 1 });
    expect(merged.request.query.match(/fragment EventFields/g)).toHaveLength(1);
    expect(merged.queries.map((q) => q.fields)).toEqual([{ events: 'events' }, { siteSettings: 'siteSettings' }, { events: 'q2_events' }]);

    const answer = await graphql({ schema, rootValue, source: merged.request.query, variableValues: merged.request.variables });
    expect(answer.errors).toBeUndefined();
    const data = answer.data as Record<string, unknown>;
    for (const [index, query] of merged.queries.entries()) {
      const picked = Object.fromEntries(Object.entries(query.fields).map(([own, key]) => [own, data[key]]));
      const expected = JSON.parse(JSON.stringify(await alone(queries[index])));
      expect(JSON.parse(JSON.stringify(picked, (k, v) => (k === '__typename' ? undefined : v)))).toEqual(expected);
    }
  });

  it('asks for __typename in every object, as Apollo Client would, so answers normalise in the cache', () => {
    const merged = mergePrerenderedQueries([queries[1]]);
    expect(merged?.request.query).toContain('siteSettings{siteName __typename}');
  });

  it('keeps the failing field’s error at its merged key, so that query alone can be asked again', async () => {
    const merged = mergePrerenderedQueries([queries[1], { query: parse('query Broken { broken }'), variables: {} }]);
    if (!merged) throw new Error('expected a request');
    const answer = await graphql({ schema, rootValue, source: merged.request.query });
    expect(answer.errors?.map((e) => e.path?.[0])).toEqual([merged.queries[1].fields.broken]);
    expect((answer.data as Record<string, unknown>).siteSettings).toEqual({ siteName: 'Greenfield', __typename: 'Settings' });
  });

  it('has nothing to send for a page without queries, and refuses what it cannot merge', () => {
    expect(mergePrerenderedQueries([])).toBeNull();
    expect(() => mergePrerenderedQueries([{ query: parse('mutation M { x }'), variables: {} }])).toThrow(/exactly one query/);
    expect(() => mergePrerenderedQueries([{ query: parse('query Q { ...F } fragment F on Query { broken }'), variables: {} }])).toThrow(
      /top-level fragments/,
    );
    expect(() =>
      mergePrerenderedQueries([
        { query: parse('query A { siteSettings { ...S } } fragment S on Settings { siteName }'), variables: {} },
        { query: parse('query B { siteSettings { ...S } } fragment S on Settings { __typename }'), variables: {} },
      ]),
    ).toThrow(/two different fragments are named S/);
  });
});
