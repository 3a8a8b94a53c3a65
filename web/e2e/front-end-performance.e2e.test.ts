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
    // Other paths (details, admin) get the plain app page.
    expect(await (await fetch(rig.url('/projects/some-project'))).text()).toContain('<div id="root"></div>');

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
  it('sends the first render of /events its data: the live page appears with the events, never with its loading state', async () => {
    const html = await (await fetch(rig.url('/events'))).text();
    const list = /<script type="application\/json" id="prerendered-queries">(.*?)<\/script>/.exec(html);
    const data = JSON.parse(list![1]) as PrerenderedData;
    expect(data.queries.map((q) => (q.query.definitions[0] as OperationDefinitionNode).name?.value)).toEqual(['SiteSettings', 'PublicEvents']);
    expect(data.request.operationName).toBe('Prerendered_SiteSettings_PublicEvents');

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
    // A slow answer: the app must wait for it rather than swap in its loading state.
    await context.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('PublicEvents')) await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(rig.url('/events'));
    await page.waitForFunction(() => typeof (window as unknown as { atSwap?: string }).atSwap === 'string');
    const atSwap = await page.evaluate(() => (window as unknown as { atSwap: string }).atSwap);
    expect(atSwap).toContain('Neighbourhood Picnic');
    expect(atSwap).not.toContain('Loading events');
    await context.close();
  });
  it('asks the server once for each pre-rendered page’s data, and the merged request is on the allow-list', async () => {
    // A locked-down server (PERSISTED_OPERATIONS=only): the merged requests must be listed to answer.
    const locked = await startRig({ PERSISTED_OPERATIONS: 'only' });
    try {
      const pages = fs
        .readdirSync(path.join(webDist, 'prerendered'))
        .map((file) => file.replace(/\.html$/, ''))
        .map((name) => (name === 'home' ? '/' : `/${name}`));
      expect(pages).toEqual(expect.arrayContaining(['/', '/events', '/join', '/projects', '/gallery', '/resources']));
      for (const pathname of pages) {
        const context = await locked.browser.newContext({ viewport: { width: 375, height: 800 } });
        const page = await context.newPage();
        const answers: { operationName: string; body: { data?: unknown; errors?: unknown } }[] = [];
        page.on('response', async (response) => {
          if (!response.url().endsWith('/graphql')) return;
          const { operationName } = response.request().postDataJSON() as { operationName: string };
          answers.push({ operationName, body: (await response.json()) as { data?: unknown; errors?: unknown } });
        });
        await page.goto(locked.url(pathname), { waitUntil: 'networkidle' });
        await page.locator('#prerendered').waitFor({ state: 'detached' });
        await page.waitForLoadState('networkidle');
        // Home's live stats included: they are not asked again on the page's own load.
        expect({ pathname, operations: answers.map((a) => a.operationName) }).toEqual({
          pathname,
          operations: [expect.stringMatching(/^Prerendered_SiteSettings/)],
        });
        expect(answers[0].body.errors).toBeUndefined();
        expect(answers[0].body.data).toEqual(expect.any(Object));
        await context.close();
      }
    } finally {
      await locked.stop();
    }
  });
});
