import { formatIsoDay } from '../../shared/clock';
import { Role } from '../src/auth/roles';
import { MemberStatus } from '../src/members/member.enums';
import { firstFeeDueDate, firstPeriod } from '../src/membership';
import { ChargeStatus, MoneyKind, PaymentMethod } from '../src/money';
import { applicationInput, member, signedInMember, staff } from './factories';
import { describeDb, type TestServer, useTestServer } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
type Gql<T> = { data?: T; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] };

/** A GraphQL call with a staff token or a member cookie. */
async function call<T>(server: TestServer, query: string, variables: object = {}, auth: { cookie?: string; token?: string } = {}): Promise<Gql<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Gql<T>;
}

const CLASS_FIELDS = 'id name annualFeeCents concessionFeeCents household renews archived position version memberCount';
const CREATE = `mutation($input: MembershipClassInput!) { createMembershipClass(input: $input) { ${CLASS_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: MembershipClassInput!) { updateMembershipClass(id: $id, input: $input) { ${CLASS_FIELDS} } }`;
const ARCHIVE = `mutation($input: MembershipClassArchiveInput!) { archiveMembershipClass(input: $input) { ${CLASS_FIELDS} } }`;
const LIST = `query($all: Boolean) { membershipClasses(includeArchived: $all) { ${CLASS_FIELDS} } }`;
const SETTINGS_FIELDS =
  'version financialYearStartMonth membershipPeriod reminderOffsetDays graceDays ceaseAfterUnfinancialDays renewalsPaused bankAccountName bankBsb bankAccountNumber abn dgr dgrFundName';
const SETTINGS = `{ membershipYearSettings { ${SETTINGS_FIELDS} } }`;
const UPDATE_SETTINGS = `mutation($input: MembershipYearSettingsInput!) { updateMembershipYearSettings(input: $input) { ${SETTINGS_FIELDS} } }`;
const MY = `{ myMembership { className household concession status financialUntil financialUntilText bankTransfer { accountName bsb accountNumber }
  openCharges { id description amountCents amount owingCents dueDate dueDateText reference paid receipts { number url } }
  paidCharges { id amountCents reference paid receipts { number url } } } }`;

type Cls = {
  id: string;
  name: string;
  annualFeeCents: number;
  concessionFeeCents: number | null;
  archived: boolean;
  version: number;
  memberCount: number | null;
};
const classInput = (overrides: Record<string, unknown> = {}) => ({
  name: `Class ${unique()}`,
  annualFeeCents: 2000,
  concessionFeeCents: 1000,
  household: true,
  renews: true,
  ...overrides,
});

const settingsInput = (overrides: Record<string, unknown> = {}) => ({
  financialYearStartMonth: 7,
  membershipPeriod: 'FINANCIAL_YEAR',
  reminderOffsetDays: [30, 7, 0, -14],
  graceDays: 30,
  ceaseAfterUnfinancialDays: 90,
  renewalsPaused: false,
  bankAccountName: 'Greenfield Residents Inc',
  bankBsb: '063-000',
  bankAccountNumber: '12345678',
  abn: '',
  dgr: false,
  dgrFundName: '',
  ...overrides,
});

describeDb('membership classes, the membership year settings and the fee on approval (issue #34)', () => {
  let smtp: TestSmtpServer;
  let admin: string;
  let treasurer: string;
  let editor: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const server = useTestServer(() => ({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '300' }));
  beforeAll(async () => {
    admin = (await staff(server.services, Role.ADMIN)).token;
    treasurer = (await staff(server.services, Role.TREASURER, 'Tess Treasurer')).token;
    editor = (await staff(server.services, Role.EDITOR)).token;
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const create = async (overrides: Record<string, unknown> = {}): Promise<Cls> => {
    const answer = await call<{ createMembershipClass: Cls }>(server, CREATE, { input: classInput(overrides) }, { token: admin });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createMembershipClass;
  };

  it('lets an admin add, change, archive and bring back a class; /join sees only active ones', async () => {
    const made = await create({ name: 'Family', annualFeeCents: 3000, concessionFeeCents: 1500 });
    expect(made).toMatchObject({ name: 'Family', annualFeeCents: 3000, concessionFeeCents: 1500, archived: false, version: 1, memberCount: 0 });
    const changed = await call<{ updateMembershipClass: Cls }>(
      server,
      UPDATE,
      { id: made.id, input: classInput({ name: 'Family plus', annualFeeCents: 0, concessionFeeCents: null, expectedVersion: 1 }) },
      { token: admin },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateMembershipClass).toMatchObject({ name: 'Family plus', annualFeeCents: 0, concessionFeeCents: null, version: 2 });
    const archived = await call<{ archiveMembershipClass: Cls }>(
      server,
      ARCHIVE,
      { input: { id: made.id, archived: true, expectedVersion: 2 } },
      { token: admin },
    );
    expect(archived.data!.archiveMembershipClass).toMatchObject({ archived: true, version: 3 });

    const publicList = await call<{ membershipClasses: Cls[] }>(server, LIST, {});
    expect(publicList.data!.membershipClasses.map((c) => c.id)).not.toContain(made.id);
    expect(publicList.data!.membershipClasses.every((c) => c.memberCount === null)).toBe(true);
    const staffList = await call<{ membershipClasses: Cls[] }>(server, LIST, { all: true }, { token: admin });
    expect(staffList.data!.membershipClasses.find((c) => c.id === made.id)).toMatchObject({ archived: true, memberCount: 0 });

    await call(server, ARCHIVE, { input: { id: made.id, archived: false } }, { token: admin });
    const again = await call<{ membershipClasses: Cls[] }>(server, LIST, {});
    expect(again.data!.membershipClasses.map((c) => c.id)).toContain(made.id);
  });

  it('refuses a name already used in any letter case, a negative fee and a concession above the fee, naming each field', async () => {
    await create({ name: 'Pensioner Household' });
    const taken = await call(server, CREATE, { input: classInput({ name: '  pensioner HOUSEHOLD ' }) }, { token: admin });
    expect(taken.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'A class with this name already exists' } });
    const bad = await call(server, CREATE, { input: classInput({ name: '', annualFeeCents: -1, concessionFeeCents: null }) }, { token: admin });
    expect(bad.errors![0].extensions!.fields).toEqual({
      name: 'Name is required',
      annualFeeCents: 'Annual fee must be at least 0',
    });
    const above = await call(server, CREATE, { input: classInput({ annualFeeCents: 1000, concessionFeeCents: 1500 }) }, { token: admin });
    expect(above.errors![0].extensions!.fields).toEqual({ concessionFeeCents: 'Concession fee must not be more than the annual fee' });
  });

  it('refuses a save from a stale version with CONFLICT naming what changed', async () => {
    const made = await create();
    await call(server, UPDATE, { id: made.id, input: classInput({ name: made.name, annualFeeCents: 2500, expectedVersion: 1 }) }, { token: admin });
    const stale = await call(
      server,
      UPDATE,
      { id: made.id, input: classInput({ name: made.name, annualFeeCents: 9900, expectedVersion: 1 }) },
      { token: admin },
    );
    expect(stale.errors![0].extensions).toMatchObject({ code: 'CONFLICT', expectedVersion: 1, currentVersion: 2, changedFields: ['annualFeeCents'] });
    const archiveStale = await call(server, ARCHIVE, { input: { id: made.id, archived: true, expectedVersion: 1 } }, { token: admin });
    expect(archiveStale.errors![0].extensions!.code).toBe('CONFLICT');
  });

  it('never deletes a class a member has: CONFLICT, archive instead', async () => {
    const used = await create();
    await member(server.services, { membershipClassId: used.id });
    const refused = await call(server, `mutation($id: ID!) { deleteMembershipClass(id: $id) }`, { id: used.id }, { token: admin });
    expect(refused.errors![0].extensions!.code).toBe('CONFLICT');
    const unused = await create();
    const deleted = await call<{ deleteMembershipClass: boolean }>(
      server,
      `mutation($id: ID!) { deleteMembershipClass(id: $id) }`,
      { id: unused.id },
      { token: admin },
    );
    expect(deleted.data!.deleteMembershipClass).toBe(true);
  });

  it('lets a treasurer read every class but change none; editors, members and anonymous callers neither', async () => {
    const made = await create();
    const read = await call<{ membershipClasses: Cls[] }>(server, LIST, { all: true }, { token: treasurer });
    expect(read.errors).toBeUndefined();
    expect(read.data!.membershipClasses.find((c) => c.id === made.id)!.memberCount).toBe(0);
    const { cookie } = await signedInMember(server.services);
    const callers: [string, { token?: string; cookie?: string }, string][] = [
      ['treasurer', { token: treasurer }, 'FORBIDDEN'],
      ['editor', { token: editor }, 'FORBIDDEN'],
      ['member', { cookie }, 'UNAUTHENTICATED'],
      ['anonymous', {}, 'UNAUTHENTICATED'],
    ];
    for (const [who, auth, code] of callers) {
      const change = await call(server, UPDATE, { id: made.id, input: classInput({ name: `${who} was here` }) }, auth);
      expect([who, change.errors?.[0].extensions?.code]).toEqual([who, code]);
      const add = await call(server, CREATE, { input: classInput() }, auth);
      expect([who, add.errors?.[0].extensions?.code]).toEqual([who, code]);
      const settings = await call(server, SETTINGS, {}, auth);
      expect([who, settings.errors?.[0].extensions?.code]).toEqual([who, code]);
      if (who !== 'treasurer') {
        const all = await call(server, LIST, { all: true }, auth);
        expect([who, all.errors?.[0].extensions?.code]).toEqual([who, code]);
      }
    }
    expect((await server.services.membershipClasses.get(made.id))!.version).toBe(1);
  });

  it('saves the membership year settings, naming each invalid field, and refuses a stale version', async () => {
    const before = (await call<{ membershipYearSettings: { version: number } }>(server, SETTINGS, {}, { token: admin })).data!.membershipYearSettings;
    const bad = await call(
      server,
      UPDATE_SETTINGS,
      { input: settingsInput({ financialYearStartMonth: 13, bankBsb: '12-34', abn: '12345678901', dgr: true, dgrFundName: '', graceDays: -1 }) },
      { token: admin },
    );
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(Object.keys(bad.errors![0].extensions!.fields!).sort()).toEqual(['abn', 'bankBsb', 'dgrFundName', 'financialYearStartMonth', 'graceDays']);
    expect(bad.errors![0].extensions!.fields!.financialYearStartMonth).toBe('Financial year start month must be at most 12');
    const saved = await call<{ updateMembershipYearSettings: { version: number; membershipPeriod: string; bankBsb: string } }>(
      server,
      UPDATE_SETTINGS,
      { input: settingsInput({ membershipPeriod: 'ANNIVERSARY', expectedVersion: before.version }) },
      { token: admin },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateMembershipYearSettings).toMatchObject({
      version: before.version + 1,
      membershipPeriod: 'ANNIVERSARY',
      bankBsb: '063-000',
    });
    const stale = await call(server, UPDATE_SETTINGS, { input: settingsInput({ expectedVersion: before.version }) }, { token: admin });
    expect(stale.errors![0].extensions).toMatchObject({ code: 'CONFLICT', changedFields: expect.arrayContaining(['membershipPeriod']) });
    // Back to the financial year for the approvals below.
    const reset = await call(server, UPDATE_SETTINGS, { input: settingsInput() }, { token: admin });
    expect(reset.errors).toBeUndefined();
  });

  describe('approving an application', () => {
    const APPLY = `mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id membershipClassId concession } }`;
    const APPROVE = `mutation($id: ID!) { approveMember(id: $id) { id status financialUntil } }`;
    const chargesOf = (memberId: string) =>
      server.services.db.query(
        `SELECT kind, amount_cents AS "amountCents", to_char(period_start, 'YYYY-MM-DD') AS "periodStart", to_char(period_end, 'YYYY-MM-DD') AS "periodEnd",
           to_char(due_date, 'YYYY-MM-DD') AS "dueDate", reference, status, membership_class_id AS "classId" FROM charges WHERE member_id = $1`,
        [memberId],
      ) as Promise<
        {
          kind: string;
          amountCents: number;
          periodStart: string;
          periodEnd: string;
          dueDate: string;
          reference: string;
          status: string;
          classId: string;
        }[]
      >;

    const applyAndApprove = async (input: Record<string, unknown>) => {
      const applied = await call<{ applyForMembership: { id: string; membershipClassId: string; concession: boolean } }>(server, APPLY, {
        input: applicationInput(input),
      });
      expect(applied.errors).toBeUndefined();
      const approved = await call<{ approveMember: { status: string; financialUntil: string | null } }>(
        server,
        APPROVE,
        { id: applied.data!.applyForMembership.id },
        { token: admin },
      );
      expect(approved.errors).toBeUndefined();
      return { id: applied.data!.applyForMembership.id, approved: approved.data!.approveMember };
    };

    it('takes an application without a class (no fee on approval), and refuses an archived class or a concession the class lacks', async () => {
      const none = await call<{ applyForMembership: { membershipClassId: string | null } }>(server, APPLY, { input: applicationInput() });
      expect(none.data!.applyForMembership.membershipClassId).toBeNull();
      const gone = await create();
      await call(server, ARCHIVE, { input: { id: gone.id, archived: true } }, { token: admin });
      const archived = await call(server, APPLY, { input: applicationInput({ membershipClassId: gone.id }) });
      expect(archived.errors![0].extensions!.fields).toEqual({ membershipClassId: 'Choose one of the membership classes offered' });
      const single = await create({ name: `Single ${unique()}`, concessionFeeCents: null });
      const concession = await call(server, APPLY, { input: applicationInput({ membershipClassId: single.id, concession: true }) });
      expect(concession.errors![0].extensions!.fields).toEqual({ concession: `The ${single.name} class has no concession fee` });
    });

    it('charges the class fee once, for the financial year, and e-mails the bank details with the reference', async () => {
      const household = await create({ name: `Household ${unique()}`, annualFeeCents: 2000, concessionFeeCents: 1000 });
      const email = `fee.${unique()}@example.com`;
      const { id, approved } = await applyAndApprove({ email, fullName: 'Fiona Fee', membershipClassId: household.id });
      expect(approved).toMatchObject({ status: 'APPROVED', financialUntil: null });
      const today = server.services.clock.today();
      const period = firstPeriod({ financialYearStartMonth: 7, membershipPeriod: 'financial_year' }, { renews: true }, today);
      const charges = await chargesOf(id);
      expect(charges).toEqual([
        {
          kind: MoneyKind.FEE,
          amountCents: 2000,
          periodStart: period.start,
          periodEnd: period.end,
          dueDate: firstFeeDueDate(today, period),
          reference: expect.stringMatching(/^RA\d{7,}$/),
          status: ChargeStatus.OPEN,
          classId: household.id,
        },
      ]);
      const mail = await smtp.waitFor(email, (m) => m.subject === 'Welcome — your membership is approved');
      expect(mail.text).toContain('Your membership fee is $20.00');
      expect(mail.text).toContain('BSB: 063-000');
      expect(mail.text).toContain('Account number: 12345678');
      expect(mail.text).toContain(`Reference: ${charges[0].reference}`);
    });

    it('charges the concession fee to a member with a concession', async () => {
      const household = await create({ name: `Concession ${unique()}`, annualFeeCents: 2000, concessionFeeCents: 1000 });
      const email = `conc.${unique()}@example.com`;
      const { id } = await applyAndApprove({ email, membershipClassId: household.id, concession: true });
      const charges = await chargesOf(id);
      expect(charges.map((c) => c.amountCents)).toEqual([1000]);
      const mail = await smtp.waitFor(email, (m) => m.subject === 'Welcome — your membership is approved');
      expect(mail.text).toContain('Your membership fee is $10.00');
      expect(mail.text).toContain(`Reference: ${charges[0].reference}`);
    });

    it('charges nothing for a free class: no charge, never a financial-until date, and no payment lines', async () => {
      const free = await create({ name: `Free ${unique()}`, annualFeeCents: 0, concessionFeeCents: null });
      const email = `free.${unique()}@example.com`;
      const { id, approved } = await applyAndApprove({ email, membershipClassId: free.id });
      expect(approved.financialUntil).toBeNull();
      expect(await chargesOf(id)).toEqual([]);
      const mail = await smtp.waitFor(email, (m) => m.subject === 'Welcome — your membership is approved');
      expect(mail.text).not.toContain('membership fee');
    });
  });

  it('lets staff set and change a member’s class and concession', async () => {
    const household = await create({ name: `Staff set ${unique()}` });
    const m = await member(server.services, { status: MemberStatus.APPROVED });
    const EDIT = `mutation($id: ID!, $input: MemberUpdateInput!) { updateMember(id: $id, input: $input) { membershipClassId concession financialUntil } }`;
    const set = await call<{ updateMember: { membershipClassId: string; concession: boolean } }>(
      server,
      EDIT,
      { id: m.id, input: { membershipClassId: household.id, concession: true } },
      { token: admin },
    );
    expect(set.errors).toBeUndefined();
    expect(set.data!.updateMember).toMatchObject({ membershipClassId: household.id, concession: true, financialUntil: null });
    const cleared = await call<{ updateMember: { membershipClassId: string | null } }>(
      server,
      EDIT,
      { id: m.id, input: { membershipClassId: null, concession: false } },
      { token: admin },
    );
    expect(cleared.data!.updateMember.membershipClassId).toBeNull();
  });

  it('shows a member their own membership, charges and receipts, and never another member’s', async () => {
    const household = await create({ name: `Mine ${unique()}`, annualFeeCents: 2000 });
    const me = await signedInMember(server.services, { membershipClassId: household.id, financialUntil: '2027-06-30' });
    const other = await member(server.services, { status: MemberStatus.APPROVED });
    const { db, ledger } = server.services;
    const charge = (memberId: string, name: string, periodStart: string, periodEnd: string) =>
      db.transaction((tx) =>
        ledger.createCharge(tx, null, {
          memberId,
          payerName: name,
          kind: MoneyKind.FEE,
          description: 'Membership fee',
          amountCents: 2000,
          periodStart,
          periodEnd,
          dueDate: '2027-07-31',
        }),
      );
    const owed = await charge(me.member.id, me.member.fullName, '2027-07-01', '2028-06-30');
    const paid = await charge(me.member.id, me.member.fullName, '2026-07-01', '2027-06-30');
    const entry = await db.transaction((tx) =>
      ledger.recordPayment(tx, null, { chargeId: paid.id, amountCents: 2000, method: PaymentMethod.BANK_TRANSFER, paidOn: '2026-07-05' }),
    );
    const [receipt] = (await db.query(
      `INSERT INTO receipts (ledger_entry_id, tax_deductible, issued_to, content) VALUES ($1, false, $2, '{}') RETURNING number`,
      [entry.id, me.member.fullName],
    )) as { number: number }[];
    const theirs = await charge(other.id, other.fullName, '2026-07-01', '2027-06-30');

    const answer = await call<{
      myMembership: {
        className: string;
        financialUntilText: string;
        bankTransfer: { bsb: string } | null;
        openCharges: { id: string; reference: string; amount: string; dueDateText: string; paid: boolean }[];
        paidCharges: { id: string; paid: boolean; receipts: { number: number; url: string }[] }[];
      };
    }>(server, MY, {}, { cookie: me.cookie });
    expect(answer.errors).toBeUndefined();
    const mine = answer.data!.myMembership;
    expect(mine).toMatchObject({ className: household.name, financialUntilText: formatIsoDay('2027-06-30'), bankTransfer: { bsb: '063-000' } });
    expect(mine.openCharges).toEqual([
      expect.objectContaining({ id: owed.id, reference: owed.reference, amount: '$20.00', dueDateText: formatIsoDay('2027-07-31'), paid: false }),
    ]);
    expect(mine.paidCharges).toEqual([
      expect.objectContaining({
        id: paid.id,
        paid: true,
        receipts: [{ number: receipt.number, url: server.services.receiptLinks.pathOf(receipt.number) }],
      }),
    ]);
    const ids = [...mine.openCharges, ...mine.paidCharges].map((c) => c.id);
    expect(ids).not.toContain(theirs.id);
    // Staff tokens do not open a member's area.
    expect((await call(server, MY, {}, { token: admin })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
