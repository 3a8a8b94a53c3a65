import { adminMessages } from '../../shared/admin-messages';
import { Role } from '../src/auth/roles';
import { User } from '../src/auth/user.entity';
import { member, staff } from './factories';
import { describeDb, useTestServer } from './harness';
import { firstEvent } from './ws';

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token expiresAt user { id name email role } } }`;

describeDb('staff sign-in and live updates', () => {
  const server = useTestServer({ ADMIN_EMAIL: 'First.Admin@Example.com', ADMIN_PASSWORD: 'a-long-admin-password' });

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, who can sign in', async () => {
    const res = await server.gql<{ login: { token: string; expiresAt: string; user: { role: string; email: string } } }>(LOGIN, {
      email: 'first.admin@example.com',
      password: 'a-long-admin-password',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.login.user).toMatchObject({ role: 'ADMIN', email: 'first.admin@example.com' });
    expect(new Date(res.data!.login.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const me = await server.gql<{ me: { email: string } }>('{ me { email } }', {}, res.data!.login.token);
    expect(me.data!.me.email).toBe('first.admin@example.com');
  });

  it('stores passwords as bcrypt hashes only', async () => {
    const admin = await server.services.db.getRepository(User).findOneByOrFail({ email: 'first.admin@example.com' });
    expect(admin.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(admin.passwordHash).not.toContain('a-long-admin-password');
  });

  it('answers a wrong password and an unknown email with the same UNAUTHENTICATED message', async () => {
    const wrong = await server.gql(LOGIN, { email: 'first.admin@example.com', password: 'wrong-password' });
    const unknown = await server.gql(LOGIN, { email: 'nobody@example.com', password: 'wrong-password' });
    for (const res of [wrong, unknown]) {
      expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.errors?.[0].message).toBe(adminMessages.login.invalid);
    }
  });

  it('stops accepting a token once the user’s token version changes (revocation)', async () => {
    const { user, token } = await staff(server.services, Role.EDITOR);
    expect((await server.gql<{ me: { id: string } }>('{ me { id } }', {}, token)).data!.me.id).toBe(user.id);
    await server.services.db.getRepository(User).increment({ id: user.id }, 'tokenVersion', 1);
    expect((await server.gql<{ me: null }>('{ me { id } }', {}, token)).data!.me).toBeNull();
  });

  it('lists no demo accounts when not in demo mode', async () => {
    const res = await server.gql<{ demoAccounts: unknown[] }>('{ demoAccounts { email } }');
    expect(res.data!.demoAccounts).toEqual([]);
  });

  it('delivers memberChanged to a signed-in admin subscriber when a member is approved', async () => {
    const { token } = await staff(server.services);
    const applicant = await member(server.services, { fullName: 'Live Update' });
    const sub = firstEvent(server, 'subscription { memberChanged { action member { id status } } }', token);
    await sub.ready;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.gql('mutation($id: ID!) { approveMember(id: $id) { id } }', { id: applicant.id }, token);
    expect(await sub.result).toEqual({ data: { memberChanged: { action: 'APPROVED', member: { id: applicant.id, status: 'APPROVED' } } } });
    sub.close();
  });

  it('refuses memberChanged to an anonymous subscriber', async () => {
    const sub = firstEvent(server, 'subscription { memberChanged { action } }');
    const result = (await sub.result) as { errors?: { extensions?: { code?: string } }[]; error?: unknown };
    const errors = result.errors ?? (result.error as { extensions?: { code?: string } }[]);
    expect(JSON.stringify(errors)).toContain('UNAUTHENTICATED');
    sub.close();
  });

  it('answers /healthz with 200 and the database state', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});
