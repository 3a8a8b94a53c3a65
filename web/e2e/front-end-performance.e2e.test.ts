import fs from 'node:fs';
import path from 'node:path';
import type { OperationDefinitionNode } from 'graphql';
import type { Page } from 'playwright-core';
import { messages } from '../../shared/messages';
import type { PrerenderedData } from '../src/shared/prerendered';
import { describeBrowser } from './browser';
import { startRig, webDist, type BrowserRig } from './server';

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
}

/** The built files that hold admin, GraphiQL or WebSocket (graphql-ws) code, from the Vite manifest. */
function staffOnlyFiles(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = chunk.src ?? key;
    if (/^src\/admin\//.test(source) || /graphiql/.test(source) || source === 'src/apollo/wsLink.ts') {
      files.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) files.add(`/${css}`);
    }
  }
  return files;
}

/** Opens a page and records the paths of every request it makes. */
async function openRecording(rig: BrowserRig, pathname: string): Promise<{ page: Page; requested: string[] }> {
  const context = await rig.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(rig.url(pathname), { waitUntil: 'networkidle' });
  return { page, requested };
}

describeBrowser('Front-end performance (issue #7)', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await rig?.stop();
  });

  it('loads no admin, GraphiQL or WebSocket chunk on /, and only local resources', async () => {
    const staffOnly = staffOnlyFiles();
    expect(staffOnly.size).toBeGreaterThan(5);
    const { page, requested } = await openRecording(rig, '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(requested.filter((p) => p.startsWith('/assets/')).length).toBeGreaterThan(3);
    expect(requested.filter((p) => staffOnly.has(p))).toEqual([]);
    // Fonts and everything else come from our own origin (no CDN, no web-font service).
    const origins = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).origin));
    expect(new Set(origins.filter((o) => o !== new URL(rig.url('/')).origin))).toEqual(new Set());
    await page.context().close();
  });

  it('does load the admin chunks on /admin/login (so the check above can fail)', async () => {
    const staffOnly = staffOnlyFiles();
    const { page, requested } = await openRecording(rig, '/admin/login');
    expect(requested.filter((p) => staffOnly.has(p)).length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('validates and sends the footer newsletter form without Formik (SPEC §5)', async () => {
    const { page } = await openRecording(rig, '/');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = form.getByLabel('Email address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toBe(messages.validation.required('Email'));
    await email.fill('not-an-email');
    await email.blur();
    await form.getByRole('alert').getByText(messages.validation.email).waitFor();
    await email.fill('perf-newsletter@example.org');
    // The message goes with the re-render after the input event: wait for it, then check none is left.
    await form.getByRole('alert').waitFor({ state: 'detached' });
    await expect(form.getByRole('alert').count()).resolves.toBe(0);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(messages.newsletter.success).waitFor();
    await expect(email.inputValue()).resolves.toBe('');
    const rows = (await rig.server.services.db.query('SELECT email FROM newsletter_subscribers WHERE email = $1', [
      'perf-newsletter@example.org',
    ])) as unknown[];
    expect(rows).toHaveLength(1);
    await page.context().close();
  });

  it('sends the first paint of public pages in the HTML, inert, and swaps in the live page once it has rendered', async () => {
    for (const [pathname, heading] of [
      ['/', 'Neighbours looking after Greenfield'],
      ['/events', 'Community Events'],
      ['/join', 'Join the Association'],
    ]) {
      const html = await (await fetch(rig.url(pathname))).text();
      const first = /<div id="prerendered" inert>([\s\S]*)<\/div><div id="root" hidden><\/div>/.exec(html);
      expect(first).not.toBeNull();
      expect(first![1]).toContain(heading);
      expect(first![1]).not.toContain('<script');
    }
    // Other pages (details, admin) get the plain app page; an unknown detail is a 404 with the not-found page (issue #22).
    expect(await (await fetch(rig.url('/projects/creek-walk-revegetation'))).text()).toContain('<div id="root"></div>');
    expect((await fetch(rig.url('/projects/some-project'))).status).toBe(404);

    // Without JavaScript the page is readable (and cannot be used: nothing in it takes input).
    const context = await rig.browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto(rig.url('/join'));
    await expect(still.getByRole('heading', { level: 1, name: 'Join the Association' }).isVisible()).resolves.toBe(true);
    await expect(still.locator('#prerendered').getAttribute('inert')).resolves.toBe('');
    await context.close();

    // With it, the live page replaces the first paint: one copy of the page, visible and usable.
    const { page } = await openRecording(rig, '/join');
    await page.getByRole('heading', { level: 1, name: 'Join the Association' }).waitFor();
    await expect(page.locator('#prerendered').count()).resolves.toBe(0);
    await expect(page.locator('#root').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    await page.getByRole('textbox', { name: /^Full Name/ }).fill('Typed after the swap');
    await expect(page.getByRole('textbox', { name: /^Full Name/ }).inputValue()).resolves.toBe('Typed after the swap');
    await page.context().close();
  });
  it('keeps the first paint still while the live page loads: its stylesheets are not fetched again, nothing moves (CLS 0)', async () => {
    for (const pathname of ['/', '/events', '/join']) {
      const context = await rig.browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      // A slower phone, as Lighthouse simulates: the stylesheets and the swap land in separate frames.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await page.goto(rig.url(pathname), { waitUntil: 'networkidle' });
      await page.locator('#prerendered').waitFor({ state: 'detached' });
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect({ pathname, stylesheets, shifts }).toEqual({ pathname, stylesheets: [], shifts: [] });
      await context.close();
    }
  });

  it('sends /events with its events and their data: the live page takes the data from the HTML, never showing its loading state', async () => {
    const html = await (await fetch(rig.url('/events'))).text();
    const list = /<script type="application\/json" id="prerendered-queries">(.*?)<\/script>/.exec(html);
    const data = JSON.parse(list![1]) as PrerenderedData;
    expect(data.queries.map((q) => (q.query.definitions[0] as OperationDefinitionNode).name?.value)).toEqual(['SiteSettings', 'PublicEvents']);
    expect(data.request.operationName).toBe('Prerendered_SiteSettings_PublicEvents');
    expect(html).toContain('<script type="application/json" id="prerendered-answer">');

    const context = await rig.browser.newContext({ viewport: { width: 375, height: 800 } });
    // What #root holds at the moment the first paint is swapped out, recorded in the page itself.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.readyState !== 'loading' && !document.getElementById('prerendered')) {
          (window as unknown as { atSwap: string }).atSwap = document.getElementById('root')?.textContent ?? '';
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // Any request for the events from the browser fails: the live page must use the answer in the HTML.
    const asked: string[] = [];
    await context.route('**/graphql', async (route) => {
      asked.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Not asked for' }] }) });
    });
    const page = await context.newPage();
    await page.goto(rig.url('/events'));
    await page.waitForFunction(() => typeof (window as unknown as { atSwap?: string }).atSwap === 'string');
    const atSwap = await page.evaluate(() => (window as unknown as { atSwap: string }).atSwap);
    expect(atSwap).toContain('Neighbourhood Picnic');
    expect(atSwap).not.toContain('Loading events');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await page.getByRole('link', { name: 'Neighbourhood Picnic' }).waitFor();
    await context.close();
  });
  it('answers each pre-rendered page’s data in its HTML, on a server that runs only listed operations: the browser asks for none', async () => {
    // A locked-down server (PERSISTED_OPERATIONS=only): the merged requests must be listed to answer.
    const locked = await startRig({ PERSISTED_OPERATIONS: 'only' });
    try {
      const pages = fs
        .readdirSync(path.join(webDist, 'prerendered'))
        // The body of every 404 (issue #22), not a page of its own.
        .filter((file) => file !== 'not-found.html')
        .map((file) => file.replace(/\.html$/, ''))
        // events-detail is every /events/{slug} (issue #24).
        .map((name) => ({ home: '/', 'events-detail': '/events/neighbourhood-picnic' })[name] ?? `/${name}`);
      expect(pages).toEqual(expect.arrayContaining(['/', '/events', '/events/neighbourhood-picnic', '/join', '/projects', '/gallery', '/resources']));
      for (const pathname of pages) {
        const context = await locked.browser.newContext({ viewport: { width: 375, height: 800 } });
        const page = await context.newPage();
        const asked: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('/graphql')) asked.push((request.postDataJSON() as { operationName: string }).operationName);
        });
        const response = await page.goto(locked.url(pathname), { waitUntil: 'networkidle' });
        const answer = /<script type="application\/json" id="prerendered-answer">(.*?)<\/script>/.exec((await response!.text()) ?? '');
        expect({ pathname, answered: Boolean(answer) }).toEqual({ pathname, answered: true });
        expect(JSON.parse(answer![1])).toEqual({ data: expect.any(Object) });
        await page.locator('#prerendered').waitFor({ state: 'detached' });
        await page.waitForLoadState('networkidle');
        // Home's live stats included: they are not asked again on the page's own load. /members
        // asks who is signed in (issue #21): that is per visitor, so never in the shared HTML.
        expect({ pathname, asked }).toEqual({ pathname, asked: pathname === '/members' ? ['MemberAccount'] : [] });
        await context.close();
      }
    } finally {
      await locked.stop();
    }
  }, 180_000);
});
