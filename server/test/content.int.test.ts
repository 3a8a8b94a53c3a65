import sharp from 'sharp';
import { collections, uploadLimits, type ContentTypeDecl } from '../../shared/content-fields';
import { Role } from '../src/auth/roles';
import { AuditEntry } from '../src/audit/audit.entity';
import { Project } from '../src/content/project/project.entity';
import { event, project, staff, sampleValue } from './factories';
import { describeDb, useTestServer } from './harness';
import { PLURAL } from './authorization-matrix';

/** Hand-written inputs, richer than the derived ones (tags to trim, an album, an upload address). */
const SAMPLES: Record<string, Record<string, unknown>> = {
  Project: { title: 'Bench Repairs', priority: 3, status: 'PUBLISHED', tags: [' parks ', '', 'benches'] },
  Event: { title: 'Quiz Night', eventDate: '2031-06-01T09:00:00.000Z', status: 'DRAFT' },
  GalleryItem: { title: 'Sunset', imageUrl: '/uploads/x/web.webp', albumName: 'Winter Walks 2031', status: 'PUBLISHED' },
  Resource: { title: 'Bylaws', fileUrl: 'https://files.example.org/bylaws.pdf', resourceType: 'DOCUMENT', status: 'PUBLISHED' },
  Testimonial: { name: 'Jo', role: 'Resident', message: 'Lovely people.', status: 'PUBLISHED' },
  News: { title: 'Lights on Creek Walk', status: 'PUBLISHED' },
};

/** A minimal valid input of any declared type (issue #23): a sample for each required field, published when allowed. */
const derivedInput = (decl: ContentTypeDecl): Record<string, unknown> => ({
  ...Object.fromEntries(decl.fields.filter((f) => f.required).map((f) => [f.name, sampleValue(f)])),
  status: decl.statuses.includes('PUBLISHED') ? 'PUBLISHED' : decl.statuses[0],
});

/** A minimal valid input per type, as the CMS form would send it: every type of shared/collections/. */
const VALID: Record<string, Record<string, unknown>> = Object.fromEntries(
  collections.map((c) => [c.graphqlName, SAMPLES[c.graphqlName] ?? derivedInput(c)]),
);
/** Each type's declaration by its GraphQL name. */
const DECL: Record<string, ContentTypeDecl> = Object.fromEntries(collections.map((c) => [c.graphqlName, c]));

describeDb('content management (generic module)', () => {
  let editor: string;
  let admin: string;
  const server = useTestServer();
  beforeAll(async () => {
    editor = (await staff(server.services, Role.EDITOR)).token;
    admin = (await staff(server.services, Role.ADMIN)).token;
  });

  const create = (name: string, input: Record<string, unknown>, token = editor) =>
    server.gql<Record<string, { id: string; status: string; isDeleted: boolean }>>(
      `mutation($input: ${name}Input!) { item: create${name}(input: $input) { id status isDeleted } }`,
      { input },
      token,
    );
  const list = async (name: string, filter: Record<string, unknown> = {}) =>
    (
      await server.gql<Record<string, { total: number; items: { id: string }[] }>>(
        `query($filter: ContentFilterInput) { page: admin${PLURAL[name]}(filter: $filter, limit: 100) { total items { id } } }`,
        { filter },
        editor,
      )
    ).data!.page;

  for (const name of Object.keys(VALID)) {
    describe(name, () => {
      it('creates with defaults, lists, trashes (hidden from the list, shown in the trash), restores and purges (admin only)', async () => {
        const created = await create(name, VALID[name]);
        expect(created.errors).toBeUndefined();
        const id = created.data!.item.id;
        expect(created.data!.item.isDeleted).toBe(false);
        expect((await list(name)).items.map((i) => i.id)).toContain(id);

        await server.gql(`mutation($id: ID!) { delete${name}(id: $id) { id } }`, { id }, editor);
        expect((await list(name)).items.map((i) => i.id)).not.toContain(id);
        expect((await list(name, { deleted: true })).items.map((i) => i.id)).toContain(id);

        const editWhileDeleted = await server.gql(
          `mutation($id: ID!, $input: ${name}Input!) { update${name}(id: $id, input: $input) { id } }`,
          { id, input: VALID[name] },
          editor,
        );
        expect(editWhileDeleted.errors?.[0].extensions?.code).toBe('CONFLICT');

        await server.gql(`mutation($id: ID!) { restore${name}(id: $id) { id } }`, { id }, editor);
        expect((await list(name)).items.map((i) => i.id)).toContain(id);

        expect((await server.gql(`mutation($id: ID!) { purge${name}(id: $id) }`, { id }, editor)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect((await server.gql(`mutation($id: ID!) { purge${name}(id: $id) }`, { id }, admin)).data).toEqual({ [`purge${name}`]: true });
        expect((await list(name, { deleted: true })).items.map((i) => i.id)).not.toContain(id);
        const actions = (await server.services.db.getRepository(AuditEntry).find({ where: { entityId: id }, order: { at: 'ASC' } })).map(
          (a) => a.action,
        );
        expect(actions).toEqual(['create', 'delete', 'restore', 'purge']);
      });

      it('refuses a missing required field with "{label} is required"', async () => {
        const required = DECL[name].fields.find((f) => f.required);
        if (!required) return; // nothing to leave out
        const res = await create(name, { ...VALID[name], [required.name]: null });
        expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        expect(res.errors?.[0].extensions?.fields?.[required.name]).toBe(`${required.label} is required`);
      });

      it('accepts the minimal input derived from its declaration (what a new type is tested with)', async () => {
        const created = await create(name, derivedInput(DECL[name]));
        expect(created.errors).toBeUndefined();
        expect(created.data!.item.status).toBe(String(derivedInput(DECL[name]).status));
      });

      it('refuses anonymous callers', async () => {
        expect((await create(name, VALID[name], '')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      });
    });
  }

  it('applies SPEC §5 limits with their messages', async () => {
    const res = await create('Project', { title: 'Numbers', priority: 9, completionPercentage: 101, budget: -5 });
    expect(res.errors?.[0].extensions?.fields).toMatchObject({
      completionPercentage: 'Completion percentage must be at most 100',
      budget: 'Budget must be at least 0',
      priority: 'Priority format is invalid',
    });
    const ev = await create('Event', { title: 'Cap', eventDate: '2031-01-01T00:00:00Z', maxAttendees: 0 });
    expect(ev.errors?.[0].extensions?.fields).toMatchObject({ maxAttendees: 'Max attendees must be at least 1' });
    const archivedQuote = await create('Testimonial', { ...VALID.Testimonial, status: 'ARCHIVED' });
    expect(archivedQuote.errors?.[0].extensions?.fields?.status).toBeDefined();
  });

  it('trims tags, drops blanks, gives a unique slug, and stores rich text sanitised', async () => {
    const res = await server.gql<{ createProject: { tags: string[]; slug: string; content: string; progress: string } }>(
      `mutation($input: ProjectInput!) { createProject(input: $input) { tags slug content progress } }`,
      {
        input: {
          ...VALID.Project,
          title: 'Jubilee Park Playground Renovation',
          content: '<p>Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
        },
      },
      editor,
    );
    expect(res.data!.createProject.tags).toEqual(['parks', 'benches']);
    expect(res.data!.createProject.slug).toMatch(/^jubilee-park-playground-renovation(-\d+)?$/);
    expect(res.data!.createProject.content).toBe('<p>Hi<a rel="noopener noreferrer">x</a></p>');
    const stored = await server.services.db.query('SELECT content FROM projects WHERE slug = $1', [res.data!.createProject.slug]);
    expect(stored[0].content).not.toMatch(/script|onerror|javascript:/);
  });

  it('filters by search, statuses, tags overlap and created date range', async () => {
    const a = await project(server.services, { title: 'Filter Alpha', tags: ['f-one'], createdAt: new Date('2030-01-10T00:00:00Z') });
    const b = await project(server.services, {
      title: 'Filter Beta',
      tags: ['f-two'],
      status: 'draft' as Project['status'],
      createdAt: new Date('2030-03-10T00:00:00Z'),
    });
    const ids = async (filter: Record<string, unknown>) => (await list('Project', { search: 'filter ', ...filter })).items.map((i) => i.id).sort();
    expect(await ids({})).toEqual([a.id, b.id].sort());
    expect(await ids({ statuses: ['DRAFT'] })).toEqual([b.id]);
    expect(await ids({ tags: ['f-one', 'nope'] })).toEqual([a.id]);
    expect(await ids({ createdFrom: '2030-02-01T00:00:00Z', createdTo: '2030-04-01T00:00:00Z' })).toEqual([b.id]);
  });

  it('bulk-publishes, archives and deletes in one transaction; archived items leave the public site', async () => {
    const items = await Promise.all([1, 2, 3].map(() => project(server.services, { status: 'draft' as Project['status'], tags: ['bulk'] })));
    const ids = items.map((i) => i.id);
    const publish = await server.gql<{ bulkUpdateProjects: number }>(
      'mutation($ids: [ID!]!) { bulkUpdateProjects(ids: $ids, action: PUBLISH) }',
      { ids },
      editor,
    );
    expect(publish.data!.bulkUpdateProjects).toBe(3);
    expect((await server.gql<{ projects: { total: number } }>('{ projects(tag: "bulk") { total } }')).data!.projects.total).toBe(3);
    await server.gql('mutation($ids: [ID!]!) { bulkUpdateProjects(ids: $ids, action: ARCHIVE) }', { ids: ids.slice(0, 2) }, editor);
    expect((await server.gql<{ projects: { total: number } }>('{ projects(tag: "bulk") { total } }')).data!.projects.total).toBe(1);
    await server.gql('mutation($ids: [ID!]!) { bulkUpdateProjects(ids: $ids, action: DELETE) }', { ids }, editor);
    expect((await server.gql<{ projects: { total: number } }>('{ projects(tag: "bulk") { total } }')).data!.projects.total).toBe(0);
    const bad = await server.gql('mutation($ids: [ID!]!) { bulkUpdateProjects(ids: $ids, action: PUBLISH) }', { ids: [ids[0], 'not-an-id'] }, editor);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Bulk restore takes them out of the trash, each with its status as it was (issue #20).
    const restored = await server.gql<{ bulkUpdateProjects: number }>(
      'mutation($ids: [ID!]!) { bulkUpdateProjects(ids: $ids, action: RESTORE) }',
      { ids },
      editor,
    );
    expect(restored.data!.bulkUpdateProjects).toBe(3);
    expect((await server.gql<{ projects: { total: number } }>('{ projects(tag: "bulk") { total } }')).data!.projects.total).toBe(1);
    const rows = (await server.services.db.query('SELECT status, is_deleted FROM projects WHERE id = ANY($1::uuid[]) ORDER BY status', [ids])) as {
      status: string;
      is_deleted: boolean;
    }[];
    expect(rows).toEqual([
      { status: 'archived', is_deleted: false },
      { status: 'archived', is_deleted: false },
      { status: 'published', is_deleted: false },
    ]);
    const audit = await server.gql<{ auditLog: { total: number } }>(
      'query($id: String) { auditLog(entityType: "project", entityId: $id, filter: { action: "restore" }) { total } }',
      { id: ids[0] },
      admin,
    );
    expect(audit.data!.auditLog.total).toBe(1);
  });

  it('reports dashboard stats in SPEC §3 shape and recent activity with created/updated/published/deleted', async () => {
    const stats = await server.gql<{ dashboardStats: Record<string, Record<string, unknown>> }>(
      '{ dashboardStats { projects { total published draft completed } events { total upcoming past published } news { total featured published } gallery { total published draft byType { event } } resources { total published totalDownloads byType { document } } } }',
      {},
      editor,
    );
    expect(stats.errors).toBeUndefined();
    const [{ n }] = (await server.services.db.query(`SELECT count(*)::int AS n FROM projects WHERE NOT is_deleted`)) as { n: number }[];
    expect(stats.data!.dashboardStats.projects.total).toBe(n);

    const fresh = await create('News', { title: 'Activity created', status: 'DRAFT' });
    const published = await create('News', { title: 'Activity published', status: 'DRAFT' });
    await server.gql(
      'mutation($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }',
      { id: published.data!.item.id, input: { title: 'Activity published', status: 'PUBLISHED' } },
      editor,
    );
    const deleted = await create('News', { title: 'Activity deleted', status: 'DRAFT' });
    await server.gql('mutation($id: ID!) { deleteNews(id: $id) { id } }', { id: deleted.data!.item.id }, editor);
    const activity = await server.gql<{ recentActivity: { id: string; action: string; type: string }[] }>(
      '{ recentActivity(limit: 10) { id action type title } }',
      {},
      editor,
    );
    const byId = new Map(activity.data!.recentActivity.map((a) => [a.id, a.action]));
    expect(byId.get(fresh.data!.item.id)).toBe('CREATED');
    expect(byId.get(published.data!.item.id)).toBe('PUBLISHED');
    expect(byId.get(deleted.data!.item.id)).toBe('DELETED');
  });

  it('announces changes on contentChanged', async () => {
    const e = await event(server.services);
    const { createClient } = await import('graphql-ws');
    const WebSocket = (await import('ws')).default;
    const client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${editor}` },
    });
    const received = new Promise((resolve) => {
      client.subscribe(
        { query: 'subscription { contentChanged(type: EVENT) { type action id } }' },
        { next: resolve, error: resolve, complete: () => undefined },
      );
    });
    await new Promise((r) => setTimeout(r, 300));
    await server.gql('mutation($id: ID!) { deleteEvent(id: $id) { id } }', { id: e.id }, editor);
    expect(await received).toEqual({ data: { contentChanged: { type: 'EVENT', action: 'DELETED', id: e.id } } });
    await client.dispose();
  });

  describe('uploads', () => {
    const upload = async (kind: string, name: string, bytes: Buffer, token: string | null = editor) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const response = await fetch(`${server.url}/uploads?kind=${kind}`, {
        method: 'POST',
        body: form,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const png = () =>
      sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer();

    it('stores an image with a web-sized version and a thumbnail, typed from its bytes', async () => {
      const res = await upload('image', 'photo.pdf', await png());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ fileType: 'image/png', resourceType: 'IMAGE', fileName: 'photo.pdf' });
      expect(String(res.body.url)).toMatch(/original\.png$/);
      const thumb = await fetch(`${server.url}${res.body.thumbnailUrl}`);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      expect(thumb.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBe(400);
    });

    it('refuses a non-image for an image field, an image over 5 MB and a file over 10 MB with the SPEC messages', async () => {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 32)]);
      expect((await upload('image', 'photo.png', pdf)).body.error).toBe(uploadLimits.invalidImage);
      const bigPng = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
      expect((await upload('image', 'big.png', bigPng)).body.error).toBe(uploadLimits.imageTooLarge);
      const bigFile = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024, 32)]);
      const res = await upload('file', 'big.pdf', bigFile);
      expect(res).toMatchObject({ status: 400, body: { error: uploadLimits.fileTooLarge } });
    });

    it('refuses anonymous uploads', async () => {
      expect((await upload('image', 'x.png', await png(), null)).status).toBe(401);
    });

    it('fills a resource’s file name, size and type from its upload', async () => {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 32)]);
      const up = await upload('file', 'Minutes March.pdf', pdf);
      expect(up.body).toMatchObject({ fileType: 'application/pdf', resourceType: 'DOCUMENT' });
      const res = await server.gql<{ createResource: { fileName: string; fileSize: number; fileType: string } }>(
        'mutation($input: ResourceInput!) { createResource(input: $input) { fileName fileSize fileType } }',
        { input: { title: 'Minutes', fileUrl: up.body.url, resourceType: 'DOCUMENT', status: 'PUBLISHED' } },
        editor,
      );
      expect(res.data!.createResource).toEqual({ fileName: 'Minutes March.pdf', fileSize: pdf.length, fileType: 'application/pdf' });
    });
  });
});
