import fs from 'node:fs';
import path from 'node:path';
import { Role } from '../src/auth/roles';
import { loadConfig } from '../src/config';
import { event, staff } from './factories';
import { describeDb, useTestServer } from './harness';
import { PageRenderer } from '../src/api/web/page-render';

/** The built web app these tests serve (`npm test` builds it first: `npm run check`). */
const webDist = loadConfig({}).webDist;

/** The page's inert first paint, and its data blocks. */
function partsOf(html: string): {
  title: string | undefined;
  firstPaint: string;
  queries: unknown;
  answer: { data?: Record<string, unknown>; errors?: unknown } | null;
} {
  const firstPaint = /<div id="prerendered" inert>(.*?)<div id="root" hidden><\/div>/s.exec(html)?.[1] ?? '';
  const block = (id: string) => {
    const json = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1];
    return json ? (JSON.parse(json) as never) : null;
  };
  return { title: /<title>(.*?)<\/title>/.exec(html)?.[1], firstPaint, queries: block('prerendered-queries'), answer: block('prerendered-answer') };
}

describeDb('Public pages rendered with their data at request time (issue #7, LCP)', () => {
  beforeAll(async () => {
    if (!fs.existsSync(path.join(webDist, 'prerendered', 'events.html'))) throw new Error(`${webDist} is not built: run \`npm run build\``);
  });
  // Demo content, and the public response cache on, as in production.
  const server = useTestServer({ SEED: '1', PUBLIC_CACHE_SECONDS: '60' });

  const page = async (url: string) => {
    const res = await fetch(`${server.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toContain('text/html');
    return partsOf(await res.text());
  };

  it('sends /events with its events in the first paint and the answer they were drawn from', async () => {
    const { title, firstPaint, queries, answer } = await page('/events');
    expect(title).toBe('Events — Greenfield Residents Association');
    expect(queries).not.toBeNull();
    expect(firstPaint).toContain('Neighbourhood Picnic');
    expect(firstPaint).toContain('Tree Planting Morning');
    expect(firstPaint).not.toContain('Loading events');
    expect(answer?.errors).toBeUndefined();
    expect(JSON.stringify(answer?.data)).toContain('Neighbourhood Picnic');
  });

  it('sends every pre-rendered page with an answer, and the home page with its live figures', async () => {
    // not-found.html is the body of every 404 (issue #22), not a page of its own.
    for (const name of fs.readdirSync(path.join(webDist, 'prerendered')).filter((file) => file !== 'not-found.html')) {
      // events-detail.html is every /events/{slug} (issue #24).
      const url = { 'home.html': '/', 'events-detail.html': '/events/neighbourhood-picnic' }[name] ?? `/${name.replace(/\.html$/, '')}`;
      const { queries, answer } = await page(url);
      expect({ url, answered: Boolean(answer?.data) }).toEqual({ url, answered: queries !== null });
    }
    const stats = await server.gql<{ publicStats: { activeMembers: number } }>('{ publicStats { activeMembers } }');
    expect((await page('/')).firstPaint).toContain(`>${stats.data!.publicStats.activeMembers}+<`);
  });

  it('sends an event page with that event and its RSVP form in the first paint, and its slug in the queries (issue #24)', async () => {
    const { title, firstPaint, queries, answer } = await page('/events/neighbourhood-picnic');
    expect(title).toBe('Neighbourhood Picnic — Greenfield Residents Association');
    expect(firstPaint).toContain('<h1>Neighbourhood Picnic</h1>');
    expect(firstPaint).toContain('class="events-rsvp__form"');
    expect(firstPaint).not.toContain('Loading event');
    expect(answer?.errors).toBeUndefined();
    expect(JSON.stringify(queries)).not.toContain('":slug"');
    expect((queries as { request: { variables: Record<string, unknown> } }).request.variables).toMatchObject({ slug: 'neighbourhood-picnic' });
    // Another event: the same build-time page, with that event.
    const other = await page('/events/tree-planting-morning');
    expect(other.firstPaint).toContain('<h1>Tree Planting Morning</h1>');
    expect(other.firstPaint).not.toContain('Neighbourhood Picnic</h1>');
  });

  it('sends the page as built (loading states, no answer) when the URL has a query string', async () => {
    const { firstPaint, answer } = await page('/events?view=calendar');
    expect(answer).toBeNull();
    expect(firstPaint).not.toContain('Neighbourhood Picnic');
  });

  it('shows a change made through the API on the next page load, despite the response cache', async () => {
    const { token } = await staff(server.services, Role.ADMIN);
    const settings = await server.gql<{ siteSettings: Record<string, unknown> }>(
      '{ siteSettings { siteName contactEmail contactPhone address state socialLabel socialUrl supportHours donationTiers { amount impact } } }',
    );
    expect((await page('/events')).firstPaint).toContain(String(settings.data!.siteSettings.siteName));
    const renamed = await server.gql(
      'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }',
      { input: { ...settings.data!.siteSettings, siteName: 'Greenfield Neighbours Renamed' } },
      token,
    );
    expect(renamed.errors).toBeUndefined();
    expect((await page('/events')).firstPaint).toContain('Greenfield Neighbours Renamed');
  });

  it('renders a page once for a burst of visitors and again after a write through the API, never sharing a signed-in render (issue #24)', async () => {
    const { token } = await staff(server.services, Role.EDITOR);
    const renders = jest.spyOn(PageRenderer.prototype, 'render');
    try {
      server.services.publicCache.invalidate(); // earlier tests' pages go
      await page('/events'); // rendered and kept
      await event(server.services, { title: 'Quiet Street Party', eventDate: new Date(Date.now() + 10 * 86400_000) });
      const burst = await Promise.all(Array.from({ length: 10 }, () => page('/events')));
      expect(burst.every((p) => p.firstPaint === burst[0].firstPaint && !p.firstPaint.includes('Quiet Street Party'))).toBe(true);
      expect(renders).toHaveBeenCalledTimes(1);
      // Someone signed in gets their own render (here a staff token, which the answer cache skips too).
      const own = await fetch(`${server.url}/events`, { headers: { authorization: `Bearer ${token}` } });
      expect(await own.text()).toContain('Quiet Street Party');
      expect(renders).toHaveBeenCalledTimes(2);
      // A write through the API drops the kept page with the cached answers.
      const created = await server.gql('mutation { createTestimonial(input: { name: "A", role: "B", message: "C" }) { id } }', {}, token);
      expect(created.errors).toBeUndefined();
      // A burst on the dropped page waits for one render.
      const after = await Promise.all(Array.from({ length: 5 }, () => page('/events')));
      expect(after.every((p) => p.firstPaint === after[0].firstPaint && p.firstPaint.includes('Quiet Street Party'))).toBe(true);
      expect(renders).toHaveBeenCalledTimes(3);
    } finally {
      renders.mockRestore();
    }
  });
});
