import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { messages } from '../../shared/messages';
import { adminMessages } from '../../shared/admin-messages';
import { closedAfterEachTest, describeBrowser, pageProblems } from './browser';
import { PHONE, signInAsDemo, startRig, WIDE, type BrowserRig } from './server';

const opened = closedAfterEachTest();

/** Opens a fresh browser context (its own storage, so its own session) signed in through /admin/login. */
async function signedIn(rig: BrowserRig, role: 'ADMIN' | 'EDITOR', pathname: string, viewport = WIDE): Promise<Page> {
  const page = await signInAsDemo(rig, role, viewport);
  opened.push(page);
  await page.goto(rig.url(pathname));
  return page;
}

/** The number on one of the five stat cards once loaded. */
async function stat(page: Page, key: 'total' | 'pending' | 'approved' | 'rejected' | 'inactive'): Promise<number> {
  const card = page.getByTestId(`member-stat-${key}`);
  await page.waitForFunction((k) => /\d/.test(document.querySelector(`[data-testid="member-stat-${k}"]`)?.textContent ?? ''), key);
  return Number((await card.innerText()).replace(/\D/g, ''));
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).waitFor();

/** Today in the association's time zone as YYYY-MM-DD (the export's file-name date). */
const melbourneToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());

describeBrowser('admin members, audit log and messages (issue 4)', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await rig?.stop();
  });

  it('shows one admin the approval another admin makes, in the list and the stat cards, without a reload', async () => {
    const first = await signedIn(rig, 'ADMIN', '/admin/members');
    const second = await signedIn(rig, 'ADMIN', '/admin/members');
    // The watcher's live connection is open before the change happens.
    await second.getByTestId('realtime-connection').filter({ hasText: 'Connected' }).waitFor();
    await first.getByTestId('realtime-connection').filter({ hasText: 'Connected' }).waitFor();
    const pendingBefore = await stat(second, 'pending');
    const approvedBefore = await stat(second, 'approved');
    await second.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const approveButton = first.getByRole('button', { name: /^Approve / }).first();
    const name = (await approveButton.getAttribute('aria-label'))!.replace(/^Approve /, '');
    await second.getByRole('button', { name: `Approve ${name}` }).waitFor();

    await approveButton.click();
    const dialog = first.getByRole('dialog', { name: 'Approve Member' });
    await dialog.getByLabel('Notes (optional)').fill('Checked the utility bill.');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await toast(first, adminMessages.members.approved);

    await second.getByRole('button', { name: `Deactivate ${name}` }).waitFor();
    expect(await second.getByRole('button', { name: `Approve ${name}` }).count()).toBe(0);
    await second.waitForFunction(
      (n) => document.querySelector('[data-testid="member-stat-pending"]')?.textContent?.endsWith(String(n)),
      pendingBefore - 1,
    );
    expect(await stat(second, 'pending')).toBe(pendingBefore - 1);
    expect(await stat(second, 'approved')).toBe(approvedBefore + 1);
    expect(await second.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it('keeps search, filters and sort in the URL across a reload, and Clear All Filters empties them', async () => {
    const page = await signedIn(rig, 'ADMIN', '/admin/members');
    const filters = page.getByRole('search', { name: 'Filter members' });
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .waitFor();
    await filters.getByRole('searchbox', { name: 'Search' }).fill('SON');
    await filters.getByRole('combobox', { name: 'Status', exact: true }).selectOption('approved');
    await filters.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
    await filters.getByRole('combobox', { name: 'Order' }).selectOption('asc');
    await page.waitForURL((url) => url.searchParams.get('q') === 'SON');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'SON', status: 'approved', sort: 'name', order: 'asc' });

    await page.reload();
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .waitFor();
    expect(await filters.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('SON');
    expect(await filters.getByRole('combobox', { name: 'Status', exact: true }).inputValue()).toBe('approved');
    expect(await filters.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('name');
    expect(await filters.getByRole('combobox', { name: 'Order' }).inputValue()).toBe('asc');
    const names = await page.locator('.members__name').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toContain('son');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const badges = await page
      .locator('.members__main .badge--approved, .members__main .badge--pending, .members__main .badge--rejected, .members__main .badge--inactive')
      .allInnerTexts();
    expect(new Set(badges)).toEqual(new Set(['Approved']));
    await page.getByText(/^Showing \d+–\d+ of \d+ members?$/).waitFor();

    await filters.getByRole('button', { name: 'Clear All Filters' }).click();
    await page.waitForURL((u) => u.search === '');
    expect(await filters.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
  });

  it('disables Export Filtered for all statuses, and Export All downloads members-all-{date}.csv with one row per member', async () => {
    const page = await signedIn(rig, 'ADMIN', '/admin/members');
    const total = await stat(page, 'total');
    expect(await page.getByRole('button', { name: 'Export Filtered' }).isDisabled()).toBe(true);
    // The rows on screen, not the total twice (issue #20: "Showing 30 of 30 members" above 25 rows).
    await page.getByText(`Showing 1–${Math.min(25, total)} of ${total} members`).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export All' }).click()]);
    expect(download.suggestedFilename()).toBe(`members-all-${melbourneToday()}.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.split('\r\n').filter((line) => line !== '');
    // UTF-8 with a byte order mark, so Excel keeps accented names whole (issue #20).
    // SPEC §7's columns first and in order; every other register field follows (issue #33).
    expect(lines[0].startsWith('\uFEFFName,Email,Phone,Address,Type,Status,Join Date,Approved Date,Last Login,Member Number,')).toBe(true);
    expect(lines).toHaveLength(total + 1);
    await toast(page, adminMessages.members.exportCompleted);

    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('rejected');
    const rejected = await stat(page, 'rejected');
    const filtered = page.getByRole('button', { name: 'Export Filtered' });
    await page.waitForFunction(() => Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Export Filtered' && !b.disabled));
    const [byStatus] = await Promise.all([page.waitForEvent('download'), filtered.click()]);
    expect(byStatus.suggestedFilename()).toBe(`members-rejected-${melbourneToday()}.csv`);
    const rows = fs
      .readFileSync((await byStatus.path())!, 'utf8')
      .split('\r\n')
      .filter((line) => line !== '');
    expect(rows).toHaveLength(rejected + 1);
  });

  it("edits a member's phone with the /join rules, toasts success, and the audit log shows the change", async () => {
    const page = await signedIn(rig, 'ADMIN', '/admin/members?q=olivia');
    await page.getByRole('button', { name: 'Edit Olivia Smith' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Member' });
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    const before = await phone.inputValue();
    expect(await dialog.getByLabel('Organisation / Legal Name').count()).toBe(Number(await dialog.getByLabel('Receipt requested').isChecked()));

    // The shared rules refuse what /join refuses.
    await phone.fill('');
    await dialog.getByRole('spinbutton', { name: 'Number of Adults' }).fill('-1');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Phone is required').waitFor();
    await dialog.getByText(messages.validation.min('Number of Adults', 0)).waitFor();

    await phone.fill('0499 111 222');
    await dialog.getByRole('spinbutton', { name: 'Number of Adults' }).fill('2');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, adminMessages.members.updated);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: '0499 111 222' }).waitFor();

    await page.goto(rig.url('/admin/audit?type=member'));
    const row = page
      .getByRole('row')
      .filter({ hasText: `Phone: ${before}` })
      .filter({ hasText: '0499 111 222' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Update/);
    expect(await row.innerText()).toMatch(/Demo Admin/);
    // The record by name, not an id fragment; filters by text, action and person (issue #20).
    expect(await row.innerText()).toContain('Olivia Smith');
    const auditFilters = page.getByRole('search', { name: 'Filter the audit log' });
    await auditFilters.getByLabel('Search').fill('0499 111 222');
    await auditFilters.getByRole('button', { name: 'Search' }).click();
    await auditFilters.getByLabel('Action').selectOption('update');
    await auditFilters.getByLabel('Person').selectOption({ label: 'Demo Admin' });
    await page.waitForURL(
      (u) => u.searchParams.get('q') === '0499 111 222' && u.searchParams.get('action') === 'update' && u.searchParams.has('actor'),
    );
    await row.waitFor();
    await auditFilters.getByLabel('Action').selectOption('approve');
    await row.waitFor({ state: 'detached' });

    // The member's own history in the details dialog lists the same change.
    await page.goto(rig.url('/admin/members?q=olivia'));
    await page.getByRole('button', { name: 'View Olivia Smith' }).click();
    const details = page.getByRole('dialog', { name: 'Member Details' });
    await details.getByRole('heading', { name: 'History' }).waitFor();
    await details.getByText(`Phone: ${before}`).waitFor();
  });

  it('adds a member as approved, and keeps Reject disabled until a reason is typed', async () => {
    const page = await signedIn(rig, 'ADMIN', '/admin/members');
    const total = await stat(page, 'total');
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await dialog.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Quinn Added');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`quinn.${Date.now()}@example.com`);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('0400 000 111');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('1 Test Street, Greenfield');
    await dialog.getByRole('combobox', { name: 'Status', exact: true }).selectOption('APPROVED');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await toast(page, adminMessages.members.created);
    await page.waitForFunction((n) => document.querySelector('[data-testid="member-stat-total"]')?.textContent?.endsWith(String(n)), total + 1);
    await page.getByRole('button', { name: 'Deactivate Quinn Added' }).waitFor();

    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('pending');
    const reject = page.getByRole('button', { name: /^Reject / }).first();
    await reject.click();
    const rejectDialog = page.getByRole('dialog', { name: 'Reject Member' });
    const confirm = rejectDialog.getByRole('button', { name: 'Reject', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await rejectDialog.getByLabel('Reason for rejection').fill('   ');
    expect(await confirm.isDisabled()).toBe(true);
    await rejectDialog.getByLabel('Reason for rejection').fill('Outside the association area');
    expect(await confirm.isDisabled()).toBe(false);
    await rejectDialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows "Database connection error" with the error text when the list fails, and Retry Connection loads it', async () => {
    const page = await signedIn(rig, 'ADMIN', '/admin');
    let failing = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (failing && body.includes('"operationName":"AdminMembers"')) {
        await route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [{ message: 'relation "members" is unavailable', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          }),
        });
      } else await route.continue();
    });
    await page.goto(rig.url('/admin/members'));
    await page.getByText(adminMessages.members.connectionError).waitFor();
    await page.getByText(adminMessages.members.databaseError('relation "members" is unavailable', 'INTERNAL_SERVER_ERROR')).waitFor();
    await page.getByRole('button', { name: 'Reload Page' }).waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Retry Connection' }).click();
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .waitFor();
    expect(await page.getByText(adminMessages.members.connectionError).count()).toBe(0);
  });

  it('sends an editor from /admin/members and /admin/audit to /admin, and lets them handle messages without the outbox (issue #18)', async () => {
    const page = await signedIn(rig, 'EDITOR', '/admin/members');
    await page.waitForURL(/\/admin$/);
    await page.goto(rig.url('/admin/audit'));
    await page.waitForURL(/\/admin$/);
    expect(await page.getByRole('link', { name: 'Members', exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: /^Messages/ }).click();
    await page.getByRole('heading', { name: /^Contact messages/ }).waitFor();
    expect(page.url()).toMatch(/\/admin\/messages$/);
    expect(await page.getByRole('heading', { name: /^E-mail outbox/ }).count()).toBe(0);
  });

  for (const viewport of [WIDE, PHONE]) {
    it(`passes axe and fits the screen at ${viewport.width} px on /admin/members (also with Edit and Details open), /admin/audit and /admin/messages`, async () => {
      const page = await signedIn(rig, 'ADMIN', '/admin/members', viewport);
      const problems: string[] = [];
      const check = async (label: string) => problems.push(...(await pageProblems(page, label)));
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .waitFor();
      await check('/admin/members');
      await page.locator('summary', { hasText: 'Raw data' }).click();
      await page.locator('summary', { hasText: 'All Members Data' }).click();
      await page.getByRole('region', { name: 'All members data' }).waitFor();
      await check('/admin/members with the raw and all-data tables open');
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Edit Member' }).waitFor();
      await check('/admin/members Edit Member');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // The details dialog's scrolling body can be reached by keyboard (issue #20: axe scrollable-region-focusable).
      await page
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Member Details' }).getByRole('heading', { name: 'History' }).waitFor();
      await check('/admin/members Member Details');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.goto(rig.url('/admin/audit'));
      await page.getByRole('heading', { name: 'Entries' }).waitFor();
      await page.locator('.audit__table, .state').first().waitFor();
      await check('/admin/audit');

      await page.goto(rig.url('/admin/messages'));
      await page.getByRole('heading', { name: /^E-mail outbox/ }).waitFor();
      await page.locator('.inbox__outbox, .state').last().waitFor();
      await check('/admin/messages');
      expect(problems).toEqual([]);
    });
  }
});
