import { Project } from '../src/content/project/project.entity';
import { project, resource, staff } from './factories';
import { describeDb, startTestServer, useTestServer } from './harness';
import { firstEvent } from './ws';

type Titles = { projects: { items: { title: string }[] } };

/**
 * The public response cache (issue #7): anonymous public answers are served from it, every write
 * through the API clears it at once, and nothing personal, failed or staff-only is ever kept.
 * Fixtures written straight to the database (behind the API) show whether an answer came from the cache.
 */
describeDb('public response cache', () => {
  let token: string;
  const server = useTestServer({ PUBLIC_CACHE_SECONDS: '60' });
  beforeAll(async () => {
    token = (await staff(server.services)).token;
  });

  /** Renames a project behind the API's back. */
  const renameInDatabase = (id: string, title: string) => server.services.db.getRepository(Project).update({ id }, { title });
  const titles = async (tag: string, authToken?: string) =>
    (await server.gql<Titles>('query($tag: String) { projects(tag: $tag) { items { title } } }', { tag }, authToken)).data!.projects.items.map(
      (p) => p.title,
    );

  it('serves a repeated anonymous query from the cache until a write through the API clears it', async () => {
    const p = await project(server.services, { title: 'Before', tags: ['cache-http'] });
    expect(await titles('cache-http')).toEqual(['Before']);
    await renameInDatabase(p.id, 'Renamed by hand');
    expect(await titles('cache-http')).toEqual(['Before']);
    // Other variables are another entry: they see the database as it is.
    expect(await titles('cache-http-other')).toEqual([]);
    const deleted = await server.gql('mutation($id: ID!) { deleteProject(id: $id) { id } }', { id: p.id }, token);
    expect(deleted.errors).toBeUndefined();
    expect(await titles('cache-http')).toEqual([]);
  });

  it('never serves staff from the cache', async () => {
    const p = await project(server.services, { title: 'Staff before', tags: ['cache-staff'] });
    expect(await titles('cache-staff')).toEqual(['Staff before']);
    await renameInDatabase(p.id, 'Staff after');
    expect(await titles('cache-staff', token)).toEqual(['Staff after']);
    expect(await titles('cache-staff')).toEqual(['Staff before']);
  });

  it('never keeps an answer with an error, nor one that asks for a field outside the public allow-list', async () => {
    const missing = await server.gql('{ project(slug: "cache-late") { title } }');
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    await project(server.services, { title: 'Late', slug: 'cache-late' });
    expect((await server.gql<{ project: { title: string } }>('{ project(slug: "cache-late") { title } }')).data!.project.title).toBe('Late');

    const p = await project(server.services, { title: 'Mixed before', tags: ['cache-mixed'] });
    const mixed = async () =>
      (await server.gql<Titles & { me: null }>('{ projects(tag: "cache-mixed") { items { title } } me { id } }')).data!.projects.items[0].title;
    expect(await mixed()).toBe('Mixed before');
    await renameInDatabase(p.id, 'Mixed after');
    expect(await mixed()).toBe('Mixed after');
  });

  it('is left alone by a write that failed and by a session-only mutation such as logout (issue #16 item 14)', async () => {
    const p = await project(server.services, { title: 'Kept before', tags: ['cache-kept'] });
    expect(await titles('cache-kept')).toEqual(['Kept before']);
    await renameInDatabase(p.id, 'Kept renamed by hand');
    const refused = await server.gql('mutation { deleteProject(id: "00000000-0000-4000-8000-000000000000") { id } }', {}, token);
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const anonymous = await server.gql(`mutation { deleteProject(id: "${p.id}") { id } }`);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.gql('mutation { logout }')).errors).toBeUndefined();
    expect(await titles('cache-kept')).toEqual(['Kept before']);
  });

  it('is cleared by a mutation sent over the WebSocket', async () => {
    const p = await project(server.services, { title: 'WS before', tags: ['cache-ws'] });
    expect(await titles('cache-ws')).toEqual(['WS before']);
    await renameInDatabase(p.id, 'WS renamed by hand');
    expect(await titles('cache-ws')).toEqual(['WS before']);
    const mutation = firstEvent(server, `mutation { deleteProject(id: "${p.id}") { id } }`, token, 5000);
    expect(await mutation.result).toMatchObject({ data: { deleteProject: { id: p.id } } });
    mutation.close();
    expect(await titles('cache-ws')).toEqual([]);
  });

  it('is cleared by a counted download, so the count on /resources moves', async () => {
    const r = await resource(server.services, { title: 'Cached download', category: 'cache-dl', fileUrl: 'https://example.org/file.pdf' });
    const count = async () =>
      (await server.gql<{ resources: { items: { downloadCount: number }[] } }>('{ resources(category: "cache-dl") { items { downloadCount } } }'))
        .data!.resources.items[0].downloadCount;
    expect(await count()).toBe(0);
    const res = await fetch(`${server.url}/resources/${r.id}/download`, { redirect: 'manual' });
    expect(res.status).toBe(200); // the leaving-the-site page for a file on another site (issue #31 item 8)
    expect(await count()).toBe(1);
  });

  it('is off with PUBLIC_CACHE_SECONDS=0', async () => {
    const uncached = await startTestServer({ PUBLIC_CACHE_SECONDS: '0' });
    try {
      const p = await project(uncached.services, { title: 'Off before', tags: ['cache-off'] });
      const title = async () => (await uncached.gql<Titles>('{ projects(tag: "cache-off") { items { title } } }')).data!.projects.items[0].title;
      expect(await title()).toBe('Off before');
      await uncached.services.db.getRepository(Project).update({ id: p.id }, { title: 'Off after' });
      expect(await title()).toBe('Off after');
    } finally {
      await uncached.stop();
    }
  });
});
