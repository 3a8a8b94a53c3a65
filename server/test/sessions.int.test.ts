import { adminMessages } from '../../shared/admin-messages';
import { LOGIN_LIMITS, REFRESH_GRACE_SEC } from '../src/auth/auth.service';
import { Role } from '../src/auth/roles';
import { REFRESH_COOKIE } from '../src/auth/session-cookie';
import { Session } from '../src/auth/session.entity';
import { staff } from './factories';
import { describeDb, type GqlResult, useTestServer } from './harness';

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token expiresAt user { id email } } }`;
const REFRESH = `mutation { refreshSession { token expiresAt user { id } } }`;
const LOGOUT = `mutation { logout }`;
const CHANGE = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { token expiresAt user { id } } }`;
const STAFF_QUERY = `{ dashboardStats { __typename } }`;

interface Call {
  token?: string;
  cookie?: string | null;
  ip?: string;
}

interface Answer<T> extends GqlResult<T> {
  /** The refresh cookie set by the answer ("" when cleared), or undefined when untouched. */
  cookie?: string;
  setCookie: string[];
}

type AuthPayload = { token: string; expiresAt: string; user: { id: string } };
type ErrorShape = { extensions?: { code?: string; retryAfter?: number; fields?: Record<string, string> }; message: string };

describeDb('staff sessions: refresh, rotation and its grace window, absolute lifetime, logout, password change', () => {
  let ipCounter = 0;
  /** A fresh client IP per use, so the per-IP login limit of one test does not leak into another. */
  const newIp = () => `203.0.113.${++ipCounter}`;

  /** POSTs an operation like a browser would: bearer token, the refresh cookie, an IP via X-Forwarded-For. */
  async function call<T>(query: string, variables: Record<string, unknown> = {}, opts: Call = {}): Promise<Answer<T>> {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': opts.ip ?? '198.51.100.1',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.cookie ? { cookie: `${REFRESH_COOKIE}=${opts.cookie}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.getSetCookie();
    const ours = setCookie.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
    const cookie = ours === undefined ? undefined : decodeURIComponent(ours.slice(REFRESH_COOKIE.length + 1).split(';')[0]);
    return { ...((await response.json()) as GqlResult<T>), cookie, setCookie };
  }
  const codeOf = (res: GqlResult<unknown>) => res.errors?.[0]?.extensions?.code;

  async function signIn(ip = newIp()) {
    const { user, password } = await staff(server.services, Role.EDITOR);
    const res = await call<{ login: AuthPayload }>(LOGIN, { email: user.email, password }, { ip });
    expect(res.errors).toBeUndefined();
    return { user, password, token: res.data!.login.token, cookie: res.cookie!, setCookie: res.setCookie };
  }

  const server = useTestServer({ TRUST_PROXY: '1' });

  it('signs in with a 15-minute access token and an httpOnly, SameSite=Strict refresh cookie on /graphql stored only as a hash', async () => {
    const { user, password } = await staff(server.services, Role.EDITOR);
    const res = await call<{ login: AuthPayload }>(LOGIN, { email: user.email, password }, { ip: newIp() });
    const lifetime = new Date(res.data!.login.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    const header = res.setCookie.find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).toMatch(/Path=\/graphql/i);
    expect(header).not.toMatch(/Secure/i); // not production
    const rows = await server.services.db.getRepository(Session).findBy({ userId: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(res.cookie!.split('.')[1]);
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  /** Moves a rotated refresh token's rotation time back beyond the grace window, as if that much time had passed. */
  async function ageRotation(cookie: string) {
    const [id] = cookie.split('.');
    await server.services.db.getRepository(Session).update({ id }, { revokedAt: new Date(Date.now() - (REFRESH_GRACE_SEC + 1) * 1000) });
  }

  it('refreshes with the cookie, rotating it; a rotated cookie used again after the grace window ends the whole session', async () => {
    const first = await signIn();
    const refreshed = await call<{ refreshSession: AuthPayload }>(REFRESH, {}, { cookie: first.cookie });
    expect(refreshed.errors).toBeUndefined();
    expect(refreshed.data!.refreshSession.user.id).toBe(first.user.id);
    expect(refreshed.cookie).toBeTruthy();
    expect(refreshed.cookie).not.toBe(first.cookie);
    const token = refreshed.data!.refreshSession.token;
    expect(token).not.toBe(first.token); // a new token even within the second the first was issued
    expect(codeOf(await call(STAFF_QUERY, {}, { token }))).toBeUndefined();
    // The first cookie again, after the grace window: reuse. Refused, and the newer cookie and every token of the session die too.
    await ageRotation(first.cookie);
    const reuse = await call(REFRESH, {}, { cookie: first.cookie });
    expect(codeOf(reuse)).toBe('UNAUTHENTICATED');
    expect(codeOf(await call(REFRESH, {}, { cookie: refreshed.cookie }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await call(STAFF_QUERY, {}, { token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await call(STAFF_QUERY, {}, { token: first.token }))).toBe('UNAUTHENTICATED');
  });

  it('answers two simultaneous refreshes with one cookie (two tabs) with the same successor cookie, and keeps the session (issue #16 item 9)', async () => {
    const first = await signIn();
    const [a, b] = await Promise.all([
      call<{ refreshSession: AuthPayload }>(REFRESH, {}, { cookie: first.cookie }),
      call<{ refreshSession: AuthPayload }>(REFRESH, {}, { cookie: first.cookie }),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(a.cookie).toBeTruthy();
    expect(b.cookie).toBe(a.cookie);
    for (const { data } of [a, b]) expect(codeOf(await call(STAFF_QUERY, {}, { token: data!.refreshSession.token }))).toBeUndefined();
    // One successor row, not two; the session lives on with it.
    const rows = await server.services.db.getRepository(Session).findBy({ userId: first.user.id });
    expect(rows).toHaveLength(2);
    const next = await call<{ refreshSession: AuthPayload }>(REFRESH, {}, { cookie: a.cookie });
    expect(next.errors).toBeUndefined();
    expect(codeOf(await call(STAFF_QUERY, {}, { token: next.data!.refreshSession.token }))).toBeUndefined();
  });

  it('treats a rotated cookie as theft within the grace window too once its successor was itself rotated (issue #16 item 9)', async () => {
    const first = await signIn();
    const second = await call<{ refreshSession: AuthPayload }>(REFRESH, {}, { cookie: first.cookie });
    const third = await call<{ refreshSession: AuthPayload }>(REFRESH, {}, { cookie: second.cookie });
    expect(third.errors).toBeUndefined();
    expect(codeOf(await call(REFRESH, {}, { cookie: first.cookie }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await call(REFRESH, {}, { cookie: third.cookie }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await call(STAFF_QUERY, {}, { token: third.data!.refreshSession.token }))).toBe('UNAUTHENTICATED');
  });

  it('never extends a session beyond its sign-in time + SESSION_MAX_AGE, however recently it was refreshed (issue #16 item 13)', async () => {
    const maxAgeMs = server.config.sessionMaxAgeSec * 1000;
    const repo = server.services.db.getRepository(Session);
    // Signed in almost SESSION_MAX_AGE ago: a refresh still works, but its cookie and token end with the session.
    const first = await signIn();
    const end = Date.now() + 3_600_000;
    await repo.update({ userId: first.user.id }, { startedAt: new Date(end - maxAgeMs) });
    const near = await call<{ refreshSession: AuthPayload }>(REFRESH, {}, { cookie: first.cookie });
    expect(near.errors).toBeUndefined();
    const successor = await repo.findOneByOrFail({ id: near.cookie!.split('.')[0] });
    expect(successor.expiresAt.getTime()).toBeLessThanOrEqual(end);
    expect(new Date(near.data!.refreshSession.expiresAt).getTime()).toBeLessThanOrEqual(end);
    expect(successor.startedAt.getTime()).toBe(end - maxAgeMs);
    // Signed in more than SESSION_MAX_AGE ago: refused, although the refresh token's own TTL has not passed.
    await repo.update({ userId: first.user.id }, { startedAt: new Date(Date.now() - maxAgeMs - 1000) });
    expect(successor.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(codeOf(await call(REFRESH, {}, { cookie: near.cookie }))).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired refresh token, and forgets a user’s expired tokens at the next sign-in', async () => {
    const first = await signIn();
    const repo = server.services.db.getRepository(Session);
    await repo.update({ userId: first.user.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(codeOf(await call(REFRESH, {}, { cookie: first.cookie }))).toBe('UNAUTHENTICATED');
    await call(LOGIN, { email: first.user.email, password: first.password }, { ip: newIp() });
    const rows = await repo.findBy({ userId: first.user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('answers UNAUTHENTICATED to a refresh without a cookie or with a forged one', async () => {
    expect(codeOf(await call(REFRESH))).toBe('UNAUTHENTICATED');
    const { cookie } = await signIn();
    const [id] = cookie.split('.');
    expect(codeOf(await call(REFRESH, {}, { cookie: `${id}.forged` }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await call(REFRESH, {}, { cookie: 'garbage' }))).toBe('UNAUTHENTICATED');
  });

  it('logout ends the session on the server: the access token stops working at once and the cookie is refused', async () => {
    const session = await signIn();
    const other = await call<{ login: AuthPayload }>(LOGIN, { email: session.user.email, password: session.password }, { ip: newIp() });
    const res = await call<{ logout: boolean }>(LOGOUT, {}, { token: session.token, cookie: session.cookie });
    expect(res.data!.logout).toBe(true);
    expect(res.cookie).toBe(''); // cleared
    expect(codeOf(await call(STAFF_QUERY, {}, { token: session.token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await call(REFRESH, {}, { cookie: session.cookie }))).toBe('UNAUTHENTICATED');
    // Another device of the same user stays signed in.
    expect(codeOf(await call(STAFF_QUERY, {}, { token: other.data!.login.token }))).toBeUndefined();
  });

  it('changePassword checks the current password and the length, naming the field', async () => {
    const { token } = await signIn();
    const wrong = await call(CHANGE, { input: { currentPassword: 'not-it', newPassword: 'a-new-long-password' } }, { token });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect((wrong.errors![0] as ErrorShape).extensions!.fields).toEqual({ currentPassword: adminMessages.auth.currentPasswordWrong });
    const short = await call(CHANGE, { input: { currentPassword: 'whatever', newPassword: 'short' } }, { token });
    expect((short.errors![0] as ErrorShape).extensions!.fields).toEqual({ newPassword: adminMessages.auth.passwordTooShort(10) });
    expect(codeOf(await call(CHANGE, { input: { currentPassword: 'a', newPassword: 'b'.repeat(12) } }))).toBe('UNAUTHENTICATED');
  });

  it('changePassword ends every older token and session and returns a fresh one', async () => {
    const session = await signIn();
    const res = await call<{ changePassword: AuthPayload }>(
      CHANGE,
      { input: { currentPassword: session.password, newPassword: 'a-brand-new-password' } },
      { token: session.token, cookie: session.cookie },
    );
    expect(res.errors).toBeUndefined();
    expect(res.cookie).toBeTruthy();
    expect(codeOf(await call(STAFF_QUERY, {}, { token: session.token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await call(REFRESH, {}, { cookie: session.cookie }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await call(STAFF_QUERY, {}, { token: res.data!.changePassword.token }))).toBeUndefined();
    expect(codeOf(await call(REFRESH, {}, { cookie: res.cookie }))).toBeUndefined();
    const ip = newIp();
    expect(codeOf(await call(LOGIN, { email: session.user.email, password: session.password }, { ip }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await call(LOGIN, { email: session.user.email, password: 'a-brand-new-password' }, { ip }))).toBeUndefined();
  });

  it('forgets the failures of an account from an address after a successful sign-in from there', async () => {
    const { user, password } = await staff(server.services, Role.EDITOR);
    const ip = newIp();
    const { points } = LOGIN_LIMITS.perAccountAndIp;
    for (let i = 0; i < points - 1; i++) await call(LOGIN, { email: user.email, password: 'wrong-password' }, { ip });
    expect(codeOf(await call(LOGIN, { email: user.email, password }, { ip }))).toBeUndefined();
    for (let i = 0; i < points; i++) {
      expect(codeOf(await call(LOGIN, { email: user.email, password: 'wrong-password' }, { ip }))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await call(LOGIN, { email: user.email, password: 'wrong-password' }, { ip }))).toBe('RATE_LIMITED');
  });
});
