import bcrypt from 'bcrypt';
import { adminMessages } from '../../shared/admin-messages';
import { CHANGE_PASSWORD_LIMIT, LOGIN_LIMITS } from '../src/auth/auth.service';
import { Role } from '../src/auth/roles';
import { staff } from './factories';
import { describeDb, type GqlResult, useTestServer } from './harness';

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id } } }`;
const CHANGE = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`;
const DEMO = `{ demoMode demoAccounts { email password role } }`;

type ErrorShape = { message: string; extensions?: { code?: string; retryAfter?: number; fields?: Record<string, string> } };

describeDb('sign-in protection: equal work, limits per (account, IP) and per IP, demo logins on loopback only, password change rules', () => {
  let ipCounter = 0;
  /** A fresh client IP per use, so one test's per-IP counts do not leak into another. */
  const newIp = () => `203.0.113.${++ipCounter}`;

  /** POSTs an operation from a client IP (X-Forwarded-For behind TRUST_PROXY=1); `ip: null` comes straight from loopback. */
  async function call<T>(query: string, variables: Record<string, unknown> = {}, opts: { ip: string | null; token?: string }) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GqlResult<T> & { errors?: ErrorShape[] };
  }
  const codeOf = (res: GqlResult<unknown>) => res.errors?.[0]?.extensions?.code;

  // BCRYPT_ROUNDS 5, not the harness's 4: the fallback hash's cost used to be a fixed 4.
  const server = useTestServer({ TRUST_PROXY: '1', DEMO: '1', BCRYPT_ROUNDS: '5' });

  it('checks a password against a hash of the configured cost whether or not the e-mail is known (issue #16 item 6)', async () => {
    const { user } = await staff(server.services, Role.ADMIN);
    const compare = jest.spyOn(bcrypt, 'compare');
    try {
      for (const email of [user.email, 'nobody.at.all@example.com']) {
        compare.mockClear();
        expect(codeOf(await call(LOGIN, { email, password: 'wrong-password' }, { ip: newIp() }))).toBe('UNAUTHENTICATED');
        const hashes = compare.mock.calls.map((args) => String(args[1]));
        expect(hashes.map((hash) => bcrypt.getRounds(hash))).toEqual([server.config.bcryptRounds]);
      }
    } finally {
      compare.mockRestore();
    }
  });

  it('five wrong passwords from one address lock out that address only: the owner signs in from another (issue #16 item 7)', async () => {
    const { user, password } = await staff(server.services, Role.ADMIN);
    const attacker = newIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp.points; i++) {
      const res = await call(LOGIN, { email: user.email, password: 'wrong-password' }, { ip: attacker });
      expect(res.errors?.[0].message).toBe(adminMessages.login.invalid);
    }
    const refused = await call(LOGIN, { email: user.email.toUpperCase(), password }, { ip: attacker });
    expect(refused.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0].extensions?.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.errors?.[0].extensions?.retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.perAccountAndIp.durationSec);
    // The owner, elsewhere, is not kept out.
    const owner = await call<{ login: { user: { id: string } } }>(LOGIN, { email: user.email, password }, { ip: newIp() });
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.login.user.id).toBe(user.id);
  });

  it('gives one address a larger budget of failures across accounts, then refuses it for every account (issue #16 item 7)', async () => {
    const { user, password } = await staff(server.services, Role.EDITOR);
    const ip = newIp();
    expect(LOGIN_LIMITS.perIp.points).toBeGreaterThan(LOGIN_LIMITS.perAccountAndIp.points);
    for (let i = 0; i < LOGIN_LIMITS.perIp.points; i++) {
      // A different (unknown) account each time: no (account, IP) pair reaches its own limit.
      expect(codeOf(await call(LOGIN, { email: `guess${i}@example.com`, password: 'wrong-password' }, { ip }))).toBe('UNAUTHENTICATED');
    }
    const refused = await call(LOGIN, { email: user.email, password }, { ip });
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(refused.errors?.[0].extensions?.retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.perIp.durationSec);
    expect(codeOf(await call(LOGIN, { email: user.email, password }, { ip: newIp() }))).toBeUndefined();
  });

  it('lists demo logins only to the computer running the site; elsewhere it says demo mode is on without them (issue #16 item 11)', async () => {
    type Demo = { demoMode: boolean; demoAccounts: { email: string; password: string; role: string }[] };
    const local = await call<Demo>(DEMO, {}, { ip: null });
    expect(local.errors).toBeUndefined();
    expect(local.data!.demoMode).toBe(true);
    expect(local.data!.demoAccounts.map((a) => a.role).sort()).toEqual(['ADMIN', 'EDITOR', 'TREASURER']);
    const { email, password } = local.data!.demoAccounts[0];
    expect(codeOf(await call(LOGIN, { email, password }, { ip: null }))).toBeUndefined();
    for (const ip of ['203.0.113.200', '10.1.2.3', '2001:db8::1']) {
      const remote = await call<Demo>(DEMO, {}, { ip });
      expect(remote.errors).toBeUndefined();
      expect(remote.data).toEqual({ demoMode: true, demoAccounts: [] });
    }
    // A loopback address forwarded by the trusted proxy counts as loopback.
    expect((await call<Demo>(DEMO, {}, { ip: '127.0.0.1' })).data!.demoAccounts).toHaveLength(3);
  });

  it('refuses more than a few wrong current passwords in changePassword per user, from any address (issue #16 item 13)', async () => {
    const { user, password } = await staff(server.services, Role.EDITOR);
    const { token } = server.services.auth.issue(user);
    for (let i = 0; i < CHANGE_PASSWORD_LIMIT.points; i++) {
      const wrong = await call(CHANGE, { input: { currentPassword: `wrong-${i}`, newPassword: 'another-long-password' } }, { ip: newIp(), token });
      expect(wrong.errors?.[0].extensions?.fields).toEqual({ currentPassword: adminMessages.auth.currentPasswordWrong });
    }
    const refused = await call(CHANGE, { input: { currentPassword: password, newPassword: 'another-long-password' } }, { ip: newIp(), token });
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(refused.errors?.[0].extensions?.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.errors?.[0].extensions?.retryAfter).toBeLessThanOrEqual(CHANGE_PASSWORD_LIMIT.durationSec);
    // The password is unchanged: it still signs in.
    expect(codeOf(await call(LOGIN, { email: user.email, password }, { ip: newIp() }))).toBeUndefined();
  });

  it('refuses a new password equal to the current one, naming newPassword (issue #16 item 13)', async () => {
    const { user, password } = await staff(server.services, Role.EDITOR);
    const { token } = server.services.auth.issue(user);
    const same = await call(CHANGE, { input: { currentPassword: password, newPassword: password } }, { ip: newIp(), token });
    expect(codeOf(same)).toBe('BAD_USER_INPUT');
    expect(same.errors?.[0].extensions?.fields).toEqual({ newPassword: adminMessages.auth.passwordUnchanged });
  });
});
