import { describeDb, startTestServer, type TestServer } from './harness';
import { firstEvent, type FirstEvent } from './ws';

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
