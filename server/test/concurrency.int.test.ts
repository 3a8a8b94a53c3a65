import { applicationInput } from './factories';
import { describeDb, type GqlResult, useTestServer } from './harness';

const APPLY = 'mutation ($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id } }';

/** Queries with parameters of different types, so mixed-up statements show as errors or wrong answers. */
const QUERIES: { query: string; variables: Record<string, unknown>; check(data: Record<string, unknown>): boolean }[] = [
  {
    query: 'query ($slug: String!) { project(slug: $slug) { slug } }',
    variables: { slug: 'community-garden-beds' },
    check: (d) => (d.project as { slug: string }).slug === 'community-garden-beds',
  },
  {
    query: 'query ($search: String, $limit: Int) { projects(search: $search, limit: $limit) { total items { slug } } }',
    variables: { search: 'garden', limit: 3 },
    check: (d) => (d.projects as { items: unknown[] }).items.length <= 3,
  },
  {
    query: '{ publicStats { activeMembers eventsHosted } }',
    variables: {},
    check: (d) => typeof (d.publicStats as { activeMembers: number }).activeMembers === 'number',
  },
  {
    query: 'query ($limit: Int) { events(when: ALL, limit: $limit) { items { slug } } }',
    variables: { limit: 2 },
    check: (d) => (d.events as { items: unknown[] }).items.length <= 2,
  },
  {
    query: 'query ($limit: Int) { resources(limit: $limit) { total } }',
    variables: { limit: 5 },
    check: (d) => typeof (d.resources as { total: number }).total === 'number',
  },
];

describeDb('concurrent requests on one database', () => {
  // TRUST_PROXY: each query comes from its own client IP (X-Forwarded-For), as visitors' do; from one
  // IP, more than 4 searches in flight would be refused by the admission of costly queries (issue #31 item 5).
  const server = useTestServer({ SEED: '1', PUBLIC_WRITE_LIMIT: '0', TRUST_PROXY: '1' });

  /** An anonymous query from client IP `ip`. */
  async function gqlFrom(ip: string, query: string, variables: Record<string, unknown>): Promise<GqlResult<unknown>> {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GqlResult<unknown>;
  }

  // pglite-socket queues each protocol message on its own, so two pool connections could interleave
  // their Parse/Bind/Execute and run each other's statements ("unnamed prepared statement does not
  // exist", a boolean bound as a uuid); the embedded database now uses a one-connection pool.
  it('answers 300 parameterised queries and 100 applications (transactions) sent 40 at a time, each rightly', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 10; round++) {
      await Promise.all([
        ...Array.from({ length: 10 }, async () => {
          const res = await server.gql<{ applyForMembership: { id: string } }>(APPLY, { input: applicationInput() });
          if (res.errors) failures.push(res.errors[0].message);
        }),
        ...Array.from({ length: 30 }, async (_, i) => {
          const q = QUERIES[(round + i) % QUERIES.length];
          const res = await gqlFrom(`203.0.113.${i + 1}`, q.query, q.variables);
          if (res.errors) failures.push(res.errors[0].message);
          else if (!q.check(res.data as Record<string, unknown>)) failures.push(`wrong answer to ${q.query}: ${JSON.stringify(res.data)}`);
        }),
      ]);
    }
    expect(failures).toEqual([]);
  });
});
