import { GRAPHQL_LIMITS } from '../src/common/graphql-limits';
import * as factory from './factories';
import { describeDb, startTestServer, type TestServer } from './harness';
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
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const tags = ['garden'];
    for (let i = 0; i < 4; i++) await factory.project(server.services, { title: `Garden bed ${i}`, slug: `garden-bed-${i}`, tags });
  });
  afterAll(async () => {
    await server?.stop();
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
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-test-secret-of-enough-length',
      PUBLIC_URL: 'https://residents.example.org',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

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
