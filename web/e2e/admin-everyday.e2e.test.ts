import type { Page } from 'playwright-core';
import { adminMessages } from '../../shared/admin-messages';
import { Role } from '../../server/src/auth/roles';
import { StaffTokens } from '../../server/src/auth/staff-tokens';
import { MemberType } from '../../server/src/members/member.enums';
import { applicationInput, member } from '../../server/test/factories';
import { closedAfterEachTest, describeBrowser } from './browser';
import { newStaffLogin, openPage, signInAs, startRig, WIDE, type BrowserRig } from './server';

const opened = closedAfterEachTest();

/** Fails the test when the page uses the browser's own alert/confirm/prompt (issue #33: the app's own dialogs). */
function refuseBrowserDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();

/** Issue #33: a committee's everyday view, at 1280 px. */
describeBrowser("a committee's everyday view (issue #33)", () => {
  let rig: BrowserRig;
  let tag = 0;
  const unique = () => `${Date.now().toString(36)}${++tag}`;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await rig?.stop();
  });

  async function admin(pathname: string): Promise<Page> {
    const page = await signInAs(rig, await newStaffLogin(rig, Role.ADMIN, 'Cora Committee', 'everyday'), WIDE);
    opened.push(page);
    await page.goto(rig.url(pathname));
    return page;
  }

  it('searches the pending list, approves a selection at once, and after a keyboard approval focuses the next row, all without sideways scrolling at 1280 px', async () => {
    const t = unique();
    const services = rig.server.services;
    const names = ['Ängela', 'Bruno', 'Chloé', 'Dmitri'].map((n) => `${n} Pendingtest${t}`);
    // Oldest first, so the list (newest first) shows Dmitri, Chloé, Bruno, Ängela.
    for (const fullName of names) {
      await member(services, {
        fullName,
        memberType: fullName.startsWith('Bruno') ? MemberType.RENTER : MemberType.OWNER,
        address: '12 A Rather Long Street Name, Sunshine North VIC 3020',
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const page = await admin('/admin/pending');
    const filters = page.getByRole('search', { name: 'Filter pending applications' });
    await filters.getByRole('searchbox', { name: 'Search' }).fill(`pendingtest${t}`);
    const rows = page.locator('tr[data-member-id]');
    await page.waitForFunction(() => document.querySelectorAll('tr[data-member-id]').length === 4);

    // Accents ignored, as in the members list; and the type filter.
    await filters.getByRole('searchbox', { name: 'Search' }).fill(`angela pendingtest${t}`);
    await page.waitForFunction(() => document.querySelectorAll('tr[data-member-id]').length === 1);
    expect(await rows.first().innerText()).toContain(names[0]);
    await filters.getByRole('searchbox', { name: 'Search' }).fill(`pendingtest${t}`);
    await filters.getByRole('combobox', { name: 'Member type' }).selectOption('RENTER');
    await page.waitForFunction(() => document.querySelectorAll('tr[data-member-id]').length === 1);
    expect(await rows.first().innerText()).toContain(names[1]);
    await filters.getByRole('combobox', { name: 'Member type' }).selectOption('');
    await page.waitForFunction(() => document.querySelectorAll('tr[data-member-id]').length === 4);

    // The table's columns fit: no sideways scroll in its region, nor on the page.
    const region = page.getByRole('region', { name: 'Pending membership applications' });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);

    // Bulk: tick Chloé and Bruno, approve them at once.
    await page.getByRole('checkbox', { name: `Select ${names[2]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 2 applications' });
    await dialog.getByLabel('Notes (optional)').fill('Approved at the May meeting.');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await toast(page, adminMessages.members.bulkApproved(2));
    await page.waitForFunction(() => document.querySelectorAll('tr[data-member-id]').length === 2);
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining(names[3]), expect.stringContaining(names[0])]);

    // Keyboard: approve Dmitri (first row); focus lands on the next row, now first.
    await page.getByRole('button', { name: `Approve ${names[3]}` }).focus();
    await page.keyboard.press('Enter');
    const single = page.getByRole('dialog', { name: 'Approve Member' });
    await single.waitFor();
    await single.getByRole('button', { name: 'Approve', exact: true }).focus();
    await page.keyboard.press('Enter');
    await toast(page, adminMessages.members.approved);
    await page.waitForFunction(() => document.querySelectorAll('tr[data-member-id]').length === 1);
    await page.waitForFunction((name) => document.activeElement?.closest('tr')?.textContent?.includes(name) ?? false, names[0]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Approve ${names[0]}`);

    // The last one: focus goes to the empty state.
    await page.keyboard.press('Enter');
    await single.waitFor();
    await single.getByRole('button', { name: 'Approve', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.classList.contains('pending__empty') ?? false);
  });

  it('updates the Messages badge and the dashboard counts live, without a reload', async () => {
    const page = await admin('/admin');
    const pendingCard = page.locator('.stat-card').filter({ hasText: 'Pending Applications' });
    await pendingCard.waitFor();
    const number = async (text: Promise<string>) => Number(((await text).match(/\d+/) ?? ['0'])[0]);
    const pendingBefore = await number(pendingCard.locator('.stat-card__value').innerText());
    // Honest labels: applications are not members; Total Members counts the approved ones.
    const stats = await rig.server.services.memberQueries.stats();
    const totalCard = page.locator('.stat-card').filter({ hasText: 'Total Members' });
    expect(await number(totalCard.locator('.stat-card__value').innerText())).toBe(stats.approved);
    expect(stats.total).toBeGreaterThan(stats.approved);
    const badge = page.getByRole('navigation').getByRole('link', { name: /^Messages/ });
    await badge.waitFor();
    // The live connection is open before anything changes.
    await page.waitForTimeout(1500);
    const unhandledBefore = Number((await badge.locator('.admin__badge').count()) ? await badge.locator('.admin__badge').innerText() : '0');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await rig.server.services.contact.contact({
      name: 'Lena Live',
      email: 'lena.live@example.com',
      message: 'Is the footpath on Ballarat Road being fixed?',
    });
    await page.waitForFunction((n) => document.querySelector('.admin__badge')?.textContent === String(n), unhandledBefore + 1, { timeout: 8000 });
    await page.getByRole('link', { name: `Contact messages: ${unhandledBefore + 1} not handled` }).waitFor({ timeout: 8000 });

    // An application from /join, through the service (which announces it).
    await rig.server.services.members.apply(applicationInput({ fullName: `Live Count ${unique()}`, memberType: MemberType.OWNER }) as never);
    await page.waitForFunction(
      (n) =>
        Array.from(document.querySelectorAll('.stat-card')).some(
          (c) => c.textContent?.includes('Pending Applications') && c.textContent.includes(String(n)),
        ),
      pendingBefore + 1,
      { timeout: 8000 },
    );
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it("asks with the app's own dialog, never the browser's confirm(), and Escape cancels", async () => {
    await rig.server.services.contact.contact({ name: 'Dora Dialog', email: 'dora.dialog@example.com', message: 'Please remove my old message.' });
    const page = await admin('/admin/messages');
    const browserDialogs = refuseBrowserDialogs(page);
    const card = page.locator('li.inbox__message').filter({ hasText: 'Dora Dialog' }).first();
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete message' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Delete the message from Dora Dialog?');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await card.count()).toBe(1);

    await card.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, adminMessages.contactInbox.deleted);
    await page.locator('li.inbox__message').filter({ hasText: 'Dora Dialog' }).waitFor({ state: 'detached' });
    expect(browserDialogs).toEqual([]);
  });

  it('says a used invitation link has been used, and an expired reset link has expired, as the page opens', async () => {
    const login = await newStaffLogin(rig, Role.EDITOR, 'Una Used', 'used');
    const user = await rig.server.services.auth.findByEmail(login.email);
    const tokens = new StaffTokens();
    const used = await rig.server.services.db.transaction(async (tx) => {
      const secret = await tokens.issue(tx, user!.id, 'invite', 24);
      await tokens.consume(tx, 'invite', secret);
      return secret;
    });
    const page = await openPage(rig, `/admin/accept-invite/${used}`, WIDE);
    opened.push(page);
    await page.getByRole('heading', { level: 1, name: adminMessages.staff.linkUsed }).waitFor();
    expect(await page.getByText(adminMessages.staff.linkNextInvite).count()).toBe(1);
    expect(await page.getByLabel('New password').count()).toBe(0);

    const expired = await rig.server.services.db.transaction((tx) => tokens.issue(tx, user!.id, 'reset', -1));
    await page.goto(rig.url(`/admin/reset-password/${expired}`));
    await page.getByRole('heading', { level: 1, name: adminMessages.staff.linkExpired }).waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);
  });
});
