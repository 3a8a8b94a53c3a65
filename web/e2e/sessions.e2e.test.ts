import { adminMessages } from '../../shared/admin-messages';
import { Role } from '../../server/src/auth/roles';
import { axeViolations, describeBrowser, overflowsHorizontally } from './browser';
import { signInAs, startRig, type BrowserRig } from './server';

interface Stored {
  token: string;
  expiresAt: string;
}

describeBrowser('staff sessions in the browser: change password, silent refresh, sign out (with PERSISTED_OPERATIONS=only)', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    // The allow-list is on: every operation the page sends must be one of the web build's own.
    rig = await startRig({ PERSISTED_OPERATIONS: 'only' });
  }, 120_000);
  afterAll(async () => {
    await rig?.stop();
  });

  it('changes the password at 375 px from the sidebar link, renews an expired or refused token silently, and signs out on the server', async () => {
    const email = `browser.${Date.now()}@example.com`;
    await rig.server.services.auth.createUser({ name: 'Browser Editor', email, password: 'first-password-1', role: Role.EDITOR });
    const page = await signInAs(rig, { email, password: 'first-password-1' });

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.waitForURL(/\/admin\/password$/);
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);

    // Client-side rules, then the server's verdict on a wrong current password, at the field.
    await page.getByLabel('Current password').fill('wrong-current-pw');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(adminMessages.auth.passwordTooShort(10)).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Repeat the new password').fill('second-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(adminMessages.auth.currentPasswordWrong).first().waitFor();

    await page.getByLabel('Current password').fill('first-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: adminMessages.auth.passwordChanged }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const afterChange = await page.evaluate(() => JSON.parse(localStorage.getItem('adminUser')!) as Stored);

    // An expired access token is renewed with the refresh cookie before the dashboard loads.
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('adminUser')!) as Stored;
      localStorage.setItem('adminUser', JSON.stringify({ ...s, expiresAt: new Date(Date.now() - 1000).toISOString() }));
    });
    await page.goto(rig.url('/admin'));
    await page.waitForFunction(
      (old) => (JSON.parse(localStorage.getItem('adminUser') ?? '{}') as { token?: string }).token !== old,
      afterChange.token,
    );
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(page.url()).toMatch(/\/admin$/);
    const renewed = await page.evaluate(() => JSON.parse(localStorage.getItem('adminUser')!) as Stored);
    expect(renewed.token).not.toBe(afterChange.token);
    expect(new Date(renewed.expiresAt).getTime()).toBeGreaterThan(Date.now());

    // A token the server refuses is renewed once, and the page stays signed in.
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('adminUser')!) as Stored;
      localStorage.setItem('adminUser', JSON.stringify({ ...s, token: 'refused.token.value' }));
    });
    await page.goto(rig.url('/admin/cms/projects'));
    await page.getByRole('button', { name: 'Edit Community Garden Beds' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/cms\/projects$/);
    const current = await page.evaluate(() => JSON.parse(localStorage.getItem('adminUser')!) as Stored);
    expect(current.token).not.toBe('refused.token.value');

    // Logout ends the session on the server: the last token no longer works anywhere.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin\/login$/);
    expect(await rig.server.services.auth.authenticateSession(`Bearer ${current.token}`)).toBeNull();
    // (Over HTTP an ad-hoc query is refused by the allow-list before authentication.)
    expect((await rig.server.gql('{ dashboardStats { __typename } }', {}, current.token)).errors?.[0].extensions?.code).toBe('OPERATION_NOT_ALLOWED');

    // With no valid refresh cookie left, an old session in storage goes back to /admin/login.
    await page.evaluate((s) => localStorage.setItem('adminUser', JSON.stringify(s)), {
      ...current,
      user: { id: 'x', name: 'Browser Editor', email, role: 'EDITOR' },
    });
    await page.goto(rig.url('/admin'));
    await page.waitForURL(/\/admin\/login$/);
  }, 90_000);
});
