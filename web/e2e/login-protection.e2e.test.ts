import type { Page } from 'playwright-core';
import { adminMessages } from '../../shared/admin-messages';
import { Role } from '../../server/src/auth/roles';
import { axeViolations, describeBrowser } from './browser';
import { openPage, PHONE, startRig, submitSignIn, type BrowserRig } from './server';

describeBrowser('sign-in protection in the browser: the wait after too many tries, demo logins on this computer only', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    // TRUST_PROXY=1: a page's X-Forwarded-For header stands for a visitor at another address.
    rig = await startRig({ TRUST_PROXY: '1' });
  }, 120_000);
  afterAll(async () => {
    await rig?.stop();
  });

  /** Opens /admin/login in a fresh 375 px browser context, from `ip` (X-Forwarded-For) or, with null, from this computer. */
  function loginPage(ip: string | null): Promise<Page> {
    return openPage(rig, '/admin/login', PHONE, ip ? { extraHTTPHeaders: { 'x-forwarded-for': ip } } : {});
  }

  /** Submits the form and waits for the server's answer to the sign-in. */
  async function submit(page: Page, email: string, password: string): Promise<void> {
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('AdminLogin')),
      submitSignIn(page, { email, password }),
    ]);
  }

  it('shows "Too many attempts. Try again in N seconds." after five wrong passwords from one address, while the owner signs in from another (issue #16 item 7)', async () => {
    const email = `owner.${Date.now()}@example.com`;
    await rig.server.services.auth.createUser({ name: 'Owner', email, password: 'the-right-password', role: Role.ADMIN });
    const attacker = await loginPage('203.0.113.77');
    const failure = attacker.locator('.admin-login__failure');
    for (let i = 0; i < 5; i++) {
      await submit(attacker, email, `wrong-password-${i}`);
      await failure.filter({ hasText: adminMessages.login.invalid }).waitFor();
    }
    await submit(attacker, email, 'the-right-password');
    await failure.filter({ hasText: 'Too many attempts' }).waitFor();
    const text = (await failure.textContent()) ?? '';
    const seconds = Number(/in (\d+) second/.exec(text)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(text).toBe(adminMessages.login.tooManyAttempts(seconds));
    expect(attacker.url()).toMatch(/\/admin\/login$/);

    const owner = await loginPage('198.51.100.8');
    await submit(owner, email, 'the-right-password');
    await owner.waitForURL(/\/admin$/);
  }, 90_000);

  it('lists the demo logins on the computer running the site, and elsewhere explains why they are not shown (issue #16 item 11)', async () => {
    const local = await loginPage(null);
    await local.getByRole('heading', { name: 'Demo credentials' }).waitFor();
    const admin = await rig.demoLogin('ADMIN');
    await local.getByRole('button', { name: `Use ${admin.email}` }).waitFor();
    expect(await local.getByText(admin.password).count()).toBe(1);
    expect(await local.getByText(adminMessages.login.demoLocalOnly).count()).toBe(0);

    const remote = await loginPage('198.51.100.23');
    await remote.getByRole('heading', { name: 'Demo credentials' }).waitFor();
    await remote.getByText(adminMessages.login.demoLocalOnly).waitFor();
    expect(await remote.getByRole('button', { name: /^Use / }).count()).toBe(0);
    expect(await remote.content()).not.toContain(admin.password);
    expect(await axeViolations(remote)).toEqual([]);
  }, 90_000);
});
