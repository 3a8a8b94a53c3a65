import { adminMessages } from '../../shared/admin-messages';
import { defaultSettings } from '../../shared/settings-defaults';
import { axeViolations, closedAfterEachTest, describeBrowser, seriousViolations as serious } from './browser';
import { signInAsDemo, startRig, VIEWPORTS, type BrowserRig } from './server';

describeBrowser('an honest outbox with no mail server: the banner, "Kept — not sent", and the message as it would look (issue #18)', () => {
  let rig: BrowserRig;
  const opened = closedAfterEachTest();
  const applicant = `outbox-${Date.now()}@example.org`;

  beforeAll(async () => {
    // No SMTP_URL: nothing leaves the server.
    rig = await startRig();
    const applied = await rig.server.gql(`mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id } }`, {
      input: { fullName: 'Kit Kept', email: applicant, phone: '0412 345 671', address: '5 Vine St', memberType: 'OWNER', termsAccepted: true },
    });
    expect(applied.errors).toBeUndefined();
    await rig.server.services.outbox.runOnce();
  }, 180_000);
  afterAll(async () => {
    await rig?.stop();
  });

  for (const viewport of VIEWPORTS) {
    it(`says e-mail is not delivered and how to set it up, lists the message as kept and opens it rendered, axe clean at ${viewport.width} px`, async () => {
      const page = await signInAsDemo(rig, 'ADMIN', viewport);
      opened.push(page);

      // Every admin page carries the banner: not delivered, and SMTP_URL is how to fix it.
      const banner = page.getByRole('status').filter({ hasText: adminMessages.outbox.notConfigured });
      await banner.waitFor();
      expect(await banner.textContent()).toContain('set SMTP_URL');

      await page.goto(rig.url('/admin/messages'));
      await page.getByRole('heading', { name: /^E-mail outbox/, level: 2 }).waitFor();
      await banner.waitFor();
      const row = page.getByRole('listitem').filter({ hasText: applicant });
      await row.waitFor();
      expect(await row.getByText(adminMessages.outbox.kept, { exact: true }).count()).toBe(1);
      expect(await row.getByText('Sent', { exact: true }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(serious(await axeViolations(page))).toEqual([]);

      await row.getByRole('button', { name: 'Open' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByText(`To ${applicant}`).waitFor();
      const frame = page.frameLocator('iframe[title="The e-mail as sent"]');
      await frame.getByText('Hi Kit Kept,').waitFor();
      await frame.getByText(defaultSettings.address, { exact: false }).first().waitFor();
      expect(serious(await axeViolations(page))).toEqual([]);
    }, 180_000);
  }

  it('never says “sent” for a mail that was kept: a staff invitation and a newsletter test say they are kept in the outbox (issue #33)', async () => {
    const page = await signInAsDemo(rig, 'ADMIN', VIEWPORTS[1]);
    opened.push(page);
    await page.goto(rig.url('/admin/staff'));
    const invitee = `kept-invite-${Date.now()}@example.org`;
    const form = page.getByRole('form', { name: 'Invite a staff member' });
    await form.getByLabel('Name').fill('Kim Kept');
    await form.getByLabel('Email').fill(invitee);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await page
      .getByTestId('toast')
      .filter({ hasText: adminMessages.staff.invitedKept(invitee) })
      .waitFor();
    expect(
      await page
        .getByTestId('toast')
        .filter({ hasText: adminMessages.staff.invited(invitee) })
        .count(),
    ).toBe(0);

    await page.goto(rig.url('/admin/newsletter'));
    await page.getByRole('textbox', { name: 'Subject' }).fill('Kept test');
    await page.getByRole('textbox', { name: 'Content' }).fill('Hello **neighbours**.');
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    const me = (await rig.demoLogin('ADMIN')).email;
    await page
      .getByTestId('toast')
      .filter({ hasText: adminMessages.newsletterAdmin.testKept(me) })
      .waitFor();
    expect(
      await page
        .getByTestId('toast')
        .filter({ hasText: /^Test sent/ })
        .count(),
    ).toBe(0);
  });
});
