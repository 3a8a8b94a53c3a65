import { adminMessages } from '../../shared/admin-messages';
import { Role } from '../src/auth/roles';
import { MemberStatus } from '../src/members/member.enums';
import { member, staff } from './factories';
import { describeDb, useTestServer } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const AUDIENCE = `query($input: MemberNoticeAudienceInput!) { memberNoticeAudience(input: $input) { members byEmail byPost } }`;
const SEND = `mutation($input: SendMemberNoticeInput!) { sendMemberNotice(input: $input) { id recipients byPost meetingId sentByName statuses classIds } }`;
const NOTICE = `query($id: ID!) { memberNotice(id: $id) { id recipients queuedAt counts { queued retrying sent kept failed noAddress skipped } } }`;
const NOTICES = `query { memberNotices(page: 1, limit: 100) { total items { id subject } } }`;
const RECIPIENTS = `query($input: MemberNoticeRecipientsInput!) { memberNoticeRecipients(input: $input) { total items { memberNumber fullName email status reason sentAt } } }`;
const POST_LIST = `query($id: ID!) { memberNoticePostList(noticeId: $id) { memberNumber fullName address status reason } }`;

interface Recipient {
  memberNumber: number;
  fullName: string;
  email: string | null;
  status: string;
  reason: string | null;
  sentAt: string | null;
}

describeDb('member notices (issue #35): to every entitled member, recorded per recipient, the rest by post', () => {
  let smtp: TestSmtpServer;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const server = useTestServer(() => ({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '300' }), { timeout: 180_000 });
  beforeAll(async () => {
    admin = (await staff(server.services, Role.ADMIN)).token;
  }, 180_000);
  afterAll(async () => {
    await smtp?.close();
  });

  /** A membership class of its own for each test, so the audiences of the tests never overlap. */
  async function membershipClass(feeCents = 0): Promise<string> {
    const [row] = (await server.services.db.query(`INSERT INTO membership_classes (name, annual_fee_cents) VALUES ($1, $2) RETURNING id`, [
      `Class ${unique()}`,
      feeCents,
    ])) as { id: string }[];
    return row.id;
  }

  async function send(input: Record<string, unknown>) {
    const res = await server.gql<{ sendMemberNotice: { id: string; recipients: number; byPost: number; meetingId: string | null } }>(
      SEND,
      { input },
      admin,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.sendMemberNotice;
  }

  async function recipients(noticeId: string): Promise<Recipient[]> {
    const res = await server.gql<{ memberNoticeRecipients: { items: Recipient[] } }>(RECIPIENTS, { input: { noticeId, limit: 100 } }, admin);
    expect(res.errors).toBeUndefined();
    return res.data!.memberNoticeRecipients.items;
  }

  /** Waits until no recipient of the notice is QUEUED or RETRYING. */
  async function settled(noticeId: string): Promise<Recipient[]> {
    for (let i = 0; i < 200; i++) {
      const rows = await recipients(noticeId);
      if (rows.every((r) => r.status !== 'QUEUED' && r.status !== 'RETRYING')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`notice ${noticeId} did not settle: ${JSON.stringify(await recipients(noticeId))}`);
  }

  it('reaches every approved member of the chosen classes exactly once, even when the send job runs twice more, and no one else', async () => {
    const chosen = await membershipClass();
    const other = await membershipClass();
    const approved = await Promise.all([1, 2, 3].map(() => member(server.services, { status: MemberStatus.APPROVED, membershipClassId: chosen })));
    const left = [
      await member(server.services, { status: MemberStatus.PENDING, membershipClassId: chosen }),
      await member(server.services, { status: MemberStatus.REJECTED, membershipClassId: chosen }),
      await member(server.services, { status: MemberStatus.INACTIVE, membershipClassId: chosen, ceasedDate: '2026-01-31', ceasedReason: 'resigned' }),
      // Ceased (the register's cease date) while still marked approved: never receives a notice.
      await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: chosen, ceasedDate: '2026-02-28', ceasedReason: 'lapsed' }),
      await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: other }),
    ];

    const count = await server.gql<{ memberNoticeAudience: unknown }>(AUDIENCE, { input: { classIds: [chosen] } }, admin);
    expect(count.data?.memberNoticeAudience).toEqual({ members: 3, byEmail: 3, byPost: 0 });

    const subject = `Notice of the annual general meeting ${unique()}`;
    const notice = await send({
      subject,
      body: 'The AGM is on Tuesday 20 October at 7 pm in the community hall.',
      audience: { classIds: [chosen] },
      meetingId: 'meeting-123',
      expectedRecipients: 3,
    });
    expect(notice).toMatchObject({ recipients: 3, byPost: 0, meetingId: 'meeting-123' });

    for (const m of approved) {
      const mail = await smtp.waitFor(m.email, (x) => x.subject === subject);
      expect(mail.text).toContain(`Hi ${m.fullName},`);
      expect(mail.text).toContain('The AGM is on Tuesday 20 October');
      expect(mail.text).toContain(adminMessages.memberNotices.why);
      expect(mail.text.toLowerCase()).not.toContain('unsubscribe');
      expect(mail.parsed.headers.get('list-unsubscribe')).toBeUndefined();
    }
    // The job again, twice at once (two instances, or a retry after a kill), and the outbox again: nothing more is sent.
    const again = await Promise.all([
      server.services.memberNotices.queueRecipients(notice.id),
      server.services.memberNotices.queueRecipients(notice.id, { batchSize: 1 }),
    ]);
    expect(again).toEqual([0, 0]);
    await server.services.outbox.runOnce();
    const rows = await settled(notice.id);
    await new Promise((resolve) => setTimeout(resolve, 700));
    for (const m of approved) expect(smtp.to(m.email).filter((x) => x.subject === subject)).toHaveLength(1);
    for (const m of left) expect(smtp.to(m.email)).toHaveLength(0);
    expect(rows.map((r) => r.status)).toEqual(['SENT', 'SENT', 'SENT']);
    expect(rows.map((r) => r.email).sort()).toEqual(approved.map((m) => m.email.toLowerCase()).sort());
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);

    const recorded = await server.gql<{ memberNotice: { counts: Record<string, number>; queuedAt: string | null } }>(
      NOTICE,
      { id: notice.id },
      admin,
    );
    expect(recorded.data?.memberNotice.counts).toEqual({ queued: 0, retrying: 0, sent: 3, kept: 0, failed: 0, noAddress: 0, skipped: 0 });
    expect(recorded.data?.memberNotice.queuedAt).not.toBeNull();
    const list = await server.gql<{ memberNotices: { items: { id: string; subject: string }[] } }>(NOTICES, {}, admin);
    expect(list.data?.memberNotices.items).toContainEqual({ id: notice.id, subject });
    const [audit] = (await server.services.db.query(`SELECT action, actor_name AS "actorName" FROM audit_entries WHERE entity_id = $1`, [
      notice.id,
    ])) as { action: string; actorName: string }[];
    expect(audit).toEqual({ action: 'send', actorName: 'Alice Admin' });
  });

  it('shows a permanent failure with the mail server’s reason, and puts it and members without an address on the post list', async () => {
    const cls = await membershipClass();
    const bouncing = await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: cls, address: '3 Bounce Road, Greenfield' });
    const fine = await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: cls });
    const noEmail = await member(server.services, {
      status: MemberStatus.APPROVED,
      membershipClassId: cls,
      email: `no address ${unique()}`,
      address: '9 Paper Lane, Greenfield',
    });
    smtp.reject(bouncing.email, '550 5.1.1 mailbox unavailable');

    const count = await server.gql<{ memberNoticeAudience: unknown }>(AUDIENCE, { input: { classIds: [cls] } }, admin);
    expect(count.data?.memberNoticeAudience).toEqual({ members: 3, byEmail: 2, byPost: 1 });
    const notice = await send({
      subject: `Special general meeting ${unique()}`,
      body: 'Notice of a special resolution.',
      audience: { classIds: [cls] },
    });
    expect(notice).toMatchObject({ recipients: 3, byPost: 1 });

    const rows = await settled(notice.id);
    const byNumber = new Map(rows.map((r) => [r.memberNumber, r]));
    expect(byNumber.get(fine.memberNumber)).toMatchObject({ status: 'SENT', reason: null });
    expect(byNumber.get(bouncing.memberNumber)).toMatchObject({ status: 'FAILED', sentAt: null });
    expect(byNumber.get(bouncing.memberNumber)!.reason).toMatch(/550.*mailbox unavailable/);
    expect(byNumber.get(noEmail.memberNumber)).toMatchObject({ status: 'NO_ADDRESS', email: null, reason: adminMessages.memberNotices.noAddress });

    const post = await server.gql<{ memberNoticePostList: { memberNumber: number; fullName: string; address: string | null; status: string }[] }>(
      POST_LIST,
      { id: notice.id },
      admin,
    );
    expect(post.errors).toBeUndefined();
    expect(
      post.data!.memberNoticePostList.map(({ memberNumber, fullName, address, status }) => ({ memberNumber, fullName, address, status })),
    ).toEqual(
      [
        { memberNumber: bouncing.memberNumber, fullName: bouncing.fullName, address: '3 Bounce Road, Greenfield', status: 'FAILED' },
        { memberNumber: noEmail.memberNumber, fullName: noEmail.fullName, address: '9 Paper Lane, Greenfield', status: 'NO_ADDRESS' },
      ].sort((a, b) => a.memberNumber - b.memberNumber),
    );
    // Only the failed one by status filter.
    const failed = await server.gql<{ memberNoticeRecipients: { total: number } }>(
      RECIPIENTS,
      { input: { noticeId: notice.id, status: 'FAILED' } },
      admin,
    );
    expect(failed.data?.memberNoticeRecipients.total).toBe(1);
    smtp.accept(bouncing.email);
  });

  it('freezes the audience when sent: a member who joins later is not added, and one who ceases before the e-mail goes is skipped', async () => {
    const cls = await membershipClass();
    const first = await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: cls });
    const second = await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: cls });
    // The second member ceases right after the notice is sent: before or after the job hands its copy to the outbox.
    const actor = { id: null, name: 'Alice Admin' };
    const subject = `Frozen ${unique()}`;
    const sent = await server.services.memberNotices.send(actor, { subject, body: 'Body', audience: { classIds: [cls] } });
    const later = await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: cls });
    await server.services.db.query(`UPDATE members SET ceased_date = '2026-03-01', ceased_reason = 'resigned' WHERE id = $1`, [second.id]);
    await server.services.memberNotices.queueRecipients(sent.id);
    const rows = await settled(sent.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.memberNumber)).not.toContain(later.memberNumber);
    await smtp.waitFor(first.email, (m) => m.subject === subject);
    expect(smtp.to(later.email)).toHaveLength(0);
    // The second either went before it ceased (the job was quicker) or was skipped; never both, never twice.
    const secondRow = rows.find((r) => r.memberNumber === second.memberNumber)!;
    expect(['SENT', 'SKIPPED']).toContain(secondRow.status);
    expect(smtp.to(second.email).filter((m) => m.subject === subject)).toHaveLength(secondRow.status === 'SENT' ? 1 : 0);
    expect((await server.services.memberNotices.notice(sent.id)).recipients).toBe(2);
  });

  it('resumes a notice whose queueing was killed after its first batch: the rest go once, the batch already in the outbox is not sent again', async () => {
    const cls = await membershipClass();
    const people = await Promise.all([1, 2, 3].map(() => member(server.services, { status: MemberStatus.APPROVED, membershipClassId: cls })));
    const subject = `Resumed ${unique()}`;
    const { db, outbox } = server.services;
    // The state a killed instance leaves: the notice and its frozen recipients written two minutes ago,
    // the first batch (one member) committed with its outbox e-mail, the rest waiting, no job queued.
    const [notice] = (await db.query(
      `INSERT INTO member_notices (subject, body, statuses, recipients, by_post, sent_by_name, created_at)
       VALUES ($1, 'Body', '{approved}', 3, 0, 'Alice Admin', now() - interval '2 minutes') RETURNING id`,
      [subject],
    )) as { id: string }[];
    const outboxId = await db.transaction((tx) =>
      outbox.enqueue(tx, {
        kind: 'member-notice',
        to: people[0].email.toLowerCase(),
        subject,
        body: 'Body',
        reason: adminMessages.memberNotices.why,
      }),
    );
    for (const [i, p] of people.entries())
      await db.query(
        `INSERT INTO member_notice_recipients (notice_id, member_id, member_number, email, outbox_id, queued_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [notice.id, p.id, p.memberNumber, p.email.toLowerCase(), i === 0 ? outboxId : null, i === 0 ? new Date() : null],
      );
    expect(await server.services.memberNotices.resume()).toContain(notice.id);
    const rows = await settled(notice.id);
    expect(rows.map((r) => r.status)).toEqual(['SENT', 'SENT', 'SENT']);
    await new Promise((resolve) => setTimeout(resolve, 700));
    for (const p of people) expect(smtp.to(p.email).filter((m) => m.subject === subject)).toHaveLength(1);
    expect((await server.services.memberNotices.notice(notice.id)).queuedAt).not.toBeNull();
    // Finished: nothing left to resume.
    expect(await server.services.memberNotices.resume()).not.toContain(notice.id);
  });

  it('counts only financial members when asked: paid up to today or later, or no date with a $0 class', async () => {
    const paid = await membershipClass(5000);
    const free = await membershipClass(0);
    const today = server.services.clock.today();
    await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: paid, financialUntil: today });
    await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: paid, financialUntil: '2020-06-30' });
    await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: paid, financialUntil: null });
    await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: free, financialUntil: null });
    const audience = (input: Record<string, unknown>) => server.gql<{ memberNoticeAudience: { members: number } }>(AUDIENCE, { input }, admin);
    expect((await audience({ classIds: [paid, free] })).data?.memberNoticeAudience.members).toBe(4);
    expect((await audience({ classIds: [paid, free], financialOnly: true })).data?.memberNoticeAudience.members).toBe(2);
    expect((await audience({ classIds: [paid], financialOnly: true })).data?.memberNoticeAudience.members).toBe(1);
    // Other statuses when chosen (pending applicants, say), still never a ceased member.
    await member(server.services, { status: MemberStatus.PENDING, membershipClassId: free });
    expect((await audience({ classIds: [free], statuses: ['PENDING', 'APPROVED'] })).data?.memberNoticeAudience.members).toBe(2);
  });

  it('names the field of every refusal: empty subject and body, no status, an unknown class, nobody to send to, a stale count', async () => {
    const empty = await server.gql(SEND, { input: { subject: '  ', body: '' } }, admin);
    expect(empty.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { subject: adminMessages.memberNotices.subjectRequired, body: adminMessages.memberNotices.bodyRequired },
    });
    const unknownClass = await server.gql(
      SEND,
      { input: { subject: 'S', body: 'B', audience: { classIds: ['00000000-0000-4000-8000-000000000000'] } } },
      admin,
    );
    expect(unknownClass.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { classIds: adminMessages.memberNotices.unknownClass },
    });
    const notUuid = await server.gql(AUDIENCE, { input: { classIds: ['nope'] } }, admin);
    expect(notUuid.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { classIds: adminMessages.memberNotices.unknownClass } });
    const noStatus = await server.gql(AUDIENCE, { input: { statuses: [] } }, admin);
    expect(noStatus.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { statuses: adminMessages.memberNotices.statusesRequired },
    });
    const emptyClass = await membershipClass();
    const nobody = await server.gql(SEND, { input: { subject: 'S', body: 'B', audience: { classIds: [emptyClass] } } }, admin);
    expect(nobody.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { audience: adminMessages.memberNotices.noRecipients } });
    await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: emptyClass });
    const before = (await server.services.db.query(`SELECT count(*)::int AS n FROM member_notices`)) as { n: number }[];
    const stale = await server.gql(SEND, { input: { subject: 'S', body: 'B', audience: { classIds: [emptyClass] }, expectedRecipients: 2 } }, admin);
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toBe(adminMessages.memberNotices.recipientsChanged(1));
    expect((await server.services.db.query(`SELECT count(*)::int AS n FROM member_notices`)) as { n: number }[]).toEqual(before);
    const missing = await server.gql(NOTICE, { id: '00000000-0000-4000-8000-000000000000' }, admin);
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a treasurer and an editor every notice operation (admins only)', async () => {
    const treasurer = (await staff(server.services, Role.TREASURER, 'Tessa Treasurer')).token;
    const editor = (await staff(server.services, Role.EDITOR)).token;
    for (const token of [treasurer, editor]) {
      const sendRes = await server.gql(SEND, { input: { subject: 'S', body: 'B' } }, token);
      expect(sendRes.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const listRes = await server.gql(NOTICES, {}, token);
      expect(listRes.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const countRes = await server.gql(AUDIENCE, { input: {} }, token);
      expect(countRes.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});
