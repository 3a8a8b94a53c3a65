import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { capturedLog, describeDb, PRODUCTION_ENV, type TestServer, useTestServer } from './harness';

const DEEP = `{ project(slug: "x") { ${'related { '.repeat(12)}id${' }'.repeat(12)} } }`;
const post = (server: TestServer, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describeDb('hardening: limits, headers, CSRF, CORS (development defaults)', () => {
  const server = useTestServer({ TRUST_PROXY: '1', CORS_ORIGINS: 'https://partner.example.org' });

  it('refuses a too deep query over HTTP with GRAPHQL_VALIDATION_FAILED (400) and keeps normal queries working', async () => {
    const res = await post(server, JSON.stringify({ query: DEEP }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await server.gql('{ siteSettings { siteName } }')).errors).toBeUndefined();
  });

  it('refuses too many tokens with GRAPHQL_PARSE_FAILED', async () => {
    const res = await server.gql(`{ ${'__typename '.repeat(5001)} }`);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses a too deep subscription over WebSocket with the same code', async () => {
    const client = createClient({ url: server.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const errors = await new Promise<{ extensions?: { code?: string } }[]>((resolve, reject) => {
        client.subscribe(
          { query: DEEP },
          {
            next: (result) => resolve([...(result.errors ?? [])]),
            error: (e) => resolve(Array.isArray(e) ? e : ([e] as never)),
            complete: () => reject(new Error('completed')),
          },
        );
      });
      expect(errors[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    } finally {
      await client.dispose();
    }
  });

  it('refuses batched requests', async () => {
    const res = await post(server, JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]));
    expect(res.status).toBe(400);
  });

  it('answers a body over 1 MB with 413 and a JSON error', async () => {
    const res = await post(server, JSON.stringify({ query: '{ __typename }', variables: { x: 'a'.repeat(1_100_000) } }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('blocks CSRF: a simple (text/plain) POST to /graphql and a cross-site multipart POST to /uploads', async () => {
    const simple = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"query":"{ __typename }"}',
    });
    expect(simple.status).toBe(400);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const crossSite = await fetch(`${server.url}/uploads`, { method: 'POST', headers: { origin: 'https://evil.example.com' }, body: form });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: 'FORBIDDEN' });
    const fetchMetadata = await fetch(`${server.url}/uploads`, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' }, body: form });
    expect(fetchMetadata.status).toBe(403);
    // Same origin passes the guard and reaches authentication.
    const sameSite = await fetch(`${server.url}/uploads`, { method: 'POST', headers: { origin: server.url }, body: form });
    expect(sameSite.status).toBe(401);
  });

  it('sends CORS headers only to origins listed in CORS_ORIGINS', async () => {
    const allowed = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example.org', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example.org');
    const other = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends helmet headers with a strict CSP, and HSTS only over TLS (X-Forwarded-Proto behind TRUST_PROXY)', async () => {
    const plain = await fetch(`${server.url}/healthz`.replace('healthz', ''));
    const csp = plain.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const tls = await fetch(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('sends the security headers and a Permissions-Policy on every answer: health, GraphQL, uploads, errors (issue #16 item 14)', async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/healthz`),
      fetch(`${server.url}/readyz`),
      fetch(`${server.url}/robots.txt`),
      fetch(`${server.url}/uploads/no-such-file.png`),
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ siteSettings { groupName } }"}',
      }),
      fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' }),
    ]);
    for (const res of answers) {
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // Uploads carry their own, stricter policy (a sandbox: issue #16 item 8).
      expect(res.headers.get('content-security-policy')).toMatch(res.url.includes('/uploads/') ? /^sandbox/ : /frame-ancestors 'none'/);
    }
  });

  it('answers introspection outside production, but never sends database error text there either (issue #16 item 11)', async () => {
    expect((await server.gql('{ __schema { queryType { name } } }')).errors).toBeUndefined();
    await server.services.db.query('ALTER TABLE testimonials RENAME TO testimonials_gone');
    try {
      const res = await server.gql('{ testimonials { id } }');
      expect(res.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(res.errors?.[0].message).toBe('Internal server error');
      expect(JSON.stringify(res)).not.toMatch(/testimonials_gone|relation|stack|SELECT/i);
    } finally {
      await server.services.db.query('ALTER TABLE testimonials_gone RENAME TO testimonials');
    }
  });

  it('answers an Express-level failure without a stack trace or server paths (issue #16 item 11)', async () => {
    for (const path of ['/uploads/%E0%A4%A', '/assets/%c0%ae%c0%ae/x.js', '/projects/%']) {
      const res = await fetch(`${server.url}${path}`);
      const text = await res.text();
      expect(text).not.toMatch(/\n\s+at |node_modules|\/work\/|\/home\/|Error:/);
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('answers /readyz 200 while the database is reachable', async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', database: 'up' });
  });
});

describeDb('hardening: production error masking', () => {
  const captured = capturedLog();
  const server = useTestServer(PRODUCTION_ENV, { log: captured.log });

  it('refuses introspection by default', async () => {
    const res = await server.gql('{ __schema { queryType { name } } }');
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('sends no SQL, stack or internal message; extensions.requestId is the id logged with the error', async () => {
    await server.services.db.query('ALTER TABLE testimonials RENAME TO testimonials_gone');
    try {
      const response = await post(server, JSON.stringify({ query: '{ testimonials { id } }' }), { 'x-request-id': 'mask-check-1' });
      const text = await response.text();
      expect(text).not.toMatch(/testimonials_gone|relation|SELECT|stacktrace|at \w+ \(/i);
      const body = JSON.parse(text) as { errors: { message: string; extensions: Record<string, unknown> }[] };
      expect(body.errors[0]).toMatchObject({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'mask-check-1' },
      });
      expect(Object.keys(body.errors[0].extensions).sort()).toEqual(['code', 'errorId', 'requestId']);
      const logged = captured.entries().find((line) => line.msg === 'unexpected error' && line.requestId === 'mask-check-1');
      expect(logged).toBeDefined();
      expect(JSON.stringify(logged)).toMatch(/testimonials/);
    } finally {
      await server.services.db.query('ALTER TABLE testimonials_gone RENAME TO testimonials');
    }
  });
});
