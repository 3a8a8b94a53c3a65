import type { Page } from 'playwright-core';
import { messages } from '../../shared/messages';
import { axeViolations, describeBrowser, overflowsHorizontally } from './browser';
import { goThroughMenu, openPage, startRig, type BrowserRig } from './server';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

/** Saves a full-page screenshot when PROJECTS_SHOTS names a folder (for looking at the pages by eye). */
const shot = async (page: Page, name: string) => {
  if (process.env.PROJECTS_SHOTS) await page.screenshot({ path: `${process.env.PROJECTS_SHOTS}/${name}.png`, fullPage: true });
};

/** The titles of the project cards on the page, in order. */
const cardTitles = (page: Page) => page.locator('.card-list .projects-card__title').allTextContents();
/** The titles of the resources listed on the page, in order. */
const resourceTitles = (page: Page) => page.locator('.resources-item__title').allTextContents();

describeBrowser('Projects and resources pages (/projects, /projects/{slug}, /resources)', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    // With the allow-list on, as in a locked-down production: the public pages send only listed operations.
    rig = await startRig({ PERSISTED_OPERATIONS: 'only' });
  });
  afterAll(async () => {
    await rig?.stop();
  });

  const downloadsInDb = async (title: string): Promise<number> => {
    const rows = (await rig.server.services.db.query('SELECT download_count FROM resources WHERE title = $1', [title])) as {
      download_count: number;
    }[];
    return rows[0].download_count;
  };

  for (const viewport of [PHONE, DESKTOP]) {
    it(`/projects fits ${viewport.width} px without sideways scrolling and passes axe (WCAG 2.1 AA)`, async () => {
      const page = await openPage(rig, '/projects', viewport);
      await page.getByRole('heading', { level: 1, name: 'Community Projects' }).waitFor();
      await page.getByRole('heading', { name: 'Creek Walk Revegetation' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `projects-${viewport.width}`);
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });

    it(`a project page fits ${viewport.width} px without sideways scrolling and passes axe`, async () => {
      const page = await openPage(rig, '/projects/jubilee-park-playground-renovation', viewport);
      await page.getByRole('heading', { level: 1, name: 'Jubilee Park Playground Renovation' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `project-detail-${viewport.width}`);
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });

    it(`/resources fits ${viewport.width} px without sideways scrolling and passes axe`, async () => {
      const page = await openPage(rig, '/resources', viewport);
      await page.getByRole('heading', { level: 1, name: 'Resource Library' }).waitFor();
      await page.getByRole('heading', { name: 'Membership Guide' }).waitFor();
      await page.getByTestId('stat-total-resources').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `resources-${viewport.width}`);
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('shows published projects with counts per progress and no drafts', async () => {
    const page = await openPage(rig, '/projects', DESKTOP);
    await page.getByRole('heading', { name: 'Creek Walk Revegetation' }).waitFor();
    expect(await page.title()).toBe('Projects — Greenfield Residents Association');
    expect((await cardTitles(page)).sort()).toEqual(
      ['Community Garden Beds', 'Creek Walk Revegetation', 'Jubilee Park Playground Renovation', 'Safer Streets Lighting Audit'].sort(),
    );
    const counts = page.getByLabel('Project counts');
    await counts.waitFor();
    expect((await counts.innerText()).replace(/\s+/g, ' ')).toBe('Projects 4 Planned 1 In progress 2 Completed 1');
    // The bar's width is the completion percentage.
    const bar = page.getByRole('progressbar', { name: 'Creek Walk Revegetation progress' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('60');
    const widths = await bar.evaluate((el) => [el.getBoundingClientRect().width, el.firstElementChild!.getBoundingClientRect().width]);
    expect(widths[1] / widths[0]).toBeCloseTo(0.6, 1);
    await page.context().close();
  });

  it('filters by search, status and tag, keeps the filters in the URL after a reload, and shows "No projects found"', async () => {
    const page = await openPage(rig, '/projects', DESKTOP);
    await page.getByRole('heading', { name: 'Creek Walk Revegetation' }).waitFor();
    const main = page.getByRole('main');

    await main.getByLabel('Status').selectOption({ label: 'In progress' });
    await page.waitForURL(/status=in-progress/);
    await page.getByRole('heading', { name: 'Jubilee Park Playground Renovation' }).waitFor({ state: 'detached' });
    expect((await cardTitles(page)).sort()).toEqual(['Creek Walk Revegetation', 'Safer Streets Lighting Audit']);

    await main.getByLabel('Tag', { exact: true }).selectOption('parks');
    await page.waitForURL(/tag=parks/);
    await page.getByRole('heading', { name: 'Safer Streets Lighting Audit' }).waitFor({ state: 'detached' });
    expect(await cardTitles(page)).toEqual(['Creek Walk Revegetation']);

    await page.reload();
    await page.getByRole('heading', { name: 'Creek Walk Revegetation' }).waitFor();
    expect(await cardTitles(page)).toEqual(['Creek Walk Revegetation']);
    expect(await main.getByLabel('Status').inputValue()).toBe('IN_PROGRESS');
    expect(await main.getByLabel('Tag', { exact: true }).inputValue()).toBe('parks');

    await main.getByLabel('Status').selectOption({ label: 'All' });
    await main.getByLabel('Tag', { exact: true }).selectOption({ label: 'All tags' });
    await main.getByLabel('Search projects').fill('garden');
    await page.waitForURL(/q=garden/);
    await page.getByRole('heading', { name: 'Creek Walk Revegetation' }).waitFor({ state: 'detached' });
    expect(await cardTitles(page)).toEqual(['Community Garden Beds']);
    const url = new URL(page.url());
    expect(url.searchParams.get('status')).toBeNull();
    expect(url.searchParams.get('tag')).toBeNull();

    await page.reload();
    await page.getByRole('heading', { name: 'Community Garden Beds' }).waitFor();
    expect(await main.getByLabel('Search projects').inputValue()).toBe('garden');
    expect(await cardTitles(page)).toEqual(['Community Garden Beds']);

    await main.getByLabel('Search projects').fill('zzz-nothing');
    await page.getByText(messages.projects.noneFound).waitFor();
    await page.context().close();
  });

  it('opens a project through "View Details" and shows its title, timeline, details, progress, photos, downloads and related projects', async () => {
    const page = await openPage(rig, '/projects', PHONE);
    await page.getByRole('link', { name: /View Details.*Jubilee Park Playground Renovation/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Jubilee Park Playground Renovation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/projects/jubilee-park-playground-renovation');
    expect(await page.title()).toBe('Jubilee Park Playground Renovation — Greenfield Residents Association');
    expect(await page.getByTestId('project-timeline').innerText()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4} – \d{1,2} [A-Z][a-z]+ \d{4}$/);
    const details = await page.getByRole('complementary', { name: 'Project details' }).innerText();
    expect(details).toContain('$85,000');
    expect(details).toContain('Jubilee Park');
    expect(details).toContain('Priya Sharma');
    expect(details).toContain('Very High');
    expect(details).toContain('100% complete');
    expect(await page.getByRole('progressbar', { name: 'Jubilee Park Playground Renovation progress' }).getAttribute('aria-valuenow')).toBe('100');
    // Rich content is rendered as HTML, not as text.
    expect(await page.locator('.projects-detail__content li').count()).toBe(2);
    expect(await page.getByRole('heading', { name: 'Photo gallery' }).count()).toBe(1);
    expect(await page.locator('.projects-photos img').count()).toBe(6);
    const download = page.getByRole('link', { name: 'Playground Renovation Plan' });
    expect(await download.getAttribute('href')).toMatch(/^\/resources\/[0-9a-f-]{36}\/download$/);
    expect(await page.locator('.projects-downloads').innerText()).toMatch(/playground-renovation-plan\.txt · [\d.]+ (Bytes|KB)/);
    await page.getByRole('heading', { name: 'Related projects' }).waitFor();
    await page.getByRole('link', { name: /View Details.*Creek Walk Revegetation/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Creek Walk Revegetation' }).waitFor();

    await page.getByRole('link', { name: messages.projects.backToList }).click();
    await page.getByRole('heading', { level: 1, name: 'Community Projects' }).waitFor();
    await page.context().close();
  });

  it('shows "Timeline TBD" and "Location TBD"-style fallbacks and hides the photo gallery when a project has none', async () => {
    const page = await openPage(rig, '/projects/community-garden-beds', DESKTOP);
    await page.getByRole('heading', { level: 1, name: 'Community Garden Beds' }).waitFor();
    expect(await page.getByTestId('project-timeline').innerText()).toBe(messages.fallbacks.timeline);
    expect(await page.getByRole('heading', { name: 'Photo gallery' }).count()).toBe(0);
    expect(await page.getByTestId('project-progress').innerText()).toContain('0% complete');
    await page.context().close();
  });

  it('shows the 404 page for an unknown slug and for a draft project', async () => {
    for (const slug of ['no-such-project', 'welcome-pack-for-new-residents']) {
      const page = await openPage(rig, `/projects/${slug}`, PHONE);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.title()).toBe('Page not found — Greenfield Residents Association');
      await page.context().close();
    }
  });

  it('shows "Error loading projects" with the error text when the list fails, and Try again reloads it', async () => {
    const context = await rig.browser.newContext({ viewport: PHONE });
    // The list fails until the server "recovers", just before Try again.
    let failing = true;
    await context.route('**/graphql', async (route) => {
      if (failing && route.request().postData()?.includes('PublicProjects')) {
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Database is resting' }] }) });
      } else await route.continue();
    });
    const page = await context.newPage();
    await goThroughMenu(page, rig, 'Projects');
    const alert = page.getByRole('alert').filter({ hasText: messages.projects.loadError });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Database is resting');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Creek Walk Revegetation' }).waitFor();
    await context.close();
  });

  it('shows "Error loading resources" with the error text when the list fails, and Try again reloads it', async () => {
    const context = await rig.browser.newContext({ viewport: PHONE });
    // The list fails until the server "recovers", just before Try again.
    let failing = true;
    await context.route('**/graphql', async (route) => {
      if (failing && route.request().postData()?.includes('PublicResources')) {
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Database is resting' }] }) });
      } else await route.continue();
    });
    const page = await context.newPage();
    await goThroughMenu(page, rig, 'Resources');
    const alert = page.getByRole('alert').filter({ hasText: messages.resources.loadError });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Database is resting');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Membership Guide' }).waitFor();
    await context.close();
  });

  it('shows the library figures and filters resources by type, category and search, kept in the URL', async () => {
    const page = await openPage(rig, '/resources', DESKTOP);
    await page.getByRole('heading', { name: 'Membership Guide' }).waitFor();
    expect(await page.title()).toBe('Resources — Greenfield Residents Association');
    expect(await page.getByTestId('stat-total-resources').innerText()).toBe('5');
    expect(await page.getByTestId('stat-categories').innerText()).toBe('4');
    expect(Number(await page.getByTestId('stat-total-downloads').innerText())).toBeGreaterThanOrEqual(42 + 17 + 8 + 5 + 23);
    expect((await resourceTitles(page)).length).toBe(5);
    const main = page.getByRole('main');

    await main.getByLabel('Category').selectOption('Projects');
    await page.waitForURL(/category=Projects/);
    await page.getByRole('heading', { name: 'Membership Guide' }).waitFor({ state: 'detached' });
    expect((await resourceTitles(page)).sort()).toEqual(['Creek Walk Planting List', 'Playground Renovation Plan']);

    await main.getByLabel('Search resources').fill('creek');
    await page.waitForURL(/q=creek/);
    await page.getByRole('heading', { name: 'Playground Renovation Plan' }).waitFor({ state: 'detached' });
    expect(await resourceTitles(page)).toEqual(['Creek Walk Planting List']);

    await page.reload();
    await page.getByRole('heading', { name: 'Creek Walk Planting List' }).waitFor();
    expect(await main.getByLabel('Category').inputValue()).toBe('Projects');
    expect(await main.getByLabel('Search resources').inputValue()).toBe('creek');

    await main.getByLabel('Search resources').fill('');
    await main.getByLabel('Category').selectOption({ label: 'All categories' });
    await main.getByLabel('Type').selectOption({ label: 'Image' });
    await page.waitForURL(/type=image/);
    await page.getByText(messages.resources.noneFound).waitFor();
    await main.getByLabel('Type').selectOption({ label: 'Document' });
    await page.getByRole('heading', { name: 'Membership Guide' }).waitFor();
    expect((await resourceTitles(page)).length).toBe(5);
    expect(await page.locator('.resources-item').first().innerText()).toMatch(/Document[\s\S]*Version:?\s*1\.0[\s\S]*Size:?\s*[\d.]+ (Bytes|KB)/);
    await page.context().close();
  });

  it('counts a download: the file is served, download_count goes up by one and the page shows the new count', async () => {
    const title = 'Annual Report 2025';
    const before = await downloadsInDb(title);
    const page = await openPage(rig, '/resources', PHONE);
    const item = page.locator('.resources-item').filter({ has: page.getByRole('heading', { name: title }) });
    await item.waitFor();
    expect(await item.getByTestId('resource-downloads').innerText()).toBe(String(before));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Download ${title}` }).click()]);
    expect(download.suggestedFilename()).toBe('annual-report-2025.txt');
    await expect(download.failure()).resolves.toBeNull();
    expect(await downloadsInDb(title)).toBe(before + 1);
    await item
      .getByTestId('resource-downloads')
      .getByText(String(before + 1), { exact: true })
      .waitFor();
    await page.context().close();
  });
});
