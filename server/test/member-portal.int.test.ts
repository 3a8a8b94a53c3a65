import { memberAreaClosed } from '../../shared/member-area';
import { memberPortalMessages } from '../../shared/member-portal-messages';
import { messages } from '../../shared/messages';
import { limits } from '../../shared/limits';
import { Role } from '../src/auth/roles';
import { Limiter } from '../src/common/rate-limit';
import { Member } from '../src/members/member.entity';
import { MemberStatus } from '../src/members/member.enums';
import { MEMBER_SIGN_IN_JOB } from '../src/member-portal/member-sign-in';
import { MemberChangeRequest, MemberErasureRequestRow, MemberLink, MemberSession } from '../src/member-portal/member-portal.entities';
import { MEMBER_COOKIE } from '../src/member-portal/member-session';
import { Rsvp, RsvpStatus } from '../src/events/rsvp.entity';
import { NewsletterSubscriber } from '../src/newsletter/subscriber.entity';
import { OutboxEmail } from '../src/notifications/outbox.entity';
import { event, member, signedInMember, staff } from './factories';
import { describeDb, type TestServer, useTestServer } from './harness';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';

type Gql<T> = { data?: T; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string>; retryAfter?: number } }[] };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const ACCOUNT = `{ memberAccount { memberNumber fullName firstName email pendingEmail phone status rsvps { id eventSlug status waitlistPosition attendees } newsletterSubscribed calendarFeedCreatedAt erasureRequestedAt changeRequests { status fullName address } } }`;
const REQUEST = `mutation($input: MemberSignInRequestInput!) { requestMemberSignIn(input: $input) }`;
const SIGN_IN = `mutation($input: MemberTokenInput!) { signInMember(input: $input) { email firstName } }`;

/** A GraphQL call with a Cookie header (the member cookie) and/or a staff Bearer token; the answer and its Set-Cookie. */
async function call<T>(server: TestServer, query: string, variables: object = {}, auth: { cookie?: string; token?: string; ip?: string } = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.ip ? { 'x-forwarded-for': auth.ip } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as Gql<T>, setCookie: response.headers.get('set-cookie') };
}

/** The member cookie out of a Set-Cookie header, as the browser would send it back. */
const cookieOf = (setCookie: string | null): string => {
  const match = new RegExp(`${MEMBER_COOKIE}=([^;]*)`).exec(setCookie ?? '');
  if (!match) throw new Error(`no member cookie in ${setCookie}`);
  return `${MEMBER_COOKIE}=${match[1]}`;
};

describeDb('member area: the same answer and the same work for every address (issue #21)', () => {
  // No job workers here: what a request leaves behind stays in the queue to be compared.
  // TRUST_PROXY: the client's address is taken from X-Forwarded-For, so tests can call from several IPs.
  const server = useTestServer({ JOB_WORKERS: '0', TRUST_PROXY: '1' });

  it('answers unknown, pending and approved addresses alike, queuing one job each and writing nothing else', async () => {
    const pending = await member(server.services, { status: MemberStatus.PENDING });
    const approved = await member(server.services, { status: MemberStatus.APPROVED });
    const stranger = `nobody.${unique()}@example.com`;
    const outboxBefore = await server.services.db.getRepository(OutboxEmail).count();
    const answers = [];
    for (const email of [stranger, pending.email, approved.email]) {
      const { body, setCookie } = await call<{ requestMemberSignIn: string }>(server, REQUEST, { input: { email } });
      answers.push({ body, setCookie });
    }
    expect(answers.map((a) => a.body)).toEqual(Array(3).fill({ data: { requestMemberSignIn: memberPortalMessages.linkSent } }));
    expect(answers.map((a) => a.setCookie)).toEqual([null, null, null]);
    const jobs = (await server.services.db.query(`SELECT data FROM pgboss.job WHERE name = $1 ORDER BY created_on`, [MEMBER_SIGN_IN_JOB])) as {
      data: { email: string };
    }[];
    expect(jobs.map((j) => j.data.email)).toEqual([stranger, pending.email, approved.email].map((e) => e.toLowerCase()));
    expect(await server.services.db.getRepository(OutboxEmail).count()).toBe(outboxBefore);
    expect(await server.services.db.getRepository(MemberLink).count()).toBe(0);
    // The job then sends a link to members only.
    expect(await server.services.memberSignIn.sendSignInLink(stranger)).toBe(false);
    expect(await server.services.memberSignIn.sendSignInLink(pending.email)).toBe(true);
    expect(await server.services.db.getRepository(OutboxEmail).count()).toBe(outboxBefore + 1);
  });

  it('refuses a malformed address naming the field, and limits links per address', async () => {
    const bad = await call(server, REQUEST, { input: { email: 'not-an-address' } });
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: messages.validation.email } });
    const email = `limited.${unique()}@example.com`;
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await call(server, REQUEST, { input: { email: i % 2 ? email.toUpperCase() : email } })).body.errors?.[0]?.extensions?.code ?? 'ok');
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'RATE_LIMITED']);
  });

  it('limits links per IP whatever the address, while another IP still gets through', async () => {
    const ip = '203.0.113.21';
    const codes = [];
    for (let i = 0; i <= limits.memberLinkPerIpPerHour; i++)
      codes.push(
        (await call(server, REQUEST, { input: { email: `many.${i}.${unique()}@example.com` } }, { ip })).body.errors?.[0]?.extensions?.code ?? 'ok',
      );
    expect(codes).toEqual([...Array(limits.memberLinkPerIpPerHour).fill('ok'), 'RATE_LIMITED']);
    const elsewhere = await call(server, REQUEST, { input: { email: `elsewhere.${unique()}@example.com` } }, { ip: '198.51.100.7' });
    expect(elsewhere.body).toEqual({ data: { requestMemberSignIn: memberPortalMessages.linkSent } });
  });

  it('limits links per (address, IP): strangers who used the limit from other IPs do not keep the owner out (issue #31 item 7)', async () => {
    const email = `owner.${unique()}@example.com`;
    for (const ip of ['198.51.100.31', '198.51.100.32']) {
      const codes = [];
      for (let i = 0; i <= limits.memberLinkPerAddressPerHour; i++)
        codes.push((await call(server, REQUEST, { input: { email } }, { ip })).body.errors?.[0]?.extensions?.code ?? 'ok');
      expect(codes).toEqual([...Array(limits.memberLinkPerAddressPerHour).fill('ok'), 'RATE_LIMITED']);
    }
    const owner = await call(server, REQUEST, { input: { email } }, { ip: '192.0.2.31' });
    expect(owner.body).toEqual({ data: { requestMemberSignIn: memberPortalMessages.linkSent } });
  });

  it('counts an address under a hash, so the limiter store holds no e-mail address', async () => {
    const consume = jest.spyOn(Limiter.prototype, 'consume');
    try {
      const email = `Hashed.${unique()}@Example.com`;
      await call(server, REQUEST, { input: { email } }, { ip: '192.0.2.44' });
      await call(server, REQUEST, { input: { email: email.toLowerCase() } }, { ip: '192.0.2.44' });
      const keys = consume.mock.calls.map(([key]) => key);
      expect(keys.filter((key) => key.toLowerCase().includes(email.toLowerCase()))).toEqual([]);
      const addressKeys = keys.filter((key) => key !== '192.0.2.44');
      expect(addressKeys).toHaveLength(2);
      expect(addressKeys[0]).toBe(addressKeys[1]); // letter case does not make a new count
    } finally {
      consume.mockRestore();
    }
  });
});

describeDb('member area: sign in, see and change what is yours (issue #21, with a mail server)', () => {
  let smtp: TestSmtpServer;
  let adminToken: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const server = useTestServer(() => ({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '500' }));
  beforeAll(async () => {
    adminToken = (await staff(server.services, Role.ADMIN)).token;
  });
  afterAll(async () => {
    await smtp?.close();
  });

  /** Asks for a link and reads it from the e-mail the mail server received. */
  const linkFor = async (email: string): Promise<string> => {
    const isLink = (m: ReceivedMail) => m.to.includes(email.toLowerCase()) && m.text.includes('/members/sign-in/');
    const before = smtp.messages.filter(isLink).length;
    const answer = await call(server, REQUEST, { input: { email } });
    expect(answer.body.errors).toBeUndefined();
    const mail = (await smtp.waitFor(isLink, before + 1)).at(-1)!;
    return /\/members\/sign-in\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  };

  it('e-mails a single-use link that signs in with a POST, and refuses it used or expired', async () => {
    const alice = await member(server.services, { fullName: 'Alice Nguyen', status: MemberStatus.APPROVED, email: `alice.${unique()}@example.com` });
    const token = await linkFor(alice.email);
    const mail = smtp.to(alice.email).at(-1)!;
    expect(mail.subject).toBe('Your sign-in link for the Greenfield Residents member area');
    expect(mail.text).toContain('it works once, for 15 minutes');
    const signedIn = await call<{ signInMember: { email: string; firstName: string } }>(server, SIGN_IN, { input: { token } });
    expect(signedIn.body.data?.signInMember).toEqual({ email: alice.email, firstName: 'Alice' });
    expect(signedIn.setCookie).toMatch(new RegExp(`^${MEMBER_COOKIE}=[^;]+;.*HttpOnly`, 'i'));
    expect(signedIn.setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookieOf(signedIn.setCookie);
    const account = await call<{ memberAccount: { email: string; status: string } }>(server, ACCOUNT, {}, { cookie });
    expect(account.body.data?.memberAccount).toMatchObject({ email: alice.email, status: 'APPROVED' });
    expect((await server.services.db.getRepository(Member).findOneByOrFail({ id: alice.id })).lastLoginDate).not.toBeNull();

    const again = await call(server, SIGN_IN, { input: { token } });
    expect(again.body.errors?.[0]).toMatchObject({
      message: memberPortalMessages.linkInvalid,
      extensions: { code: 'BAD_USER_INPUT', fields: { token: memberPortalMessages.linkInvalid } },
    });
    expect(again.setCookie).toBeNull();

    const expiring = await linkFor(alice.email);
    await server.services.db.query(`UPDATE member_links SET expires_at = now() - interval '1 second' WHERE used_at IS NULL AND member_id = $1`, [
      alice.id,
    ]);
    expect((await call(server, SIGN_IN, { input: { token: expiring } })).body.errors?.[0].message).toBe(memberPortalMessages.linkInvalid);

    // A newer link retires the older one.
    const first = await linkFor(alice.email);
    const second = await linkFor(alice.email);
    expect(first).not.toBe(second);
    expect((await call(server, SIGN_IN, { input: { token: first } })).body.errors?.[0].message).toBe(memberPortalMessages.linkInvalid);
    expect((await call(server, SIGN_IN, { input: { token: second } })).body.errors).toBeUndefined();
  });

  it('keeps member and staff sessions apart, and signing out ends the session', async () => {
    const { cookie, member: bob } = await signedInMember(server.services);
    const memberToken = cookie.slice(MEMBER_COOKIE.length + 1);
    // A member token sent as a staff token reaches nothing of staff.
    const asStaff = await call(server, `{ members { total } }`, {}, { token: memberToken });
    expect(asStaff.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const member = await call(server, `query($id: ID!) { member(id: $id) { email } }`, { id: bob.id }, { cookie });
    expect(member.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // A staff token reaches nothing of a member's area.
    const staffInMemberArea = await call(server, `mutation { requestMyErasure { email } }`, {}, { token: adminToken });
    expect(staffInMemberArea.body.errors?.[0]).toMatchObject({
      message: memberPortalMessages.sessionEnded,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await call(server, `{ memberAccount { email } }`, {}, { token: adminToken })).body.data).toEqual({ memberAccount: null });

    const out = await call(server, `mutation { signOutMember }`, {}, { cookie });
    expect(out.body.data).toEqual({ signOutMember: true });
    expect(out.setCookie).toMatch(new RegExp(`^${MEMBER_COOKIE}=;`));
    expect((await call(server, ACCOUNT, {}, { cookie })).body.data).toEqual({ memberAccount: null });
    expect((await server.services.db.getRepository(MemberSession).findOneByOrFail({ memberId: bob.id })).revokedAt).not.toBeNull();
  });

  it('changes details, refuses bad input naming the field, and changes the e-mail only once confirmed from the new address', async () => {
    const { cookie, member: carol } = await signedInMember(server.services, { fullName: 'Carol Tan' });
    const UPDATE = `mutation($input: MemberDetailsInput!) { updateMemberDetails(input: $input) { phone numAdults languageSpoken } }`;
    const saved = await call<{ updateMemberDetails: object }>(
      server,
      UPDATE,
      { input: { phone: '0411 222 333', numAdults: 2, languageSpoken: 'Vietnamese' } },
      { cookie },
    );
    expect(saved.body.data?.updateMemberDetails).toEqual({ phone: '0411 222 333', numAdults: 2, languageSpoken: 'Vietnamese' });
    const bad = await call(server, UPDATE, { input: { phone: 'call me', numAdults: -1 } }, { cookie });
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { phone: messages.validation.format('Phone') } });
    expect((await server.services.db.getRepository(Member).findOneByOrFail({ id: carol.id })).phone).toBe('0411 222 333');

    const newEmail = `carol.new.${unique()}@example.com`;
    const CHANGE = `mutation($input: MemberEmailChangeInput!) { requestMemberEmailChange(input: $input) { email pendingEmail } }`;
    const asked = await call<{ requestMemberEmailChange: object }>(server, CHANGE, { input: { email: newEmail } }, { cookie });
    expect(asked.body.data?.requestMemberEmailChange).toEqual({ email: carol.email, pendingEmail: newEmail });
    const mail = await smtp.waitFor(newEmail, (m) => m.text.includes('/members/confirm-email/'));
    const token = /\/members\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const confirmed = await call(server, `mutation($input: MemberTokenInput!) { confirmMemberEmailChange(input: $input) }`, { input: { token } });
    expect(confirmed.body.data).toEqual({ confirmMemberEmailChange: true });
    expect((await server.services.db.getRepository(Member).findOneByOrFail({ id: carol.id })).email).toBe(newEmail);
    const reused = await call(server, `mutation($input: MemberTokenInput!) { confirmMemberEmailChange(input: $input) }`, { input: { token } });
    expect(reused.body.errors?.[0].message).toBe(memberPortalMessages.emailConfirmInvalid);
    // Another member's address is answered as a free one (issue #31 item 6), and is never taken.
    const other = await member(server.services);
    const taken = await call<{ requestMemberEmailChange: object }>(server, CHANGE, { input: { email: other.email.toUpperCase() } }, { cookie });
    expect(taken.body.errors).toBeUndefined();
    expect((await server.services.db.getRepository(Member).findOneByOrFail({ id: other.id })).email).toBe(other.email);
  });

  it('answers a new address the same whether another member has it, names nobody to it, tells the old address, and limits requests (issue #31 item 6)', async () => {
    const CHANGE = `mutation($input: MemberEmailChangeInput!) { requestMemberEmailChange(input: $input) { email pendingEmail } }`;
    const { cookie, member: dora } = await signedInMember(server.services, { fullName: 'Dora Quokka' });
    const other = await member(server.services, { status: MemberStatus.APPROVED });
    const free = `nora.${unique()}@example.com`;
    const asked = await call<{ requestMemberEmailChange: object }>(server, CHANGE, { input: { email: free } }, { cookie });
    const taken = await call<{ requestMemberEmailChange: object }>(server, CHANGE, { input: { email: other.email } }, { cookie });
    expect(asked.body).toEqual({ data: { requestMemberEmailChange: { email: dora.email, pendingEmail: free } } });
    expect(taken.body).toEqual({ data: { requestMemberEmailChange: { email: dora.email, pendingEmail: other.email } } });

    // The old address hears of each request, the new address shown only in part.
    const notices = await smtp.waitFor((m) => m.to.includes(dora.email.toLowerCase()) && /change the e-mail/i.test(m.subject), 2);
    expect(notices[0].text).toContain('n***@example.com');
    expect(notices[0].text).not.toContain(free);
    expect(notices[0].text).toMatch(/if it wasn't you/i);
    // The other member's address gets no link and nothing about Dora.
    const toOther = await smtp.waitFor(other.email, () => true);
    for (const secret of ['Dora', 'Quokka', dora.email, '/members/confirm-email/']) expect(toOther.text).not.toContain(secret);
    expect(smtp.to(other.email).filter((m) => m.text.includes('/members/confirm-email/'))).toEqual([]);
    // A confirmation onto a taken address never succeeds.
    expect((await server.services.db.getRepository(Member).findOneByOrFail({ id: other.id })).email).toBe(other.email);

    // 3 requests a day per member …
    const third = await call(server, CHANGE, { input: { email: `third.${unique()}@example.com` } }, { cookie });
    expect(third.body.errors).toBeUndefined();
    const fourth = await call(server, CHANGE, { input: { email: `fourth.${unique()}@example.com` } }, { cookie });
    expect(fourth.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(fourth.body.errors?.[0].extensions?.retryAfter).toBeGreaterThan(0);
    // … and 3 a day per address, whoever asks.
    const target = `wanted.${unique()}@example.com`;
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const asker = await signedInMember(server.services);
      codes.push(
        (await call(server, CHANGE, { input: { email: i % 2 ? target.toUpperCase() : target } }, { cookie: asker.cookie })).body.errors?.[0]
          ?.extensions?.code ?? 'ok',
      );
    }
    expect(codes).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED']);
  });

  it('never confirms a change onto an address another member took meanwhile (issue #31 item 6)', async () => {
    const CHANGE = `mutation($input: MemberEmailChangeInput!) { requestMemberEmailChange(input: $input) { pendingEmail } }`;
    const { cookie, member: eve } = await signedInMember(server.services);
    const wanted = `eve.new.${unique()}@example.com`;
    expect((await call(server, CHANGE, { input: { email: wanted } }, { cookie })).body.errors).toBeUndefined();
    const mail = await smtp.waitFor(wanted, (m) => m.text.includes('/members/confirm-email/'));
    const token = /\/members\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await member(server.services, { email: wanted });
    const confirmed = await call(server, `mutation($input: MemberTokenInput!) { confirmMemberEmailChange(input: $input) }`, { input: { token } });
    expect(confirmed.body.errors?.[0].extensions?.code).toBe('DUPLICATE_EMAIL');
    expect((await server.services.db.getRepository(Member).findOneByOrFail({ id: eve.id })).email).toBe(eve.email);
  });

  it('sends a name or address change to staff, who approve or decline it once', async () => {
    const { cookie, member: dev } = await signedInMember(server.services, { fullName: 'Dev Patel', address: '1 Vine St' });
    const ASK = `mutation($input: MemberDetailsChangeInput!) { requestMemberDetailsChange(input: $input) { changeRequests { status address } } }`;
    const none = await call(server, ASK, { input: {} }, { cookie });
    expect(none.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const asked = await call<{ requestMemberDetailsChange: { changeRequests: object[] } }>(
      server,
      ASK,
      { input: { address: '7 Elm St' } },
      { cookie },
    );
    expect(asked.body.data?.requestMemberDetailsChange.changeRequests).toEqual([{ status: 'PENDING', address: '7 Elm St' }]);
    expect((await server.services.db.getRepository(Member).findOneByOrFail({ id: dev.id })).address).toBe('1 Vine St');
    const list = await call<{ memberChangeRequests: { items: { id: string; memberName: string; status: string }[] } }>(
      server,
      `query($memberId: ID) { memberChangeRequests(memberId: $memberId) { items { id memberName status } total } }`,
      { memberId: dev.id },
      { token: adminToken },
    );
    const [request] = list.body.data!.memberChangeRequests.items;
    expect(request).toMatchObject({ memberName: 'Dev Patel', status: 'PENDING' });
    const DECIDE = `mutation($input: MemberChangeDecisionInput!) { decideMemberChangeRequest(input: $input) { status decidedBy } }`;
    const decided = await call<{ decideMemberChangeRequest: { status: string; decidedBy: string } }>(
      server,
      DECIDE,
      { input: { id: request.id, approve: true } },
      { token: adminToken },
    );
    expect(decided.body.data?.decideMemberChangeRequest).toEqual({ status: 'APPROVED', decidedBy: 'Alice Admin' });
    expect((await server.services.db.getRepository(Member).findOneByOrFail({ id: dev.id })).address).toBe('7 Elm St');
    const twice = await call(server, DECIDE, { input: { id: request.id, approve: false } }, { token: adminToken });
    expect(twice.body.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it("changes and cancels the member's own RSVPs (the waitlist promotes), never another's", async () => {
    const { cookie, member: erin } = await signedInMember(server.services);
    const full = await event(server.services, { maxAttendees: 2, waitlistEnabled: true, eventDate: new Date(Date.now() + 7 * 86400_000) });
    await server.services.publicRsvps.rsvp({ eventSlug: full.slug, name: 'Erin', email: erin.email.toUpperCase(), attendees: 2 });
    const waiting = `waiting.${unique()}@example.com`;
    await server.services.publicRsvps.rsvp({ eventSlug: full.slug, name: 'Wai Ting', email: waiting, attendees: 1 });
    const account = await call<{ memberAccount: { rsvps: { id: string; status: string; eventSlug: string }[] } }>(server, ACCOUNT, {}, { cookie });
    const mine = account.body.data!.memberAccount.rsvps.find((r) => r.eventSlug === full.slug)!;
    expect(mine.status).toBe('GOING');
    const theirs = await server.services.db.getRepository(Rsvp).findOneByOrFail({ email: waiting });
    const CANCEL = `mutation($input: MyRsvpCancelInput!) { cancelMyRsvp(input: $input) { rsvps { id } } }`;
    const notMine = await call(server, CANCEL, { input: { id: theirs.id } }, { cookie });
    expect(notMine.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await server.services.db.getRepository(Rsvp).findOneByOrFail({ id: theirs.id })).status).toBe(RsvpStatus.WAITLISTED);
    const resizeTheirs = await call(
      server,
      `mutation($input: MyRsvpInput!) { updateMyRsvp(input: $input) { rsvps { attendees } } }`,
      { input: { id: theirs.id, attendees: 2 } },
      { cookie },
    );
    expect(resizeTheirs.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await server.services.db.getRepository(Rsvp).findOneByOrFail({ id: theirs.id })).toMatchObject({
      attendees: 1,
      status: RsvpStatus.WAITLISTED,
    });

    const resized = await call(
      server,
      `mutation($input: MyRsvpInput!) { updateMyRsvp(input: $input) { rsvps { attendees } } }`,
      { input: { id: mine.id, attendees: 1 } },
      { cookie },
    );
    expect(resized.body.errors).toBeUndefined();
    expect((await server.services.db.getRepository(Rsvp).findOneByOrFail({ id: theirs.id })).status).toBe(RsvpStatus.GOING);
    const cancelled = await call<{ cancelMyRsvp: { rsvps: { id: string }[] } }>(server, CANCEL, { input: { id: mine.id } }, { cookie });
    expect(cancelled.body.data?.cancelMyRsvp.rsvps.map((r) => r.id)).not.toContain(mine.id);
    expect((await server.services.db.getRepository(Rsvp).findOneByOrFail({ id: mine.id })).status).toBe(RsvpStatus.CANCELLED);
  });

  it('gives a private calendar feed of the member’s events that stops working when replaced or revoked', async () => {
    const { cookie, member: fay } = await signedInMember(server.services);
    const going = await event(server.services, { title: 'Working bee', maxAttendees: 30, eventDate: new Date(Date.now() + 3 * 86400_000) });
    await event(server.services, { title: 'Not for Fay', eventDate: new Date(Date.now() + 3 * 86400_000) });
    await server.services.publicRsvps.rsvp({ eventSlug: going.slug, name: 'Fay', email: fay.email, attendees: 1 });
    const made = await call<{ createMemberCalendarFeed: { url: string } }>(
      server,
      `mutation { createMemberCalendarFeed { url createdAt } }`,
      {},
      { cookie },
    );
    const url = made.body.data!.createMemberCalendarFeed.url;
    expect(url).toMatch(/\/members\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const local = `${server.url}${new URL(url).pathname}`;
    const feed = await fetch(local);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    const text = await feed.text();
    expect(text).toContain('SUMMARY:Working bee');
    expect(text).not.toContain('Not for Fay');
    expect((await server.services.db.query(`SELECT calendar_token_hash FROM members WHERE id = $1`, [fay.id]))[0].calendar_token_hash).not.toContain(
      new URL(url).pathname.split('/').pop()!.replace('.ics', ''),
    );
    // A new address replaces the old one, which stops working.
    const remade = await call<{ createMemberCalendarFeed: { url: string } }>(server, `mutation { createMemberCalendarFeed { url } }`, {}, { cookie });
    const newer = `${server.url}${new URL(remade.body.data!.createMemberCalendarFeed.url).pathname}`;
    expect(newer).not.toBe(local);
    expect((await fetch(local)).status).toBe(404);
    expect((await fetch(newer)).status).toBe(200);
    await call(server, `mutation { revokeMemberCalendarFeed { calendarFeedCreatedAt } }`, {}, { cookie });
    expect((await fetch(newer)).status).toBe(404);
  });

  it('switches the newsletter on (confirmed at once, welcome e-mail) and off', async () => {
    const { cookie, member: gus } = await signedInMember(server.services);
    const SET = `mutation($input: MyNewsletterInput!) { setMyNewsletterSubscription(input: $input) { newsletterSubscribed } }`;
    const on = await call(server, SET, { input: { subscribed: true } }, { cookie });
    expect(on.body.data).toEqual({ setMyNewsletterSubscription: { newsletterSubscribed: true } });
    const row = await server.services.db.getRepository(NewsletterSubscriber).findOneByOrFail({ email: gus.email });
    expect(row).toMatchObject({ status: 'CONFIRMED', consentPage: '/members', consentWording: messages.newsletter.consentWording });
    await smtp.waitFor(gus.email, (m) => /welcome/i.test(m.subject));
    const off = await call(server, SET, { input: { subscribed: false } }, { cookie });
    expect(off.body.data).toEqual({ setMyNewsletterSubscription: { newsletterSubscribed: false } });
    expect((await server.services.db.getRepository(NewsletterSubscriber).findOneByOrFail({ email: gus.email })).status).toBe('UNSUBSCRIBED');
  });

  it('exports the member’s own data, and an erasure request reaches staff and goes with the erasure', async () => {
    const { cookie, member: hana } = await signedInMember(server.services, { fullName: 'Hana Sato' });
    const exported = await call<{ exportMyPersonalData: { filename: string; json: string } }>(
      server,
      `mutation { exportMyPersonalData { filename json } }`,
      {},
      { cookie },
    );
    const document = JSON.parse(exported.body.data!.exportMyPersonalData.json) as { members: { email: string }[] };
    expect(document.members.map((m) => m.email)).toEqual([hana.email]);
    expect(JSON.stringify(document)).not.toMatch(/calendar_?token_?hash/i);

    const asked = await call<{ requestMyErasure: { erasureRequestedAt: string } }>(
      server,
      `mutation { requestMyErasure { erasureRequestedAt } }`,
      {},
      { cookie },
    );
    expect(asked.body.data?.requestMyErasure.erasureRequestedAt).toBeTruthy();
    const open = await call<{ memberErasureRequests: { items: { email: string; memberName: string }[] } }>(
      server,
      `{ memberErasureRequests { items { email memberName requestedAt } total } }`,
      {},
      { token: adminToken },
    );
    expect(open.body.data?.memberErasureRequests.items).toContainEqual(expect.objectContaining({ email: hana.email, memberName: 'Hana Sato' }));
    const erased = await call(
      server,
      `mutation($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) { counts { members } } }`,
      { input: { email: hana.email, confirmEmail: hana.email } },
      { token: adminToken },
    );
    expect(erased.body.errors).toBeUndefined();
    for (const entity of [MemberErasureRequestRow, MemberSession, MemberChangeRequest, MemberLink])
      expect(await server.services.db.getRepository(entity).countBy({ memberId: hana.id })).toBe(0);
    // Her own actions named her as the actor; nothing in the audit log names her any more.
    const named = (await server.services.db.query(
      `SELECT count(*)::int AS n FROM audit_entries WHERE actor_name ILIKE '%Hana Sato%' OR changes::text ILIKE '%Hana Sato%'`,
    )) as { n: number }[];
    expect(named[0].n).toBe(0);
    expect((await call(server, ACCOUNT, {}, { cookie })).body.data).toEqual({ memberAccount: null });
  });

  it('shows pending applicants their standing without the member area', async () => {
    const { cookie } = await signedInMember(server.services, { status: MemberStatus.PENDING });
    const account = await call<{ memberAccount: { status: string; rsvps: unknown[] } }>(server, ACCOUNT, {}, { cookie });
    expect(account.body.data?.memberAccount).toMatchObject({ status: 'PENDING', rsvps: [] });
    const feed = await call(server, `mutation { createMemberCalendarFeed { url } }`, {}, { cookie });
    expect(feed.body.errors?.[0]).toMatchObject({ message: memberAreaClosed, extensions: { code: 'CONFLICT' } });
  });

  // The rule of shared/member-area.ts, which the screen follows too: applicants see their standing and
  // their data; members (current or lapsed) change their record, RSVPs and newsletter; the calendar
  // feed is for approved members.
  it.each([
    [
      MemberStatus.PENDING,
      { details: 'CONFLICT', email: 'CONFLICT', nameOrAddress: 'CONFLICT', newsletter: 'CONFLICT', rsvp: 'CONFLICT', calendar: 'CONFLICT' },
    ],
    [
      MemberStatus.REJECTED,
      { details: 'CONFLICT', email: 'CONFLICT', nameOrAddress: 'CONFLICT', newsletter: 'CONFLICT', rsvp: 'CONFLICT', calendar: 'CONFLICT' },
    ],
    [MemberStatus.INACTIVE, { details: 'ok', email: 'ok', nameOrAddress: 'ok', newsletter: 'ok', rsvp: 'NOT_FOUND', calendar: 'CONFLICT' }],
    [MemberStatus.APPROVED, { details: 'ok', email: 'ok', nameOrAddress: 'ok', newsletter: 'ok', rsvp: 'NOT_FOUND', calendar: 'ok' }],
  ])('with the status %s, lets the member use just what the screen shows them', async (status, expected) => {
    const { cookie, member: someone } = await signedInMember(server.services, { status, phone: '0400 000 001' });
    const outcome = async (query: string, variables: object = {}) =>
      (await call(server, query, variables, { cookie })).body.errors?.[0]?.extensions?.code ?? 'ok';
    const got = {
      details: await outcome(`mutation($input: MemberDetailsInput!) { updateMemberDetails(input: $input) { phone } }`, {
        input: { phone: '0411 999 888' },
      }),
      email: await outcome(`mutation($input: MemberEmailChangeInput!) { requestMemberEmailChange(input: $input) { email } }`, {
        input: { email: `moved.${unique()}@example.com` },
      }),
      nameOrAddress: await outcome(`mutation($input: MemberDetailsChangeInput!) { requestMemberDetailsChange(input: $input) { email } }`, {
        input: { address: '9 New St' },
      }),
      newsletter: await outcome(`mutation($input: MyNewsletterInput!) { setMyNewsletterSubscription(input: $input) { email } }`, {
        input: { subscribed: true },
      }),
      // Nobody's RSVP: where the status opens My events, the id is simply not found.
      rsvp: await outcome(`mutation($input: MyRsvpCancelInput!) { cancelMyRsvp(input: $input) { email } }`, {
        input: { id: '00000000-0000-4000-8000-000000000000' },
      }),
      calendar: await outcome(`mutation { createMemberCalendarFeed { url } }`),
    };
    expect(got).toEqual(expected);
    // A refusal changed nothing; and standing and My data are open to every status.
    const after = await server.services.db.getRepository(Member).findOneByOrFail({ id: someone.id });
    expect(after.phone).toBe(expected.details === 'ok' ? '0411 999 888' : '0400 000 001');
    expect(await server.services.db.getRepository(MemberChangeRequest).countBy({ memberId: someone.id })).toBe(
      expected.nameOrAddress === 'ok' ? 1 : 0,
    );
    expect(await outcome(ACCOUNT)).toBe('ok');
    expect(await outcome(`mutation { exportMyPersonalData { filename } }`)).toBe('ok');
    expect(await outcome(`mutation { requestMyErasure { email } }`)).toBe('ok');
  });
});
