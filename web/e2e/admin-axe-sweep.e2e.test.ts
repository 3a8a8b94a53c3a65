import type { Page } from 'playwright-core';
import { Role } from '../../server/src/auth/roles';
import { MemberStatus } from '../../server/src/members/member.enums';
import { event, member } from '../../server/test/factories';
import { adminPages } from '../src/admin/layout/adminPages';
import { axeViolations, describeBrowser } from './browser';
import { startRig, type BrowserRig } from './server';

const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
];

/** Only what issue #20 forbids: serious and critical axe violations. */
const serious = (violations: string[]) => violations.filter((v) => /\[(serious|critical)\]/.test(v));

/** Signs a new admin in at a viewport. */
async function adminPage(rig: BrowserRig, viewport: { width: number; height: number }): Promise<Page> {
  const email = `sweep.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  await rig.server.services.auth.createUser({ name: 'Ash Sweep', email, password: 'sweep-password-1', role: Role.ADMIN });
  const page = await (await rig.browser.newContext({ viewport })).newPage();
  await page.goto(rig.url('/admin/login'));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('sweep-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin$/);
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

describeBrowser('the admin passes axe on every page and its main dialogs, at 375 and 1280 px (issue #20)', () => {
  let rig: BrowserRig;
  let eventId: string;
  beforeAll(async () => {
    rig = await startRig();
    await member(rig.server.services, { fullName: 'Pat Pending', status: MemberStatus.PENDING });
    await member(rig.server.services, { fullName: 'Alex Approved', status: MemberStatus.APPROVED });
    eventId = (await event(rig.server.services, { title: 'Sweep working bee', maxAttendees: 20 })).id;
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
    });

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
    });
  }
});
