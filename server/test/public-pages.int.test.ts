import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { ContentStatus } from '../src/content/content.enums';
import { event, newsItem, photo, project, staff } from './factories';
import { describeDb, type TestServer, useTestServer } from './harness';
import { parseHead } from './html-head';

const PUBLIC_URL = 'https://greenfield.example.org';
const SITE = 'Greenfield Residents Association';

/** A build as scripts/prerender.mjs leaves it: index.html and the pre-rendered not-found page. */
function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-web-'));
  fs.mkdirSync(path.join(dir, 'prerendered'));
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en-AU"><head><meta name="description" content="${SITE} — projects, events and membership." /><title>${title}</title></head><body>${body}<div id="root"></div></body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), page(SITE, ''));
  fs.writeFileSync(path.join(dir, 'prerendered', 'not-found.html'), page(`Page not found — ${SITE}`, '<h1>Page not found</h1>'));
  return dir;
}

/**
 * Starts a server on a fresh web build for the enclosing describe block, and stops it and removes the
 * build after the block (the set-up both page blocks share, written once: issue #23).
 * @returns the running server, once the block's `beforeAll` has run
 */
function serverOnWebBuild(): () => TestServer {
  let webDist: string;
  beforeAll(async () => {
    webDist = webBuild();
  });
  const server = useTestServer(() => ({ WEB_DIST: webDist, PUBLIC_URL }));
  afterAll(async () => {
    fs.rmSync(webDist, { recursive: true, force: true });
  });
  return () => server;
}

/** The ways an item is not public (SPEC §4): a draft, archived, or in the trash. */
const hidden = [{ status: ContentStatus.DRAFT }, { status: ContentStatus.ARCHIVED }, { isDeleted: true }];

describeDb('Real pages answer 200, everything else 404 (issue #22)', () => {
  const server = serverOnWebBuild();

  const get = (pathname: string) => fetch(`${server().url}${pathname}`);

  /**
   * Asks for each path in turn and expects it to answer `status`, then hands the answer to `more`
   * for that test's own checks (the steps every test here takes, written once: issue #23).
   */
  async function expectEach(pathnames: string[], status: number, more?: (res: Response, pathname: string) => Promise<void>) {
    for (const pathname of pathnames) {
      const res = await get(pathname);
      expect({ pathname, status: res.status }).toEqual({ pathname, status });
      await more?.(res, pathname);
    }
  }

  it('answers the public pages, the admin and published detail pages with 200', async () => {
    const p = await project(server().services);
    const e = await event(server().services);
    const n = await newsItem(server().services);
    await photo(server().services, 'Picnic Day 2026');
    await expectEach(
      [
        '/',
        '/index.html',
        '/join',
        '/events',
        '/news',
        '/members',
        '/admin',
        '/admin/members',
        `/projects/${p.slug}`,
        `/events/${e.slug}`,
        `/news/${n.slug}`,
        '/gallery/picnic-day-2026',
      ],
      200,
    );
  });

  it('answers unknown paths and unknown detail slugs with 404 and the not-found page', async () => {
    await expectEach(
      [
        '/no-such-page',
        '/projects/no-such-project',
        '/events/no-such-event',
        '/gallery/no-such-album',
        '/news/no-such-news',
        '/projects/a/b',
        '/favicon.ico',
        '/events/%E0%A4%A',
      ],
      404,
      async (res) => {
        expect(res.headers.get('content-type')).toContain('text/html');
        const html = await res.text();
        expect(parseHead(html).title).toBe(`Page not found — ${SITE}`);
        expect(html).toContain('<h1>Page not found</h1>');
      },
    );
  });

  it('answers the e-mailed link pages with 200 and the app, marked noindex; a wrong or deeper link is a 404', async () => {
    await expectEach(
      [
        '/rsvp/Zm9vYmFyLXRva2Vu',
        '/newsletter/confirm/abc123',
        '/newsletter/unsubscribe/abc123',
        '/members/sign-in/abc123',
        '/members/confirm-email/abc123',
        '/members/sign-in/abc123/',
      ],
      200,
      async (res, pathname) => {
        expect(res.headers.get('x-robots-tag')).toBe('noindex');
        const html = await res.text();
        expect(html).not.toContain('Page not found');
        const head = parseHead(html);
        expect({ pathname, robots: head.meta.robots }).toEqual({ pathname, robots: 'noindex' });
        // A personal link is never anyone's canonical address or preview.
        expect(head.links.find((l) => l.rel === 'canonical')).toBeUndefined();
      },
    );
    // The staff's e-mailed links are admin pages: the app, as before.
    await expectEach(['/admin/accept-invite/abc123', '/admin/reset-password/abc123', '/admin/forgot-password'], 200, async (res) => {
      expect(await res.text()).not.toContain('Page not found');
    });
    await expectEach(
      [
        '/rsvp',
        '/rsvp/abc/def',
        '/newsletter',
        '/newsletter/abc123',
        '/newsletter/confirm',
        '/newsletter/resubscribe/abc123',
        '/members/no-such-link/abc123',
        '/members/sign-in/abc/def',
        '/no-such-page/abc123',
      ],
      404,
      async (res) => {
        expect(await res.text()).toContain('<h1>Page not found</h1>');
      },
    );
  });

  it('answers 404 for drafts, archived items and items in the trash', async () => {
    for (const overrides of hidden) {
      const p = await project(server().services, overrides);
      const e = await event(server().services, overrides);
      const n = await newsItem(server().services, overrides);
      const album = `Hidden album ${Math.random().toString(36).slice(2)}`;
      const ph = await photo(server().services, album, overrides);
      for (const pathname of [`/projects/${p.slug}`, `/events/${e.slug}`, `/news/${n.slug}`, `/gallery/${ph.albumSlug}`]) {
        expect({ pathname, overrides, status: (await get(pathname)).status }).toEqual({ pathname, overrides, status: 404 });
      }
    }
  });

  it('lists only real pages in the sitemap: each answers 200, and nothing hidden is listed', async () => {
    const shown = await newsItem(server().services);
    const draft = await newsItem(server().services, { status: ContentStatus.DRAFT });
    const trashed = await project(server().services, { isDeleted: true });
    const xml = await (await get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toContain(`${PUBLIC_URL}/news/${shown.slug}`);
    expect(urls).toContain(`${PUBLIC_URL}/news`);
    expect(urls.join(' ')).not.toContain(draft.slug);
    expect(urls.join(' ')).not.toContain(trashed.slug);
    for (const link of ['/rsvp', '/newsletter', '/members', '/admin']) expect(urls.join(' ')).not.toContain(link);
    for (const url of urls) {
      const res = await get(url.slice(PUBLIC_URL.length) || '/');
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
    }
  });
});

describeDb('Link previews and structured data (issue #22)', () => {
  const server = serverOnWebBuild();

  const headOf = async (pathname: string) => {
    const res = await fetch(`${server().url}${pathname}`);
    expect(res.status).toBe(200);
    return parseHead(await res.text());
  };

  /** The tags every public page carries, agreeing with its title and description. */
  const expectPreview = (head: ReturnType<typeof parseHead>, url: string) => {
    expect(head.links.find((l) => l.rel === 'canonical')?.href).toBe(url);
    expect(head.meta['og:url']).toBe(url);
    expect(head.meta['og:title']).toBe(head.title);
    expect(head.meta['og:description']).toBe(head.meta.description);
    expect(head.meta['og:site_name']).toBe(SITE);
    expect(head.meta['og:image']).toMatch(/^https:\/\/greenfield\.example\.org\//);
    expect(head.meta['twitter:card']).toBe('summary_large_image');
    expect(head.meta['twitter:title']).toBe(head.title);
    expect(head.meta['twitter:description']).toBe(head.meta.description);
    expect(head.meta['twitter:image']).toBe(head.meta['og:image']);
    expect(head.links.find((l) => l.rel === 'alternate')).toMatchObject({ type: 'application/atom+xml', href: `${PUBLIC_URL}/news/feed.xml` });
  };

  it('sends an event page with its own title, picture and schema.org Event (Melbourne offset, place, availability)', async () => {
    const e = await event(server().services, {
      title: 'Neighbourhood Picnic & "Games"',
      description: 'Bring a plate to Jubilee Park.',
      imageUrl: '/uploads/picnic.jpg',
      location: 'Jubilee Park',
      eventDate: new Date('2026-01-17T01:00:00Z'),
      endDate: new Date('2026-07-17T04:00:00Z'),
      maxAttendees: 40,
      currentAttendees: 12,
    });
    const head = await headOf(`/events/${e.slug}`);
    expect(head.title).toBe(`Neighbourhood Picnic & "Games" — ${SITE}`);
    expect(head.meta.description).toBe('Bring a plate to Jubilee Park.');
    expectPreview(head, `${PUBLIC_URL}/events/${e.slug}`);
    expect(head.meta['og:image']).toBe(`${PUBLIC_URL}/uploads/picnic.jpg`);
    expect(head.meta['og:type']).toBe('website');
    const [ld] = head.jsonLd;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Neighbourhood Picnic & "Games"',
      startDate: '2026-01-17T12:00:00+11:00',
      endDate: '2026-07-17T14:00:00+10:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Jubilee Park' },
      image: [`${PUBLIC_URL}/uploads/picnic.jpg`],
      remainingAttendeeCapacity: 28,
      offers: { '@type': 'Offer', availability: 'https://schema.org/InStock', url: `${PUBLIC_URL}/events/${e.slug}` },
    });
  });

  it('marks a full event as sold out', async () => {
    const e = await event(server().services, { maxAttendees: 10, currentAttendees: 10 });
    const [ld] = (await headOf(`/events/${e.slug}`)).jsonLd;
    expect(ld).toMatchObject({ remainingAttendeeCapacity: 0, offers: { availability: 'https://schema.org/SoldOut' } });
  });

  it('sends project and news pages as articles with schema.org Article', async () => {
    const p = await project(server().services, {
      title: 'Creek Walk Revegetation',
      description: null,
      content: '<p>Planting <strong>2,000</strong> natives.</p>',
      imageUrl: 'https://cdn.example.org/creek.jpg',
    });
    const head = await headOf(`/projects/${p.slug}`);
    expect(head.title).toBe(`Creek Walk Revegetation — ${SITE}`);
    expect(head.meta.description).toBe('Planting 2,000 natives.');
    expect(head.meta['og:type']).toBe('article');
    expect(head.meta['og:image']).toBe('https://cdn.example.org/creek.jpg');
    expectPreview(
      { ...head, meta: { ...head.meta, 'og:image': `${PUBLIC_URL}/x`, 'twitter:image': `${PUBLIC_URL}/x` } },
      `${PUBLIC_URL}/projects/${p.slug}`,
    );
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Article',
      headline: 'Creek Walk Revegetation',
      author: { '@type': 'Organization', name: SITE },
    });
    expect(String(head.jsonLd[0].datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+1[01]:00$/);

    const n = await newsItem(server().services, { title: 'Footpath lighting approved', description: 'Council said yes.' });
    const news = await headOf(`/news/${n.slug}`);
    expect(news.title).toBe(`Footpath lighting approved — ${SITE}`);
    expectPreview(news, `${PUBLIC_URL}/news/${n.slug}`);
    expect(news.meta['og:image']).toBe(`${PUBLIC_URL}/og-image.png`);
    expect(news.jsonLd[0]).toMatchObject({ '@type': 'Article', headline: 'Footpath lighting approved', description: 'Council said yes.' });
  });

  it('sends an album page with its name and cover picture, and list pages with their own canonical address', async () => {
    await photo(server().services, 'Spring Fair', { imageUrl: '/uploads/fair-cover.jpg', sortOrder: 0 });
    await photo(server().services, 'Spring Fair', { sortOrder: 1 });
    const album = await headOf('/gallery/spring-fair');
    expect(album.title).toBe(`Spring Fair — ${SITE}`);
    expect(album.meta['og:image']).toBe(`${PUBLIC_URL}/uploads/fair-cover.jpg`);
    expectPreview(album, `${PUBLIC_URL}/gallery/spring-fair`);
    for (const pathname of ['/', '/events', '/join']) {
      const head = await headOf(pathname);
      expectPreview(head, `${PUBLIC_URL}${pathname}`);
      expect(head.jsonLd).toEqual([]);
    }
    const search = await headOf('/search?q=picnic');
    expect(search.title).toBe(`Search — ${SITE}`);
    expectPreview(search, `${PUBLIC_URL}/search`);
    // The address residents share has no query string: the canonical one never does.
    expectPreview(await headOf('/events?view=calendar'), `${PUBLIC_URL}/events`);
  });
});

describeDb('News for residents (issue #22)', () => {
  const server = useTestServer({ PUBLIC_URL });

  it('lists published news featured first, then newest; a hidden item is NOT_FOUND', async () => {
    const old = await newsItem(server.services, { publishedAt: new Date('2026-01-01T00:00:00Z') });
    const recent = await newsItem(server.services, { publishedAt: new Date('2026-03-01T00:00:00Z') });
    const featured = await newsItem(server.services, { featured: true, publishedAt: new Date('2025-06-01T00:00:00Z') });
    const hiddenItems = await Promise.all(hidden.map((overrides) => newsItem(server.services, overrides)));
    const list = await server.gql<{ news: { total: number; items: { slug: string }[] } }>('{ news(limit: 100) { total items { slug } } }');
    const slugs = list.data!.news.items.map((item) => item.slug);
    expect(slugs.slice(0, 3)).toEqual([featured.slug, recent.slug, old.slug]);
    for (const item of hiddenItems) expect(slugs).not.toContain(item.slug);

    const one = await server.gql<{ newsItem: { title: string; content: string } }>(
      'query($slug: String!) { newsItem(slug: $slug) { title content } }',
      {
        slug: recent.slug,
      },
    );
    expect(one.data?.newsItem.title).toBe(recent.title);
    for (const item of hiddenItems) {
      const res = await server.gql('query($slug: String!) { newsItem(slug: $slug) { title } }', { slug: item.slug });
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('gives a news item created in the admin a slug from its title', async () => {
    const { token } = await staff(server.services);
    const created = await server.gql<{ createNews: { slug: string } }>(
      'mutation($input: NewsInput!) { createNews(input: $input) { slug } }',
      { input: { title: 'Street party: save the date!', status: 'PUBLISHED', featured: false, tags: [] } },
      token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createNews.slug).toBe('street-party-save-the-date');
  });

  it('publishes an Atom feed a standard parser reads: published news, newest first, linking to their pages', async () => {
    const first = await newsItem(server.services, {
      title: 'Feed first',
      publishedAt: new Date('2030-01-01T00:00:00Z'),
      content: '<p>Hello <em>there</em></p>',
    });
    const second = await newsItem(server.services, { title: 'Feed second', publishedAt: new Date('2030-02-01T00:00:00Z') });
    const draft = await newsItem(server.services, { title: 'Feed draft', status: ContentStatus.DRAFT });
    const res = await fetch(`${server.url}/news/feed.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/atom+xml');
    const feed = parseFeed(await res.text());
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe(`News — ${SITE}`);
    expect(feed.self).toBe(`${PUBLIC_URL}/news/feed.xml`);
    const titles = feed.items.map((item) => item.title);
    expect(titles.slice(0, 2)).toEqual(['Feed second', 'Feed first']);
    expect(titles).not.toContain(draft.title);
    const item = feed.items[1];
    expect(item.url).toBe(`${PUBLIC_URL}/news/${first.slug}`);
    expect(item.content).toContain('<em>there</em>');
    expect(new Date(item.published!).toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(feed.items[0].url).toBe(`${PUBLIC_URL}/news/${second.slug}`);
  });
});
