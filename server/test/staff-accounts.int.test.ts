import { adminMessages } from '../../shared/admin-messages';
import { AuditEntry } from '../src/audit/audit.entity';
import { RESET_LIMITS } from '../src/auth/auth.service';
import { Role, StaffStatus } from '../src/auth/roles';
import { REFRESH_COOKIE } from '../src/auth/session-cookie';
import { StaffToken } from '../src/auth/staff-token.entity';
import { User } from '../src/auth/user.entity';
import { OutboxEmail } from '../src/notifications/outbox.entity';
import { staff } from './factories';
import { describeDb, type GqlResult, startTestServer, useTestServer } from './harness';
import { linkIn, startSmtpServer, type TestSmtpServer } from './smtp';
import { watch } from './ws';

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id lastSignInAt } } }`;
const REFRESH = `mutation { refreshSession { token } }`;
const INVITE = `mutation Invite($input: InviteStaffInput!) { inviteStaff(input: $input) { id name email role status lastSignInAt } }`;
const ACCEPT = `mutation Accept($input: SetPasswordInput!) { acceptInvite(input: $input) }`;
const RESEND = `mutation Resend($id: ID!) { resendInvite(id: $id) { id status } }`;
const ROLE = `mutation Role($id: ID!, $role: Role!) { updateStaffRole(id: $id, role: $role) { id role } }`;
const DEACTIVATE = `mutation Deactivate($id: ID!) { deactivateStaff(id: $id) { id status } }`;
const REACTIVATE = `mutation Reactivate($id: ID!) { reactivateStaff(id: $id) { id status } }`;
const LIST = `{ staffUsers(limit: 100) { total items { id name email role status lastSignInAt } } }`;
const REQUEST_RESET = `mutation Request($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation Reset($input: SetPasswordInput!) { resetPassword(input: $input) }`;
const STAFF_QUERY = `{ dashboardStats { __typename } }`;

type ErrorShape = { message: string; extensions?: { code?: string; retryAfter?: number; fields?: Record<string, string> } };
interface Answer<T> {
  data?: T | null;
  errors?: ErrorShape[];
  cookie?: string;
}

describeDb('staff accounts run from the admin: invitations, roles, deactivation, forgotten passwords (issue #20)', () => {
  let smtp: TestSmtpServer;
  let admin: Awaited<ReturnType<typeof staff>>;
  let ipCounter = 0;
  const newIp = () => `203.0.113.${++ipCounter}`;
  let counter = 0;
  const address = (what: string) => `${what}.${Date.now().toString(36)}${++counter}@example.com`;

  /** POSTs an operation like a browser: bearer token, refresh cookie, client IP via X-Forwarded-For. */
  async function call<T>(query: string, variables: Record<string, unknown> = {}, opts: { token?: string; cookie?: string; ip?: string } = {}) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': opts.ip ?? newIp(),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.cookie ? { cookie: `${REFRESH_COOKIE}=${opts.cookie}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const ours = response.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
    const cookie = ours === undefined ? undefined : decodeURIComponent(ours.slice(REFRESH_COOKIE.length + 1).split(';')[0]);
    return { ...((await response.json()) as GqlResult<T>), cookie } as Answer<T>;
  }
  const codeOf = (res: Answer<unknown>) => res.errors?.[0]?.extensions?.code;
  const fieldsOf = (res: Answer<unknown>) => res.errors?.[0]?.extensions?.fields;

  /** Sends the queued e-mails through the real SMTP server and reads the one to `to` matching `subject`. */
  async function mailTo(to: string, subject: RegExp) {
    await server.services.outbox.runOnce();
    return smtp.waitFor(to, (m) => subject.test(m.subject));
  }
  const tokenOf = (link: string) => link.split('/').pop()!;

  /** Invites someone as the admin and returns the account and the token of the e-mailed link. */
  async function invite(role: Role = Role.EDITOR, name = 'Ivy Invited') {
    const email = address('invitee');
    const res = await call<{ inviteStaff: User }>(INVITE, { input: { name, email, role: role.toUpperCase() } }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const mail = await mailTo(email, /invited/i);
    return { user: res.data!.inviteStaff, email, mail, token: tokenOf(linkIn(mail.text, '/admin/accept-invite/')) };
  }

  async function signIn(email: string, password: string) {
    const res = await call<{ login: { token: string; user: { id: string; lastSignInAt: string | null } } }>(LOGIN, { email, password });
    return res;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const server = useTestServer(() => ({ TRUST_PROXY: '1', SMTP_URL: smtp.url, PUBLIC_URL: 'https://residents.example.org' }));
  beforeAll(async () => {
    admin = await staff(server.services, Role.ADMIN, 'Alice Admin');
  });
  afterAll(async () => {
    await smtp?.stop();
  });

  it('invites by e-mail: the link (PUBLIC_URL, valid 7 days, stored hashed) sets the password once, and the editor signs in', async () => {
    const { user, email, mail, token } = await invite(Role.EDITOR, 'Ivy Invited');
    expect(user).toMatchObject({ name: 'Ivy Invited', email, role: 'EDITOR', status: 'INVITED', lastSignInAt: null });
    expect(mail.subject).toMatch(/invited/i);
    expect(mail.text).toContain('Hi Ivy Invited,');
    expect(mail.text).toContain('Alice Admin has invited you');
    expect(linkIn(mail.text, '/admin/accept-invite/')).toBe(`https://residents.example.org/admin/accept-invite/${token}`);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await server.services.db.getRepository(StaffToken).findBy({ userId: user.id });
    expect(row.tokenHash).not.toContain(token);
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);

    // Not yet: an invited account cannot sign in, whatever password is tried.
    expect(codeOf(await signIn(email, 'some-password-123'))).toBe('UNAUTHENTICATED');
    // The same rules as changePassword.
    const short = await call(ACCEPT, { input: { token, password: 'short' } });
    expect(fieldsOf(short)).toEqual({ password: adminMessages.auth.passwordTooShort(10) });

    expect((await call(ACCEPT, { input: { token, password: 'ivy-new-password' } })).data).toEqual({ acceptInvite: true });
    const again = await call(ACCEPT, { input: { token, password: 'another-password' } });
    expect(fieldsOf(again)).toEqual({ token: adminMessages.staff.inviteLinkInvalid });

    const signedIn = await signIn(email, 'ivy-new-password');
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data!.login.user.lastSignInAt).toBeTruthy();
    const list = await call<{ staffUsers: { items: User[] } }>(LIST, {}, { token: admin.token });
    expect(list.data!.staffUsers.items.find((u) => u.id === user.id)).toMatchObject({
      status: 'ACTIVE',
      role: 'EDITOR',
      lastSignInAt: expect.any(String),
    });
  });

  it('refuses a bad invitation naming the field, and a second account with the same address in any case', async () => {
    const bad = await call(INVITE, { input: { name: ' ', email: 'not-an-address', role: 'EDITOR' } }, { token: admin.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldsOf(bad)!).sort()).toEqual(['email', 'name']);
    const dup = await call(INVITE, { input: { name: 'Twin', email: admin.user.email.toUpperCase(), role: 'EDITOR' } }, { token: admin.token });
    expect(codeOf(dup)).toBe('DUPLICATE_EMAIL');
  });

  it('resends an invitation with a new link; the earlier link and an expired one no longer work', async () => {
    const first = await invite();
    const resent = await call<{ resendInvite: { status: string } }>(RESEND, { id: first.user.id }, { token: admin.token });
    expect(resent.data!.resendInvite.status).toBe('INVITED');
    await server.services.outbox.runOnce();
    const mail = await smtp.waitFor(first.email, (m) => !m.text.includes(first.token));
    const second = tokenOf(linkIn(mail.text, '/admin/accept-invite/'));
    expect(second).not.toBe(first.token);
    expect(fieldsOf(await call(ACCEPT, { input: { token: first.token, password: 'long-enough-pw' } }))).toEqual({
      token: adminMessages.staff.inviteLinkInvalid,
    });
    // Expired (as if 7 days had passed): refused by the server.
    await server.services.db.query(`UPDATE staff_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND used_at IS NULL`, [
      first.user.id,
    ]);
    expect(fieldsOf(await call(ACCEPT, { input: { token: second, password: 'long-enough-pw' } }))).toEqual({
      token: adminMessages.staff.inviteLinkInvalid,
    });
    // An active account has no invitation to resend.
    expect(codeOf(await call(RESEND, { id: admin.user.id }, { token: admin.token }))).toBe('CONFLICT');
  });

  it('never demotes or deactivates the last active admin, and audits every change with who made it', async () => {
    const solo = await startTestServer({});
    try {
      const only = await staff(solo.services, Role.ADMIN, 'Only Admin');
      const demote = await solo.gql(ROLE, { id: only.user.id, role: 'EDITOR' }, only.token);
      expect(demote.errors?.[0]).toMatchObject({ message: adminMessages.staff.lastAdmin, extensions: { code: 'CONFLICT' } });
      const deactivate = await solo.gql(DEACTIVATE, { id: only.user.id }, only.token);
      expect(deactivate.errors?.[0]).toMatchObject({ message: adminMessages.staff.lastAdmin, extensions: { code: 'CONFLICT' } });
      // With a second admin, the first may step down; then the second is the last one.
      const other = await staff(solo.services, Role.ADMIN, 'Other Admin');
      expect((await solo.gql(ROLE, { id: only.user.id, role: 'EDITOR' }, other.token)).errors).toBeUndefined();
      expect((await solo.gql(DEACTIVATE, { id: other.user.id }, other.token)).errors?.[0].extensions?.code).toBe('CONFLICT');
      // Two admins demoting each other at once: one wins, one admin is left.
      const third = await staff(solo.services, Role.ADMIN, 'Third Admin');
      await Promise.all([
        solo.gql(ROLE, { id: other.user.id, role: 'EDITOR' }, third.token),
        solo.gql(ROLE, { id: third.user.id, role: 'EDITOR' }, other.token),
      ]);
      expect(await solo.services.db.getRepository(User).countBy({ role: Role.ADMIN, status: StaffStatus.ACTIVE })).toBe(1);
      const entries = await solo.services.db.getRepository(AuditEntry).findBy({ entityType: 'staff', entityId: only.user.id });
      expect(entries).toEqual([
        expect.objectContaining({ action: 'update-role', actorName: 'Other Admin', changes: { role: { before: 'admin', after: 'editor' } } }),
      ]);
    } finally {
      await solo.stop();
    }
  });

  it('deactivation ends every session at once (access token, refresh cookie, WebSocket), refuses sign-in, and reactivation restores it', async () => {
    const editor = await staff(server.services, Role.EDITOR, 'Dee Parting');
    const session = await signIn(editor.user.email, editor.password);
    const token = session.data!.login.token;
    expect(codeOf(await call(STAFF_QUERY, {}, { token }))).toBeUndefined();
    const socket = watch(server, 'subscription { contentChanged { action } }', token, 15_000);
    await socket.ready;

    const started = Date.now();
    const res = await call<{ deactivateStaff: { status: string } }>(DEACTIVATE, { id: editor.user.id }, { token: admin.token });
    expect(res.data!.deactivateStaff.status).toBe('DEACTIVATED');
    expect(codeOf(await call(STAFF_QUERY, {}, { token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await call(REFRESH, {}, { cookie: session.cookie }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await signIn(editor.user.email, editor.password))).toBe('UNAUTHENTICATED');
    const end = await socket.end;
    expect(end).not.toEqual({ timeout: true });
    expect(Date.now() - started).toBeLessThan(8000);
    socket.close();
    expect(codeOf(await call(DEACTIVATE, { id: editor.user.id }, { token: admin.token }))).toBe('CONFLICT');

    const back = await call<{ reactivateStaff: { status: string } }>(REACTIVATE, { id: editor.user.id }, { token: admin.token });
    expect(back.data!.reactivateStaff.status).toBe('ACTIVE');
    expect((await signIn(editor.user.email, editor.password)).errors).toBeUndefined();
    const actions = (
      await server.services.db.getRepository(AuditEntry).find({ where: { entityType: 'staff', entityId: editor.user.id }, order: { at: 'ASC' } })
    ).map((e) => [e.action, e.actorName]);
    expect(actions).toEqual([
      ['deactivate', 'Alice Admin'],
      ['reactivate', 'Alice Admin'],
    ]);
  }, 30_000);

  it('e-mails a single-use reset link valid 1 hour; using it sets the password and ends every other session', async () => {
    const editor = await staff(server.services, Role.EDITOR, 'Fran Gotten');
    const other = await signIn(editor.user.email, editor.password);
    expect((await call(REQUEST_RESET, { email: editor.user.email.toUpperCase() })).data).toEqual({ requestPasswordReset: true });
    const mail = await mailTo(editor.user.email, /reset/i);
    expect(mail.text).toContain('Hi Fran Gotten,');
    const link = linkIn(mail.text, '/admin/reset-password/');
    expect(link.startsWith('https://residents.example.org/admin/reset-password/')).toBe(true);
    const token = tokenOf(link);
    const [row] = await server.services.db.getRepository(StaffToken).findBy({ userId: editor.user.id, purpose: 'reset' });
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60.1);

    expect(fieldsOf(await call(RESET, { input: { token, password: 'short' } }))).toEqual({ password: adminMessages.auth.passwordTooShort(10) });
    const reset = await call(RESET, { input: { token, password: 'fran-new-password' } });
    expect(reset.errors).toBeUndefined();
    expect(reset.data).toEqual({ resetPassword: true });
    expect(codeOf(await call(STAFF_QUERY, {}, { token: other.data!.login.token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await call(REFRESH, {}, { cookie: other.cookie }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await signIn(editor.user.email, editor.password))).toBe('UNAUTHENTICATED');
    expect((await signIn(editor.user.email, 'fran-new-password')).errors).toBeUndefined();
    expect(fieldsOf(await call(RESET, { input: { token, password: 'yet-another-pw' } }))).toEqual({ token: adminMessages.staff.resetLinkInvalid });

    // An hour later the link no longer works.
    await call(REQUEST_RESET, { email: editor.user.email });
    await server.services.outbox.runOnce();
    const later = smtp.received.filter((m) => m.to.includes(editor.user.email) && /reset/i.test(m.subject)).pop()!;
    await server.services.db.query(`UPDATE staff_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND used_at IS NULL`, [
      editor.user.id,
    ]);
    const expired = await call(RESET, { input: { token: tokenOf(linkIn(later.text, '/admin/reset-password/')), password: 'fran-newer-password' } });
    expect(fieldsOf(expired)).toEqual({ token: adminMessages.staff.resetLinkInvalid });
  });

  it('answers an unknown address exactly as a known one, sends it nothing, and limits requests like sign-ins', async () => {
    const unknown = address('nobody');
    const outboxBefore = await server.services.db.getRepository(OutboxEmail).count();
    const known = await staff(server.services, Role.EDITOR);
    const a = await call(REQUEST_RESET, { email: unknown });
    const b = await call(REQUEST_RESET, { email: known.user.email });
    expect(a).toEqual(b);
    expect(await server.services.db.getRepository(OutboxEmail).count()).toBe(outboxBefore + 1);
    expect(await server.services.db.getRepository(OutboxEmail).countBy({ to: unknown })).toBe(0);
    // Three requests per (address, IP) in 15 minutes, known or not.
    const another = address('nobody');
    const ip = newIp();
    for (let i = 0; i < RESET_LIMITS.perAccountAndIp.points; i++)
      expect(codeOf(await call(REQUEST_RESET, { email: another }, { ip }))).toBeUndefined();
    const limited = await call(REQUEST_RESET, { email: another }, { ip });
    expect(codeOf(limited)).toBe('RATE_LIMITED');
    expect(limited.errors![0].extensions!.retryAfter).toBeGreaterThan(0);
  });

  it('limits reset requests per (address, IP): strangers who used the limit from other IPs do not keep the owner out (issue #31 item 7)', async () => {
    const owner = await staff(server.services, Role.EDITOR);
    const ownerIp = newIp();
    for (const ip of [newIp(), newIp()]) {
      for (let i = 0; i < RESET_LIMITS.perAccountAndIp.points; i++)
        expect(codeOf(await call(REQUEST_RESET, { email: owner.user.email }, { ip }))).toBeUndefined();
      expect(codeOf(await call(REQUEST_RESET, { email: owner.user.email }, { ip }))).toBe('RATE_LIMITED');
    }
    const own = await call(REQUEST_RESET, { email: owner.user.email }, { ip: ownerIp });
    expect(own.errors).toBeUndefined();
    expect(own.data).toEqual({ requestPasswordReset: true });
  });

  it('lets only admins manage staff', async () => {
    const editor = await staff(server.services, Role.EDITOR);
    for (const [query, variables] of [
      [LIST, {}],
      [INVITE, { input: { name: 'X', email: address('x'), role: 'ADMIN' } }],
      [ROLE, { id: editor.user.id, role: 'ADMIN' }],
      [DEACTIVATE, { id: admin.user.id }],
    ] as const) {
      expect(codeOf(await call(query, variables, { token: editor.token }))).toBe('FORBIDDEN');
      expect(codeOf(await call(query, variables))).toBe('UNAUTHENTICATED');
    }
  });
});
