import { defaultSettings } from '../../shared/settings';
import { AuditEntry } from '../src/audit/audit.entity';
import { Role } from '../src/auth/roles';
import { member, project, staff } from './factories';
import { describeDb, useTestServer } from './harness';

const LOG = `query($filter: AuditFilterInput, $type: String, $limit: Int!) {
  auditLog(filter: $filter, entityType: $type, limit: $limit, page: 1) { total items { actorName action entityType entityId subjectName at } }
}`;
type Entry = { actorName: string | null; action: string; entityType: string; entityId: string; subjectName: string; at: string };

describeDb('audit log: names, filters by person, action, days and text, settings and staff changes (issue #20)', () => {
  let alice: Awaited<ReturnType<typeof staff>>;
  let bob: Awaited<ReturnType<typeof staff>>;
  const server = useTestServer({ LOG_LEVEL: process.env.DEBUG_LOG ? 'error' : 'silent' });
  beforeAll(async () => {
    alice = await staff(server.services, Role.ADMIN, 'Alice Auditor');
    bob = await staff(server.services, Role.ADMIN, 'Bob Builder');
  });

  const log = async (filter: Record<string, unknown> = {}, type?: string) => {
    const res = await server.gql<{ auditLog: { total: number; items: Entry[] } }>(LOG, { filter, type, limit: 100 }, alice.token);
    expect(res.errors).toBeUndefined();
    return res.data!.auditLog.items;
  };

  it('names the record of each entry, "deleted member" when it is gone, and records settings and staff changes', async () => {
    const kept = await member(server.services, { fullName: 'Kept Kowalski' });
    const gone = await member(server.services, { fullName: 'Gone Gonzalez' });
    const item = await project(server.services, { title: 'Community Garden Beds' });
    await server.gql('mutation($id: ID!) { approveMember(id: $id) { id } }', { id: kept.id }, alice.token);
    await server.gql('mutation($id: ID!) { approveMember(id: $id) { id } }', { id: gone.id }, alice.token);
    await server.gql('mutation($id: ID!) { deleteMember(id: $id) }', { id: gone.id }, bob.token);
    expect((await server.gql('mutation($id: ID!) { deleteProject(id: $id) { id } }', { id: item.id }, alice.token)).errors).toBeUndefined();
    await server.gql(
      'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }',
      { input: { ...defaultSettings, siteName: 'Audited RA' } },
      alice.token,
    );
    await server.gql(
      'mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }',
      { input: { name: 'Nora Newbie', email: `nora.${Date.now()}@example.com`, role: 'EDITOR' } },
      alice.token,
    );

    const entries = await log();
    const find = (type: string, id: string) => entries.filter((e) => e.entityType === type && e.entityId === id).map((e) => e.subjectName);
    expect(new Set(find('member', kept.id))).toEqual(new Set(['Kept Kowalski']));
    expect(new Set(find('member', gone.id))).toEqual(new Set(['deleted member']));
    expect(find('project', item.id)).toEqual(['Community Garden Beds']);
    expect(entries.find((e) => e.entityType === 'settings')).toMatchObject({
      subjectName: 'Site settings',
      actorName: 'Alice Auditor',
      action: 'update',
    });
    expect(entries.find((e) => e.entityType === 'staff' && e.action === 'invite')).toMatchObject({
      subjectName: 'Nora Newbie',
      actorName: 'Alice Auditor',
    });
    expect((await log({}, 'settings')).length).toBeGreaterThan(0);
    expect((await log({}, 'staff')).every((e) => e.entityType === 'staff')).toBe(true);
  });

  it('filters by person (or the public), action, text and the association’s days', async () => {
    const m = await member(server.services, { fullName: 'Filter Fitzgerald' });
    await server.gql('mutation($id: ID!) { approveMember(id: $id) { id } }', { id: m.id }, bob.token);
    await server.gql('mutation($id: ID!) { updateMember(id: $id, input: { phone: "0411 222 333" }) { id } }', { id: m.id }, alice.token);
    await server.gql('mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id } }', {
      input: {
        fullName: 'Public Applicant',
        email: `pa.${Date.now()}@example.com`,
        phone: '0412 345 678',
        address: '1 Vine St',
        memberType: 'OWNER',
        termsAccepted: true,
      },
    });

    const byBob = await log({ actorId: bob.user.id });
    expect(byBob.length).toBeGreaterThan(0);
    expect(byBob.every((e) => e.actorName === 'Bob Builder')).toBe(true);
    const publicOnes = await log({ actorId: 'public' });
    expect(publicOnes.some((e) => e.subjectName === 'Public Applicant')).toBe(true);
    expect(publicOnes.every((e) => e.actorName === null)).toBe(true);
    expect((await log({ action: 'approve' })).every((e) => e.action === 'approve')).toBe(true);
    // Text: the record's current name, or a changed value.
    expect((await log({ text: 'fitzgerald' })).map((e) => e.action).sort()).toEqual(['approve', 'update']);
    expect((await log({ text: '0411 222 333' })).map((e) => e.subjectName)).toEqual(['Filter Fitzgerald']);

    // Days are Melbourne days: 21:15 UTC on 9 May is 07:15 on 10 May in Melbourne.
    const repo = server.services.db.getRepository(AuditEntry);
    const dated = await repo.save(
      repo.create({
        actorId: alice.user.id,
        actorName: 'Alice Auditor',
        action: 'update',
        entityType: 'member',
        entityId: m.id,
        changes: {},
        at: new Date('2031-05-09T21:15:00Z'),
      }),
    );
    const on = async (from: string, to: string) => (await log({ from, to })).map((e) => e.at);
    expect(await on('2031-05-10', '2031-05-10')).toEqual([dated.at.toISOString()]);
    expect(await on('2031-05-09', '2031-05-09')).toEqual([]);
    expect(await on('2031-05-01', '2031-05-31')).toEqual([dated.at.toISOString()]);

    const bad = await server.gql(LOG, { filter: { from: '10/05/2031' }, limit: 10 }, alice.token);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { from: expect.any(String) } });
  });
});
