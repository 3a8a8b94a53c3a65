import type { Route } from 'playwright-core';
import { describeBrowser } from './browser';
import { startRig, type BrowserRig } from './server';

/**
 * Issue #24 "Interactive sooner": the phone menu of the pre-rendered first paint works before the
 * app has loaded (web/src/public/layout/menu.ts), and an open menu stays open when the live page
 * replaces the first paint. The app is held back by holding its framework chunks (React DOM and
 * Apollo Client) until the test lets them through.
 */
describeBrowser('The first paint’s phone menu (issue #24)', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await rig?.stop();
  });

  it('opens and closes before the app has loaded, keeps the page beneath inert, and stays open through the swap', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    const held: Route[] = [];
    let released = false;
    await page.route('**/assets/client-*.js', (route) => (released ? route.continue() : void held.push(route)));
    await page.goto(rig.url('/'));
    await page.waitForFunction(() => document.getElementById('prerendered')?.inert === false);
    await page.waitForFunction(() => document.querySelector('#root .site-header__toggle') === null);

    const toggle = page.locator('#prerendered .site-header__toggle');
    const expanded = () => toggle.getAttribute('aria-expanded');
    const eventsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events', exact: true });
    expect(await expanded()).toBe('false');
    expect(await eventsLink.isVisible()).toBe(false);
    await toggle.tap();
    expect(await expanded()).toBe('true');
    expect(await eventsLink.isVisible()).toBe(true);
    expect(await page.getByRole('search', { name: 'Site' }).isVisible()).toBe(true);
    // Only the header is live: the page's own links and forms wait for the app.
    expect(await page.evaluate(() => (document.querySelector('#prerendered main') as HTMLElement).inert)).toBe(true);
    expect(await page.evaluate(() => (document.querySelector('#prerendered footer') as HTMLElement).inert)).toBe(true);

    await page.keyboard.press('Escape');
    expect(await expanded()).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('site-header__toggle');
    await toggle.tap();
    expect(await expanded()).toBe('true');
    await page.mouse.click(200, 760);
    expect(await expanded()).toBe('false');

    // Open when the app takes over: the live menu is open too, and works as the live menu.
    await toggle.tap();
    expect(held.length).toBeGreaterThan(0);
    released = true;
    for (const route of held) await route.continue();
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    const live = page.locator('#root .site-header__toggle');
    expect(await live.getAttribute('aria-expanded')).toBe('true');
    expect(await eventsLink.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await live.getAttribute('aria-expanded')).toBe('false');
    expect(await eventsLink.isVisible()).toBe(false);
    await context.close();
  });
});
