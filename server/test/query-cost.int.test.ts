import { Client } from 'pg';
import { GRAPHQL_LIMITS } from '../src/api/graphql/graphql-limits';
import { ANONYMOUS_APPLICATION_NAME, ANONYMOUS_STATEMENT_TIMEOUT_MS, anonymousReadsOf } from '../src/db/data-source';
import * as factory from './factories';
import { describeDb, PRODUCTION_ENV, target, type TestServer, useTestServer } from './harness';
import { firstEvent, type FirstEvent } from './ws';

/** The query of issue #16 item 5: depth 5, under the old cost limit, 5 s anonymously on the bench data. */
const HOSTILE = '{ projects(limit: 100) { items { related(limit: 100) { related { related { slug } } } } } }';

/** The errors of a WebSocket operation's first message (validation errors arrive as an array on `error`). */
function wsErrors(event: FirstEvent): { message: string; extensions?: { code?: string } }[] {
  if ('error' in event && Array.isArray(event.error)) return event.error as { message: string; extensions?: { code?: string } }[];
  if ('errors' in event && Array.isArray(event.errors)) return event.errors as { message: string; extensions?: { code?: string } }[];
  return [];
}

async function overWebSocket(server: TestServer, query: string): Promise<FirstEvent> {
  const ws = firstEvent(server, query, undefined, 10_000);
  try {
    return await ws.result;
  } finally {
    ws.close();
  }
}

describeDb('query cost counts list sizes (issue #16 item 5)', () => {
  const server = useTestServer();
  beforeAll(async () => {
    const tags = ['garden'];
    for (let i = 0; i < 4; i++) await factory.project(server.services, { title: `Garden bed ${i}`, slug: `garden-bed-${i}`, tags });
  });

  it('refuses the hostile nested query over HTTP with GRAPHQL_VALIDATION_FAILED, stating its cost and the maximum', async () => {
    const res = await server.gql(HOSTILE);
    expect(res.data).toBeUndefined();
    const codes = res.errors?.map((e) => e.extensions?.code);
    expect(codes).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.map((e) => e.message).join('\n')).toMatch(new RegExp(`cost \\d+ .*maximum.* ${GRAPHQL_LIMITS.maxCost}`));
  });

  it('refuses the hostile nested query over WebSocket with GRAPHQL_VALIDATION_FAILED', async () => {
    const errors = wsErrors(await overWebSocket(server, HOSTILE));
    expect(errors.map((e) => e.extensions?.code)).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(errors.map((e) => e.message).join('\n')).toMatch(/cost \d+ .*maximum/);
  });

  it('refuses related inside related, even at the smallest list sizes', async () => {
    const res = await server.gql('{ projects(limit: 1) { items { related(limit: 1) { related(limit: 1) { slug } } } } }');
    expect(res.errors?.map((e) => e.extensions?.code)).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.map((e) => e.message).join('\n')).toMatch(/Project\.related/);
  });

  it('costs a page size given by a variable at its maximum (validation cannot see the value)', async () => {
    const query = 'query($n: Int!) { a: projects(limit: $n) { items { related(limit: $n) { slug title description } } } }';
    const res = await server.gql(query, { n: 1 });
    expect(res.errors?.map((e) => e.extensions?.code)).toContain('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a normal page query: a page of projects with one level of related projects', async () => {
    const res = await server.gql<{ projects: { total: number; items: { slug: string; related: { slug: string }[] }[] } }>(
      '{ projects(limit: 12) { total items { id title slug description imageUrl tags related(limit: 3) { slug title } } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.projects.total).toBe(4);
    expect(res.data?.projects.items[0].related).toHaveLength(3);
  });

  it('refuses related above its page size of 10 with BAD_USER_INPUT', async () => {
    const res = await server.gql('{ project(slug: "garden-bed-0") { related(limit: 11) { slug } } }');
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describeDb('production hides schema hints on both transports (issue #16 item 12)', () => {
  const server = useTestServer(PRODUCTION_ENV);

  it('answers a misspelt field over WebSocket without "Did you mean"', async () => {
    const errors = wsErrors(await overWebSocket(server, '{ projcts { total } }'));
    expect(errors.map((e) => e.extensions?.code)).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(errors.map((e) => e.message).join('\n')).toMatch(/projcts/);
    expect(JSON.stringify(errors)).not.toMatch(/Did you mean|"projects"/);
  });

  it('answers a misspelt field and enum value over HTTP without "Did you mean"', async () => {
    const res = await server.gql('{ projcts { total } projects(status: COMPLETE) { total } }');
    expect(res.errors?.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(res.errors)).not.toMatch(/Did you mean|COMPLETED/);
  });
});

describeDb('anonymous reads have a statement timeout (issue #16 item 5)', () => {
  // PGlite (the embedded target) runs every statement in one single-threaded WebAssembly backend
  // without the timer interrupt that enforces statement_timeout (SET statement_timeout = 100 lets
  // pg_sleep(1) finish), and the pool there is its one connection: the cost limits are what hold.
  const onPostgres = target === 'postgres' ? it : it.skip;
  const onEmbedded = target === 'embedded' ? it : it.skip;
  const server = useTestServer();
  beforeAll(async () => {
    await factory.project(server.services, { title: 'Timeout probe', slug: 'timeout-probe', tags: ['probe'] });
  });

  /** The last statement of each of the server's connections, by pool (read on a connection of our own). */
  async function lastStatements(): Promise<{ anonymous: string[]; main: string[] }> {
    const client = new Client({ connectionString: server.config.databaseUrl! });
    await client.connect();
    try {
      const { rows } = await client.query<{ application_name: string; query: string }>(
        'SELECT application_name, query FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      const of = (anonymous: boolean) => rows.filter((r) => (r.application_name === ANONYMOUS_APPLICATION_NAME) === anonymous).map((r) => r.query);
      return { anonymous: of(true), main: of(false) };
    } finally {
      await client.end();
    }
  }

  onPostgres('cancels a slow statement on the anonymous read pool (57014), while the main pool lets it run [postgres only]', async () => {
    const reads = anonymousReadsOf(server.services.db);
    expect(reads).not.toBe(server.services.db);
    const started = Date.now();
    await expect(reads.query('SELECT pg_sleep(5)')).rejects.toMatchObject({ driverError: { code: '57014' } });
    expect(Date.now() - started).toBeLessThan(ANONYMOUS_STATEMENT_TIMEOUT_MS + 2000);
    await expect(server.services.db.query(`SELECT pg_sleep(${(ANONYMOUS_STATEMENT_TIMEOUT_MS + 200) / 1000})`)).resolves.toBeDefined();
  });

  onPostgres('runs anonymous public queries on the anonymous read pool and staff ones on the main pool [postgres only]', async () => {
    const anonymous = await server.gql('{ projects(limit: 5) { total items { slug } } }');
    expect(anonymous.errors).toBeUndefined();
    const { token } = await factory.staff(server.services);
    // COMPLETED adds a condition only this request's SQL has.
    const signedIn = await server.gql('{ projects(status: COMPLETED, limit: 5) { total } }', {}, token);
    expect(signedIn.errors).toBeUndefined();
    const { anonymous: onAnonymous, main: onMain } = await lastStatements();
    expect(onAnonymous.some((q) => q.includes('"projects"'))).toBe(true);
    expect(onAnonymous.some((q) => q.includes('= 100'))).toBe(false);
    expect(onMain.some((q) => q.includes('= 100'))).toBe(true);
  });

  onEmbedded('reads anonymously through the one pool connection: no statement timeout holds there [embedded only]', () => {
    expect(anonymousReadsOf(server.services.db)).toBe(server.services.db);
  });
});
