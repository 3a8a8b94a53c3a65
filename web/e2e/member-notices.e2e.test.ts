import { startSmtpServer, type TestSmtpServer } from '../../server/test/smtp';
import type { Page } from 'playwright-core';
import { axeViolations, closedAfterEachTest, describeBrowser } from './browser';
import { PHONE, signInAs, startRig, type BrowserRig } from './server';

/**
 * The elements of the page's own content (inside .admin-page) that reach past the phone's right edge.
 * The admin frame's menu button does at 200 % text (a finding outside this page, reported with issue #35).
 */
const contentOverflows = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.admin-page, .admin-page *, [role="dialog"], [role="dialog"] *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('.table-wrap'))
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className)}`),
  );

describeBrowser('member notices: an admin sends a notice on a phone and sees each recipient’s delivery (issue #35)', () => {
  let rig: BrowserRig;
  let smtp: TestSmtpServer;
  const opened = closedAfterEachTest();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    rig = await startRig({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '300' });
  });
  afterAll(async () => {
    await rig?.stop();
    await smtp?.close();
  });

  it('composes, picks a class, sees the count, confirms "Send to 3 members" and reads Sent, Failed and No e-mail at 375 px with 200 % text; axe clean', async () => {
    const className = `Notice class ${Date.now()}`;
    const [cls] = (await rig.server.services.db.query(`INSERT INTO membership_classes (name, annual_fee_cents) VALUES ($1, 0) RETURNING id`, [
      className,
    ])) as { id: string }[];
    const stamp = Date.now();
    const people = [
      { name: 'Nora Notice', email: `nora.${stamp}@example.org` },
      { name: 'Bruno Bounce', email: `bruno.${stamp}@example.org` },
      { name: 'Paula Post', email: `paula post ${stamp}` },
    ];
    for (const p of people)
      await rig.server.services.db.query(
        `INSERT INTO members (full_name, email, phone, address, status, membership_class_id) VALUES ($1, $2, '0400 000 000', '5 Letter Lane', 'approved', $3)`,
        [p.name, p.email, cls.id],
      );
    smtp.reject(people[1].email, '550 5.1.1 no such mailbox');

    const page = await signInAs(rig, await rig.demoLogin('ADMIN'), PHONE);
    opened.push(page);
    await page.goto(rig.url('/admin/notices'));
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    // Text at 200 %: set through the CSSOM (the page's CSP refuses an injected <style>); it stays across in-app navigation.
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await page.getByRole('heading', { name: 'New notice' }).waitFor();

    const subject = `Notice of the AGM ${stamp}`;
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('textbox', { name: 'Message' }).fill('The annual general meeting is on Tuesday 20 October at 7 pm.');
    await page.getByRole('checkbox', { name: className }).check();
    await page.getByRole('status').filter({ hasText: '3 members will receive this notice: 2 by e-mail, 1 by post' }).waitFor();
    expect(await contentOverflows(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this notice?' });
    await dialog.waitFor();
    expect(await contentOverflows(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send to 3 members' }).click();

    await page.getByRole('heading', { name: subject, level: 1 }).waitFor();
    const table = page.getByRole('region', { name: 'Recipients' });
    await table.getByRole('row').filter({ hasText: 'Nora Notice' }).filter({ hasText: 'Sent' }).waitFor({ timeout: 20_000 });
    await table.getByRole('row').filter({ hasText: 'Bruno Bounce' }).filter({ hasText: 'Failed — post it' }).waitFor({ timeout: 20_000 });
    expect(await table.getByRole('row').filter({ hasText: 'Bruno Bounce' }).textContent()).toContain('no such mailbox');
    await table.getByRole('row').filter({ hasText: 'Paula Post' }).filter({ hasText: 'No e-mail — post it' }).waitFor();
    expect(smtp.to(people[0].email).filter((m) => m.subject === subject)).toHaveLength(1);
    expect(await contentOverflows(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /Print the post list/ }).click();
    const post = page.getByRole('region', { name: 'Post list' });
    await post.getByRole('row').filter({ hasText: 'Paula Post' }).filter({ hasText: '5 Letter Lane' }).waitFor();
    await post.getByRole('row').filter({ hasText: 'Bruno Bounce' }).waitFor();
    expect(await post.getByRole('row').filter({ hasText: 'Nora Notice' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
