import { extractText } from 'unpdf';
import { formatIsoDay } from '../../shared/clock';
import { defaultMembershipYear } from '../../shared/membership-year';
import { renewalMessages } from '../../shared/renewals-messages';
import { Role } from '../src/auth/roles';
import { issueLink } from '../src/member-portal/member-links';
import { MEMBER_COOKIE } from '../src/member-portal/member-session';
import { Member } from '../src/members/member.entity';
import { MemberStatus } from '../src/members/member.enums';
import { ChargeStatus, MoneyKind, PaymentMethod } from '../src/money';
import { member, signedInMember, staff } from './factories';
import { describeDb, useTestServer, type TestServer } from './harness';
import { linkIn, startSmtpServer, type TestSmtpServer } from './smtp';

/*
 * The membership year walk (issue #34 "Done when"), on both databases, with a fixed clock (the
 * services' clock is held on the day each step happens) and a real SMTP server. The member's class
 * and first charge are made with SQL and the Ledger directly, and the treasurer's bank transfer with
 * `payments.receive` (the ledger entry, its receipt and the receipt e-mail, whose PDF is read back).
 */

const treasurerActor = { id: null, name: 'Tess Treasurer' };
const BANK = { bankAccountName: 'Greenfield Residents Assoc', bankBsb: '063-000', bankAccountNumber: '12345678' };

interface Gql<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/** A GraphQL call with a staff token or the member cookie. */
async function call<T>(server: TestServer, query: string, variables: object = {}, auth: { cookie?: string; token?: string } = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as Gql<T>, setCookie: response.headers.get('set-cookie') };
}

const RENEWALS = `query($input: RenewalsInput!) { renewals(input: $input) { total items { memberId fullName standing remindedOffsets financialUntil
  unfinancialFrom ceasesOn chargeReference chargeAmountCents chargeDueDate ceasedDate ceasedReason } } }`;
const SUMMARY = `{ renewalSummary { due unfinancial paused } }`;
const UNDO = `mutation($input: UndoLapseInput!) { undoLapse(input: $input) { id status ceasedDate ceasedReason } }`;
const PAUSE = `mutation($input: RenewalsPausedInput!) { setRenewalsPaused(input: $input) { paused } }`;
const MINE = `{ myRenewal { standing financialUntil amountCents reference dueDate unfinancialFrom ceasesOn } }`;
const RESIGN = `mutation($input: ResignMembershipInput!) { resignMembership(input: $input) { status } }`;
const SIGN_IN = `mutation($input: MemberTokenInput!) { signInMember(input: $input) { email status } }`;

type RenewalItem = {
  memberId: string;
  standing: string | null;
  remindedOffsets: number[];
  financialUntil: string | null;
  chargeReference: string | null;
  chargeAmountCents: number | null;
  ceasedDate: string | null;
  ceasedReason: string | null;
};

describeDb('the membership year: renewals that run themselves (issue #34)', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  // No job workers: the test runs the renewal job itself on the days it chooses.
  const server = useTestServer(() => ({ SMTP_URL: smtp.url, JOB_WORKERS: '0' }));
  afterAll(() => smtp.close());

  let admin: string;
  let treasurer: string;
  let editor: string;
  let feeClass: string;
  beforeAll(async () => {
    admin = (await staff(server.services, Role.ADMIN)).token;
    treasurer = (await staff(server.services, Role.TREASURER, 'Tess Treasurer')).token;
    editor = (await staff(server.services, Role.EDITOR)).token;
    await server.services.membershipYear.update(treasurerActor, { ...defaultMembershipYear, ...BANK });
    [{ id: feeClass }] = await server.services.db.query(
      `INSERT INTO membership_classes (name, annual_fee_cents, renews) VALUES ('Household', 5000, true) RETURNING id`,
    );
  });
  afterEach(() => jest.restoreAllMocks());

  /** Holds the services' clock (and so every "today") on a day, at 06:05 association time as the cron runs. */
  const onDay = (day: string): Date => {
    const { clock } = server.services;
    const [year, month, date] = day.split('-').map(Number);
    const now = clock.instantOf({ year, month, day: date, hour: 6, minute: 5 });
    jest.spyOn(clock, 'now').mockReturnValue(now);
    jest.spyOn(clock, 'today').mockReturnValue(day);
    return now;
  };
  /** Runs the renewal job on a day and sends what it queued. */
  const runOn = async (day: string) => {
    const result = await server.services.renewals.run(onDay(day));
    await server.services.outbox.runOnce();
    return result;
  };
  const memberRow = async (id: string) => server.services.db.getRepository(Member).findOneByOrFail({ id });
  const fees = async (memberId: string) =>
    (await server.services.db.query(
      `SELECT id, status, amount_cents AS "amountCents", reference, to_char(period_end, 'YYYY-MM-DD') AS "periodEnd", to_char(due_date, 'YYYY-MM-DD') AS "dueDate", voided_reason AS "voidedReason"
         FROM charges WHERE member_id = $1 AND kind = 'fee' ORDER BY number`,
      [memberId],
    )) as { id: string; status: string; amountCents: number; reference: string; periodEnd: string; dueDate: string; voidedReason: string | null }[];
  const listed = async (filter: string, memberId: string) => {
    const { body } = await call<{ renewals: { items: RenewalItem[] } }>(server, RENEWALS, { input: { filter, limit: 100 } }, { token: admin });
    expect(body.errors).toBeUndefined();
    return body.data!.renewals.items.find((i) => i.memberId === memberId) ?? null;
  };
  /** A member of the $50 class who joined and paid for the year to `financialUntil`. */
  const paidMember = async (name: string, financialUntil: string, classId = feeClass) => {
    const m = await member(server.services, {
      fullName: name,
      status: MemberStatus.APPROVED,
      approvedDate: new Date('2026-07-01T00:00:00Z'),
      membershipClassId: classId,
    });
    const { db, ledger } = server.services;
    const charge = await db.transaction((tx) =>
      ledger.createCharge(tx, treasurerActor, {
        memberId: m.id,
        payerName: m.fullName,
        payerEmail: m.email,
        kind: MoneyKind.FEE,
        description: 'Membership (Household)',
        amountCents: 5000,
        membershipClassId: classId,
        periodStart: '2026-07-01',
        periodEnd: financialUntil,
        dueDate: '2026-07-01',
      }),
    );
    await db.transaction((tx) =>
      ledger.recordPayment(tx, treasurerActor, { chargeId: charge.id, amountCents: 5000, method: PaymentMethod.BANK_TRANSFER, paidOn: '2026-07-02' }),
    );
    expect((await memberRow(m.id)).financialUntil).toBe(financialUntil);
    return m;
  };

  it('walks a member through two years: reminders at each offset, paid by bank transfer, then a missed renewal, lapse and undo', async () => {
    const nora = await paidMember('Nora Walker', '2027-06-30');
    const mailsTo = () => smtp.to(nora.email);

    // Before the first reminder's day nothing happens.
    await runOn('2027-05-30');
    expect(await fees(nora.id)).toHaveLength(1);
    expect(mailsTo()).toHaveLength(0);

    // 30 days before: the renewal charge for the next year, and the first reminder.
    await runOn('2027-05-31');
    const [, renewal] = await fees(nora.id);
    expect(renewal).toMatchObject({ status: 'open', amountCents: 5000, periodEnd: '2028-06-30', dueDate: '2027-06-30' });
    const first = await smtp.waitFor(nora.email);
    expect(first.subject).toBe('Time to renew your Greenfield Residents membership');
    expect(first.text).toContain('$50.00');
    expect(first.text).toContain(`due by ${formatIsoDay('2027-06-30')}`);
    expect(first.text).toContain(`Reference: ${renewal.reference}`);
    expect(first.text).toContain('BSB: 063-000');
    expect(first.text).toContain('Account number: 12345678');
    // The one-click link signs the member in (a POST from its page) and opens "My membership".
    const link = linkIn(first.text, '/members/sign-in/');
    expect(link).toMatch(/\?open=membership$/);
    const token = new URL(link).pathname.split('/').at(-1)!;
    const signedIn = await call<{ signInMember: { email: string } }>(server, SIGN_IN, { input: { token } });
    expect(signedIn.body.data?.signInMember.email).toBe(nora.email);
    expect(signedIn.setCookie).toContain(`${MEMBER_COOKIE}=`);
    // Single use.
    expect((await call(server, SIGN_IN, { input: { token } })).body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    // A second run the same day (or a second instance) sends nothing twice.
    const again = await runOn('2027-05-31');
    expect(again).toMatchObject({ paused: false, chargesCreated: 0, remindersSent: 0, ceased: 0 });
    expect(mailsTo()).toHaveLength(1);

    // Staff see her as due, reminded at 30 days; the dashboard counts her.
    expect(await listed('DUE', nora.id)).toMatchObject({ standing: 'DUE', remindedOffsets: [30], chargeReference: renewal.reference });
    const summary = await call<{ renewalSummary: { due: number } }>(server, SUMMARY, {}, { token: admin });
    expect(summary.body.data!.renewalSummary.due).toBeGreaterThanOrEqual(1);

    // 7 days before, on the day, 14 days after: one reminder each, with the amount and the reference.
    for (const [day, subject, count] of [
      ['2027-06-23', 'Time to renew your Greenfield Residents membership', 2],
      ['2027-06-30', 'Your Greenfield Residents membership renewal is due', 3],
      ['2027-07-14', 'Your Greenfield Residents membership renewal is overdue', 4],
    ] as const) {
      await runOn(day);
      await runOn(day);
      const mails = await smtp.waitFor((m) => m.to.includes(nora.email.toLowerCase()), count);
      expect(mails).toHaveLength(count);
      expect(mails.at(-1)!.subject).toBe(subject);
      expect(mails.at(-1)!.text).toContain('$50.00');
      expect(mails.at(-1)!.text).toContain(renewal.reference);
    }
    expect(mailsTo().at(-1)!.text).toContain(`becomes unfinancial, and under our rules it ends on ${formatIsoDay('2027-10-29')}`);
    expect(await listed('DUE', nora.id)).toMatchObject({ standing: 'GRACE', remindedOffsets: [30, 7, 0, -14] });

    // The treasurer records her bank transfer: financial until moves on a year, she is e-mailed her
    // receipt (the PDF's fields read back), and no more reminders.
    const { receipt } = await server.services.db.transaction((tx) =>
      server.services.payments.receive(tx, treasurerActor, {
        chargeId: renewal.id,
        amountCents: 5000,
        method: PaymentMethod.BANK_TRANSFER,
        reference: renewal.reference,
        paidOn: '2027-07-20',
      }),
    );
    expect((await memberRow(nora.id)).financialUntil).toBe('2028-06-30');
    await server.services.outbox.runOnce();
    const receiptMail = await smtp.waitFor(nora.email, (m) => m.subject.startsWith(`Your receipt no. ${receipt.number}`));
    const { text: pdfText } = await extractText(new Uint8Array(receiptMail.parsed.attachments[0].content), { mergePages: true });
    const flat = pdfText.replace(/\s+/g, ' ');
    for (const field of [
      `Receipt no. ${receipt.number}`,
      nora.fullName,
      '$50.00 AUD',
      'Membership renewal',
      'Bank transfer',
      renewal.reference,
      'This payment is not tax-deductible.',
    ])
      expect(flat).toContain(field);
    for (const day of ['2027-07-21', '2027-08-01', '2027-11-01']) await runOn(day);
    expect(mailsTo().filter((m) => !m.subject.startsWith('Your receipt'))).toHaveLength(4);
    expect(await listed('DUE', nora.id)).toBeNull();

    // The next year she misses the renewal: reminded again (4 reminders for the new period) …
    for (const day of ['2028-05-31', '2028-06-23', '2028-06-30', '2028-07-14']) await runOn(day);
    await smtp.waitFor((m) => m.to.includes(nora.email.toLowerCase()), 8);
    const second = (await fees(nora.id)).at(-1)!;
    expect(second).toMatchObject({ status: 'open', periodEnd: '2029-06-30' });

    // … unfinancial after the 30 days' grace, which staff and she both see …
    onDay('2028-07-30');
    expect((await listed('DUE', nora.id))?.standing).toBe('GRACE');
    onDay('2028-07-31');
    expect(await listed('UNFINANCIAL', nora.id)).toMatchObject({ standing: 'UNFINANCIAL', chargeReference: second.reference });
    const cookie = (await call(server, SIGN_IN, { input: { token: await signInToken(nora.id) } })).setCookie!.split(';')[0];
    const mine = await call<{ myRenewal: { standing: string; amountCents: number; reference: string; ceasesOn: string } }>(
      server,
      MINE,
      {},
      { cookie },
    );
    expect(mine.body.data?.myRenewal).toMatchObject({
      standing: 'UNFINANCIAL',
      amountCents: 5000,
      reference: second.reference,
      ceasesOn: '2028-10-29',
    });

    // … still a member the day before the cease day …
    await runOn('2028-10-28');
    expect((await memberRow(nora.id)).status).toBe(MemberStatus.APPROVED);

    // … and ceases 90 days after becoming unfinancial: the register gets the date that day.
    const ceaseRun = await runOn('2028-10-29');
    expect(ceaseRun.ceased).toBeGreaterThanOrEqual(1);
    expect(await memberRow(nora.id)).toMatchObject({ status: MemberStatus.INACTIVE, ceasedDate: '2028-10-29', ceasedReason: 'lapsed' });
    const register = await server.services.memberRegister.register();
    expect(register.former.find((f) => f.name === 'Nora Walker')).toMatchObject({ ceasedDate: '2028-10-29' });
    expect(register.current.find((c) => c.name === 'Nora Walker')).toBeUndefined();
    expect((await fees(nora.id)).at(-1)).toMatchObject({
      status: 'void',
      voidedReason: `Membership lapsed on ${formatIsoDay('2028-10-29')}: renewal not paid`,
    });
    const ended = await smtp.waitFor(nora.email, (m) => m.subject === 'Your Greenfield Residents membership has ended');
    expect(ended.text).toContain(`ended on ${formatIsoDay('2028-10-29')}`);
    const [audit] = await server.services.db.query(`SELECT action FROM audit_entries WHERE entity_id = $1 AND action = 'lapse'`, [nora.id]);
    expect(audit).toBeDefined();
    expect(await runOn('2028-10-29')).toMatchObject({ ceased: 0, remindersSent: 0 });
    expect(await listed('ENDED', nora.id)).toMatchObject({ ceasedDate: '2028-10-29', ceasedReason: 'lapsed' });

    // Staff undo the lapse: approved again, the date cleared, a fresh charge (the voided one stays void).
    onDay('2028-11-02');
    expect((await call(server, UNDO, { input: { memberId: nora.id } }, { token: treasurer })).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const undone = await call<{ undoLapse: { status: string; ceasedDate: string | null; ceasedReason: string | null } }>(
      server,
      UNDO,
      { input: { memberId: nora.id } },
      { token: admin },
    );
    expect(undone.body.data?.undoLapse).toMatchObject({ status: 'APPROVED', ceasedDate: null, ceasedReason: null });
    const afterUndo = await fees(nora.id);
    expect(afterUndo.at(-2)).toMatchObject({ status: 'void' });
    expect(afterUndo.at(-1)).toMatchObject({ status: 'open', amountCents: 5000, periodEnd: '2029-06-30', dueDate: '2028-11-02' });
    expect((await server.services.memberRegister.register()).current.find((c) => c.name === 'Nora Walker')).toBeDefined();
    expect((await call(server, UNDO, { input: { memberId: nora.id } }, { token: admin })).body.errors?.[0]).toMatchObject({
      message: renewalMessages.notLapsed,
      extensions: { code: 'CONFLICT' },
    });
    // The job does not cease her again for that period.
    await runOn('2028-11-03');
    expect((await memberRow(nora.id)).status).toBe(MemberStatus.APPROVED);
    expect(smtp.to(nora.email).filter((m) => m.subject.includes('has ended'))).toHaveLength(1);
  });

  /** A fresh single-use renewal-style sign-in for a member (the sign-in link service, as a request would). */
  async function signInToken(memberId: string): Promise<string> {
    const { db, clock } = server.services;
    return db.transaction((tx) => issueLink(tx, clock.now(), memberId, 'sign_in', 15));
  }

  it('does nothing while renewals are paused, and says so', async () => {
    const paused = await paidMember('Pat Paused', '2031-06-30');
    expect((await call(server, PAUSE, { input: { paused: true } }, { token: editor })).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const pause = await call<{ setRenewalsPaused: { paused: boolean } }>(server, PAUSE, { input: { paused: true } }, { token: admin });
    expect(pause.body.data?.setRenewalsPaused.paused).toBe(true);
    expect((await server.services.membershipYear.get()).renewalsPaused).toBe(true);
    for (const day of ['2031-05-31', '2031-06-30', '2031-12-31'])
      expect(await runOn(day)).toMatchObject({ paused: true, remindersSent: 0, ceased: 0 });
    expect(await fees(paused.id)).toHaveLength(1);
    expect(smtp.to(paused.email)).toHaveLength(0);
    expect((await memberRow(paused.id)).status).toBe(MemberStatus.APPROVED);
    // Resumed far past the cease day, the member ceases on the day the job runs again.
    await call(server, PAUSE, { input: { paused: false } }, { token: admin });
    await runOn('2032-01-05');
    expect(await memberRow(paused.id)).toMatchObject({ status: MemberStatus.INACTIVE, ceasedDate: '2032-01-05', ceasedReason: 'lapsed' });
  });

  it('never lapses a member of a $0 class', async () => {
    const [{ id: free }] = await server.services.db.query(
      `INSERT INTO membership_classes (name, annual_fee_cents, renews) VALUES ('Life', 0, true) RETURNING id`,
    );
    const life = await member(server.services, { status: MemberStatus.APPROVED, membershipClassId: free, financialUntil: '2033-06-30' });
    for (const day of ['2033-05-31', '2033-06-30', '2033-07-14', '2034-01-01']) await runOn(day);
    expect(await memberRow(life.id)).toMatchObject({ status: MemberStatus.APPROVED, ceasedDate: null });
    expect(await fees(life.id)).toHaveLength(0);
    expect(smtp.to(life.email)).toHaveLength(0);
  });

  it('sends only the latest reminder due when several came at once, once however many runs', async () => {
    const late = await paidMember('Lee Late', '2035-06-30');
    const [a, b] = await Promise.all([server.services.renewals.run(onDay('2035-07-01')), server.services.renewals.run(onDay('2035-07-01'))]);
    await server.services.outbox.runOnce();
    expect(a.remindersSent + b.remindersSent).toBeGreaterThanOrEqual(1);
    const mails = await smtp.waitFor((m) => m.to.includes(late.email.toLowerCase()), 1);
    expect(mails[0].subject).toBe('Your Greenfield Residents membership renewal is due');
    expect(await fees(late.id)).toHaveLength(2);
    const [{ offsets }] = await server.services.db.query(
      `SELECT array_agg(offset_days || ':' || skipped ORDER BY offset_days DESC) AS offsets FROM renewal_reminders WHERE member_id = $1`,
      [late.id],
    );
    expect(offsets).toEqual(['30:true', '7:true', '0:false']);
    await runOn('2035-07-02');
    expect(smtp.to(late.email)).toHaveLength(1);
  });

  it('lets a member resign from their area: ceased today, fees voided, e-mailed, sign-in kept', async () => {
    const {
      member: rosa,
      cookie,
      sessionId,
    } = await signedInMember(server.services, {
      fullName: 'Rosa Resigns',
      membershipClassId: feeClass,
      financialUntil: '2036-06-30',
    });
    // The session must outlast the fixed clock's day.
    await server.services.db.query(`UPDATE member_sessions SET expires_at = '2100-01-01' WHERE id = $1`, [sessionId]);
    onDay('2036-03-10');
    const open = await server.services.db.transaction((tx) =>
      server.services.ledger.createCharge(tx, treasurerActor, {
        memberId: rosa.id,
        payerName: rosa.fullName,
        kind: MoneyKind.FEE,
        description: 'Renewal',
        amountCents: 5000,
        periodStart: '2036-07-01',
        periodEnd: '2037-06-30',
      }),
    );
    const unconfirmed = await call(server, RESIGN, { input: { confirm: false } }, { cookie });
    expect(unconfirmed.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { confirm: renewalMessages.resignConfirmQuestion },
    });
    expect((await call(server, RESIGN, { input: { confirm: true } }, { token: admin })).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const resigned = await call<{ resignMembership: { status: string } }>(server, RESIGN, { input: { confirm: true } }, { cookie });
    expect(resigned.body.data?.resignMembership.status).toBe('INACTIVE');
    expect(await memberRow(rosa.id)).toMatchObject({ status: MemberStatus.INACTIVE, ceasedDate: '2036-03-10', ceasedReason: 'resigned' });
    expect((await server.services.db.transaction((tx) => server.services.ledger.charge(tx, open.id)))!.status).toBe(ChargeStatus.VOID);
    await server.services.outbox.runOnce();
    const mail = await smtp.waitFor(rosa.email, (m) => m.subject === "You've resigned from Greenfield Residents");
    expect(mail.text).toContain(`ended on ${formatIsoDay('2036-03-10')}`);
    // Still signed in: the member area (details, receipts, data) stays open to a former member.
    const account = await call<{ memberAccount: { status: string } }>(server, `{ memberAccount { status } }`, {}, { cookie });
    expect(account.body.data?.memberAccount.status).toBe('INACTIVE');
    expect((await call(server, RESIGN, { input: { confirm: true } }, { cookie })).body.errors?.[0]).toMatchObject({
      message: renewalMessages.notCurrent,
      extensions: { code: 'CONFLICT' },
    });
    expect(await listed('ENDED', rosa.id)).toMatchObject({ ceasedReason: 'resigned', ceasedDate: '2036-03-10' });
  });

  it("records staff deactivation as 'removed', and clears it on reactivation", async () => {
    const sam = await member(server.services, { status: MemberStatus.APPROVED });
    const deactivate = `mutation($id: ID!) { deactivateMember(id: $id) { ceasedReason } }`;
    expect((await call<{ deactivateMember: { ceasedReason: string } }>(server, deactivate, { id: sam.id }, { token: admin })).body.data).toEqual({
      deactivateMember: { ceasedReason: 'removed' },
    });
    await call(server, `mutation($id: ID!) { reactivateMember(id: $id) { id } }`, { id: sam.id }, { token: admin });
    expect(await memberRow(sam.id)).toMatchObject({ status: MemberStatus.APPROVED, ceasedReason: null, ceasedDate: null });
  });

  it('lets admins and the treasurer read renewals; only admins change them; editors, members and anonymous nothing', async () => {
    const { cookie } = await signedInMember(server.services);
    const codes = async (query: string, variables: object) => ({
      admin: (await call(server, query, variables, { token: admin })).body.errors?.[0]?.extensions?.code ?? 'ok',
      treasurer: (await call(server, query, variables, { token: treasurer })).body.errors?.[0]?.extensions?.code ?? 'ok',
      editor: (await call(server, query, variables, { token: editor })).body.errors?.[0]?.extensions?.code ?? 'ok',
      member: (await call(server, query, variables, { cookie })).body.errors?.[0]?.extensions?.code ?? 'ok',
      anonymous: (await call(server, query, variables)).body.errors?.[0]?.extensions?.code ?? 'ok',
    });
    const read = { admin: 'ok', treasurer: 'ok', editor: 'FORBIDDEN', member: 'UNAUTHENTICATED', anonymous: 'UNAUTHENTICATED' };
    expect(await codes(RENEWALS, { input: { filter: 'DUE' } })).toEqual(read);
    expect(await codes(SUMMARY, {})).toEqual(read);
    const change = { admin: 'ok', treasurer: 'FORBIDDEN', editor: 'FORBIDDEN', member: 'UNAUTHENTICATED', anonymous: 'UNAUTHENTICATED' };
    expect(await codes(PAUSE, { input: { paused: false } })).toEqual(change);
    expect(await codes(UNDO, { input: { memberId: '00000000-0000-4000-8000-000000000000' } })).toEqual({ ...change, admin: 'NOT_FOUND' });
    const own = { admin: 'UNAUTHENTICATED', treasurer: 'UNAUTHENTICATED', editor: 'UNAUTHENTICATED', member: 'ok', anonymous: 'UNAUTHENTICATED' };
    expect(await codes(MINE, {})).toEqual(own);
  });
});
