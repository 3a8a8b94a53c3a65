import type { Page } from 'playwright-core';
import { Role } from '../../server/src/auth/roles';
import { MemberStatus, MemberType } from '../../server/src/members/member.enums';
import { applicationInput, event, member, project } from '../../server/test/factories';
import type { MembershipApplicationInput } from '../../server/src/api/members/member.inputs';
import { adminPages } from '../src/admin/layout/adminPages';
import { axeViolations, closedAfterEachTest, describeBrowser, seriousViolations as serious } from './browser';
import { newStaffLogin, signInAs, startRig, VIEWPORTS, type BrowserRig } from './server';

const opened = closedAfterEachTest();

/** Signs a new admin in at a viewport. */
async function adminPage(rig: BrowserRig, viewport: { width: number; height: number }): Promise<Page> {
  const page = await signInAs(rig, await newStaffLogin(rig, Role.ADMIN, 'Ash Sweep', 'sweep'), viewport);
  opened.push(page);
  return page;
}

/** Opens an admin path and waits until its heading is drawn and nothing is loading. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
}

/**
 * Opens a dialog with `opener`, checks it with axe, then closes it with Escape.
 * @returns its serious and critical violations
 */
async function dialogViolations(page: Page, opener: () => Promise<void>, name: string | RegExp): Promise<string[]> {
  await opener();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  // Let the opening animation and the focus move settle.
  await page.waitForTimeout(300);
  const violations = serious(await axeViolations(page));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return violations;
}

describeBrowser('the admin passes axe on every page and its main dialogs, at 375 and 1280 px (issue #20)', () => {
  let rig: BrowserRig;
  let eventId: string;
  let issueId: string;
  beforeAll(async () => {
    rig = await startRig();
    const { services } = rig.server;
    await member(services, { fullName: 'Pat Pending', status: MemberStatus.PENDING });
    await member(services, { fullName: 'Alex Approved', status: MemberStatus.APPROVED });
    eventId = (await event(services, { title: 'Sweep working bee', maxAttendees: 20 })).id;
    // What the dialogs and pages below need: a live and a trashed item, an e-mail in the outbox,
    // a confirmed subscriber and a sent issue.
    await project(services, { title: 'Sweep rain garden' });
    await project(services, { title: 'Sweep old mural', isDeleted: true });
    await services.members.apply(
      applicationInput({ fullName: 'Olive Outbox', memberType: MemberType.OWNER }) as unknown as MembershipApplicationInput,
    );
    await services.db.query(
      `INSERT INTO newsletter_subscribers (email, status, consent_at, consent_page, consent_wording, unsubscribe_token, confirmed_at)
       VALUES ('sweep.reader@example.org', 'CONFIRMED', now(), '/', 'test', md5('sweep') || md5('reader'), now())`,
    );
    issueId = (await services.newsletter.send({ id: null, name: 'Ash Sweep' }, { subject: 'Sweep news', content: '<p>Hello, street.</p>' }, 1)).id;
  }, 120_000);
  afterAll(async () => {
    await rig?.stop();
  });

  for (const viewport of VIEWPORTS) {
    it(`every page in the sidebar, the attendees and check-in screens at ${viewport.width} px`, async () => {
      const page = await adminPage(rig, viewport);
      const paths = [...new Set(adminPages.map((p) => p.path)), `/admin/cms/events/${eventId}/attendees`, `/admin/cms/events/${eventId}/check-in`];
      const found: Record<string, string[]> = {};
      for (const path of paths) {
        await open(page, rig.url(path));
        const violations = serious(await axeViolations(page));
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
    }, 180_000);

    it(`the Add Member, Member Details and new content dialogs at ${viewport.width} px`, async () => {
      const page = await adminPage(rig, viewport);
      const found: Record<string, string[]> = {};
      await open(page, rig.url('/admin/members'));
      await page.getByRole('button', { name: 'Add Member' }).first().click();
      await page.getByRole('dialog').waitFor();
      const addMember = serious(await axeViolations(page));
      if (addMember.length) found['Add Member'] = addMember;
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page
        .getByRole('button', { name: /Alex Approved/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      const details = serious(await axeViolations(page));
      if (details.length) found['Member Details'] = details;
      await open(page, rig.url('/admin/cms/events'));
      await page
        .getByRole('button', { name: /^(Add|New)/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      const content = serious(await axeViolations(page));
      if (content.length) found['new event'] = content;
      expect(found).toEqual({});
    }, 180_000);

    it(`the review, confirmation and e-mail dialogs, a newsletter issue and the password link pages at ${viewport.width} px`, async () => {
      const page = await adminPage(rig, viewport);
      const found: Record<string, string[]> = {};
      const check = (name: string, violations: string[]) => {
        if (violations.length) found[name] = violations;
      };
      const click = (name: string) => () => page.getByRole('button', { name, exact: true }).first().click();

      await open(page, rig.url('/admin/pending'));
      check('Approve Member', await dialogViolations(page, click('Approve Pat Pending'), 'Approve Member'));
      check('Reject Member', await dialogViolations(page, click('Reject Pat Pending'), 'Reject Member'));

      await open(page, rig.url('/admin/members'));
      check('Deactivate Member', await dialogViolations(page, click('Deactivate Alex Approved'), 'Deactivate Member'));

      await open(page, rig.url('/admin/cms/projects'));
      check('Delete project?', await dialogViolations(page, click('Delete Sweep rain garden'), 'Delete project?'));
      await page.getByRole('button', { name: 'Trash', exact: true }).click();
      await page.getByRole('heading', { name: 'Projects: Trash' }).waitFor();
      check('Delete permanently?', await dialogViolations(page, click('Delete permanently: Sweep old mural'), 'Delete permanently?'));

      await open(page, rig.url('/admin/newsletter'));
      check(
        'Send the newsletter?',
        await dialogViolations(page, () => page.getByRole('button', { name: /^Send to \d+ confirmed subscriber/ }).click(), 'Send the newsletter?'),
      );

      await open(page, rig.url('/admin/messages'));
      const outbox = page.getByRole('region', { name: /E-mail outbox/ });
      const received = outbox
        .getByRole('listitem')
        .filter({ hasText: /application/i })
        .first();
      const subject = (await received.locator('.inbox__email-subject').innerText()).trim();
      check('outbox message', await dialogViolations(page, () => received.getByRole('button', { name: 'Open' }).click(), subject));

      const pages = [`/admin/newsletter/${issueId}`, '/admin/reset-password/not-a-real-token', '/admin/accept-invite/not-a-real-token'];
      for (const path of pages) {
        await open(page, rig.url(path));
        check(path, serious(await axeViolations(page)));
      }
      expect(found).toEqual({});
    }, 180_000);
  }
});
