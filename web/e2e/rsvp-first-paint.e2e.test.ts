import type { Page, Route } from 'playwright-core';
import { messages } from '../../shared/messages';
import { axeViolations, describeBrowser, overflowsHorizontally } from './browser';
import { PHONE, startRig, type BrowserRig } from './server';

const SLUG = 'neighbourhood-picnic';

/**
 * Issue #24 "Interactive sooner": the event page is rendered with its data on the server, and its
 * RSVP form works before the app has loaded (web/src/public/events/rsvpFirstPaint.ts) — the same
 * errors, shown the same way — and the live form takes over what was typed, the errors shown and
 * an RSVP asked for. The app is held back by holding its framework chunks (React DOM and Apollo
 * Client) until the test lets them through, as a slow phone would.
 */
describeBrowser('The event page’s RSVP form before the app has loaded (issue #24)', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await rig?.stop();
  });

  const rsvpsInDb = async (email: string) =>
    (await rig.server.services.db.query(
      'SELECT r.name, r.attendees, r.comments FROM rsvps r JOIN events e ON e.id = r.event_id WHERE e.slug = $1 AND r.email = $2',
      [SLUG, email],
    )) as { name: string; attendees: number; comments: string | null }[];

  /** Opens the event page on a phone with the app's framework chunks held; `release` lets them load. */
  async function openHeld(): Promise<{ page: Page; release: () => Promise<void> }> {
    const context = await rig.browser.newContext({ viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    const held: Route[] = [];
    let released = false;
    await page.route('**/assets/client-*.js', (route) => (released ? route.continue() : void held.push(route)));
    await page.goto(rig.url(`/events/${SLUG}`));
    // The first paint's form works once nothing around it is inert.
    await page.waitForFunction(() => {
      const form = document.querySelector('#prerendered form.events-rsvp__form');
      return Boolean(form && !form.closest('[inert]'));
    });
    return {
      page,
      release: async () => {
        expect(held.length).toBeGreaterThan(0);
        released = true;
        for (const route of held.splice(0)) await route.continue();
        await page.locator('#prerendered').waitFor({ state: 'detached' });
      },
    };
  }

  const describedBy = (page: Page, selector: string) =>
    page.evaluate((s) => {
      const field = document.querySelector(s);
      const id = field?.getAttribute('aria-describedby');
      return { invalid: field?.getAttribute('aria-invalid'), message: id ? document.getElementById(id)?.textContent : null };
    }, selector);

  it('shows its field errors before the app has loaded (focus on the first), keeps the typed values, and the app sends the RSVP asked for', async () => {
    const { page, release } = await openHeld();
    const form = page.locator('#prerendered form.events-rsvp__form');
    // Rendered on the server with the event's data; the app is not there yet.
    await page.locator('#prerendered').getByRole('heading', { level: 1, name: 'Neighbourhood Picnic' }).waitFor();
    expect(await page.locator('#root form').count()).toBe(0);
    // Only the form came alive: the rest of the page waits for the app.
    expect(await page.evaluate(() => Boolean(document.querySelector('#prerendered .events-detail__back')?.closest('[inert]')))).toBe(true);

    await form.getByRole('button', { name: 'RSVP', exact: true }).tap();
    await form.getByText(messages.validation.required('Name')).waitFor();
    await form.getByText(messages.validation.required('Email')).waitFor();
    expect(await describedBy(page, '#prerendered form.events-rsvp__form [name="name"]')).toEqual({
      invalid: 'true',
      message: messages.validation.required('Name'),
    });
    expect(await describedBy(page, '#prerendered form.events-rsvp__form [name="email"]')).toEqual({
      invalid: 'true',
      message: messages.validation.required('Email'),
    });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // Typing clears an error; a wrong address shows the live form's message.
    await page.keyboard.type('Robin Citizen');
    await page.waitForFunction(() => !document.querySelector('#prerendered form.events-rsvp__form [name="name"][aria-invalid="true"]'));
    await form.getByLabel('Email').fill('robin@');
    await form.getByText(messages.validation.email).waitFor();
    await form.getByLabel('Email').fill('robin.citizen@example.org');
    await page.waitForFunction(() => !document.querySelector('#prerendered form.events-rsvp__form [aria-invalid="true"]'));
    // "5+" asks how many, as the live form does.
    expect(await form.getByLabel('How many people?').isVisible()).toBe(false);
    await form.getByLabel('Number of attendees').selectOption('5+');
    await form.getByLabel('How many people?').fill('7');
    await form.getByLabel('Comments').fill('Two prams');

    // RSVP with valid values: kept for the app, which sends it once it has loaded.
    await form.getByRole('button', { name: 'RSVP', exact: true }).tap();
    await form.getByRole('button', { name: 'Sending…' }).waitFor();
    expect(await form.getByRole('button', { name: 'Sending…' }).isDisabled()).toBe(true);
    expect(await rsvpsInDb('robin.citizen@example.org')).toEqual([]);

    await release();
    await page.getByTestId('toast').filter({ hasText: messages.rsvp.success }).waitFor();
    expect(await rsvpsInDb('robin.citizen@example.org')).toEqual([{ name: 'Robin Citizen', attendees: 7, comments: 'Two prams' }]);
    // Sent once, and the live form is empty again, as after any RSVP.
    expect(await page.locator('#root form.events-rsvp__form [name="name"]').inputValue()).toBe('');
    await page.context().close();
  });

  it('hands the live form what was typed and the errors shown, with focus where it was, when the app takes over before an RSVP is sent', async () => {
    const { page, release } = await openHeld();
    const form = page.locator('#prerendered form.events-rsvp__form');
    await form.getByLabel('Name').fill('Kim Citizen');
    await form.getByRole('button', { name: 'RSVP', exact: true }).tap();
    await form.getByText(messages.validation.required('Email')).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');

    await release();
    const live = page.locator('#root form.events-rsvp__form');
    expect(await live.getByLabel('Name').inputValue()).toBe('Kim Citizen');
    expect(await describedBy(page, '#root form.events-rsvp__form [name="email"]')).toEqual({
      invalid: 'true',
      message: messages.validation.required('Email'),
    });
    expect(await page.evaluate(() => document.activeElement?.closest('#root') !== null && document.activeElement?.getAttribute('name'))).toBe(
      'email',
    );
    expect(await axeViolations(page)).toEqual([]);

    // The live form goes on from there.
    await page.keyboard.type('kim.citizen@example.org');
    await live.getByRole('button', { name: 'RSVP', exact: true }).tap();
    await page.getByTestId('toast').filter({ hasText: messages.rsvp.success }).waitFor();
    expect(await rsvpsInDb('kim.citizen@example.org')).toEqual([{ name: 'Kim Citizen', attendees: 1, comments: null }]);
    await page.context().close();
  });

  it('never loses what is typed while the app takes over, at a phone’s speed (4× CPU), round after round (issue #33)', async () => {
    for (let round = 0; round < 6; round++) {
      const context = await rig.browser.newContext({ viewport: PHONE, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const name = `Hydra Citizen ${round}`;
      const email = `hydra.${round}.${Date.now()}@example.org`;
      await page.goto(rig.url(`/events/${SLUG}`), { waitUntil: 'commit' });
      // As soon as a person can type: the first paint's form once it works, or the live one.
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('form.events-rsvp__form [name="name"]')).some((field) => !field.closest('[inert], [hidden]')),
      );
      await page.locator('form.events-rsvp__form [name="name"]:visible').first().tap();
      await page.keyboard.type(name, { delay: 25 });
      await page.keyboard.press('Tab');
      await page.keyboard.type(email, { delay: 25 });
      await page.locator('#prerendered').waitFor({ state: 'detached' });
      const live = page.locator('#root form.events-rsvp__form');
      expect({ round, name: await live.locator('[name="name"]').inputValue(), email: await live.locator('[name="email"]').inputValue() }).toEqual({
        round,
        name,
        email,
      });
      await live.getByRole('button', { name: 'RSVP', exact: true }).tap();
      await page.getByTestId('toast').filter({ hasText: messages.rsvp.success }).waitFor();
      expect(await page.getByText(messages.validation.required('Email')).count()).toBe(0);
      expect(await rsvpsInDb(email)).toEqual([{ name, attendees: 1, comments: null }]);
      await context.close();
    }
  }, 180_000);
});
