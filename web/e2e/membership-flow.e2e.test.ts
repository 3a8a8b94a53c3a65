import type { Page } from 'playwright-core';
import { messages } from '../../shared/messages';
import { adminMessages } from '../../shared/admin-messages';
import { describeBrowser, pageProblems } from './browser';
import { openPage, signIn, startRig, submitSignIn, VIEWPORTS, WIDE, type BrowserRig } from './server';

const activeMembers = async (page: Page): Promise<number> => {
  const tile = page.getByTestId('stat-active-members');
  await tile.waitFor();
  return Number((await tile.innerText()).replace('+', ''));
};

async function fillApplication(page: Page, name: string, email: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Vine Street, Greenfield');
  await form.getByRole('combobox', { name: 'Member Type', exact: true }).selectOption('RENTER');
  await form.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
}

describeBrowser('membership: apply, review, live stats (issue 2 flow)', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await rig?.stop();
  });

  it('applies on /join, is told about a duplicate email, is approved on /admin/pending, and Home counts one more Active Member', async () => {
    const resident = await openPage(rig, '/');
    const before = await activeMembers(resident);

    // On a phone the navigation sits behind the menu toggle.
    const toggle = resident.getByRole('button', { name: /menu/i });
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await resident.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join' }).click();
    await resident.waitForURL(/\/join$/);
    const email = `e2e.${Date.now()}@example.com`;
    await fillApplication(resident, 'Erin Tester', email);
    await resident.getByRole('button', { name: 'Submit Application' }).click();
    await resident.getByText(messages.membership.success).waitFor();

    await fillApplication(resident, 'Erin Again', email.toUpperCase());
    await resident.getByRole('button', { name: 'Submit Application' }).click();
    await resident.getByTestId('toast').filter({ hasText: messages.membership.duplicateEmail }).waitFor();

    const admin = await openPage(rig, '/admin/login', WIDE);
    await submitSignIn(admin, await rig.demoLogin('ADMIN'));
    await admin.getByText(adminMessages.login.success).waitFor();
    await admin.waitForURL(/\/admin$/);

    await admin.goto(rig.url('/admin/pending'));
    await admin.getByRole('button', { name: 'Approve Erin Tester' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approve Member' });
    await dialog.getByLabel('Notes (optional)').fill('Welcome!');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByText(adminMessages.members.approved).waitFor();

    await resident.goto(rig.url('/'));
    await resident.waitForFunction(
      (expected) => document.querySelector('[data-testid="stat-active-members"]')?.textContent === `${expected}+`,
      before + 1,
    );
    expect(await activeMembers(resident)).toBe(before + 1);
    const [stored] = (await rig.server.services.db.query('SELECT status, approved_by, notes FROM members WHERE email = $1', [email])) as {
      status: string;
      approved_by: string;
      notes: string;
    }[];
    expect(stored).toEqual({ status: 'approved', approved_by: 'Demo Admin', notes: 'Welcome!' });
  });

  it('sends anonymous visitors of admin pages to the sign-in screen, and editors from admin-only pages to /admin', async () => {
    const anonymous = await openPage(rig, '/admin/pending', WIDE);
    await anonymous.waitForURL(/\/admin\/login$/);
    await signIn(anonymous, await rig.demoLogin('EDITOR'));
    await anonymous.goto(rig.url('/admin/pending'));
    await anonymous.waitForURL(/\/admin$/);
    await anonymous.goto(rig.url('/admin/login'));
    await anonymous.waitForURL(/\/admin$/);
  });

  it('refuses a wrong password with the SPEC message', async () => {
    const page = await openPage(rig, '/admin/login', WIDE);
    await submitSignIn(page, { email: 'nobody@example.com', password: 'wrong-password' });
    await page.getByTestId('toast').filter({ hasText: adminMessages.login.invalid }).waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);
  });

  it('shows the required-field messages on an empty /join submit and keeps the organisation field hidden until a receipt is asked for', async () => {
    const page = await openPage(rig, '/join');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const text of ['Full Name is required', 'Email is required', 'Phone is required', 'Address is required', messages.validation.terms]) {
      await page.getByText(text).first().waitFor();
    }
    const form = page.getByRole('main');
    expect(await form.getByLabel('Organisation / Legal Name').count()).toBe(0);
    await form.getByLabel('I would like a receipt').check();
    await form.getByLabel('Organisation / Legal Name').waitFor();
  });

  for (const viewport of VIEWPORTS) {
    it(`passes axe and fits the screen at ${viewport.width} px on Home, /join, /admin/login, /admin and /admin/pending`, async () => {
      const page = await openPage(rig, '/', viewport);
      await page.getByTestId('stat-active-members').waitFor();
      await page.getByRole('heading', { name: 'Neighbours Say' }).waitFor();
      const problems: string[] = [];
      const check = async (label: string) => problems.push(...(await pageProblems(page, label)));
      await check('/');
      await page.goto(rig.url('/join'));
      await page.getByRole('button', { name: 'Submit Application' }).waitFor();
      await check('/join');
      await page.goto(rig.url('/admin/login'));
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      await check('/admin/login');
      await signIn(page, await rig.demoLogin('ADMIN'));
      await page.getByText('Total Members').first().waitFor();
      await check('/admin');
      await page.goto(rig.url('/admin/pending'));
      await page.getByRole('button', { name: 'Refresh' }).waitFor();
      await check('/admin/pending');
      expect(problems).toEqual([]);
    });
  }
});
