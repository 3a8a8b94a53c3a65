import type { Page } from 'playwright-core';
import { messages } from '../../shared/messages';
import { adminMessages } from '../../shared/admin-messages';
import { contact } from '../../shared/limits';
import { memberLoginMessages, memberPortalMessages } from '../../shared/member-portal-messages';
import { axeViolations, describeBrowser, overflowsHorizontally } from './browser';
import { goThroughMenu, openPage, signInAsDemo, startRig, type BrowserRig } from './server';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

/** An album added to the demo seed so the year filter has two years to choose from. */
const OLD_ALBUM = { name: 'Founding Picnic 2019', slug: 'founding-picnic-2019', year: 2019 };

interface Album {
  slug: string;
  name: string;
  photos: { title: string; imageUrl: string }[];
}

/** The heading level 1 of a page, once the page has rendered it. */
async function waitForH1(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });
}

/** The aria-label of the focused element and whether it sits inside the open dialog. */
function focused(page: Page): Promise<{ label: string | null; inDialog: boolean }> {
  return page.evaluate(() => ({
    label: document.activeElement?.getAttribute('aria-label') ?? null,
    inDialog: !!document.activeElement?.closest('[role="dialog"]'),
  }));
}

describeBrowser('Gallery, album lightbox, contact and members pages', () => {
  let rig: BrowserRig;
  let album: Album;

  beforeAll(async () => {
    rig = await startRig();
    // One published photo from 2019 whose image is missing: a second year for the filter and a broken cover.
    await rig.server.services.db.query(
      `INSERT INTO gallery_items (title, image_url, album_name, album_slug, taken_date, status, sort_order)
       VALUES ('Picnic on the oval', '/uploads/no-such-photo.jpg', $1, $2, '2019-03-10', 'published', 0)`,
      [OLD_ALBUM.name, OLD_ALBUM.slug],
    );
    const res = await rig.server.gql<{ galleryAlbum: Album }>(
      `{ galleryAlbum(slug: "autumn-clean-up-day") { slug name photos { title imageUrl } } }`,
    );
    album = res.data!.galleryAlbum;
  });
  afterAll(async () => {
    await rig?.stop();
  });

  describe.each([
    ['a 375 px phone', PHONE],
    ['a 1280 px desktop', DESKTOP],
  ])('on %s', (_label, viewport) => {
    it.each([
      ['/gallery', 'Gallery'],
      ['/gallery/autumn-clean-up-day', 'Autumn Clean-Up Day'],
      ['/contact', 'Contact Us'],
      ['/members', memberPortalMessages.signInTitle],
    ])('%s has no horizontal overflow and no axe violations', async (path, heading) => {
      const page = await openPage(rig, path, viewport);
      await waitForH1(page, heading);
      if (path.startsWith('/gallery')) await page.locator('img').first().waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });

    it('the album page with the lightbox open has no overflow and no axe violations', async () => {
      const page = await openPage(rig, `/gallery/${album.slug}`, viewport);
      await page.getByRole('button', { name: /^Open photo 2 of 6:/ }).click();
      await page.getByRole('dialog', { name: album.photos[1].title }).waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  });

  describe('/gallery', () => {
    it('lists the albums with cover, name, year and photo count, and the year filter narrows them (kept in the URL)', async () => {
      const page = await openPage(rig, '/gallery', DESKTOP);
      await waitForH1(page, 'Gallery');
      const cards = page.locator('.gallery__albums > li');
      await page.getByRole('link', { name: /Autumn Clean-Up Day/ }).waitFor();
      expect(await cards.count()).toBe(3);
      await expect(page.getByRole('link', { name: /Autumn Clean-Up Day/ }).textContent()).resolves.toContain('6 photos');

      await page.getByRole('main').getByLabel('Year').selectOption(String(OLD_ALBUM.year));
      await page.waitForURL(/\?year=2019$/);
      await page.getByText('1 album from 2019').waitFor();
      expect(await cards.count()).toBe(1);
      await expect(cards.first().textContent()).resolves.toContain(OLD_ALBUM.name);

      // A reload keeps the filter (it lives in the URL).
      await page.reload();
      await page.getByText('1 album from 2019').waitFor();
      expect(await page.getByRole('main').getByLabel('Year').inputValue()).toBe('2019');

      await page.getByRole('main').getByLabel('Year').selectOption({ label: 'All years' });
      await page.getByText('3 albums').waitFor();
      expect(await cards.count()).toBe(3);
      await page.context().close();
    });

    it('shows the bundled fallback image when a cover is broken', async () => {
      const page = await openPage(rig, '/gallery?year=2019', DESKTOP);
      const cover = page.getByRole('link', { name: new RegExp(OLD_ALBUM.name) }).locator('img');
      await cover.waitFor();
      await page.waitForFunction(() => document.querySelector('.gallery__albums img')?.getAttribute('src') === '/fallback-image.svg');
      expect(await cover.getAttribute('loading')).toBe('lazy');
      expect(await cover.getAttribute('width')).toBe('400');
      await page.context().close();
    });

    it('shows "No albums found" for a year without albums', async () => {
      const page = await openPage(rig, '/gallery?year=1990', DESKTOP);
      await page.getByText(messages.gallery.noAlbums).waitFor();
      await page.context().close();
    });

    it('shows "Error loading gallery" with the error text when the list fails, and Try again refetches', async () => {
      const context = await rig.browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      let fail = true;
      await page.route('**/graphql', async (route) => {
        // The album list fails when the page asks for it (reached through the menu, the page asks itself).
        if (fail && route.request().postData()?.includes('GalleryAlbums')) {
          await route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ message: 'Database is asleep' }] }),
          });
        } else await route.continue();
      });
      await goThroughMenu(page, rig, 'Gallery');
      await page.getByText(messages.gallery.loadError).waitFor();
      await page.getByText('Database is asleep').waitFor();
      fail = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('link', { name: /Autumn Clean-Up Day/ }).waitFor();
      await context.close();
    });

    it('opens an album by its slug from its card', async () => {
      const page = await openPage(rig, '/gallery', DESKTOP);
      await page.getByRole('link', { name: /Autumn Clean-Up Day/ }).click();
      await page.waitForURL(`**/gallery/${album.slug}`);
      await waitForH1(page, album.name);
      expect(await page.getByRole('button', { name: /^Open photo \d of 6:/ }).count()).toBe(6);
      await page.getByRole('link', { name: '← Back to gallery' }).click();
      await page.waitForURL(/\/gallery$/);
      await page.context().close();
    });

    it('shows the not-found page for an unknown album', async () => {
      const page = await openPage(rig, '/gallery/no-such-album', DESKTOP);
      await page.waitForFunction(() => !document.querySelector('.spinner'));
      expect(await page.getByRole('link', { name: '← Back to gallery' }).count()).toBe(0);
      expect(await page.getByText(messages.gallery.loadError).count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.context().close();
    });
  });

  describe('the lightbox', () => {
    let page: Page;
    const counter = () => page.getByRole('dialog').locator('.lightbox__counter');
    /** Waits until the counter shows `text` (React renders after the key press resolves). */
    const waitForCounter = (text: string) =>
      counter()
        .filter({ hasText: new RegExp(`^${text}$`) })
        .waitFor({ timeout: 5000 });

    beforeEach(async () => {
      page = await openPage(rig, `/gallery/${album.slug}`, DESKTOP);
      await waitForH1(page, album.name);
    });
    afterEach(async () => {
      await page.context().close();
    });

    it('opens at photo 3 as a modal dialog labelled by the photo title, with scroll locked', async () => {
      await page.getByRole('button', { name: `Open photo 3 of 6: ${album.photos[2].title}` }).click();
      const dialog = page.getByRole('dialog', { name: album.photos[2].title });
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      await waitForCounter('Photo 3 of 6');
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      const download = dialog.getByRole('link', { name: /^Download/ });
      expect(await download.getAttribute('href')).toBe(album.photos[2].imageUrl);
      expect(await download.getAttribute('download')).not.toBeNull();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    });

    it('navigates with the arrow keys and Next/Previous, wrapping at both ends', async () => {
      await page.getByRole('button', { name: /^Open photo 3 of 6:/ }).click();
      await page.getByRole('dialog').waitFor();
      await waitForCounter('Photo 3 of 6');
      await page.keyboard.press('ArrowRight');
      await waitForCounter('Photo 4 of 6');
      await page.getByRole('dialog', { name: album.photos[3].title }).waitFor();

      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await waitForCounter('Photo 6 of 6');
      await page.getByRole('button', { name: 'Next' }).click();
      await waitForCounter('Photo 1 of 6');

      await page.keyboard.press('ArrowLeft');
      await waitForCounter('Photo 6 of 6');
      await page.getByRole('button', { name: 'Previous' }).click();
      await waitForCounter('Photo 5 of 6');
    });

    it('Escape closes it and focus returns to the thumbnail that opened it', async () => {
      await page.getByRole('button', { name: /^Open photo 3 of 6:/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const now = await focused(page);
      expect(now.label).toBe(`Open photo 3 of 6: ${album.photos[2].title}`);
    });

    it('keeps Tab and Shift+Tab inside the dialog', async () => {
      await page.getByRole('button', { name: /^Open photo 1 of 6:/ }).click();
      await page.getByRole('dialog').waitFor();
      expect((await focused(page)).inDialog).toBe(true);
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect((await focused(page)).inDialog).toBe(true);
      }
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Shift+Tab');
        expect((await focused(page)).inDialog).toBe(true);
      }
    });

    it('Share copies a link to the photo when the Web Share API is missing, and that link opens the same photo', async () => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: rig.url('') });
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
      await page.getByRole('button', { name: /^Open photo 2 of 6:/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Share' }).click();
      await page.getByTestId('toast').filter({ hasText: messages.gallery.linkCopied }).waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(rig.url(`/gallery/${album.slug}?photo=2`));

      await page.goto(link);
      await page.getByRole('dialog', { name: album.photos[1].title }).waitFor();
      await waitForCounter('Photo 2 of 6');
    });
  });

  describe('/contact', () => {
    it('shows the email and phone cards, support hours and quick links', async () => {
      const page = await openPage(rig, '/contact', DESKTOP);
      await waitForH1(page, 'Contact Us');
      expect(await page.getByRole('main').getByRole('link', { name: contact.email }).getAttribute('href')).toBe(`mailto:${contact.email}`);
      expect(await page.getByRole('main').getByRole('link', { name: contact.phone }).getAttribute('href')).toMatch(/^tel:\+61/);
      await page.getByText(contact.supportHours).first().waitFor();
      await page.getByText('We reply to emails within 24 hours').first().waitFor();
      for (const href of ['/join', '/events', '/projects']) {
        expect(await page.locator(`.contact__links a[href="${href}"]`).count()).toBe(1);
      }
      await page.context().close();
    });

    it('an empty submit shows the three required messages', async () => {
      const page = await openPage(rig, '/contact', DESKTOP);
      await waitForH1(page, 'Contact Us');
      await page.getByRole('button', { name: 'Send Message' }).click();
      for (const text of ['Name is required', 'Email is required', 'Message is required']) await page.getByText(text).waitFor();
      expect(await page.getByRole('main').getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
      await page.context().close();
    });

    it('a valid submit stores the message, shows the success toast and clears the form', async () => {
      const page = await openPage(rig, '/contact', DESKTOP);
      await waitForH1(page, 'Contact Us');
      const email = `e2e-contact-${Date.now()}@example.org`;
      await page.getByRole('main').getByLabel('Name').fill('Pat Resident');
      await page.getByRole('main').getByLabel('Email').fill(email);
      await page.getByRole('textbox', { name: 'Message' }).fill('The footpath on Elm Street needs repair.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByTestId('toast').filter({ hasText: messages.contactForm.success }).waitFor();
      expect(await page.getByRole('main').getByLabel('Name').inputValue()).toBe('');
      const rows = (await rig.server.services.db.query('SELECT name, message FROM contact_messages WHERE email = $1', [email])) as {
        name: string;
        message: string;
      }[];
      expect(rows).toEqual([{ name: 'Pat Resident', message: 'The footpath on Elm Street needs repair.' }]);
      await page.context().close();
    });
    it('shows server field errors under their fields, and other failures as an error toast', async () => {
      const page = await openPage(rig, '/contact', DESKTOP);
      await waitForH1(page, 'Contact Us');
      let reply: 'field' | 'network' = 'field';
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (body?.operationName !== 'SendContactMessage') return route.continue();
        if (reply === 'network') return route.abort();
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: { email: 'This address cannot receive mail' } } }],
          }),
        });
      });
      await page.getByRole('main').getByLabel('Name').fill('Pat Resident');
      await page.getByRole('main').getByLabel('Email').fill('pat@example.org');
      await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('This address cannot receive mail').waitFor();
      // Focus is on the field in error (issue #22); the resident corrects it, and its error goes.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-email');
      await page.getByRole('main').getByLabel('Email').fill('pat.resident@example.org');
      await page.getByText('This address cannot receive mail').waitFor({ state: 'detached' });

      reply = 'network';
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByTestId('toast').filter({ hasText: messages.contactForm.failed }).waitFor();
      expect(await page.getByRole('main').getByLabel('Name').inputValue()).toBe('Pat Resident');
      await page.context().close();
    });
  });

  describe('/members (sign in by e-mailed link, issue #21; the member area is tested in member-portal.e2e)', () => {
    it('an empty submit shows "Please enter your email address." inline and as a toast, and focuses the field', async () => {
      const page = await openPage(rig, '/members', DESKTOP);
      await waitForH1(page, memberPortalMessages.signInTitle);
      await page.getByRole('button', { name: memberPortalMessages.signInButton }).click();
      const field = page.getByRole('main').getByLabel('Email');
      const described = await field.getAttribute('aria-describedby');
      expect(described).toBeTruthy();
      expect(await page.locator(`[id="${described}"]`).textContent()).toBe(memberLoginMessages.empty);
      // Announced once, by the toast (issue #22); the inline text describes the empty field, which has focus.
      expect(await page.locator(`[id="${described}"]`).getAttribute('role')).toBeNull();
      await page.getByTestId('toast').filter({ hasText: memberLoginMessages.empty }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
      await page.context().close();
    });

    it('any address gets the same answer, whether or not it belongs to a member, and the page links staff to their sign-in', async () => {
      const page = await openPage(rig, '/members', DESKTOP);
      await waitForH1(page, memberPortalMessages.signInTitle);
      await page.getByText('Association staff sign in at').waitFor();
      expect(await page.getByRole('link', { name: 'the admin sign-in page' }).getAttribute('href')).toBe('/admin/login');
      await page.getByRole('main').getByLabel('Email').fill('resident@example.org');
      await page.getByRole('button', { name: memberPortalMessages.signInButton }).click();
      await page.getByRole('status').filter({ hasText: memberPortalMessages.linkSent }).waitFor();
      // Still signed out: the header offers the member login.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: messages.memberPortal.headerLink }).waitFor();
      await page.context().close();
    });
  });

  describe('issue #33: nothing typed is lost, nothing published is hidden', () => {
    it('shows a published photo without an album in "Other photos" on /gallery', async () => {
      const title = `Loose photo ${Date.now()}`;
      await rig.server.services.db.query(
        `INSERT INTO gallery_items (title, image_url, taken_date, status, sort_order) VALUES ($1, '/uploads/loose.jpg', '2024-02-02', 'published', 0)`,
        [title],
      );
      const page = await openPage(rig, '/gallery', DESKTOP);
      await waitForH1(page, 'Gallery');
      await page
        .getByRole('link', { name: /Other photos/ })
        .first()
        .click();
      await waitForH1(page, 'Other photos');
      await page
        .getByRole('button', { name: new RegExp(title) })
        .or(page.getByAltText(title))
        .first()
        .waitFor();
      await page.context().close();
    });

    it('keeps what a visitor types on /contact from the first moment, at a phone’s speed (4× CPU), round after round', async () => {
      for (let round = 0; round < 4; round++) {
        const context = await rig.browser.newContext({ viewport: PHONE, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(rig.url('/contact'), { waitUntil: 'commit' });
        const name = page.locator('#root form.contact__form [name="name"]');
        await name.waitFor({ state: 'visible' });
        await name.tap();
        const email = `early-${round}-${Date.now()}@example.org`;
        await page.keyboard.type('Early Visitor', { delay: 20 });
        await page.keyboard.press('Tab');
        await page.keyboard.type(email, { delay: 20 });
        await page.waitForTimeout(1000);
        expect({ round, name: await name.inputValue(), email: await page.locator('#root form.contact__form [name="email"]').inputValue() }).toEqual({
          round,
          name: 'Early Visitor',
          email,
        });
        expect(await page.getByText(messages.validation.required('Email')).count()).toBe(0);
        await context.close();
      }
    }, 120_000);

    it('"Mark handled" saves the note typed with it in the contact inbox', async () => {
      const sender = `note-${Date.now()}@example.org`;
      await rig.server.services.db.query(
        `INSERT INTO contact_messages (name, email, message) VALUES ('Noted Resident', $1, 'Please call me about the working bee.')`,
        [sender],
      );
      const page = await signInAsDemo(rig, 'EDITOR', DESKTOP);
      await page.goto(rig.url('/admin/messages'));
      const card = page.getByRole('listitem').filter({ hasText: sender });
      await card.getByLabel('Note on the message from Noted Resident').fill('Rang back on Tuesday.');
      await card.getByRole('button', { name: 'Mark handled' }).click();
      await page.getByTestId('toast').filter({ hasText: 'Marked as handled.' }).waitFor();
      const rows = (await rig.server.services.db.query('SELECT note, handled_at IS NOT NULL AS handled FROM contact_messages WHERE email = $1', [
        sender,
      ])) as { note: string | null; handled: boolean }[];
      expect(rows).toEqual([{ note: 'Rang back on Tuesday.', handled: true }]);
      await page.context().close();
    });

    it('asks before leaving the inbox while a note is typed and not saved, and not once it is saved (issue #33)', async () => {
      const sender = `unsaved-${Date.now()}@example.org`;
      await rig.server.services.db.query(
        `INSERT INTO contact_messages (name, email, message) VALUES ('Unsaved Resident', $1, 'Is the hall free on Friday?')`,
        [sender],
      );
      const page = await signInAsDemo(rig, 'EDITOR', DESKTOP);
      await page.goto(rig.url('/admin/messages'));
      const card = page.getByRole('listitem').filter({ hasText: sender });
      const note = card.getByLabel('Note on the message from Unsaved Resident');
      await note.fill('Checking with the hall.');
      const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
      const leave = () => page.evaluate(() => document.querySelector<HTMLElement>('nav[aria-label="Admin"] a[href="/admin"]')?.click());
      await leave();
      await ask.waitFor();
      await ask.getByRole('button', { name: 'Keep editing' }).click();
      await ask.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/admin/messages');
      expect(await note.inputValue()).toBe('Checking with the hall.');
      await card.getByRole('button', { name: 'Save note' }).click();
      await page.getByTestId('toast').filter({ hasText: adminMessages.contactInbox.noteSaved }).waitFor();
      await leave();
      await page.waitForURL((url) => url.pathname === '/admin');
      expect(await ask.count()).toBe(0);
      await page.context().close();
    });
  });
});
