import type { Page } from 'playwright-core';
import { project } from '../../server/test/factories';
import { describeBrowser } from './browser';
import { startRig, type BrowserRig } from './server';

const DESKTOP = { width: 1280, height: 900 };

/** Rich text that would run script in many ways if it reached the page unsanitised; each sets window.__xss. */
const PAYLOAD = [
  '<p>Safe paragraph about the creek.</p>',
  '<img src=x onerror="window.__xss=\'img\'">',
  '<script>window.__xss = "script"</script>',
  '<p><a id="js-link" href="javascript:window.__xss=\'link\'">Read more</a></p>',
  '<a href="JaVaScRiPt&colon;window.__xss=\'entity-link\'">Entity link</a>',
  '<svg onload="window.__xss=\'svg\'"><circle r="4"></circle></svg>',
  '<iframe src="javascript:parent.__xss=\'iframe\'"></iframe>',
  '<details open ontoggle="window.__xss=\'details\'"><summary>x</summary></details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'"></style></mglyph></table></mtext></math>',
  '<p style="background:url(javascript:window.__xss=1)" onclick="window.__xss=\'click\'">Click-safe text</p>',
].join('\n');

describeBrowser('Public pages: stored XSS never runs, public forms are protected', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await rig?.stop();
  });

  /** Opens a page and records every dialog (alert, confirm, prompt) it opens. */
  const visit = async (pathname: string): Promise<{ page: Page; dialogs: string[] }> => {
    const dialogs: string[] = [];
    const context = await rig.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // Listening before the page loads, so a payload that fires on load is caught too.
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(rig.url(pathname));
    return { page, dialogs };
  };

  const expectNoScriptRan = async (page: Page, dialogs: string[]) => {
    await page.getByText('Safe paragraph about the creek.').waitFor();
    await page.waitForLoadState('networkidle');
    // Clicking what is left of the links and the paragraph must not run anything either.
    await page.getByText('Read more').click();
    await page.getByText('Click-safe text').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const html = await page.locator('.projects-detail__content').innerHTML();
    expect(html).not.toMatch(/onerror|onload|ontoggle|onclick|<script|javascript:|<iframe|<svg/i);
  };

  it('shows the safe text of content stored directly in the database (sanitised when read)', async () => {
    const stored = await project(rig.server.services, { title: 'Creek XSS raw <img src=x onerror=window.__xss=1>', content: PAYLOAD });
    const { page, dialogs } = await visit(`/projects/${stored.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Creek XSS raw <img src=x onerror=window.__xss=1>' }).waitFor();
    await expectNoScriptRan(page, dialogs);
    await page.context().close();
  });

  it('sanitises content saved by staff through the API, in the database too', async () => {
    const { email, password } = await rig.demoLogin('ADMIN');
    const login = await rig.server.gql<{ login: { token: string } }>(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      {
        e: email,
        p: password,
      },
    );
    expect(login.errors).toBeUndefined();
    const token = login.data!.login.token;
    const created = await rig.server.gql<{ createProject: { id: string; slug: string; content: string } }>(
      'mutation($input: ProjectInput!) { createProject(input: $input) { id slug content } }',
      { input: { title: 'Creek XSS via staff', content: PAYLOAD, status: 'PUBLISHED', priority: 3 } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const saved = created.data!.createProject;
    expect(saved.content).toContain('Safe paragraph about the creek.');
    expect(saved.content).not.toMatch(/onerror|onload|<script|javascript:/i);
    const { page, dialogs } = await visit(`/projects/${saved.slug}`);
    await expectNoScriptRan(page, dialogs);
    await page.context().close();
  });

  it('hides the honeypot from people and shows the SPEC rate-limit text in the newsletter form after 10 sign-ups', async () => {
    const { page } = await visit('/contact');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const honeypot = form.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    expect(await honeypot.evaluate((input) => (input.closest('[aria-hidden="true"]')?.getBoundingClientRect().width ?? 99) <= 1)).toBe(true);
    const email = form.getByRole('textbox');
    for (let i = 0; i <= 10; i++) {
      await email.fill(`limit${i}@example.com`);
      const answered = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('SubscribeNewsletter'));
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await answered;
    }
    await page
      .getByText(/^Too many attempts\. Please try again in \d+ seconds?\.$/)
      .first()
      .waitFor();
    await page.context().close();
  });
});
