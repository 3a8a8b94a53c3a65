import fs from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { uploadLimits } from '../../shared/content-fields';
import { messages } from '../../shared/messages';
import { adminMessages } from '../../shared/admin-messages';
import { describeBrowser, pageProblems } from './browser';
import { openPage, signInAsDemo, startRig, VIEWPORTS, WIDE, type BrowserRig } from './server';

/** A staff bearer token for direct API calls. */
async function token(rig: BrowserRig, role: 'ADMIN' | 'EDITOR'): Promise<string> {
  const login = await rig.demoLogin(role);
  const res = await rig.server.gql<{ login: { token: string } }>('mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
    e: login.email,
    p: login.password,
  });
  return res.data!.login.token;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();

describeBrowser('admin CMS: lists, form, uploads, trash, live updates and settings', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  }, 120_000);
  afterAll(async () => {
    await rig?.stop();
  });

  it('asks “Discard your changes?” on Escape, a backdrop click and × on a half-filled form, and keeps what was typed (issue #33)', async () => {
    const admin = await signInAsDemo(rig, 'EDITOR', WIDE);
    await admin.goto(rig.url('/admin/cms/projects'));
    await admin.getByRole('button', { name: 'New Project' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New Project' });
    const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Half a title');
    await dialog.getByLabel('Description', { exact: true }).fill('Half a description');
    const ask = admin.getByRole('dialog', { name: 'Discard your changes?' });

    await admin.keyboard.press('Escape');
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('Half a title');

    await admin
      .getByTestId('modal-backdrop')
      .first()
      .click({ position: { x: 5, y: 5 } });
    await ask.waitFor();
    // Escape on the question keeps editing too.
    await admin.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await title.inputValue()).toBe('Half a title');
    expect(await dialog.getByLabel('Description', { exact: true }).inputValue()).toBe('Half a description');

    // Leaving the page (a link of the menu behind the dialog) asks as well.
    await admin.evaluate(() => document.querySelector<HTMLElement>('nav[aria-label="Admin"] a[href="/admin"]')?.click());
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(admin.url()).pathname).toBe('/admin/cms/projects');
    expect(await title.inputValue()).toBe('Half a title');

    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    // An untouched form closes at once.
    await admin.getByRole('button', { name: 'New Project' }).click();
    await dialog.waitFor();
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await ask.count()).toBe(0);
    await admin.context().close();
  });

  it('an editor creates a project with an uploaded image, publishes it, and it shows live in another admin tab, on /projects and on Home; bulk archive hides it; trash and restore', async () => {
    const admin = await signInAsDemo(rig, 'EDITOR', WIDE);
    await admin.goto(rig.url('/admin/cms/projects'));
    await admin.getByRole('button', { name: 'Edit Community Garden Beds' }).waitFor();

    // A second admin tab that is never reloaded: it must pick up the new project live.
    const watcher = await admin.context().newPage();
    await watcher.goto(rig.url('/admin/cms/projects'));
    await watcher.getByRole('button', { name: 'Edit Community Garden Beds' }).waitFor();

    await admin.getByRole('button', { name: 'New Project' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New Project' });

    // Required-field messages come from the declaration.
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await dialog.getByText(messages.validation.required('Title')).waitFor();

    // An image of the wrong type is refused before it is sent.
    const image = dialog.getByLabel('Image', { exact: true });
    await image.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await dialog.getByText(uploadLimits.invalidImage).waitFor();

    // A real PNG uploads through POST /uploads with a progress bar, then shows a preview.
    await admin.route('**/uploads?kind=image', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7a50' } })
      .png()
      .toBuffer();
    await image.setInputFiles({ name: 'rain-garden.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('progressbar').waitFor();
    await dialog.getByRole('img', { name: 'Preview of the image' }).waitFor();
    expect(await dialog.getByText(uploadLimits.invalidImage).count()).toBe(0);

    const title = `Rain Garden ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill('Soaking up stormwater on Vine Street.');
    await dialog.getByLabel('Completion percentage').fill('40');
    await dialog.getByLabel('Tags').fill('green, water, , green');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await toast(admin, adminMessages.cms.created('Project'));
    await dialog.waitFor({ state: 'detached' });

    const row = admin.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByText('Published').count()).toBe(1);
    const bar = row.getByTestId('completion-bar');
    expect(await bar.evaluate((el) => (el as HTMLElement).style.width)).toBe('40%');
    await watcher.getByRole('row').filter({ hasText: title }).waitFor();

    // Fixing a typo on a live item keeps it live: "Update", not "Save as Draft" (issue #20).
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Project' });
    expect(await edit.getByRole('button', { name: 'Save as Draft' }).count()).toBe(0);
    await edit.getByRole('button', { name: 'Unpublish' }).waitFor();
    await edit.getByRole('button', { name: 'Update' }).click();
    await toast(admin, adminMessages.cms.statusAfterSave('PUBLISHED', 'PUBLISHED'));
    await edit.waitFor({ state: 'detached' });
    expect(await row.getByText('Published').count()).toBe(1);

    const [stored] = (await rig.server.services.db.query('SELECT image_url, tags, status FROM projects WHERE title = $1', [title])) as {
      image_url: string;
      tags: string[];
      status: string;
    }[];
    expect(stored.image_url).toMatch(/^\/uploads\/.+\/web\.webp$/);
    expect(stored.tags).toEqual(['green', 'water']);
    expect(stored.status).toBe('published');

    const visitor = await openPage(rig, '/projects', WIDE);
    await visitor.getByRole('heading', { name: title }).waitFor();
    await visitor.goto(rig.url('/'));
    await visitor.getByRole('heading', { name: 'Recent Projects' }).waitFor();
    await visitor.getByRole('heading', { name: title }).waitFor();

    // Bulk archive: it leaves the public list.
    await row.getByRole('checkbox', { name: `Select ${title}` }).check();
    await admin.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Archive' }).click();
    await toast(admin, adminMessages.cms.bulkDone('Projects', 'ARCHIVE'));
    await row.getByText('Archived').waitFor();
    await visitor.goto(rig.url('/projects'));
    await visitor.getByRole('heading', { name: 'Community Garden Beds' }).waitFor();
    expect(await visitor.getByRole('heading', { name: title }).count()).toBe(0);

    // Delete asks first, moves it to the trash, and Restore brings it back.
    await admin.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete project?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(admin, adminMessages.cms.deleted('Project'));
    await row.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Trash' }).click();
    await admin.getByRole('heading', { name: 'Projects: Trash' }).waitFor();
    // Editors may restore but not delete permanently (admins only).
    await admin.getByRole('button', { name: `Restore ${title}` }).waitFor();
    expect(await admin.getByRole('button', { name: `Delete permanently: ${title}` }).count()).toBe(0);
    await admin.getByRole('button', { name: `Restore ${title}` }).click();
    await toast(admin, adminMessages.cms.restored('Project'));
    await admin.getByRole('button', { name: 'Trash' }).click();
    await admin.getByRole('row').filter({ hasText: title }).waitFor();

    // Export CSV: the current filter, the declaration's columns + status + created date.
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    // The list's columns first and in order; every other content field follows (issue #33).
    expect(csv.split('\r\n')[0].startsWith('\uFEFFTitle,Priority,Completion percentage,Status,Created,Description,')).toBe(true);
    expect(csv).toContain(`${title},2 Medium,40,Archived,`);
  });

  it('lets editors into the CMS but not into admin-only pages such as /admin/settings', async () => {
    const page = await signInAsDemo(rig, 'EDITOR', WIDE);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'News', exact: true }).click();
    await page.getByRole('heading', { name: 'News items', level: 1 }).waitFor();
    expect(await nav.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    await page.goto(rig.url('/admin/settings'));
    await page.waitForURL(/\/admin$/);
  });

  it('shows at most 5 page buttons around the current page', async () => {
    const bearer = await token(rig, 'EDITOR');
    for (let i = 1; i <= 65; i++) {
      const res = await rig.server.gql(
        'mutation ($input: NewsInput!) { createNews(input: $input) { id } }',
        { input: { title: `Bulletin ${i}` } },
        bearer,
      );
      expect(res.errors).toBeUndefined();
    }
    const page = await signInAsDemo(rig, 'EDITOR', WIDE);
    await page.goto(rig.url('/admin/cms/news'));
    const pager = page.getByRole('navigation', { name: 'News items pages' });
    await pager.waitFor();
    const pageButtons = pager.getByRole('button', { name: /^Page \d+$/ });
    expect(await pageButtons.allInnerTexts()).toEqual(['1', '2', '3', '4', '5']);
    await pager.getByRole('button', { name: 'Page 5' }).click();
    await pager.getByRole('button', { name: 'Page 7' }).waitFor();
    expect(await pageButtons.allInnerTexts()).toEqual(['3', '4', '5', '6', '7']);
    expect(await pager.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('row').count()).toBe(11);
  });

  for (const viewport of VIEWPORTS) {
    it(`passes axe and fits the screen at ${viewport.width} px on /admin/cms, /admin/cms/projects (list and form) and /admin/settings`, async () => {
      const problems: string[] = [];
      const check = async (page: Page, label: string) => problems.push(...(await pageProblems(page, label)));
      const editor = await signInAsDemo(rig, 'EDITOR', viewport);
      await editor.goto(rig.url('/admin/cms'));
      await editor.getByRole('heading', { name: 'Recent activity' }).waitFor();
      await editor.locator('.cms-dash__groups').waitFor();
      await editor.locator('.cms-dash__activity').waitFor();
      await editor.locator('.cms-dash__cards').waitFor();
      await check(editor, '/admin/cms');
      await editor.goto(rig.url('/admin/cms/projects'));
      await editor.getByRole('button', { name: 'Edit Community Garden Beds' }).waitFor();
      await check(editor, '/admin/cms/projects');
      await editor.getByRole('button', { name: 'Edit Community Garden Beds' }).click();
      await editor.getByRole('dialog', { name: 'Edit Project' }).getByRole('textbox', { name: 'Title', exact: true }).waitFor();
      await check(editor, '/admin/cms/projects (form)');

      const admin = await signInAsDemo(rig, 'ADMIN', viewport);
      await admin.goto(rig.url('/admin/settings'));
      await admin.getByRole('button', { name: 'Save settings' }).waitFor();
      await check(admin, '/admin/settings');
      expect(problems).toEqual([]);
    });
  }

  it('an admin changes the site name and the donation tiers in /admin/settings and they are stored', async () => {
    const page = await signInAsDemo(rig, 'ADMIN', WIDE);
    await page.goto(rig.url('/admin/settings'));
    const siteName = page.getByLabel('Site name');
    await siteName.fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(messages.validation.required('Site name')).waitFor();
    await siteName.fill('Greenfield Residents Association Inc.');
    await page.getByRole('button', { name: 'Add tier' }).click();
    await page.getByLabel('Tier 5 amount ($)').fill('500');
    await page.getByLabel('Tier 5 impact').fill('sponsors a street party');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toast(page, adminMessages.cms.settingsSaved);
    const res = await rig.server.gql<{ siteSettings: { siteName: string; donationTiers: { amount: number; impact: string }[] } }>(
      '{ siteSettings { siteName donationTiers { amount impact } } }',
    );
    expect(res.data!.siteSettings.siteName).toBe('Greenfield Residents Association Inc.');
    expect(res.data!.siteSettings.donationTiers.at(-1)).toEqual({ amount: 500, impact: 'sponsors a street party' });
  });
});
