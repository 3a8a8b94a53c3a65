import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { OFFLINE_FORM } from '../../shared/membership-form';
import { messages } from '../../shared/messages';
import { memberLoginMessages, memberPortalMessages } from '../../shared/member-portal-messages';
import { axeViolations, describeBrowser, overflowsHorizontally } from './browser';
import { event } from '../../server/test/factories';
import { openPage, startRig, type BrowserRig } from './server';

/** Every test here runs on a 375 px phone (issue #22: the resident's walk). */
const PHONE = { width: 375, height: 800 };

/** WCAG relative luminance contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, b2] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b2);
  };
  const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}

/** The focused element's id, name or text, for assertions. */
const focusedField = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return { tag: el?.tagName.toLowerCase() ?? null, name: el?.getAttribute('name') ?? null, invalid: el?.getAttribute('aria-invalid') ?? null };
  });

describeBrowser('Public site II at 375 px (issue #22)', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig({ PUBLIC_WRITE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await rig?.stop();
  });

  it('opens the Terms from the /join checkbox in a new tab, keeping the half-filled application', async () => {
    const page = await openPage(rig, '/join', PHONE);
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Seán Ó Briain');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('seán@example.ie');
    const [terms] = await Promise.all([page.context().waitForEvent('page'), form.getByRole('link', { name: /Terms and Conditions/ }).click()]);
    await terms.waitForLoadState();
    expect(new URL(terms.url()).pathname).toBe('/terms');
    expect(new URL(page.url()).pathname).toBe('/join');
    expect(await form.getByRole('textbox', { name: 'Full Name', exact: true }).inputValue()).toBe('Seán Ó Briain');
    expect(await form.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe('seán@example.ie');
    await page.context().close();
  });

  it('accepts an international e-mail address on /join and stores it as typed', async () => {
    const page = await openPage(rig, '/join', PHONE);
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Seán Ó Briain');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('Seán.Walk@Example.ie');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('3 Oak Street, Greenfield');
    await form.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByTestId('toast').filter({ hasText: messages.membership.success }).waitFor();
    const rows = await rig.server.services.db.query(`SELECT email FROM members WHERE lower(email) = lower($1)`, ['Seán.Walk@Example.ie']);
    expect(rows).toEqual([{ email: 'Seán.Walk@Example.ie' }]);
    await page.context().close();
  });

  it('moves focus to the first field in error on an invalid RSVP and contact form', async () => {
    const event = await openPage(rig, '/events/neighbourhood-picnic', PHONE);
    await event.getByRole('button', { name: 'RSVP', exact: true }).click();
    await event.getByText(messages.validation.required('Name')).waitFor();
    await event.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
    expect(await focusedField(event)).toEqual({ tag: 'input', name: 'name', invalid: 'true' });
    await event.context().close();

    const contact = await openPage(rig, '/contact', PHONE);
    await contact.getByRole('main').getByLabel('Name').fill('Kim');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByText(messages.validation.required('Email')).waitFor();
    await contact.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    expect(await focusedField(contact)).toEqual({ tag: 'input', name: 'email', invalid: 'true' });
    await contact.context().close();
  });

  it('announces an empty field on /members once', async () => {
    const page = await openPage(rig, '/members', PHONE);
    await page.getByRole('button', { name: memberPortalMessages.signInButton }).click();
    await page.getByTestId('toast').filter({ hasText: memberLoginMessages.empty }).waitFor();
    const announcers = await page.evaluate((text) => {
      const live = Array.from(document.querySelectorAll('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])'));
      // Each live region counts once, however deep its text (nested regions are the outer one's).
      return live.filter((el) => el.textContent?.includes(text) && !live.some((outer) => outer !== el && outer.contains(el))).length;
    }, memberLoginMessages.empty);
    expect(announcers).toBe(1);
    expect(await focusedField(page)).toMatchObject({ tag: 'input', invalid: 'true' });
    await page.context().close();
  });

  it('draws the focus ring in the dark footer at 3:1 or more against the footer', async () => {
    const page = await openPage(rig, '/contact', PHONE);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' });
    await link.scrollIntoViewIfNeeded();
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const { outline, style, background } = await link.evaluate((el) => {
      const footer = el.closest('footer')!;
      const css = getComputedStyle(el);
      return { outline: css.outlineColor, style: css.outlineStyle, background: getComputedStyle(footer).backgroundColor };
    });
    expect(style).not.toBe('none');
    expect(contrast(outline, background)).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it('closes the phone menu on Escape, on a tap outside and on its current page’s link', async () => {
    const page = await openPage(rig, '/events', PHONE);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const expanded = () => toggle.getAttribute('aria-expanded');
    await toggle.click();
    expect(await expanded()).toBe('true');
    await page.keyboard.press('Escape');
    expect(await expanded()).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('site-header__toggle');

    await toggle.click();
    expect(await expanded()).toBe('true');
    await page.mouse.click(200, 760);
    await page.waitForFunction(() => document.querySelector('.site-header__toggle')?.getAttribute('aria-expanded') === 'false');

    await toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.site-header__toggle')?.getAttribute('aria-expanded') === 'false');
    expect(new URL(page.url()).pathname).toBe('/events');
    await page.context().close();
  });

  it('closes an open photo on Back instead of leaving the album', async () => {
    const page = await openPage(rig, '/gallery', PHONE);
    await page
      .getByRole('link', { name: /Autumn Clean-Up Day/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Autumn Clean-Up Day' }).waitFor();
    await page.getByRole('button', { name: /^Open photo 1 of/ }).click();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).searchParams.get('photo')).toBe('1');
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/gallery/autumn-clean-up-day');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Open photo 1 of/);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/gallery');
    await page.context().close();
  });

  it('keeps the list’s filters in "← Back to projects" and "← Back to events"', async () => {
    const page = await openPage(rig, '/projects?status=COMPLETED', PHONE);
    await page
      .getByRole('link', { name: /View Details/ })
      .first()
      .click();
    await page.getByRole('link', { name: messages.projects.backToList }).click();
    await page.waitForURL((url) => url.pathname === '/projects');
    expect(new URL(page.url()).searchParams.get('status')).toBe('COMPLETED');

    await page.goto(rig.url('/events?when=past'));
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.getByRole('main').getByRole('link', { name: 'Autumn Clean-Up Day' }).first().click();
    await page.getByRole('link', { name: '← Back to events' }).click();
    await page.waitForURL((url) => url.pathname === '/events');
    expect(new URL(page.url()).searchParams.get('when')).toBe('past');
    await page.context().close();
  });

  it('wraps a long web address in a description and a 50-character tag at 375 px', async () => {
    const url = `https://www.example.org/${'very-long-path-segment/'.repeat(12)}document.pdf`;
    const tag = 'a'.repeat(50);
    const description = `Details at ${url} for everyone`;
    await rig.server.services.db.query(
      `INSERT INTO projects (title, slug, description, tags, status, completion_percentage) VALUES ('Long address project', 'long-address-project', $1, $2, 'published', 10)`,
      [description, [tag]],
    );
    await event(rig.server.services, { title: 'Long address event', slug: 'long-address-event', description, tags: [tag] });
    // Written past the services: pages already kept for visitors would not show them.
    rig.server.services.publicCache.invalidate();
    for (const pathname of ['/projects', '/projects/long-address-project', '/events', '/events/long-address-event']) {
      const page = await openPage(rig, pathname, PHONE);
      await page
        .getByText(/Details at https/)
        .first()
        .waitFor();
      expect({ pathname, overflows: await overflowsHorizontally(page) }).toEqual({ pathname, overflows: false });
      const chips = await page.locator('.badge', { hasText: tag }).evaluateAll((els) => els.map((el) => el.scrollWidth <= el.clientWidth + 1));
      expect({ pathname, chips: chips.length > 0 }).toEqual({ pathname, chips: true });
      expect({ pathname, chipsFit: chips.every(Boolean) }).toEqual({ pathname, chipsFit: true });
      await page.context().close();
    }
  });

  it('downloads the offline membership form from /join as a real PDF', async () => {
    const page = await openPage(rig, '/join', PHONE);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the offline form (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(OFFLINE_FORM.fileName);
    const file = await download.path();
    const pdf = await fs.promises.readFile(file);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    await page.context().close();
  });

  it('reads the news: /news lists it, a news page shows it, Home shows the latest', async () => {
    const page = await openPage(rig, '/news', PHONE);
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    await page.getByRole('link', { name: 'New footpath lighting approved' }).click();
    await page.getByRole('heading', { level: 1, name: 'New footpath lighting approved' }).waitFor();
    await page.getByText('Works start next month.').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(rig.url('/'));
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Latest news' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'New footpath lighting approved' }).waitFor();
    await page.context().close();
  });

  it('searches from the header’s box in the phone menu, with the words highlighted', async () => {
    const page = await openPage(rig, '/', PHONE);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('search', { name: 'Site' }).getByRole('searchbox').fill('picnic neighbour');
    await page.getByRole('search', { name: 'Site' }).getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    await page
      .getByRole('status')
      .filter({ hasText: /results? for “picnic neighbour”/ })
      .waitFor();
    const first = page.locator('.search-result').first();
    await first.getByRole('link', { name: 'Neighbourhood Picnic' }).waitFor();
    expect(await first.locator('mark').allTextContents()).toEqual(expect.arrayContaining(['Neighbourhood', 'Picnic']));
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found page with status 404 for an unknown address', async () => {
    const context = await rig.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const response = await page.goto(rig.url('/events/no-such-event'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
  });
});
