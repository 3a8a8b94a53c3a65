import { adminMessages } from '../../shared/admin-messages';
import { Role } from '../../server/src/auth/roles';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../../server/test/smtp';
import { axeViolations, describeBrowser, overflowsHorizontally } from './browser';
import { openPage, signIn, signInAs, startRig, submitSignIn, type BrowserRig } from './server';

describeBrowser('staff accounts in the browser: invite, set password, deactivate, forgotten password (issue #20)', () => {
  let rig: BrowserRig;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The allow-list is on: every operation the pages send must be one of the web build's own.
    rig = await startRig({ PERSISTED_OPERATIONS: 'only', SMTP_URL: smtp.url, OUTBOX_POLL_MS: '200' });
  }, 120_000);
  afterAll(async () => {
    await rig?.stop();
    await smtp?.stop();
  });

  /** The path of the link in the latest e-mail to `to` with `subject`, opened on the test server. */
  async function linkPath(to: string, subject: RegExp, prefix: string): Promise<string> {
    const mail = await smtp.waitFor(to, (m) => subject.test(m.subject), 15_000);
    return new URL(linkIn(mail.text, prefix)).pathname;
  }

  it('an admin invites an editor at 375 px; the e-mailed link sets the password; the editor signs in; deactivation ends their open page within seconds', async () => {
    const adminEmail = `staff.admin.${Date.now()}@example.com`;
    await rig.server.services.auth.createUser({ name: 'Ada Admin', email: adminEmail, password: 'admin-password-1', role: Role.ADMIN });
    const admin = await signInAs(rig, { email: adminEmail, password: 'admin-password-1' });
    await admin.goto(rig.url('/admin/staff'));
    await admin.getByRole('heading', { name: 'Staff', exact: true }).waitFor();

    const email = `new.editor.${Date.now()}@example.com`;
    const invite = admin.getByRole('form', { name: 'Invite a staff member' });
    await invite.getByLabel('Name').fill('Nina Newcomer');
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Role').selectOption('EDITOR');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(adminMessages.staff.invited(email)).first().waitFor();
    const card = admin.getByRole('listitem').filter({ hasText: 'Nina Newcomer' });
    await card.getByText('Invited', { exact: true }).waitFor();
    await card.getByText('Never signed in').waitFor();
    expect(await overflowsHorizontally(admin)).toBe(false);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(admin)).toEqual([]);
    await admin.setViewportSize({ width: 375, height: 800 });

    // The invitee opens the e-mailed link, chooses a password and signs in.
    const path = await linkPath(email, /invited/i, '/admin/accept-invite/');
    const editor = await openPage(rig, path);
    await editor.getByRole('heading', { name: 'Set your password' }).waitFor();
    expect(await axeViolations(editor)).toEqual([]);
    await editor.getByLabel('New password', { exact: true }).fill('nina-password-1');
    await editor.getByLabel('Repeat the new password').fill('nina-password-1');
    await editor.getByRole('button', { name: 'Set password' }).click();
    await editor.waitForURL(/\/admin\/login$/);
    await editor.getByText(adminMessages.staff.passwordSet).waitFor();
    await signIn(editor, { email, password: 'nina-password-1' });
    await editor.goto(rig.url('/admin/cms/projects'));
    await editor.getByRole('heading', { name: 'Projects' }).first().waitFor();

    // The admin sees them active, then deactivates them: their open page goes to the sign-in screen within seconds.
    await admin.reload();
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Deactivate Nina Newcomer' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Deactivate Nina Newcomer?' });
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    const started = Date.now();
    await admin.getByText(adminMessages.staff.deactivated('Nina Newcomer')).first().waitFor();
    await editor.waitForURL(/\/admin\/login$/, { timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    // And they cannot sign in again: with their own password they are told the account is deactivated (issue #33).
    await submitSignIn(editor, { email, password: 'nina-password-1' });
    await editor.getByRole('alert').filter({ hasText: adminMessages.login.deactivated }).first().waitFor();
    await editor.waitForURL(/\/admin\/login$/);
  }, 90_000);

  it('an editor sitting on the dashboard (no live subscription) is signed out within seconds of being deactivated, and told why', async () => {
    const email = `idle.editor.${Date.now()}@example.com`;
    const user = await rig.server.services.auth.createUser({ name: 'Ida Idle', email, password: 'idle-password-1', role: Role.EDITOR });
    const editor = await signInAs(rig, { email, password: 'idle-password-1' });
    await editor.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const adminEmail = `idle.admin.${Date.now()}@example.com`;
    const admin = await rig.server.services.auth.createUser({ name: 'Ari Admin', email: adminEmail, password: 'admin-password-1', role: Role.ADMIN });
    const started = Date.now();
    await rig.server.services.staff.deactivate({ id: admin.id, name: admin.name }, user.id);
    await editor.waitForURL(/\/admin\/login$/, { timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    await editor.getByRole('status').filter({ hasText: adminMessages.login.sessionEnded }).waitFor();
  }, 60_000);

  it('a forgotten password is reset through the e-mailed link', async () => {
    const email = `forgetful.${Date.now()}@example.com`;
    await rig.server.services.auth.createUser({ name: 'Fergus Forgetful', email, password: 'old-password-1', role: Role.EDITOR });
    const page = await openPage(rig, '/admin/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: adminMessages.staff.resetRequested }).waitFor();

    const path = await linkPath(email, /reset/i, '/admin/reset-password/');
    await page.goto(rig.url(path));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('new-password-22');
    await page.getByLabel('Repeat the new password').fill('new-password-22');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/admin\/login$/);
    await page.getByText(adminMessages.staff.passwordReset).waitFor();
    await signIn(page, { email, password: 'new-password-22' });

    // The link works once: opened again, it says so before any password is typed (issue #33).
    const again = await openPage(rig, path);
    await again.getByRole('heading', { level: 1, name: adminMessages.staff.linkUsed }).waitFor();
    await again.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(await again.getByLabel('New password', { exact: true }).count()).toBe(0);
  }, 60_000);
});
