import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Role } from '../../server/src/auth/roles';
import { projectRoot } from '../../server/src/config';
import { startTestServer, type TestServer } from '../../server/test/harness';
import { launchBrowser } from './browser';

/** The built web app the server serves; `npm test` builds it in its check step. */
export const webDist = path.join(projectRoot(), 'dist', 'web');

/** A 375 × 800 phone: the smallest screen browser tests check pages at. */
export const PHONE = { width: 375, height: 800 };
/** A 1280 × 900 desktop. */
export const WIDE = { width: 1280, height: 900 };
/** The phone and the desktop, for tests that check a page at both. */
export const VIEWPORTS = [PHONE, WIDE];

/** A server on the demo seed (demo accounts on) and a headless Chromium, for one browser test file. */
export interface BrowserRig {
  server: TestServer;
  browser: Browser;
  /** Absolute URL of a path on the server. */
  url(pathname: string): string;
  /** The demo logins listed on /admin/login. */
  demoLogin(role: 'ADMIN' | 'EDITOR' | 'TREASURER'): Promise<{ email: string; password: string }>;
  stop(): Promise<void>;
}

/**
 * Starts the real server (embedded PostgreSQL in memory, demo content and accounts) serving the
 * built web app, and Chromium.
 * @param env extra server environment, e.g. `PERSISTED_OPERATIONS: 'only'`
 * @throws Error when the web app is not built (run `npm run build:web`)
 */
export async function startRig(env: Record<string, string> = {}): Promise<BrowserRig> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`The web app is not built in ${webDist}: run npm run build:web`);
  const server = await startTestServer({ SEED: '1', DEMO: '1', WEB_DIST: webDist, ...env });
  const browser = await launchBrowser();
  return {
    server,
    browser,
    url: (pathname) => `${server.url}${pathname}`,
    async demoLogin(role) {
      const res = await server.gql<{ demoAccounts: { email: string; password: string; role: string }[] }>('{ demoAccounts { email password role } }');
      const account = res.data!.demoAccounts.find((a) => a.role === role);
      if (!account) throw new Error(`no demo ${role}`);
      return account;
    },
    async stop() {
      await browser.close();
      await server.stop();
    },
  };
}

/**
 * Opens a new page at a viewport size (default: a 375 × 800 phone), once it can be used: on a
 * pre-rendered page, when the live app has replaced the inert first paint.
 * @param context more options for the page's new browser context, e.g. `{ timezoneId }`
 */
export async function openPage(rig: BrowserRig, pathname: string, viewport = PHONE, context: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await rig.browser.newContext({ ...context, viewport })).newPage();
  await page.goto(rig.url(pathname));
  await page.locator('#prerendered').waitFor({ state: 'detached' });
  return page;
}

/** A staff account's e-mail address and password, as typed on /admin/login. */
export interface StaffLogin {
  email: string;
  password: string;
}

/** Fills the /admin/login form open on `page` and presses Sign In; does not wait for the outcome. */
export async function submitSignIn(page: Page, login: StaffLogin): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(login.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(login.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in on the /admin/login form open on `page`; resolves on the dashboard (/admin). */
export async function signIn(page: Page, login: StaffLogin): Promise<void> {
  await submitSignIn(page, login);
  await page.waitForURL(/\/admin$/);
}

/**
 * Opens /admin/login in a new page (its own browser context, so its own session) and signs in
 * with a staff account, as staff do; resolves on the dashboard (/admin).
 * @param context more options for the browser context, e.g. `{ timezoneId }`
 */
export async function signInAs(
  rig: BrowserRig,
  login: StaffLogin,
  viewport?: { width: number; height: number },
  context?: BrowserContextOptions,
): Promise<Page> {
  const page = await openPage(rig, '/admin/login', viewport, context);
  await signIn(page, login);
  return page;
}

/**
 * Opens /admin/login in a new page at a viewport size and signs in with the demo account of a
 * role, as staff do; resolves on the dashboard (/admin).
 */
export async function signInAsDemo(rig: BrowserRig, role: 'ADMIN' | 'EDITOR', viewport?: { width: number; height: number }): Promise<Page> {
  return signInAs(rig, await rig.demoLogin(role), viewport);
}

/**
 * Creates a staff account with a unique e-mail address (straight through the auth service), for a
 * test that needs an account of its own rather than a shared demo one.
 * @param prefix the start of the e-mail address, e.g. "sweep"
 */
export async function newStaffLogin(rig: BrowserRig, role: Role, name: string, prefix: string): Promise<StaffLogin> {
  const login = { email: `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`, password: `${prefix}-password-1` };
  await rig.server.services.auth.createUser({ name, role, ...login });
  return login;
}

/**
 * Opens the site on /contact and goes to another page through the main menu, as a resident does:
 * that page then asks the server for its data from the browser (a page loaded directly comes with
 * its data in the HTML, server/src/api/web/page-render.ts).
 * @param label the menu link's text, e.g. "Events"
 */
export async function goThroughMenu(page: Page, rig: BrowserRig, label: string): Promise<void> {
  await page.goto(rig.url('/contact'));
  await page.locator('#prerendered').waitFor({ state: 'detached' });
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
}
