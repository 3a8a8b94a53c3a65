import http from 'node:http';
import { messages } from '../../shared/messages';
import { Role } from '../src/auth/roles';
import { sanitizeRichText } from '../src/common/sanitize';
import { ContentStatus } from '../src/content/content.enums';
import { Resource } from '../src/content/resource/resource.entity';
import { event, project, resource, staff } from './factories';
import { describeDb, type TestServer, useTestServer } from './harness';

const PUBLIC_URL = 'https://residents.example.org.au';

/** A GET with headers fetch will not send (Host), answered as status, headers and text. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      })
      .on('error', reject);
  });
}

const downloadsOf = async (server: TestServer, id: string): Promise<number> =>
  (await server.services.db.getRepository(Resource).findOneByOrFail({ id })).downloadCount;

describeDb('public site hardening (issue #16 item 14)', () => {
  let editor: string;
  // One proxy in front, so that X-Forwarded-For stands for different visitors.
  const server = useTestServer({ PUBLIC_URL, TRUST_PROXY: '1' });
  beforeAll(async () => {
    ({ token: editor } = await staff(server.services, Role.EDITOR));
  });

  describe('absolute URLs come from PUBLIC_URL, never from the Host header', () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

    it('in robots.txt', async () => {
      const robots = await rawGet(`${server.url}/robots.txt`, forged);
      expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
      expect(robots.text).not.toContain('evil.example');
    });

    it('in sitemap.xml', async () => {
      const shown = await project(server.services);
      const sitemap = await rawGet(`${server.url}/sitemap.xml`, forged);
      expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/projects/${shown.slug}</loc>`);
      expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/</loc>`);
      expect(sitemap.text).not.toContain('evil.example');
    });

    it('in an event’s .ics', async () => {
      const e = await event(server.services, { eventDate: new Date('2031-03-10T08:30:00Z') });
      const ics = await rawGet(`${server.url}/events/${e.slug}/calendar.ics`, forged);
      expect(ics.status).toBe(200);
      expect(ics.text.replace(/\r\n /g, '')).toContain(`${PUBLIC_URL}/events/${e.slug}`);
      expect(ics.text).not.toContain('evil.example');
    });
  });

  describe('download counts', () => {
    const download = (id: string, ip = '203.0.113.7') =>
      fetch(`${server.url}/resources/${id}/download`, { redirect: 'manual', headers: { 'x-forwarded-for': ip } });

    it('counts two downloads of a file on this server from one client once, and another client again', async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 32)]))]), 'Minutes.pdf');
      const uploaded = await fetch(`${server.url}/uploads?kind=file`, { method: 'POST', body: form, headers: { authorization: `Bearer ${editor}` } });
      const { url } = (await uploaded.json()) as { url: string };
      const r = await resource(server.services, { fileUrl: url, fileName: 'Minutes March.pdf', downloadCount: 4 });

      const [first, second] = [await download(r.id), await download(r.id)];
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.headers.get('content-disposition')).toMatch(/^attachment; filename="Minutes March\.pdf"/);
      expect(first.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await second.arrayBuffer()).byteLength).toBe(2009);
      expect(await downloadsOf(server, r.id)).toBe(5);

      expect((await download(r.id, '198.51.100.2')).status).toBe(200);
      expect(await downloadsOf(server, r.id)).toBe(6);
    });

    it('counts an external file once per client too, and shows the leaving-the-site page every time', async () => {
      const r = await resource(server.services, { downloadCount: 0 });
      const answers = await Promise.all([1, 2, 3].map(() => download(r.id, '192.0.2.10')));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await answers[0].text()).toContain('href="https://files.example.org/guide.pdf"');
      expect(await downloadsOf(server, r.id)).toBe(1);
    });

    // Issue #31 item 8: a resource whose file is on another site was a bare redirect, so our link
    // sent visitors (and our address as the Referer) straight to whatever site an editor typed in.
    it('answers a file on another site with a "You are leaving the site" page and a noopener noreferrer link, never a redirect', async () => {
      const fileUrl = 'https://files.example.org/guide.pdf?a=1&b="<script>alert(1)</script>';
      const r = await resource(server.services, { title: 'Waste <b>guide</b>', fileUrl, downloadCount: 0 });
      const answer = await download(r.id, '192.0.2.11');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('location')).toBeNull();
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('cache-control')).toMatch(/no-store/);
      const page = await answer.text();
      expect(page).toContain('You are leaving the site');
      expect(page).toContain('Waste &lt;b&gt;guide&lt;/b&gt;');
      expect(page).not.toContain('<script>');
      const links = [...page.matchAll(/<a\s[^>]*href="https:\/\/files\.example\.org[^"]*"[^>]*>([^<]*)<\/a>/g)];
      expect(links).toHaveLength(1);
      expect(links[0][0]).toContain('href="https://files.example.org/guide.pdf?a=1&amp;b=%22%3Cscript%3Ealert(1)%3C/script%3E"');
      expect(links[0][0]).toContain('rel="noopener noreferrer"');
      expect(links[0][1]).toBe('Continue to files.example.org');
      expect(await downloadsOf(server, r.id)).toBe(1);
    });

    it('still sends a visitor straight on to a file on the site’s own address (PUBLIC_URL)', async () => {
      const r = await resource(server.services, { fileUrl: `${PUBLIC_URL}/membership-form.pdf` });
      const answer = await download(r.id, '192.0.2.12');
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(`${PUBLIC_URL}/membership-form.pdf`);
    });

    it('does not count a download that ends in 404: a missing file or an unpublished resource', async () => {
      const missing = await resource(server.services, { fileUrl: '/uploads/2026/00000000-0000-0000-0000-000000000000/original.pdf' });
      expect((await download(missing.id, '192.0.2.20')).status).toBe(404);
      expect(await downloadsOf(server, missing.id)).toBe(0);
      const draft = await resource(server.services, { status: ContentStatus.DRAFT });
      expect((await download(draft.id, '192.0.2.20')).status).toBe(404);
      expect(await downloadsOf(server, draft.id)).toBe(0);
    });

    it('never sends a visitor on to a javascript: or data: address stored in the database', async () => {
      for (const fileUrl of ['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x']) {
        const r = await resource(server.services, { fileUrl });
        const answer = await download(r.id, '192.0.2.30');
        expect(answer.status).toBe(404);
        expect(answer.headers.get('location')).toBeNull();
        expect(await downloadsOf(server, r.id)).toBe(0);
      }
    });
  });

  describe('list queries sanitise rich text as detail queries do', () => {
    const raw = '<p onclick="steal()">Hi <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>';
    const clean = sanitizeRichText(raw);
    const expectClean = (content: string | null | undefined) => {
      expect(content).toBe(clean);
      expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    };

    it('in projects, related projects, events and a month of events', async () => {
      const tag = `xss-${Date.now()}`;
      const p = await project(server.services, { content: raw, tags: [tag] });
      const other = await project(server.services, { content: raw, tags: [tag] });
      const e = await event(server.services, { content: raw, eventDate: new Date('2031-05-12T01:00:00Z') });
      const res = await server.gql<{
        projects: { items: { id: string; content: string }[] };
        project: { related: { id: string; content: string }[] };
        events: { items: { id: string; content: string }[] };
        eventsInMonth: { id: string; content: string }[];
      }>(
        `query($slug: String!) {
          projects(limit: 100) { items { id content } }
          project(slug: $slug) { related { id content } }
          events(limit: 100) { items { id content } }
          eventsInMonth(year: 2031, month: 5) { id content }
        }`,
        { slug: p.slug },
      );
      expect(res.errors).toBeUndefined();
      expectClean(res.data!.projects.items.find((i) => i.id === p.id)?.content);
      expectClean(res.data!.project.related.find((i) => i.id === other.id)?.content);
      expectClean(res.data!.events.items.find((i) => i.id === e.id)?.content);
      expectClean(res.data!.eventsInMonth.find((i) => i.id === e.id)?.content);
    });
  });

  describe('image and file addresses are uploads or http(s)', () => {
    it.each([
      [
        'a javascript: file address',
        'createResource',
        'ResourceInput',
        { title: 'R', resourceType: 'DOCUMENT', fileUrl: 'javascript:alert(1)' },
        'fileUrl',
        'File',
      ],
      [
        'a data: file address',
        'createResource',
        'ResourceInput',
        { title: 'R', resourceType: 'DOCUMENT', fileUrl: 'data:text/html,<b>x</b>' },
        'fileUrl',
        'File',
      ],
      [
        'a protocol-relative file address',
        'createResource',
        'ResourceInput',
        { title: 'R', resourceType: 'DOCUMENT', fileUrl: '//evil.example/x.pdf' },
        'fileUrl',
        'File',
      ],
      [
        'a javascript: image address',
        'createProject',
        'ProjectInput',
        { title: 'P', priority: 2, imageUrl: ' JavaScript:alert(1)' },
        'imageUrl',
        'Image',
      ],
      [
        'a data: photo',
        'createTestimonial',
        'TestimonialInput',
        { name: 'N', role: 'R', message: 'M', imageUrl: 'data:image/svg+xml,<svg/>' },
        'imageUrl',
        'Photo',
      ],
      [
        'an upload path that climbs out',
        'createGalleryItem',
        'GalleryItemInput',
        { title: 'G', imageUrl: '/uploads/../secret' },
        'imageUrl',
        'Image',
      ],
    ])('refuses %s with BAD_USER_INPUT naming the field', async (_what, mutation, inputType, input, field, label) => {
      const res = await server.gql(
        `mutation($input: ${inputType}!) { ${mutation}(input: $input) { id } }`,
        { input: { status: 'DRAFT', ...input } },
        editor,
      );
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: messages.validation.fileAddress(label) } });
    });

    it('accepts an upload path and an http(s) address', async () => {
      for (const fileUrl of ['/uploads/2026/abc/original.pdf', 'https://files.example.org/a guide.pdf'.replace(' ', '%20'), 'http://example.org/x']) {
        const res = await server.gql(
          'mutation($input: ResourceInput!) { createResource(input: $input) { fileUrl } }',
          { input: { title: 'R', resourceType: 'DOCUMENT', status: 'DRAFT', fileUrl } },
          editor,
        );
        expect(res.errors).toBeUndefined();
      }
    });
  });
});
