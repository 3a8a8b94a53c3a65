import { Role } from '../src/auth/roles';
import { User } from '../src/auth/user.entity';
import { WS_CLOSE, WS_MAX_PAYLOAD_BYTES, WS_MAX_SUBSCRIPTIONS, WS_MESSAGE_LIMIT } from '../src/api/realtime/ws-server';
import { loadConfig } from '../src/config';
import { member, staff } from './factories';
import { capturedLog, describeDb, PRODUCTION_ENV, type TestServer, useTestServer } from './harness';
import { rawSocket, watch, type WsEnd, type WsResult } from './ws';

const MEMBER_CHANGED = 'subscription { memberChanged { action member { id email } } }';

/** A staff user signed in with a real session (an access token carrying its `sid`, as `login` gives). */
async function signedIn(server: TestServer, role: Role = Role.ADMIN): Promise<{ user: User; token: string; expiresAt: Date }> {
  const { user } = await staff(server.services, role);
  const session = await server.services.auth.startSession(user, { ip: null, userAgent: 'ws-security test' });
  return { user, token: session.token, expiresAt: session.expiresAt };
}

/** Another admin approves a new pending member, which publishes one `memberChanged` event; returns the member's id. */
async function changeAMember(server: TestServer): Promise<string> {
  const { token } = await staff(server.services);
  const applicant = await member(server.services);
  const res = await server.gql('mutation($id: ID!) { approveMember(id: $id) { id } }', { id: applicant.id }, token);
  expect(res.errors).toBeUndefined();
  return applicant.id;
}

/** The member ids a subscription's messages carried. */
const memberIdsIn = (results: WsResult[]): unknown[] =>
  results.map((result) => (result.data?.memberChanged as { member?: { id?: unknown } } | null | undefined)?.member?.id).filter(Boolean);

/**
 * The subscription ended refused: either its last message is an error with `code` and then it
 * completed, or the server closed the socket with `closeCode`.
 */
function expectRefused(end: WsEnd, results: WsResult[], code: 'UNAUTHENTICATED' | 'FORBIDDEN', closeCode: number): void {
  if ('complete' in end) expect(results.at(-1)?.errors?.map((e) => e.extensions?.code)).toEqual([code]);
  else expect(end).toEqual({ closed: { code: closeCode, reason: expect.any(String) } });
}

/** Subscribes as `token`, proves the subscription live with one event, and returns it. */
async function liveSubscription(server: TestServer, token: string): Promise<ReturnType<typeof watch>> {
  const sub = watch(server, MEMBER_CHANGED, token);
  await sub.ready;
  // The subscription starts asynchronously after the acknowledgement: repeat the change until one arrives.
  for (let attempt = 0; attempt < 10; attempt++) {
    const id = await changeAMember(server);
    const first = await Promise.race([sub.next(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 500))]);
    if (first) {
      expect(memberIdsIn([first]).length).toBe(1);
      if (memberIdsIn([first])[0] === id) return sub;
    }
  }
  throw new Error('the subscription never delivered an event');
}

/**
 * Makes changes until one reaches every subscriber (subscriptions start asynchronously).
 * @param attempts how many changes to try (1: the first change must reach everyone)
 */
async function everyoneReceivesAChange(server: TestServer, subs: ReturnType<typeof watch>[], attempts = 10): Promise<void> {
  await Promise.all(subs.map((sub) => sub.ready));
  for (let attempt = 0; attempt < attempts; attempt++) {
    const id = await changeAMember(server);
    const deadline = Date.now() + 2_000;
    while (Date.now() < deadline && !subs.every((sub) => memberIdsIn(sub.results).includes(id)))
      await new Promise((resolve) => setTimeout(resolve, 20));
    if (subs.every((sub) => memberIdsIn(sub.results).includes(id))) return;
  }
  throw new Error('a change did not reach every subscriber');
}

describeDb('WebSocket sessions and limits (issue #16 items 1, 2)', () => {
  const server = useTestServer();

  it('delivers no member change after logout: the subscription is refused (UNAUTHENTICATED) and ends', async () => {
    const { token } = await signedIn(server);
    const sub = await liveSubscription(server, token);
    const before = sub.results.length;
    expect((await server.gql('mutation { logout }', {}, token)).errors).toBeUndefined();
    const after = await changeAMember(server);
    const end = await sub.end;
    expect(memberIdsIn(sub.results.slice(before))).not.toContain(after);
    expect(memberIdsIn(sub.results.slice(before))).toEqual([]);
    expectRefused(end, sub.results, 'UNAUTHENTICATED', WS_CLOSE.unauthorized.code);
  });

  it('ends a quiet subscription after logout even when no event comes (close 4401)', async () => {
    const { token } = await signedIn(server);
    const sub = await liveSubscription(server, token);
    await server.gql('mutation { logout }', {}, token);
    expect(await sub.end).toEqual({ closed: { code: WS_CLOSE.unauthorized.code, reason: WS_CLOSE.unauthorized.reason } });
  });

  it('delivers no member change once the admin is demoted to editor: FORBIDDEN, then the end', async () => {
    const { user, token } = await signedIn(server);
    const sub = await liveSubscription(server, token);
    const before = sub.results.length;
    await server.services.db.query(`UPDATE users SET role = 'editor' WHERE id = $1`, [user.id]);
    await changeAMember(server);
    const end = await sub.end;
    expect(memberIdsIn(sub.results.slice(before))).toEqual([]);
    expectRefused(end, sub.results, 'FORBIDDEN', WS_CLOSE.roleChanged.code);
  });

  it('delivers no member change once the user is deleted: UNAUTHENTICATED, then the end', async () => {
    const { user, token } = await signedIn(server);
    const sub = await liveSubscription(server, token);
    const before = sub.results.length;
    await server.services.db.getRepository(User).delete({ id: user.id });
    await changeAMember(server);
    const end = await sub.end;
    expect(memberIdsIn(sub.results.slice(before))).toEqual([]);
    expectRefused(end, sub.results, 'UNAUTHENTICATED', WS_CLOSE.unauthorized.code);
  });

  it('refuses a connection whose token is already revoked (close 4401)', async () => {
    const { token } = await signedIn(server);
    await server.gql('mutation { logout }', {}, token);
    const sub = watch(server, MEMBER_CHANGED, token);
    expect(await sub.end).toEqual({ closed: { code: WS_CLOSE.unauthorized.code, reason: WS_CLOSE.unauthorized.reason } });
  });

  it('keeps an editor’s staff subscription open and refuses the admin one, as before', async () => {
    const { token } = await signedIn(server, Role.EDITOR);
    const members = watch(server, MEMBER_CHANGED, token);
    expect(await members.next()).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    expect(await members.end).toEqual({ complete: true });
  });

  it('looks the session up once per event however many subscribers hold the token (fan-out cost)', async () => {
    const { token } = await signedIn(server);
    const lookups = jest.spyOn(server.services.auth, 'authenticateSession');
    /** Session lookups made while one change reaches every subscriber (the HTTP mutation's own included). */
    const lookupsForOneChange = async (subs: ReturnType<typeof watch>[]): Promise<number> => {
      await everyoneReceivesAChange(server, subs);
      lookups.mockClear();
      await everyoneReceivesAChange(server, subs, 1);
      return lookups.mock.calls.length;
    };
    const subs = [watch(server, MEMBER_CHANGED, token)];
    try {
      const alone = await lookupsForOneChange(subs);
      for (let i = 0; i < 9; i++) subs.push(watch(server, MEMBER_CHANGED, token));
      expect(await lookupsForOneChange(subs)).toBe(alone);
    } finally {
      lookups.mockRestore();
      subs.forEach((sub) => sub.close());
    }
  });

  it('closes the socket with 1009 on a message over 1 MB, and /healthz still answers', async () => {
    const ws = rawSocket(server);
    await ws.opened;
    ws.send('x'.repeat(WS_MAX_PAYLOAD_BYTES + 1));
    expect((await ws.closed).code).toBe(WS_CLOSE.tooBig.code);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });

  it('accepts a message just under 1 MB', async () => {
    const ws = rawSocket(server);
    await ws.opened;
    ws.send({ type: 'connection_init' });
    await ws.waitFor((m) => m.type === 'connection_ack');
    ws.send({ type: 'ping', payload: { pad: 'x'.repeat(WS_MAX_PAYLOAD_BYTES - 100) } });
    await ws.waitFor((m) => m.type === 'pong');
    ws.socket.close();
  });

  it(`closes the socket with 1008 on subscription number ${WS_MAX_SUBSCRIPTIONS + 1} of one connection`, async () => {
    const { token } = await signedIn(server);
    const ws = rawSocket(server);
    await ws.opened;
    ws.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
    await ws.waitFor((m) => m.type === 'connection_ack');
    for (let i = 1; i <= WS_MAX_SUBSCRIPTIONS; i++) ws.send({ id: String(i), type: 'subscribe', payload: { query: MEMBER_CHANGED } });
    ws.send({ type: 'ping' });
    await ws.waitFor((m) => m.type === 'pong');
    ws.send({ id: 'one-too-many', type: 'subscribe', payload: { query: MEMBER_CHANGED } });
    expect(await ws.closed).toEqual(WS_CLOSE.tooManySubscriptions);
  });

  it(`closes the socket with 1008 when a connection sends over ${WS_MESSAGE_LIMIT.messages} messages in ${WS_MESSAGE_LIMIT.windowMs / 1000} s`, async () => {
    const ws = rawSocket(server);
    await ws.opened;
    ws.send({ type: 'connection_init' });
    await ws.waitFor((m) => m.type === 'connection_ack');
    for (let i = 0; i < WS_MESSAGE_LIMIT.messages + 1; i++) ws.send({ type: 'ping' });
    expect(await ws.closed).toEqual(WS_CLOSE.tooManyMessages);
  });
});

// Issue #31 item 8: 300 WebSocket connections from one address were all accepted and kept open.
describeDb('WebSocket connections per client IP (issue #31 item 8)', () => {
  const CAP = 3;
  const server = useTestServer({ WS_MAX_CONNECTIONS_PER_IP: String(CAP), TRUST_PROXY: '1' });

  /** A socket from `ip` (X-Forwarded-For behind the one trusted proxy), and whether the server acknowledged it or closed it first. */
  const connectFrom = async (ip: string): Promise<{ ws: ReturnType<typeof rawSocket>; acknowledged: boolean }> => {
    const ws = rawSocket(server, { 'x-forwarded-for': ip });
    const acknowledged = await ws.opened
      .then(() => {
        ws.send({ type: 'connection_init' });
        return ws.waitFor((m) => m.type === 'connection_ack');
      })
      .then(
        () => true,
        () => false, // closed before the acknowledgement
      );
    return { ws, acknowledged };
  };

  it(`closes connection number ${CAP + 1} from one client IP with 1013 "Too many connections", takes other IPs, and frees a place when one closes`, async () => {
    const open = await Promise.all(Array.from({ length: CAP }, () => connectFrom('203.0.113.9')));
    expect(open.map((c) => c.acknowledged)).toEqual(Array(CAP).fill(true));
    const over = await connectFrom('203.0.113.9');
    expect(over.acknowledged).toBe(false);
    expect(await over.ws.closed).toEqual({ code: 1013, reason: 'Too many connections' });
    const other = await connectFrom('198.51.100.4');
    expect(other.acknowledged).toBe(true);

    open[0].ws.socket.close();
    await open[0].ws.closed;
    const again = await connectFrom('203.0.113.9');
    expect(again.acknowledged).toBe(true);
    [...open.slice(1), other, again].forEach(({ ws }) => ws.socket.close());
  });

  it('reads a sensible default (50) and 0 as no limit', () => {
    expect(loadConfig({}).wsMaxConnectionsPerIp).toBe(50);
    expect(loadConfig({ WS_MAX_CONNECTIONS_PER_IP: '0' }).wsMaxConnectionsPerIp).toBe(0);
    expect(() => loadConfig({ WS_MAX_CONNECTIONS_PER_IP: 'many' })).toThrow(/WS_MAX_CONNECTIONS_PER_IP/);
  });
});

describeDb('WebSocket sessions: access-token expiry (issue #16 item 1)', () => {
  const server = useTestServer({ ACCESS_TOKEN_TTL: '6s' });

  it('delivers no member change after the access token expired, and ends the subscription', async () => {
    const { token, expiresAt } = await signedIn(server);
    const sub = await liveSubscription(server, token);
    const before = sub.results.length;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt.getTime() - Date.now()) + 1_100));
    await changeAMember(server);
    const end = await sub.end;
    expect(memberIdsIn(sub.results.slice(before))).toEqual([]);
    expectRefused(end, sub.results, 'UNAUTHENTICATED', WS_CLOSE.unauthorized.code);
  });
});

describeDb('WebSocket errors in production (issue #16 item 14)', () => {
  const captured = capturedLog();
  const server = useTestServer(PRODUCTION_ENV, { log: captured.log });

  it('logs an unexpected error with the connection’s request id; the client gets only the masked error and that id', async () => {
    await server.services.db.query('ALTER TABLE testimonials RENAME TO testimonials_gone');
    try {
      const ws = rawSocket(server, { 'x-request-id': 'ws-mask-1' });
      await ws.opened;
      ws.send({ type: 'connection_init' });
      await ws.waitFor((m) => m.type === 'connection_ack');
      ws.send({ id: 'q1', type: 'subscribe', payload: { query: '{ testimonials { id } }' } });
      const answer = await ws.waitFor((m) => m.id === 'q1' && (m.type === 'next' || m.type === 'error'));
      const text = JSON.stringify(answer);
      expect(text).not.toMatch(/testimonials_gone|relation|SELECT|stacktrace|at \w+ \(/i);
      const errors = (answer.payload as { errors: { message: string; extensions: Record<string, unknown> }[] }).errors;
      expect(errors[0]).toMatchObject({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'ws-mask-1', errorId: 'ws-mask-1' },
      });
      const logged = captured.entries().find((line) => line.msg === 'unexpected error' && line.requestId === 'ws-mask-1');
      expect(logged).toBeDefined();
      expect(JSON.stringify(logged)).toMatch(/testimonials/);
      ws.socket.close();
    } finally {
      await server.services.db.query('ALTER TABLE testimonials_gone RENAME TO testimonials');
    }
  });
});
