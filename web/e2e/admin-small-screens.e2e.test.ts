import type { Page } from 'playwright-core';
import { adminMessages } from '../../shared/admin-messages';
import { Role } from '../../server/src/auth/roles';
import { MemberStatus } from '../../server/src/members/member.enums';
import { event, member, newsItem, photo, resource, testimonial } from '../../server/test/factories';
import { axeViolations, describeBrowser, overflowsHorizontally } from './browser';
import { newStaffLogin, PHONE, signInAs, startRig, type BrowserRig } from './server';

/** Signs a new admin in at a viewport, in the browser's own time zone. */
async function adminPage(rig: BrowserRig, viewport: { width: number; height: number }, timezoneId?: string): Promise<Page> {
  return signInAs(rig, await newStaffLogin(rig, Role.ADMIN, 'Sam Small', 'small'), viewport, timezoneId ? { timezoneId } : {});
}

/** True when the element's right edge is inside the viewport (reachable without scrolling sideways). */
const inView = (page: Page, name: string) =>
  page
    .getByRole('button', { name })
    .first()
    .evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth);

describeBrowser('the admin on a phone and in another time zone (issue #20)', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  }, 120_000);
  afterAll(async () => {
    await rig?.stop();
  });

  it('puts Pending Review’s Approve and the CMS rows’ Edit on screen at 375 px, without sideways scrolling', async () => {
    const applicant = await member(rig.server.services, { fullName: 'Pat Pending', status: MemberStatus.PENDING });
    // A row in every collection, whatever the demo content holds.
    await photo(rig.server.services, 'Street party');
    await newsItem(rig.server.services);
    await testimonial(rig.server.services);
    const page = await adminPage(rig, PHONE);
    await page.goto(rig.url('/admin/pending'));
    await page.getByRole('button', { name: `Approve ${applicant.fullName}` }).waitFor();
    expect(await inView(page, `Approve ${applicant.fullName}`)).toBe(true);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    for (const path of ['projects', 'events', 'resources', 'gallery', 'news', 'testimonials']) {
      await page.goto(rig.url(`/admin/cms/${path}`));
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .waitFor();
      expect({ path, edit: await inView(page, 'Edit') }).toEqual({ path, edit: true });
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('shows download counts in the resources list and restores several items from the trash at once', async () => {
    const counted = await resource(rig.server.services, { title: `Counted ${Date.now()}`, downloadCount: 1234 });
    const page = await adminPage(rig, { width: 1280, height: 900 });
    await page.goto(rig.url('/admin/cms/resources'));
    const row = page.getByRole('row').filter({ hasText: counted.title });
    await row.waitFor();
    expect(await page.getByRole('columnheader', { name: 'Downloads' }).count()).toBe(1);
    await row.getByRole('cell', { name: '1,234' }).waitFor();

    // Two items to the trash, then back with one bulk Restore.
    const stamp = Date.now();
    const a = await resource(rig.server.services, { title: `Trashed A ${stamp}`, isDeleted: true });
    const b = await resource(rig.server.services, { title: `Trashed B ${stamp}`, isDeleted: true });
    await page.getByRole('button', { name: 'Trash' }).click();
    await page.getByRole('heading', { name: 'Resources: Trash' }).waitFor();
    for (const item of [a, b]) await page.getByRole('checkbox', { name: `Select ${item.title}` }).check();
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Restore' }).click();
    await page
      .getByTestId('toast')
      .filter({ hasText: adminMessages.cms.bulkDone('Resources', 'RESTORE') })
      .first()
      .waitFor();
    const rows = (await rig.server.services.db.query('SELECT is_deleted FROM resources WHERE id = ANY($1::uuid[])', [[a.id, b.id]])) as {
      is_deleted: boolean;
    }[];
    expect(rows).toEqual([{ is_deleted: false }, { is_deleted: false }]);
  });

  it('shows and takes event times in Melbourne time on a computer set to UTC', async () => {
    // 18:30 in Melbourne on 10 May 2031 (AEST, UTC+10) is 08:30 UTC.
    const title = `Evening Meeting ${Date.now()}`;
    const stored = await event(rig.server.services, { title, eventDate: new Date('2031-05-10T08:30:00Z') });
    const page = await adminPage(rig, { width: 1280, height: 900 }, 'UTC');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
    await page.goto(rig.url('/admin/cms/events'));
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.innerText()).toContain('18:30');
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    const start = dialog.getByLabel('Start date and time');
    expect(await start.inputValue()).toBe('2031-05-10T18:30');
    // Entered as 19:00 Melbourne time, stored as 09:00 UTC.
    await start.fill('2031-05-10T19:00');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'detached' });
    const [saved] = (await rig.server.services.db.query('SELECT event_date FROM events WHERE id = $1', [stored.id])) as { event_date: Date }[];
    expect(saved.event_date.toISOString()).toBe('2031-05-10T09:00:00.000Z');
  });
});
