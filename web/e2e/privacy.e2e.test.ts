import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { messages } from '../../shared/messages';
import { adminMessages } from '../../shared/admin-messages';
import { findPersonalData } from '../../server/src/privacy/personal-data-scan';
import { member } from '../../server/test/factories';
import { Member } from '../../server/src/members/member.entity';
import { MemberStatus } from '../../server/src/members/member.enums';
import { MoneyKind, PaymentMethod } from '../../server/src/money';
import { axeViolations, closedAfterEachTest, describeBrowser, overflowsHorizontally } from './browser';
import { openPage, signInAsDemo, startRig, WIDE, type BrowserRig } from './server';

const opened = closedAfterEachTest();

/** A fresh browser context signed in as the demo admin, at a path. */
async function signedIn(rig: BrowserRig, pathname: string, viewport = WIDE): Promise<Page> {
  const page = await signInAsDemo(rig, 'ADMIN', viewport);
  opened.push(page);
  await page.goto(rig.url(pathname));
  return page;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).waitFor();

describeBrowser('privacy: find, export, erase (issue #19)', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig({ PUBLIC_WRITE_LIMIT: '0' });
  });
  afterAll(async () => {
    await rig?.stop();
  });

  it('finds a person’s records by e-mail, exports them as JSON, and erases them after the confirmation', async () => {
    const email = `privacy.e2e.${Date.now()}@example.com`;
    const applied = await rig.server.gql('mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id } }', {
      input: {
        fullName: 'Petra Browser',
        email,
        phone: '0411 222 333',
        address: '7 Quill Street, Greenfield',
        memberType: 'OWNER',
        termsAccepted: true,
      },
    });
    expect(applied.errors).toBeUndefined();
    await rig.server.gql('mutation($email: String!) { subscribeNewsletter(email: $email) }', { email });

    const page = await signedIn(rig, '/admin/privacy');
    await page.getByRole('heading', { name: 'Privacy', level: 1 }).waitFor();
    await page.getByLabel('E-mail address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find' }).click();
    const counts = page.getByRole('list', { name: 'Records by kind' });
    await counts.getByText('Member records').waitFor();
    expect(await counts.innerText()).toMatch(/1\s*Member records/);
    expect(await counts.innerText()).toMatch(/1\s*Newsletter subscription/);
    await page.getByRole('cell', { name: 'Petra Browser' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export (JSON)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const json = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      members: { email: string }[];
      newsletterSubscriptions: unknown[];
    };
    expect(json.members.map((m) => m.email)).toEqual([email]);
    expect(json.newsletterSubscriptions).toHaveLength(1);
    await toast(page, adminMessages.privacy.exported);

    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
    await dialog.getByText('Member records: 1').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const erase = dialog.getByRole('button', { name: 'Erase everything' });
    expect(await erase.isDisabled()).toBe(true);
    await dialog.getByLabel('Type the e-mail address again to confirm').fill(email);
    await erase.click();
    await toast(page, adminMessages.privacy.erased);
    await page.getByText(adminMessages.privacy.notFound).waitFor();

    // Nothing in any table holds the address any more.
    expect(await findPersonalData(rig.server.services.db.manager, [email, 'Petra Browser', '0411 222 333', '7 Quill Street'])).toEqual([]);
  });

  it('lists a donor’s payments and receipts, and erasure keeps them without the address, saying so (issue #34)', async () => {
    const email = `donor.e2e.${Date.now()}@example.com`;
    const { db, payments } = rig.server.services;
    await db.transaction((tx) =>
      payments.receive(
        tx,
        { id: null, name: 'Tess Treasurer' },
        {
          payerName: 'Dana Browser',
          payerEmail: email,
          kind: MoneyKind.DONATION,
          amountCents: 5000,
          method: PaymentMethod.CASH,
          paidOn: '2026-08-01',
        },
      ),
    );
    const page = await signedIn(rig, '/admin/privacy');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Find' }).click();
    const counts = page.getByRole('list', { name: 'Records by kind' });
    await counts.getByText('Payments and receipts').waitFor();
    expect(await counts.innerText()).toMatch(/2\s*Payments and receipts/);
    const table = page.getByRole('region', { name: 'Payments and receipts' });
    await table.getByRole('cell', { name: '$50.00' }).first().waitFor();
    expect(await table.getByRole('cell', { name: 'Receipt' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
    await dialog.getByText(/Payments and receipts: 2 \(kept: the law requires financial records to be kept for 7 years/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Type the e-mail address again to confirm').fill(email);
    await dialog.getByRole('button', { name: 'Erase everything' }).click();
    await toast(page, `Erased. ${adminMessages.privacy.paymentsKept(2)}`);
    expect(await findPersonalData(db.manager, [email])).toEqual([]);
    const [entry] = (await db.query(`SELECT payer_name, payer_email FROM ledger_entries WHERE payer_name = 'Dana Browser'`)) as unknown[];
    expect(entry).toEqual({ payer_name: 'Dana Browser', payer_email: null });
  });

  it('reconsiders a rejected application and sets the join date of a member entered by staff, from Member Details', async () => {
    const name = `Paper Form ${Date.now()}`;
    const m = await member(rig.server.services, {
      fullName: name,
      status: MemberStatus.REJECTED,
      enteredByStaff: true,
      notes: 'Phoned: proof of residency to follow',
      rejectionReason: 'Outside the area',
      rejectedDate: new Date(),
    });
    const page = await signedIn(rig, `/admin/members?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `View ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Member Details' });
    await dialog.getByLabel('Why look at this application again?').fill('Vine St is inside the area');
    await dialog.getByRole('button', { name: 'Reconsider' }).click();
    await toast(page, adminMessages.privacy.reconsidered);
    await dialog.getByLabel('Join date (entered by staff)').fill('2015-06-01');
    await dialog.getByRole('button', { name: 'Save join date' }).click();
    await toast(page, adminMessages.members.updated);
    const stored = await rig.server.services.db.getRepository(Member).findOneByOrFail({ id: m.id });
    expect(stored).toMatchObject({ status: MemberStatus.PENDING, joinDate: '2015-06-01', rejectionReason: null });
    expect(stored.notes).toMatch(/^Phoned: proof of residency to follow\nReconsidered .*: Vine St is inside the area$/);
    expect(await dialog.getByRole('button', { name: 'Reconsider' }).count()).toBe(0);
  });

  it('shows the register of members with which statuses count, and /join links its collection notice to /privacy', async () => {
    const page = await signedIn(rig, '/admin/register');
    await page.getByRole('heading', { name: /^Current members \(\d+\)$/ }).waitFor();
    expect(await page.locator('.admin-page__lead').innerText()).toContain('s 56');
    const join = await openPage(rig, '/join', WIDE);
    opened.push(join);
    await join.getByText(messages.privacyNotice).waitFor();
    await join.getByRole('link', { name: 'How we handle your information' }).click();
    await join.getByRole('heading', { name: 'How long we keep it' }).waitFor();
    expect(await join.locator('article').innerText()).toContain('Messages sent from the contact form, counted from when you sent them: 12 months.');
    // Former members' details stay until erased, and editors see who RSVPed: the page says so.
    const policy = await join.locator('article').innerText();
    expect(policy).toContain('after you leave until you ask us to erase them');
    expect(policy).toContain('who has RSVPed to each event');
  });

  it('passes axe and fits a 375 px screen on /admin/privacy (with results), /admin/register and /privacy', async () => {
    const phone = { width: 375, height: 800 };
    const [seeded] = (await rig.server.services.db.query(`SELECT email FROM members WHERE status = 'approved' ORDER BY member_number LIMIT 1`)) as {
      email: string;
    }[];
    const privacy = await signedIn(rig, '/admin/privacy', phone);
    await privacy.getByLabel('E-mail address').fill(seeded.email);
    await privacy.getByRole('button', { name: 'Find' }).click();
    await privacy.getByRole('list', { name: 'Records by kind' }).waitFor();
    await privacy.getByRole('heading', { name: 'The next daily run will remove' }).waitFor();
    expect(await axeViolations(privacy)).toEqual([]);
    expect(await overflowsHorizontally(privacy)).toBe(false);
    const register = await signedIn(rig, '/admin/register', phone);
    await register.getByRole('heading', { name: /^Former members/ }).waitFor();
    expect(await axeViolations(register)).toEqual([]);
    expect(await overflowsHorizontally(register)).toBe(false);
    const policy = await openPage(rig, '/privacy', phone);
    opened.push(policy);
    expect(await axeViolations(policy)).toEqual([]);
    expect(await overflowsHorizontally(policy)).toBe(false);
  });
});
