import { messages } from '../../shared/messages';
import { adminMessages } from '../../shared/admin-messages';
import { startSmtpServer, type TestSmtpServer } from '../../server/test/smtp';
import { closedAfterEachTest, describeBrowser } from './browser';
import { openPage, signInAs, startRig, WIDE, type BrowserRig } from './server';

const READERS = 30;

describeBrowser('newsletter: staff compose, test, send and watch it go; residents confirm and unsubscribe with one button (issue #18)', () => {
  let rig: BrowserRig;
  let smtp: TestSmtpServer;
  const opened = closedAfterEachTest();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    rig = await startRig({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '500' });
    const emails = Array.from({ length: READERS }, (_, i) => `e2e-reader-${i}@example.org`);
    await rig.server.services.db.query(
      `INSERT INTO newsletter_subscribers (email, status, consent_at, consent_page, consent_wording, unsubscribe_token, confirmed_at)
       SELECT e, 'CONFIRMED', now(), '/', 'test', md5(e) || md5(e || 'x'), now() FROM unnest($1::text[]) AS e`,
      [emails],
    );
    smtp.reject('e2e-reader-7@example.org', 'Mailbox unavailable: no such user');
  });
  afterAll(async () => {
    await rig?.stop();
    await smtp?.close();
  });

  it('saves the issue on the server as it is written: a reload keeps it, it is listed under Drafts, previewed live from Markdown, reopened and deleted (issue #33)', async () => {
    const login = await rig.demoLogin('ADMIN');
    const page = await signInAs(rig, login, WIDE);
    opened.push(page);
    await page.goto(rig.url('/admin/newsletter'));
    await page.getByRole('heading', { name: 'Newsletter', level: 1 }).waitFor();
    const subject = `Draft news ${Date.now()}`;
    const body = 'Dear neighbours,\n\nThe **working bee** is on Saturday.\n\n- Bring gloves\n- Bring water';
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('textbox', { name: 'Content' }).fill(body);
    const saved = page.getByRole('status').filter({ hasText: /^Draft saved/ });
    await saved.waitFor();
    expect(new URL(page.url()).searchParams.get('draft')).toMatch(/^[0-9a-f-]{36}$/);
    // The live preview: the e-mail as it will look, without pressing Preview.
    const frame = page.frameLocator('iframe[title="HTML preview"]');
    await frame.locator('strong', { hasText: 'working bee' }).waitFor();
    expect(await frame.locator('li').count()).toBe(2);

    await page.reload();
    await page.getByRole('heading', { name: 'Newsletter', level: 1 }).waitFor();
    await page.waitForFunction((s) => (document.querySelector('input[name="subject"]') as HTMLInputElement | null)?.value === s, subject);
    expect(await page.getByRole('textbox', { name: 'Content' }).inputValue()).toBe(body);
    const drafts = page.getByRole('list', { name: 'Drafts' });
    const row = drafts.getByRole('listitem').filter({ hasText: subject });
    expect(await row.textContent()).toContain('Last saved');

    // A new draft, then back to this one.
    await page.getByRole('button', { name: 'New draft' }).click();
    await page.waitForFunction(() => (document.querySelector('input[name="subject"]') as HTMLInputElement | null)?.value === '');
    expect(new URL(page.url()).searchParams.get('draft')).toBeNull();
    await row.getByRole('button', { name: /^Open/ }).click();
    await page.waitForFunction((s) => (document.querySelector('input[name="subject"]') as HTMLInputElement | null)?.value === s, subject);

    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog', { name: 'Delete this draft?' }).getByRole('button', { name: 'Delete draft' }).click();
    await page.getByTestId('toast').filter({ hasText: adminMessages.newsletterAdmin.draftDeleted }).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.waitForFunction(() => (document.querySelector('input[name="subject"]') as HTMLInputElement | null)?.value === '');
    expect(await rig.server.services.db.query('SELECT 1 FROM newsletter_drafts WHERE subject = $1', [subject])).toEqual([]);
  });

  it('composes, previews, sends a test to the editor, sends to every confirmed subscriber with a progress bar and shows each recipient’s status', async () => {
    const login = await rig.demoLogin('EDITOR');
    const page = await signInAs(rig, login, WIDE);
    opened.push(page);
    await page.getByRole('link', { name: 'Newsletter', exact: true }).click();
    await page.getByRole('heading', { name: 'Newsletter', level: 1 }).waitFor();

    const subject = `Autumn news ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('textbox', { name: 'Content' }).fill('<p>The <strong>creek planting</strong> is on Saturday.</p><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Preview' }).click();
    const frame = page.frameLocator('iframe[title="HTML preview"]');
    await frame.getByText('creek planting').waitFor();
    expect(await frame.locator('script').count()).toBe(0);

    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await page
      .getByTestId('toast')
      .filter({ hasText: adminMessages.newsletterAdmin.testSent(login.email) })
      .waitFor();
    const [test] = await smtp.waitFor((m) => m.parsed.subject === `[Test] ${subject}`);
    expect(test.envelopeTo).toEqual([login.email]);

    // A mail server that takes a second a message: slow enough to watch the progress while it sends.
    smtp.slowDown(1000);
    await page.getByRole('button', { name: `Send to ${READERS} confirmed subscribers` }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the newsletter?' });
    await dialog.getByRole('button', { name: `Yes, send to ${READERS}` }).click();
    await page.getByRole('heading', { name: 'Sending' }).waitFor();
    // While it sends: "Sending… n of 30" with a bar part-way along.
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`Sending… \\d+ of ${READERS} \\(\\d+%\\)`) })
      .waitFor({ timeout: 30_000 });
    const bar = await page.locator('progress').evaluate((progress: HTMLProgressElement) => ({ value: progress.value, max: progress.max }));
    expect(bar.max).toBe(READERS);
    expect(bar.value).toBeLessThan(READERS);
    await page
      .getByRole('status')
      .filter({ hasText: `Finished: ${READERS} of ${READERS}` })
      .waitFor({ timeout: 60_000 });
    smtp.slowDown(0);
    await page.getByText(`${READERS - 1} sent · 0 kept · 1 failed · 0 queued`).waitFor();
    // Per recipient: the refused address first, with the mail server's reason; the others sent.
    const rows = page.getByRole('region', { name: 'Recipients' }).getByRole('row');
    await rows.filter({ hasText: 'e2e-reader-7@example.org' }).filter({ hasText: 'Failed' }).filter({ hasText: 'no such user' }).waitFor();
    await rows.filter({ hasText: 'e2e-reader-1@example.org' }).filter({ hasText: 'Sent' }).waitFor();
    expect(smtp.messages.filter((m) => m.parsed.subject === subject)).toHaveLength(READERS - 1);

    // Past issues list it with its counts and a link to view it.
    const past = page.getByRole('region', { name: 'Past issues' }).getByRole('row').filter({ hasText: subject });
    await past.waitFor();
    await past.getByRole('link', { name: 'View' }).click();
    await page.getByRole('heading', { name: subject, level: 1 }).waitFor();
    await page.frameLocator('iframe[title="Issue content"]').getByText('creek planting').waitFor();
  });

  it('confirms a subscription only when the button is pressed, and unsubscribes from the link’s page', async () => {
    const email = `e2e-new-${Date.now()}@example.org`;
    await rig.server.gql(`mutation($email: String!) { subscribeNewsletter(email: $email) }`, { email });
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    const confirmPath = /\/newsletter\/confirm\/[A-Za-z0-9_-]+/.exec(mail.parsed.text ?? '')![0];
    const status = async () =>
      ((await rig.server.services.db.query(`SELECT status FROM newsletter_subscribers WHERE email = $1`, [email])) as { status: string }[])[0].status;

    const page = await openPage(rig, confirmPath, WIDE);
    opened.push(page);
    await page.getByRole('heading', { name: messages.newsletter.confirmTitle }).waitFor();
    expect(await status()).toBe('PENDING');
    await page.getByRole('button', { name: messages.newsletter.confirmButton }).click();
    await page.getByText(messages.newsletter.confirmed).waitFor();
    expect(await status()).toBe('CONFIRMED');

    const [welcome] = await smtp.waitFor((m) => m.envelopeTo.includes(email) && m.parsed.subject === 'Welcome to our newsletter');
    const unsubscribePath = /\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+/.exec(welcome.parsed.text ?? '')![0];
    await page.goto(rig.url(unsubscribePath));
    await page.getByRole('heading', { name: messages.newsletter.unsubscribeTitle }).waitFor();
    expect(await status()).toBe('CONFIRMED');
    await page.getByRole('button', { name: messages.newsletter.unsubscribeButton, exact: true }).click();
    await page.getByText(messages.newsletter.unsubscribed).waitFor();
    expect(await status()).toBe('UNSUBSCRIBED');
  });
});
