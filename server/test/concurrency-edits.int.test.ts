import fc from 'fast-check';
import { collections, type ContentTypeDecl, type FieldDecl } from '../../shared/content-fields';
import { Role } from '../src/auth/roles';
import { member, project, staff, sampleValue } from './factories';
import { describeDb, type GqlResult, useTestServer } from './harness';
import { propertyRuns } from './property-runs';

/** What a stale-version CONFLICT carries (issue #33). */
interface Conflict {
  code: string;
  reason: string;
  expectedVersion: number;
  currentVersion: number;
  changedFields: string[];
  changes: Record<string, { before: unknown; after: unknown }>;
  lastChangedBy: string | null;
  lastChangedAt: string | null;
}

const conflictOf = (res: GqlResult<unknown>): Conflict | undefined => res.errors?.[0]?.extensions as Conflict | undefined;

/** Every declared field with a sample value, as the CMS form sends them all. */
const fullInput = (decl: ContentTypeDecl): Record<string, unknown> => ({
  ...Object.fromEntries(decl.fields.map((f) => [f.name, sampleValue(f)])),
  status: 'DRAFT',
});

/** A text field of the type other than its title, for the second editor to change. */
const otherTextField = (decl: ContentTypeDecl): FieldDecl =>
  decl.fields.find((f) => (f.kind === 'text' || f.kind === 'textarea') && f.name !== decl.titleField && !f.options) ?? decl.fields[0];

describeDb('optimistic concurrency on every edit (issue #33)', () => {
  let chair: { token: string; name: string; id: string };
  let editor: { token: string; name: string; id: string };
  const server = useTestServer();
  beforeAll(async () => {
    const a = await staff(server.services, Role.ADMIN, 'Chair Person');
    const b = await staff(server.services, Role.ADMIN, 'Eddie Editor');
    chair = { token: a.token, name: a.user.name, id: a.user.id };
    editor = { token: b.token, name: b.user.name, id: b.user.id };
  });

  describe.each(collections.map((c) => [c.graphqlName, c] as const))('content: %s', (name, decl) => {
    const update = (id: string, input: Record<string, unknown>, token: string) =>
      server.gql<{ item: Record<string, unknown> & { rowVersion: number } }>(
        `mutation($id: ID!, $input: ${name}Input!) { item: update${name}(id: $id, input: $input) { id rowVersion ${decl.titleField} } }`,
        { id, input },
        token,
      );

    it('refuses a save based on an older version with CONFLICT naming the changed fields and who saved them; saving on the new version keeps both changes', async () => {
      const input = fullInput(decl);
      const created = await server.gql<{ item: { id: string; rowVersion: number } }>(
        `mutation($input: ${name}Input!) { item: create${name}(input: $input) { id rowVersion } }`,
        { input },
        chair.token,
      );
      expect(created.errors).toBeUndefined();
      const { id, rowVersion: opened } = created.data!.item;
      expect(opened).toBe(1);

      // The chair renames it; the editor, who opened version 1, then saves another field.
      const renamed = await update(id, { ...input, [decl.titleField]: 'Renamed by the chair', expectedVersion: opened }, chair.token);
      expect(renamed.errors).toBeUndefined();
      expect(renamed.data!.item.rowVersion).toBe(2);
      const other = otherTextField(decl);
      const stale = await update(id, { ...input, [other.name]: 'Changed by the editor', expectedVersion: opened }, editor.token);
      const conflict = conflictOf(stale);
      expect(conflict).toMatchObject({
        code: 'CONFLICT',
        reason: 'STALE_VERSION',
        expectedVersion: 1,
        currentVersion: 2,
        lastChangedBy: 'Chair Person',
      });
      expect(conflict!.changedFields).toEqual([decl.titleField]);
      expect(conflict!.changes[decl.titleField]).toEqual({ before: input[decl.titleField], after: 'Renamed by the chair' });
      expect(Date.parse(conflict!.lastChangedAt!)).not.toBeNaN();

      // The editor saw the rename, keeps it and their own change, and saves on version 2.
      const resolved = await update(
        id,
        { ...input, [decl.titleField]: 'Renamed by the chair', [other.name]: 'Changed by the editor', expectedVersion: conflict!.currentVersion },
        editor.token,
      );
      expect(resolved.errors).toBeUndefined();
      expect(resolved.data!.item).toMatchObject({ rowVersion: 3, [decl.titleField]: 'Renamed by the chair' });
    });

    it('still accepts an edit without expectedVersion (older clients) and counts it as a version', async () => {
      const input = fullInput(decl);
      const created = await server.gql<{ item: { id: string } }>(
        `mutation($input: ${name}Input!) { item: create${name}(input: $input) { id } }`,
        { input },
        chair.token,
      );
      const res = await update(created.data!.item.id, input, editor.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.item.rowVersion).toBe(2);
    });
  });

  it('counts trashing, restoring and bulk actions as versions, so a form opened before them is refused', async () => {
    const p = await project(server.services, { title: 'Bench Repairs' });
    await server.gql(`mutation($id: ID!) { deleteProject(id: $id) { id } }`, { id: p.id }, chair.token);
    await server.gql(`mutation($id: ID!) { restoreProject(id: $id) { id } }`, { id: p.id }, chair.token);
    await server.gql(`mutation($ids: [ID!]!) { bulkUpdateProjects(ids: $ids, action: DRAFT) }`, { ids: [p.id] }, chair.token);
    const res = await server.gql(
      `mutation($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { id } }`,
      { id: p.id, input: { title: 'Bench Repairs', priority: 2, description: 'New text', expectedVersion: 1 } },
      editor.token,
    );
    expect(conflictOf(res)).toMatchObject({ code: 'CONFLICT', currentVersion: 4, lastChangedBy: 'Chair Person' });
    // Trashed and restored: only the status differs from the version the form started from.
    expect(conflictOf(res)!.changedFields).toEqual(['status']);
  });

  describe('members', () => {
    const updateMember = (id: string, input: Record<string, unknown>, token: string) =>
      server.gql<{ updateMember: { version: number; phone: string; notes: string | null } }>(
        `mutation($id: ID!, $input: MemberUpdateInput!) { updateMember(id: $id, input: $input) { version phone notes } }`,
        { id, input },
        token,
      );

    it('refuses a note saved on a stale version after another admin changed the phone, and keeps the phone', async () => {
      const m = await member(server.services, { fullName: 'Pat Resident' });
      const opened = (
        await server.gql<{ member: { version: number } }>(`query($id: ID!) { member(id: $id) { version } }`, { id: m.id }, editor.token)
      ).data!.member.version;
      expect(opened).toBe(1);
      const phone = await updateMember(m.id, { phone: '0411 111 111', expectedVersion: opened }, chair.token);
      expect(phone.errors).toBeUndefined();
      expect(phone.data!.updateMember.version).toBe(2);

      const stale = await updateMember(m.id, { phone: '0400 000 000', notes: 'Called about the meeting', expectedVersion: opened }, editor.token);
      expect(conflictOf(stale)).toMatchObject({
        code: 'CONFLICT',
        reason: 'STALE_VERSION',
        currentVersion: 2,
        changedFields: ['phone'],
        changes: { phone: { before: '0400 000 000', after: '0411 111 111' } },
        lastChangedBy: 'Chair Person',
      });

      const resolved = await updateMember(m.id, { phone: '0411 111 111', notes: 'Called about the meeting', expectedVersion: 2 }, editor.token);
      expect(resolved.data!.updateMember).toEqual({ version: 3, phone: '0411 111 111', notes: 'Called about the meeting' });
    });

    it('counts an approval as a version', async () => {
      const m = await member(server.services);
      await server.gql(`mutation($id: ID!) { approveMember(id: $id) { id } }`, { id: m.id }, chair.token);
      const stale = await updateMember(m.id, { notes: 'x', expectedVersion: 1 }, editor.token);
      expect(conflictOf(stale)).toMatchObject({ code: 'CONFLICT', currentVersion: 2, lastChangedBy: 'Chair Person' });
      expect(conflictOf(stale)!.changedFields).toContain('status');
    });
  });

  describe('settings', () => {
    const SITE = `siteName contactEmail contactPhone address state socialLabel socialUrl supportHours donationTiers { amount impact }`;

    it('refuses site settings saved on a stale version, naming the changed setting', async () => {
      const read = await server.gql<{ siteSettings: Record<string, unknown> & { version: number } }>(`{ siteSettings { version ${SITE} } }`);
      const { version: opened, ...values } = read.data!.siteSettings;
      const save = (input: Record<string, unknown>, token: string) =>
        server.gql<{ updateSiteSettings: { version: number; contactPhone: string; supportHours: string } }>(
          `mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { version contactPhone supportHours } }`,
          { input },
          token,
        );
      const first = await save({ ...values, contactPhone: '03 9000 0001', expectedVersion: opened }, chair.token);
      expect(first.errors).toBeUndefined();
      expect(first.data!.updateSiteSettings.version).toBe(opened + 1);
      const stale = await save({ ...values, supportHours: 'Weekends only', expectedVersion: opened }, editor.token);
      expect(conflictOf(stale)).toMatchObject({
        code: 'CONFLICT',
        currentVersion: opened + 1,
        changedFields: ['contactPhone'],
        lastChangedBy: 'Chair Person',
      });
      const resolved = await save(
        { ...values, contactPhone: '03 9000 0001', supportHours: 'Weekends only', expectedVersion: opened + 1 },
        editor.token,
      );
      expect(resolved.data!.updateSiteSettings).toEqual({ version: opened + 2, contactPhone: '03 9000 0001', supportHours: 'Weekends only' });
    });

    it('refuses retention settings saved on a stale version', async () => {
      const FIELDS = 'rejectedApplicationDays contactMessageDays outboxBodyDays cancelledRsvpDays';
      const read = await server.gql<{ retentionSettings: Record<string, number> }>(`{ retentionSettings { version ${FIELDS} } }`);
      const { version: opened, ...values } = read.data!.retentionSettings;
      const save = (input: Record<string, unknown>) =>
        server.gql<{ updateRetentionSettings: { version: number } }>(
          `mutation($input: RetentionSettingsInput!) { updateRetentionSettings(input: $input) { version } }`,
          { input },
          chair.token,
        );
      expect((await save({ ...values, contactMessageDays: 100, expectedVersion: opened })).data!.updateRetentionSettings.version).toBe(opened + 1);
      expect(conflictOf(await save({ ...values, outboxBodyDays: 100, expectedVersion: opened }))).toMatchObject({
        code: 'CONFLICT',
        changedFields: ['contactMessageDays'],
      });
    });
  });

  it('staff accounts: refuses a role change on a stale version', async () => {
    const target = await staff(server.services, Role.EDITOR, 'Sam Staff');
    const role = (r: string, expectedVersion: number) =>
      server.gql<{ updateStaffRole: { version: number; role: string } }>(
        `mutation($id: ID!, $role: Role!, $v: Int) { updateStaffRole(id: $id, role: $role, expectedVersion: $v) { version role } }`,
        { id: target.user.id, role: r, v: expectedVersion },
        chair.token,
      );
    expect((await role('ADMIN', 1)).data!.updateStaffRole).toEqual({ version: 2, role: 'ADMIN' });
    expect(conflictOf(await role('EDITOR', 1))).toMatchObject({
      code: 'CONFLICT',
      currentVersion: 2,
      changedFields: ['role'],
      lastChangedBy: 'Chair Person',
    });
  });

  it('of two saves of one version sent at the same moment, exactly one is kept and the other is refused with CONFLICT', async () => {
    const p = await project(server.services, { description: null });
    const save = (token: string, description: string) =>
      server.gql<{ updateProject: { rowVersion: number; description: string } }>(
        `mutation($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { rowVersion description } }`,
        { id: p.id, input: { title: p.title, priority: 2, description, expectedVersion: 1 } },
        token,
      );
    const results = await Promise.all([save(chair.token, 'From the chair'), save(editor.token, 'From the editor')]);
    const kept = results.filter((r) => !r.errors);
    expect(kept).toHaveLength(1);
    expect(results.filter((r) => conflictOf(r)?.code === 'CONFLICT')).toHaveLength(1);
    expect(kept[0].data!.updateProject.rowVersion).toBe(2);
  });

  it('property: with two staff opening, changing and saving one project in any order, no saved change is lost unseen', async () => {
    type Op = { who: 0 | 1; kind: 'open' | 'change' | 'save'; field: 'title' | 'description' | 'location'; value: string };
    const op = fc.record({
      who: fc.constantFrom<0 | 1>(0, 1),
      kind: fc.constantFrom<Op['kind']>('open', 'change', 'save'),
      field: fc.constantFrom<Op['field']>('title', 'description', 'location'),
      value: fc.stringMatching(/^[A-Za-z]{1,12}$/),
    });
    const tokens = [chair.token, editor.token];
    const SELECT = 'rowVersion title description location';
    type Row = { rowVersion: number; title: string; description: string | null; location: string | null };
    const read = async (id: string): Promise<Row> =>
      (
        await server.gql<{ page: { items: (Row & { id: string })[] } }>(
          `query($s: String) { page: adminProjects(filter: { search: $s }, limit: 100) { items { id ${SELECT} } } }`,
          { s: null },
          chair.token,
        )
      )
        .data!.page.items.filter((i) => i.id === id)
        .map(({ rowVersion, title, description, location }) => ({ rowVersion, title, description, location }))[0];

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const p = await project(server.services, { description: null, location: null });
        // The database's state as the accepted saves made it.
        let accepted: Row = { rowVersion: 1, title: p.title, description: null, location: null };
        // Each person's open form: the version it started from and their values.
        const forms: ({ base: number; values: Omit<Row, 'rowVersion'> } | null)[] = [null, null];
        for (const step of ops) {
          const form = forms[step.who];
          if (step.kind === 'open') {
            const row = await read(p.id);
            forms[step.who] = { base: row.rowVersion, values: { title: row.title, description: row.description, location: row.location } };
          } else if (step.kind === 'change' && form) {
            form.values = { ...form.values, [step.field]: step.value };
          } else if (step.kind === 'save' && form) {
            const res = await server.gql<{ updateProject: Row }>(
              `mutation($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { ${SELECT} } }`,
              { id: p.id, input: { ...form.values, priority: 2, expectedVersion: form.base } },
              tokens[step.who],
            );
            if (form.base === accepted.rowVersion) {
              // Based on the latest version: every earlier save was seen by this person.
              expect(res.errors).toBeUndefined();
              accepted = { ...form.values, rowVersion: accepted.rowVersion + 1 };
              expect(res.data!.updateProject).toEqual(accepted);
              form.base = accepted.rowVersion;
            } else {
              expect(conflictOf(res)).toMatchObject({ code: 'CONFLICT', currentVersion: accepted.rowVersion });
            }
          }
        }
        expect(await read(p.id)).toEqual(accepted);
      }),
      propertyRuns({ quick: 6, full: 40 }),
    );
  });
});
