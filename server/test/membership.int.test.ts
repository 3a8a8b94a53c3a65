import { messages } from '../../shared/messages';
import { Role } from '../src/auth/roles';
import { Member } from '../src/members/member.entity';
import { applicationInput, member, staff } from './factories';
import { describeDb, useTestServer } from './harness';

const APPLY = `mutation Apply($input: MembershipApplicationInput!) {
  applyForMembership(input: $input) { id status memberType joinDate receiptRequested orgName email numAdults numChildren }
}`;
const APPROVE = `mutation Approve($id: ID!, $notes: String) { approveMember(id: $id, notes: $notes) { id status approvedBy approvedDate notes } }`;
const REJECT = `mutation Reject($id: ID!, $reason: String!) { rejectMember(id: $id, reason: $reason) { id status rejectedBy rejectedDate rejectionReason } }`;
const PENDING = `query Pending($page: Int, $limit: Int) { pendingMembers(page: $page, limit: $limit) { total page limit items { id fullName } } }`;

describeDb('membership: apply, review, stats', () => {
  const server = useTestServer();

  describe('applyForMembership', () => {
    it('creates a pending application with the SPEC §3 defaults', async () => {
      const res = await server.gql<{ applyForMembership: Record<string, unknown> }>(APPLY, {
        input: applicationInput({ memberType: 'RENTER', numAdults: 2 }),
      });
      expect(res.errors).toBeUndefined();
      const created = res.data!.applyForMembership;
      expect(created).toMatchObject({ status: 'PENDING', memberType: 'RENTER', receiptRequested: false, numAdults: 2, numChildren: null });
      expect(created.joinDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('keeps the organisation name only when a receipt is requested', async () => {
      const without = await server.gql<{ applyForMembership: { orgName: string | null } }>(APPLY, {
        input: applicationInput({ orgName: 'Acme Pty Ltd' }),
      });
      expect(without.data!.applyForMembership.orgName).toBeNull();
      const withReceipt = await server.gql<{ applyForMembership: { orgName: string | null } }>(APPLY, {
        input: applicationInput({ orgName: 'Acme Pty Ltd', receiptRequested: true }),
      });
      expect(withReceipt.data!.applyForMembership.orgName).toBe('Acme Pty Ltd');
    });

    it('refuses invalid input naming each field and stores nothing', async () => {
      const before = await server.services.db.getRepository(Member).count();
      const res = await server.gql(APPLY, {
        input: applicationInput({ fullName: '  ', email: 'not-an-email', address: '', numChildren: -1, termsAccepted: false }),
      });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].extensions?.fields).toMatchObject({
        fullName: 'Full Name is required',
        email: messages.validation.email,
        address: 'Address is required',
        numChildren: 'Number of Children must be at least 0',
        termsAccepted: messages.validation.terms,
      });
      expect(await server.services.db.getRepository(Member).count()).toBe(before);
    });

    it('refuses an email already registered in any letter case with DUPLICATE_EMAIL', async () => {
      const input = applicationInput({ email: 'Dup.Check@Example.com' });
      expect((await server.gql(APPLY, { input })).errors).toBeUndefined();
      const again = await server.gql(APPLY, { input: applicationInput({ email: 'dup.check@EXAMPLE.com' }) });
      expect(again.errors?.[0].extensions?.code).toBe('DUPLICATE_EMAIL');
      expect(again.errors?.[0].message).toBe('This email address is already registered.');
    });
  });

  describe('review', () => {
    it('lists pending applications newest first in pages, to admins only', async () => {
      const { token } = await staff(server.services, Role.ADMIN);
      const editor = await staff(server.services, Role.EDITOR);
      expect((await server.gql(PENDING, { page: 1, limit: 1 }, editor.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const older = await member(server.services, { fullName: 'Older Applicant', createdAt: new Date(Date.now() + 60_000) });
      const newer = await member(server.services, { fullName: 'Newer Applicant', createdAt: new Date(Date.now() + 120_000) });
      await member(server.services, { fullName: 'Approved Already', status: 'approved' as Member['status'] });
      const first = await server.gql<{ pendingMembers: { total: number; items: { id: string }[]; limit: number } }>(
        PENDING,
        { page: 1, limit: 1 },
        token,
      );
      expect(first.data!.pendingMembers.items.map((m) => m.id)).toEqual([newer.id]);
      expect(first.data!.pendingMembers.limit).toBe(1);
      const second = await server.gql<{ pendingMembers: { items: { id: string }[] } }>(PENDING, { page: 2, limit: 1 }, token);
      expect(second.data!.pendingMembers.items.map((m) => m.id)).toEqual([older.id]);
      const all = await server.gql<{ pendingMembers: { total: number; items: { fullName: string }[] } }>(PENDING, {}, token);
      expect(all.data!.pendingMembers.items.map((m) => m.fullName)).not.toContain('Approved Already');
    });

    it('approves a pending member, recording the approver name, date and notes', async () => {
      const { token } = await staff(server.services, Role.ADMIN, 'Priya Reviewer');
      const applicant = await member(server.services);
      const res = await server.gql<{ approveMember: Record<string, unknown> }>(APPROVE, { id: applicant.id, notes: ' Met at AGM ' }, token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.approveMember).toMatchObject({ status: 'APPROVED', approvedBy: 'Priya Reviewer', notes: 'Met at AGM' });
      expect(Date.now() - new Date(res.data!.approveMember.approvedDate as string).getTime()).toBeLessThan(60_000);
    });

    it('refuses a second approve of the same member with CONFLICT and changes nothing', async () => {
      const { token } = await staff(server.services);
      const applicant = await member(server.services);
      await server.gql(APPROVE, { id: applicant.id }, token);
      const stored = await server.services.db.getRepository(Member).findOneByOrFail({ id: applicant.id });
      const again = await server.gql(APPROVE, { id: applicant.id, notes: 'changed' }, token);
      expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
      const after = await server.services.db.getRepository(Member).findOneByOrFail({ id: applicant.id });
      expect(after).toEqual(stored);
    });

    it('lets exactly one of two concurrent approvals win', async () => {
      const { token } = await staff(server.services);
      const applicant = await member(server.services);
      const results = await Promise.all([server.gql(APPROVE, { id: applicant.id }, token), server.gql(APPROVE, { id: applicant.id }, token)]);
      const codes = results.map((r) => r.errors?.[0].extensions?.code ?? 'OK').sort();
      expect(codes).toEqual(['CONFLICT', 'OK']);
    });

    it('rejects with a reason, and refuses a blank reason with BAD_USER_INPUT', async () => {
      const { token } = await staff(server.services, Role.ADMIN, 'Tom Reviewer');
      const applicant = await member(server.services);
      const blank = await server.gql(REJECT, { id: applicant.id, reason: '   ' }, token);
      expect(blank.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect((await server.services.db.getRepository(Member).findOneByOrFail({ id: applicant.id })).status).toBe('pending');
      const res = await server.gql<{ rejectMember: Record<string, unknown> }>(REJECT, { id: applicant.id, reason: 'Outside the area' }, token);
      expect(res.data!.rejectMember).toMatchObject({ status: 'REJECTED', rejectedBy: 'Tom Reviewer', rejectionReason: 'Outside the area' });
      expect(res.data!.rejectMember.rejectedDate).toBeTruthy();
    });

    it('answers NOT_FOUND for an unknown member id', async () => {
      const { token } = await staff(server.services);
      const res = await server.gql(APPROVE, { id: '00000000-0000-4000-8000-000000000000' }, token);
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const malformed = await server.gql(APPROVE, { id: 'nope' }, token);
      expect(malformed.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('authorization', () => {
    it('refuses staff operations to anonymous callers with UNAUTHENTICATED', async () => {
      for (const query of [PENDING, '{ memberStats { total } }', '{ adminOverview { totalProjects } }', '{ adminProjects { total } }']) {
        const res = await server.gql(query);
        expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
        expect(res.data ?? null).toBeNull();
      }
    });

    it('refuses approve and reject to an editor with FORBIDDEN and changes nothing', async () => {
      const { token } = await staff(server.services, Role.EDITOR);
      const applicant = await member(server.services);
      expect((await server.gql(APPROVE, { id: applicant.id }, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await server.gql(REJECT, { id: applicant.id, reason: 'x' }, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await server.services.db.getRepository(Member).findOneByOrFail({ id: applicant.id })).status).toBe('pending');
    });

    it('ignores a token whose signature is wrong', async () => {
      const { token } = await staff(server.services);
      const forged = `${token.slice(0, -4)}AAAA`;
      expect((await server.gql(PENDING, {}, forged)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await server.gql<{ me: null }>('{ me { id } }', {}, forged)).data?.me).toBeNull();
    });
  });

  describe('stats', () => {
    it('counts members by status for staff, and approved members as public Active Members', async () => {
      const { token } = await staff(server.services);
      const before = await server.gql<{ publicStats: { activeMembers: number }; memberStats: { approved: number; pending: number } }>(
        '{ publicStats { activeMembers yearsServing } memberStats { approved pending total } }',
        {},
        token,
      );
      const applicant = await member(server.services);
      const middle = await server.gql<{ memberStats: { pending: number } }>('{ memberStats { pending } }', {}, token);
      expect(middle.data!.memberStats.pending).toBe(before.data!.memberStats.pending + 1);
      await server.gql(APPROVE, { id: applicant.id }, token);
      const after = await server.gql<{ publicStats: { activeMembers: number; yearsServing: number }; memberStats: { approved: number } }>(
        '{ publicStats { activeMembers yearsServing } memberStats { approved } }',
        {},
        token,
      );
      expect(after.data!.publicStats.activeMembers).toBe(before.data!.publicStats.activeMembers + 1);
      expect(after.data!.memberStats.approved).toBe(before.data!.memberStats.approved + 1);
      expect(after.data!.publicStats.yearsServing).toBe(5);
    });
  });
});
