import { ContentStatus } from '../src/content/content.enums';
import type { Project } from '../src/content/project/project.entity';
import { member, photo, project, staff } from './factories';
import { describeDb, useTestServer } from './harness';

/** Issue #7 fixes: the index migration is reversible, and the faster paging keeps totals and pages exact. */
describeDb('performance fixes', () => {
  const server = useTestServer();

  const indexes = async (): Promise<string[]> =>
    (
      (await server.services.db.query(
        `SELECT indexname FROM pg_indexes WHERE indexname IN ('projects_tags_gin_idx', 'resources_tags_gin_idx', 'gallery_items_project_idx', 'members_status_created_idx') ORDER BY 1`,
      )) as { indexname: string }[]
    ).map((r) => r.indexname);

  it('creates the performance indexes, drops them on revert and creates them again', async () => {
    const all = ['gallery_items_project_idx', 'members_status_created_idx', 'projects_tags_gin_idx', 'resources_tags_gin_idx'];
    expect(await indexes()).toEqual(all);
    // Revert back to before the index migration (later migrations first), then run them all again.
    const names = server.services.db.migrations.map((m) => m.name ?? m.constructor.name);
    const later = names.length - names.findIndex((name) => /PerformanceIndexes/i.test(name));
    expect(later).toBeLessThanOrEqual(names.length);
    for (let i = 0; i < later; i++) await server.services.db.undoLastMigration({ transaction: 'each' });
    expect(await indexes()).toEqual([]);
    await server.services.db.runMigrations({ transaction: 'each' });
    expect(await indexes()).toEqual(all);
  });

  it('pages public projects with the exact total, also past the end, and reads content only when asked for', async () => {
    const tag = `perf-${Date.now()}`;
    const created = [];
    for (let i = 0; i < 3; i++) created.push(await project(server.services, { tags: [tag], content: `<p>Body ${i}</p>` }));
    type Projects = { projects: { total: number; items: { id: string; content?: string | null }[] } };
    const page2 = await server.gql<Projects>(`{ projects(tag: "${tag}", limit: 2, page: 2) { total items { id } } }`);
    expect(page2.data!.projects).toEqual({ total: 3, items: [{ id: created[0].id }] });
    const past = await server.gql<Projects>(`{ projects(tag: "${tag}", limit: 2, page: 5) { total items { id } } }`);
    expect(past.data!.projects).toEqual({ total: 3, items: [] });
    const withContent = await server.gql<Projects>(
      `query { projects(tag: "${tag}", limit: 1) { total ...P } } fragment P on ProjectPage { items { ... on Project { content } } }`,
    );
    expect(withContent.data!.projects.items).toEqual([{ content: '<p>Body 2</p>' }]);
  });

  it('pages gallery albums with the exact total, also past the end', async () => {
    const year = 2031;
    for (const album of ['Perf A', 'Perf B', 'Perf C']) await photo(server.services, album, { takenDate: `${year}-05-01` });
    type Albums = { galleryAlbums: { total: number; items: { name: string }[] } };
    const page = await server.gql<Albums>(`{ galleryAlbums(year: ${year}, limit: 2, page: 2) { total items { name } } }`);
    expect(page.data!.galleryAlbums).toEqual({ total: 3, items: [{ name: 'Perf C' }] });
    const past = await server.gql<Albums>(`{ galleryAlbums(year: ${year}, limit: 2, page: 9) { total items { name } } }`);
    expect(past.data!.galleryAlbums).toEqual({ total: 3, items: [] });
  });

  it('counts the admin member list exactly beside its page', async () => {
    const admin = await staff(server.services);
    const name = `Perfcount ${Date.now()}`;
    for (let i = 0; i < 3; i++) await member(server.services, { fullName: `${name} ${i}` });
    const res = await server.gql<{ members: { total: number; items: { fullName: string }[] } }>(
      `{ members(filter: { search: "${name}" }, sort: { field: NAME, order: ASC }, limit: 2, page: 2) { total items { fullName } } }`,
      {},
      admin.token,
    );
    expect(res.data!.members).toEqual({ total: 3, items: [{ fullName: `${name} 2` }] });
  });

  it('compresses GraphQL answers over 1 kB when the client accepts gzip, and not otherwise', async () => {
    for (let i = 0; i < 6; i++) await project(server.services, { description: 'A long description of a project. '.repeat(10) });
    const ask = (encoding: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        body: JSON.stringify({ query: '{ projects(limit: 6) { items { id description } } }' }),
      });
    const gzip = await ask('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(((await gzip.json()) as { data: { projects: { items: unknown[] } } }).data.projects.items).toHaveLength(6);
    expect((await ask('identity')).headers.get('content-encoding')).toBeNull();
  });

  it('loads the photos of every project on a page in one batch (DataLoader), each project its own, by sort order', async () => {
    const tag = `photos-${Date.now()}`;
    const [a, b] = [await project(server.services, { tags: [tag] }), await project(server.services, { tags: [tag] })];
    const a2 = await photo(server.services, 'Perf photos', { projectId: a.id, sortOrder: 2 });
    const a1 = await photo(server.services, 'Perf photos', { projectId: a.id, sortOrder: 1 });
    const b1 = await photo(server.services, 'Perf photos', { projectId: b.id });
    await photo(server.services, 'Perf photos', { projectId: b.id, status: ContentStatus.DRAFT });
    const batch = jest.spyOn(server.services.anonymousSite, 'projectPhotosBatch'); // an anonymous request;
    try {
      const res = await server.gql<{ projects: { items: { id: string; photos: { id: string }[] }[] } }>(
        `{ projects(tag: "${tag}") { items { id photos { id } } } }`,
      );
      expect(res.data!.projects.items).toEqual([
        { id: b.id, photos: [{ id: b1.id }] },
        { id: a.id, photos: [{ id: a1.id }, { id: a2.id }] },
      ]);
      expect(batch).toHaveBeenCalledTimes(1);
    } finally {
      batch.mockRestore();
    }
  });

  it('loads related projects of every project on a page in one batch per limit (issue #24): published, sharing a tag, newest first, content sanitised', async () => {
    const run = Date.now().toString(36);
    const [x, y, z] = [`relx-${run}`, `rely-${run}`, `relz-${run}`];
    const make = async (name: string, tags: string[], day: number, overrides: Partial<Project> = {}) => {
      const made = await project(server.services, { title: `${name} ${run}`, tags, ...overrides });
      await server.services.db.query('UPDATE projects SET created_at = $1 WHERE id = $2', [new Date(Date.UTC(2030, 0, 1 + day)), made.id]);
      return made.slug;
    };
    const h = await make('Older', [z], 0);
    const a = await make('Relbatch A', [x], 1);
    const b = await make('Relbatch B', [y], 2);
    const c = await make('Relbatch C', [x, y], 3);
    const d = await make('Relbatch D', [z], 4);
    const e = await make('Other', [x], 5, { content: '<p>Hi<script>alert(1)</script></p>' });
    const i = await make('Relbatch I', [], 6);
    await make('Draft', [x, y], 7, { status: ContentStatus.DRAFT });
    await make('Trashed', [y], 8, { isDeleted: true });
    const batch = jest.spyOn(server.services.anonymousSite, 'relatedProjectsBatch');
    try {
      type Related = { slug: string; content?: string | null }[];
      const res = await server.gql<{ projects: { items: { slug: string; two: Related; three: Related }[] } }>(
        `{ projects(search: "Relbatch", limit: 10) { items { slug two: related(limit: 2) { slug } three: related(limit: 3) { slug content } } } }`,
      );
      expect(res.errors).toBeUndefined();
      const slugs = (list: Related) => list.map((p) => p.slug);
      expect(res.data!.projects.items.map((p) => [p.slug, slugs(p.two), slugs(p.three)])).toEqual([
        [i, [], []],
        [d, [h], [h]],
        [c, [e, b], [e, b, a]],
        [b, [c], [c]],
        [a, [e, c], [e, c]],
      ]);
      expect(res.data!.projects.items[2].three[0].content).toBe('<p>Hi</p>');
      expect(batch).toHaveBeenCalledTimes(2);
    } finally {
      batch.mockRestore();
    }
  });
});
