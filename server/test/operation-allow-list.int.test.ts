import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { OPERATIONS_FILE } from '../src/api/graphql/operation-allow-list';
import { loadConfig } from '../src/config';
import { startServer } from '../src/app';
import { describeDb, useTestServer } from './harness';

const ME = 'query Me { me { id name } }';
const STATS = 'query Stats { publicStats { __typename } }';
const MEMBER_CHANGED = 'subscription MemberChanged { memberChanged { action } }';

describeDb('PERSISTED_OPERATIONS=only: the web app’s operations and nothing else', () => {
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-allow-'));
    // What the web build writes: a list of documents (ASTs from codegen; plain source also works).
    fs.writeFileSync(path.join(webDist, OPERATIONS_FILE), JSON.stringify([ME, STATS, MEMBER_CHANGED]));
  });
  const server = useTestServer(() => ({ PERSISTED_OPERATIONS: 'only', WEB_DIST: webDist }));
  afterAll(async () => {
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const post = (query: string) =>
    fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

  it('runs a listed operation however it is laid out, with the __typename fields Apollo Client adds', async () => {
    const res = await post('query Me {\n  me {\n    __typename\n    id\n    name\n  }\n}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { me: null } });
    expect((await server.gql(STATS)).errors).toBeUndefined();
  });

  it('refuses any other operation over HTTP with OPERATION_NOT_ALLOWED: other fields, names, introspection', async () => {
    for (const query of [
      'query Me { me { id name email } }',
      'query Other { me { id name } }',
      '{ me { id name } }',
      '{ __schema { types { name } } }',
      'mutation { logout }',
    ]) {
      const res = await post(query);
      const body = (await res.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
      expect({ query, status: res.status, code: body.errors[0].extensions.code, data: body.data }).toEqual({
        query,
        status: 400,
        code: 'OPERATION_NOT_ALLOWED',
        data: undefined,
      });
    }
  });

  it('applies the same list to WebSocket subscriptions', async () => {
    const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, lazy: true, retryAttempts: 0 });
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription { memberChanged { action member { email } } }' },
        { next: resolve, error: resolve, complete: () => resolve('complete') },
      );
    });
    await client.dispose();
    expect(JSON.stringify(outcome)).toContain('OPERATION_NOT_ALLOWED');
  });

  it('refuses to start without the list, naming the file and the command that writes it', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-allow-'));
    try {
      const config = loadConfig({ PERSISTED_OPERATIONS: 'only', WEB_DIST: empty, EMBEDDED_MEMORY: '1', DATA_DIR: empty, PORT: '0' });
      await expect(startServer(config)).rejects.toThrow(`${path.join(empty, OPERATIONS_FILE)}: build the web app (npm run build:web)`);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
