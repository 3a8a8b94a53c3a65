import { parse } from 'csv-parse/sync';
import { adminMessages } from '../../shared/admin-messages';
import { AuditEntry } from '../src/audit/audit.entity';
import { Role, StaffStatus } from '../src/auth/roles';
import { StaffTokens } from '../src/auth/staff-tokens';
import { User } from '../src/auth/user.entity';
import { Member } from '../src/members/member.entity';
import { MemberStatus, MemberType } from '../src/members/member.enums';
import { member, staff } from './factories';
import { describeDb, useTestServer } from './harness';
import { firstEvent, watch } from './ws';

const APPROVE_MANY = `mutation($ids: [ID!]!, $notes: String) { approveMembers(ids: $ids, notes: $notes) { id code message member { id status approvedBy notes } } }`;
const REJECT_MANY = `mutation($ids: [ID!]!, $reason: String!) { rejectMembers(ids: $ids, reason: $reason) { id code message member { id status rejectionReason } } }`;
const PENDING = `query($filter: PendingFilterInput) { pendingMembers(filter: $filter, limit: 100) { total items { id } } }`;
const SEARCH = `query($search: String) { members(filter: { search: $search }, limit: 100) { total items { fullName } } }`;
const EXPORT = `{ exportMembers { content } }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const LINK = `query($purpose: PasswordLinkPurpose!, $token: String!) { passwordLinkState(purpose: $purpose, token: $token) }`;

type Decision = { id: string; code: string | null; message: string | null; member: Record<string, unknown> | null };

/** Issue #33: a committee's everyday view (pending review, search, exports) and honest answers at sign-in. */
describeDb("a committee's everyday view (issue #33)", () => {
  let admin: string;
  let tag = 0;
  const unique = () => `${Date.now().toString(36)}${++tag}`;
  const server = useTestServer();
  beforeAll(async () => {
    admin = (await staff(server.services, Role.ADMIN, 'Bea Bulk')).token;
  });

  const entries = (ids: string[], action: string) =>
    server.services.db.getRepository(AuditEntry).find({ where: ids.map((entityId) => ({ entityId, action, entityType: 'member' })) });

  describe('bulk approve and reject on the pending page', () => {
    it('approves every pending applicant as the single action does, one audit entry each, and reports one no longer pending unchanged', async () => {
      const a = await member(server.services);
      const b = await member(server.services, { notes: 'Paper form' });
      const gone = await member(server.services, { status: MemberStatus.REJECTED, rejectionReason: 'Outside the area' });
      const res = await server.gql<{ approveMembers: Decision[] }>(APPROVE_MANY, { ids: [a.id, b.id, gone.id], notes: 'Committee meeting' }, admin);
      expect(res.errors).toBeUndefined();
      const [first, second, third] = res.data!.approveMembers;
      expect(first).toMatchObject({ id: a.id, code: null, member: { status: 'APPROVED', approvedBy: 'Bea Bulk', notes: 'Committee meeting' } });
      expect(second).toMatchObject({ id: b.id, code: null, member: { status: 'APPROVED', notes: 'Paper form\nCommittee meeting' } });
      expect(third).toEqual({ id: gone.id, code: 'CONFLICT', message: adminMessages.members.notPending, member: null });
      const stored = await server.services.db.getRepository(Member).findOneByOrFail({ id: gone.id });
      expect(stored.status).toBe(MemberStatus.REJECTED);
      expect((await entries([a.id, b.id, gone.id], 'approve')).map((e) => e.entityId).sort()).toEqual([a.id, b.id].sort());
    });

    it('rejects with the reason, and refuses a blank reason without changing anyone', async () => {
      const a = await member(server.services);
      const b = await member(server.services);
      const blank = await server.gql(REJECT_MANY, { ids: [a.id, b.id], reason: '   ' }, admin);
      expect(blank.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(blank.errors?.[0].extensions?.fields).toEqual({ reason: adminMessages.members.reasonRequired });
      expect((await server.services.db.getRepository(Member).findOneByOrFail({ id: a.id })).status).toBe(MemberStatus.PENDING);

      const res = await server.gql<{ rejectMembers: Decision[] }>(REJECT_MANY, { ids: [a.id, b.id], reason: 'Outside the area' }, admin);
      expect(res.data!.rejectMembers.map((d) => d.member)).toEqual([
        { id: a.id, status: 'REJECTED', rejectionReason: 'Outside the area' },
        { id: b.id, status: 'REJECTED', rejectionReason: 'Outside the area' },
      ]);
      expect(await entries([a.id, b.id], 'reject')).toHaveLength(2);
    });

    it('decides each applicant once when two bulk approvals race', async () => {
      const ids = await Promise.all([1, 2, 3].map(async () => (await member(server.services)).id));
      const [one, two] = await Promise.all([
        server.gql<{ approveMembers: Decision[] }>(APPROVE_MANY, { ids }, admin),
        server.gql<{ approveMembers: Decision[] }>(APPROVE_MANY, { ids: [...ids].reverse() }, admin),
      ]);
      const won = [...one.data!.approveMembers, ...two.data!.approveMembers].filter((d) => d.code === null).map((d) => d.id);
      expect(won.sort()).toEqual([...ids].sort());
      expect(await entries(ids, 'approve')).toHaveLength(3);
    });
  });

  it('filters the pending list by search (as the member list), type, receipt and day applied', async () => {
    const t = unique();
    const renter = await member(server.services, {
      fullName: `Renée ${t}`,
      memberType: MemberType.RENTER,
      receiptRequested: true,
      joinDate: '2031-03-02',
    });
    const owner = await member(server.services, { fullName: `Owen ${t}`, phone: '+61 412 555 01' + String(tag % 10), joinDate: '2031-03-09' });
    await member(server.services, { fullName: `Approved ${t}`, status: MemberStatus.APPROVED });
    const ids = async (filter: Record<string, unknown>) =>
      (await server.gql<{ pendingMembers: { items: { id: string }[] } }>(PENDING, { filter: { search: t, ...filter } }, admin))
        .data!.pendingMembers.items.map((m) => m.id)
        .sort();
    expect(await ids({})).toEqual([renter.id, owner.id].sort());
    expect(await ids({ search: `renee ${t}` })).toEqual([renter.id]);
    expect(await ids({ memberType: 'RENTER' })).toEqual([renter.id]);
    expect(await ids({ receiptRequested: false })).toEqual([owner.id]);
    expect(await ids({ appliedFrom: '2031-03-05' })).toEqual([owner.id]);
    expect(await ids({ appliedTo: '2031-03-02' })).toEqual([renter.id]);
    const bad = await server.gql(PENDING, { filter: { appliedFrom: 'last week' } }, admin);
    expect(bad.errors?.[0].extensions?.fields).toHaveProperty('appliedFrom');
  });

  it('finds members whatever the accents, both ways, with the like-pattern still escaped', async () => {
    const t = unique();
    for (const name of ['Müller', 'Łukasz', 'Zoë', 'Muller', 'Lukasz', 'Zoe', '100%_Pure'])
      await member(server.services, { fullName: `${name} ${t}` });
    const names = async (search: string) =>
      (await server.gql<{ members: { items: { fullName: string }[] } }>(SEARCH, { search }, admin)).data!.members.items.map((m) => m.fullName).sort();
    expect(await names(`Muller ${t}`)).toEqual([`Muller ${t}`, `Müller ${t}`]);
    expect(await names(`müller ${t}`)).toEqual([`Muller ${t}`, `Müller ${t}`]);
    expect(await names(`lukasz ${t}`)).toEqual([`Lukasz ${t}`, `Łukasz ${t}`]);
    expect(await names(`ŁUKASZ ${t}`)).toEqual([`Lukasz ${t}`, `Łukasz ${t}`]);
    expect(await names(`Zoe ${t}`)).toEqual([`Zoe ${t}`, `Zoë ${t}`]);
    expect(await names(`Zoë ${t}`)).toEqual([`Zoe ${t}`, `Zoë ${t}`]);
    expect(await names(`100%_`)).toEqual([`100%_Pure ${t}`]);
    expect(await names(`1000`)).toEqual([]);
  });

  it('exports every register field, SPEC §7 columns first and in order', async () => {
    const m = await member(server.services, {
      fullName: `Register ${unique()}`,
      languageSpoken: 'Greek',
      numAdults: 2,
      numChildren: 3,
      whatsappJointStatus: 'Y' as Member['whatsappJointStatus'],
      notes: 'Met at the fair',
    });
    const res = await server.gql<{ exportMembers: { content: string } }>(EXPORT, {}, admin);
    const [header, ...rows] = parse(res.data!.exportMembers.content.replace(/^\uFEFF/, '')) as string[][];
    expect(header.slice(0, 9)).toEqual(['Name', 'Email', 'Phone', 'Address', 'Type', 'Status', 'Join Date', 'Approved Date', 'Last Login']);
    for (const column of ['Member Number', 'Language Spoken', 'Adults', 'Children', 'WhatsApp Joint', 'Notes', 'Receipt Requested', 'Organisation'])
      expect(header).toContain(column);
    const row = Object.fromEntries(header.map((name, i) => [name, rows.find((r) => r[1] === m.email)![i]]));
    expect(row).toMatchObject({
      'Member Number': String(m.memberNumber),
      'Language Spoken': 'Greek',
      Adults: '2',
      Children: '3',
      'WhatsApp Joint': 'Y',
      Notes: 'Met at the fair',
    });
  });

  describe('honest answers at sign-in and on e-mailed links', () => {
    it('tells a deactivated staff member so, only after their correct password', async () => {
      const s = await staff(server.services, Role.EDITOR, 'Dee Deactivated');
      await server.services.db.getRepository(User).update({ id: s.user.id }, { status: StaffStatus.DEACTIVATED });
      const wrong = await server.gql(LOGIN, { email: s.user.email, password: 'not-the-password' });
      expect(wrong.errors?.[0].message).toBe(adminMessages.login.invalid);
      const right = await server.gql(LOGIN, { email: s.user.email, password: s.password });
      expect(right.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(right.errors?.[0].message).toBe(adminMessages.login.deactivated);
      expect(right.data?.login ?? null).toBeNull();
    });

    it('says whether a link is valid, used or expired without using it', async () => {
      const s = await staff(server.services, Role.EDITOR, 'Lin Link');
      const tokens = new StaffTokens();
      const state = async (purpose: string, token: string) =>
        (await server.gql<{ passwordLinkState: string }>(LINK, { purpose, token })).data!.passwordLinkState;
      const expired = await server.services.db.transaction((tx) => tokens.issue(tx, s.user.id, 'invite', -1));
      expect(await state('INVITE', expired)).toBe('EXPIRED');
      const reset = await server.services.db.transaction((tx) => tokens.issue(tx, s.user.id, 'reset', 1));
      expect(await state('RESET', reset)).toBe('VALID');
      expect(await state('RESET', reset)).toBe('VALID');
      expect(await state('INVITE', reset)).toBe('UNKNOWN');
      expect(await state('RESET', 'no-such-link')).toBe('UNKNOWN');
      const done = await server.gql(`mutation($input: SetPasswordInput!) { resetPassword(input: $input) }`, {
        input: { token: reset, password: 'a-long-new-password' },
      });
      expect(done.errors).toBeUndefined();
      expect(await state('RESET', reset)).toBe('USED');
    });
  });

  describe('live counts', () => {
    const CHANGED = 'subscription { contactMessageChanged { action id } }';
    it('tells staff screens at once when a contact message arrives, is handled or deleted (the Messages badge)', async () => {
      const editor = (await staff(server.services, Role.EDITOR, 'Ed Live')).token;
      const sub = watch(server, CHANGED, editor);
      await sub.ready;
      // The subscription starts asynchronously after the acknowledgement: send messages until one arrives.
      let id: string | null = null;
      for (let attempt = 0; attempt < 10 && !id; attempt++) {
        const sent = await server.services.contact.contact({ name: 'Lena Live', email: 'lena@example.com', message: `Footpath ${attempt}` });
        const first = await Promise.race([sub.next(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 500))]);
        if (first && (first.data?.contactMessageChanged as { id: string }).id === sent.id) id = sent.id;
      }
      expect(id).not.toBeNull();
      await server.gql(`mutation($id: ID!) { updateContactMessage(input: { id: $id, handled: true }) { id } }`, { id }, editor);
      expect((await sub.next()).data).toEqual({ contactMessageChanged: { action: 'updated', id } });
      await server.gql(`mutation($id: ID!) { deleteContactMessage(input: { id: $id }) }`, { id }, editor);
      expect((await sub.next()).data).toEqual({ contactMessageChanged: { action: 'deleted', id } });
      sub.close();
    });

    it('refuses the inbox subscription to anyone not signed in as staff', async () => {
      const anonymous = firstEvent(server, CHANGED, undefined, 5000);
      const result = (await anonymous.result) as { errors?: { extensions?: { code?: string } }[] };
      anonymous.close();
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
