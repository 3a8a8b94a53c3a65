import { randomBytes } from 'node:crypto';
import { ContentStatus } from '../src/content/content.enums';
import { event, newsItem, photo, project, resource } from './factories';
import { describeDb, useTestServer } from './harness';

interface Part {
  text: string;
  match: boolean;
}
interface Result {
  kind: string;
  title: string;
  path: string;
  titleParts: Part[];
  snippet: Part[];
  rank: number;
}

const SEARCH = `query($q: String!, $page: Int, $limit: Int) {
  search(q: $q, page: $page, limit: $limit) { total page limit items { kind title path rank titleParts { text match } snippet { text match } } }
}`;

/** A word no other test uses, so each test reads only its own items. */
const word = (): string =>
  `w${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;

/** The ways an item is not public (SPEC §4): a draft, archived, or in the trash. */
const hidden = [{ status: ContentStatus.DRAFT }, { status: ContentStatus.ARCHIVED }, { isDeleted: true }];

describeDb('Site search (issue #22)', () => {
  const server = useTestServer();

  const search = async (q: string, extra: Record<string, unknown> = {}) => {
    const res = await server.gql<{ search: { total: number; items: Result[] } }>(SEARCH, { q, ...extra });
    expect(res.errors).toBeUndefined();
    return res.data!.search;
  };

  it('finds words in any order, each as a word prefix ("neighbour" finds "Neighbourhood")', async () => {
    const tag = word();
    const picnic = await event(server.services, { title: `Neighbourhood Picnic ${tag}`, description: 'Bring a plate.' });
    await event(server.services, { title: `Neighbourhood Meeting ${tag}` });
    for (const q of [`neighbour picnic ${tag}`, `picnic neighbourhood ${tag}`, `${tag} PICNIC neighbo`, `${tag.slice(0, 6)} picnics`]) {
      const found = await search(q);
      expect({ q, titles: found.items.map((r) => r.title) }).toEqual({ q, titles: [picnic.title] });
    }
    expect((await search(`neighbour ${tag}`)).total).toBe(2);
    expect((await search(`picnic concert ${tag}`)).total).toBe(0);
  });

  it('searches projects, events, news, resources and albums, each with its address on the site', async () => {
    const tag = word();
    const p = await project(server.services, { title: `Creek planting ${tag}` });
    const e = await event(server.services, { title: `Creek clean-up ${tag}` });
    const n = await newsItem(server.services, { title: `Creek report ${tag}` });
    await resource(server.services, { title: `Creek map ${tag}` });
    await photo(server.services, `Creek Day ${tag}`, { title: 'Volunteers at the creek' });
    const found = await search(`creek ${tag}`);
    const byKind = Object.fromEntries(found.items.map((r) => [r.kind, r.path]));
    expect(byKind).toEqual({
      PROJECT: `/projects/${p.slug}`,
      EVENT: `/events/${e.slug}`,
      NEWS: `/news/${n.slug}`,
      RESOURCE: `/resources?q=${encodeURIComponent(`Creek map ${tag}`)}`,
      ALBUM: `/gallery/creek-day-${tag}`,
    });
  });

  it('ranks a title match above a match in the description, and that above one in the text', async () => {
    const tag = word();
    const inText = await project(server.services, { title: `Footpaths ${tag}`, content: '<p>We will plant lilly pilly hedges.</p>' });
    const inTitle = await news(`Lilly pilly giveaway ${tag}`);
    const inDescription = await event(server.services, { title: `Planting day ${tag}`, description: 'Free lilly pilly seedlings.' });
    const titles = (await search(`lilly pilly ${tag}`)).items.map((r) => r.title);
    expect(titles).toEqual([inTitle.title, inDescription.title, inText.title]);

    async function news(title: string) {
      return newsItem(server.services, { title });
    }
  });

  it('highlights the matched words in the title and a snippet, as plain text pieces (no HTML travels)', async () => {
    const tag = word();
    await project(server.services, {
      title: `Safer <b>Streets</b> lighting ${tag}`,
      description: 'An audit of the street lights along Station Street, with residents walking the route at night.',
    });
    const [result] = (await search(`street light ${tag}`)).items;
    expect(result.titleParts).toEqual([
      { text: 'Safer <b>', match: false },
      { text: 'Streets', match: true },
      { text: '</b> ', match: false },
      { text: 'lighting', match: true },
      { text: ' ', match: false },
      { text: tag, match: true },
    ]);
    const marked = result.snippet.filter((p) => p.match).map((p) => p.text.toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['street', 'lights']));
    expect(result.snippet.map((p) => p.text).join('')).toContain('along Station');
  });

  it('never finds drafts, archived items or items in the trash', async () => {
    const tag = word();
    for (const [n, overrides] of hidden.entries()) {
      await project(server.services, { title: `Hidden ${tag} ${n}`, ...overrides });
      await event(server.services, { title: `Hidden ${tag} ${n}`, ...overrides });
      await newsItem(server.services, { title: `Hidden ${tag} ${n}`, ...overrides });
      await resource(server.services, { title: `Hidden ${tag} ${n}`, ...overrides });
      await photo(server.services, `Hidden ${tag} ${word()}`, overrides);
    }
    expect(await search(`hidden ${tag}`)).toMatchObject({ total: 0, items: [] });
  });

  it('pages the results with the exact total, and takes a search without words as no results', async () => {
    const tag = word();
    for (let i = 0; i < 5; i++) await event(server.services, { title: `Paged ${tag} ${i}` });
    const first = await search(`paged ${tag}`, { limit: 2 });
    const third = await search(`paged ${tag}`, { limit: 2, page: 3 });
    const beyond = await search(`paged ${tag}`, { limit: 2, page: 9 });
    expect([first.total, first.items.length, third.items.length, beyond.total, beyond.items.length]).toEqual([5, 2, 1, 5, 0]);
    expect(await search(' &*!? ')).toMatchObject({ total: 0, items: [] });
  });

  it('refuses a search over 200 characters, naming the field', async () => {
    const res = await server.gql(SEARCH, { q: 'a'.repeat(201) });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].extensions?.fields).toHaveProperty('q');
  });

  it('makes the list pages’ own searches multi-word the same way', async () => {
    const tag = word();
    const p = await project(server.services, { title: `Community Garden Beds ${tag}` });
    const e = await event(server.services, { title: `Neighbourhood Picnic ${tag}` });
    const r = await resource(server.services, { title: `Garden bed roster ${tag}` });
    const projects = await server.gql<{ projects: { items: { slug: string }[] } }>('query($s: String) { projects(search: $s) { items { slug } } }', {
      s: `garden community ${tag}`,
    });
    expect(projects.data!.projects.items.map((i) => i.slug)).toEqual([p.slug]);
    const events = await server.gql<{ events: { items: { slug: string }[] } }>('query($s: String) { events(search: $s) { items { slug } } }', {
      s: `neighbour picnic ${tag}`,
    });
    expect(events.data!.events.items.map((i) => i.slug)).toEqual([e.slug]);
    const resources = await server.gql<{ resources: { items: { id: string }[] } }>('query($s: String) { resources(search: $s) { items { id } } }', {
      s: `roster garden ${tag}`,
    });
    expect(resources.data!.resources.items.map((i) => i.id)).toEqual([r.id]);
    // Part of a word still finds it, as before (SPEC §5: case-insensitive match on title or description).
    const part = await server.gql<{ projects: { items: { slug: string }[] } }>('query($s: String) { projects(search: $s) { items { slug } } }', {
      s: `unity garden beds ${tag}`.slice(0, 16),
    });
    expect(part.data!.projects.items.map((i) => i.slug)).toContain(p.slug);
  });
});
