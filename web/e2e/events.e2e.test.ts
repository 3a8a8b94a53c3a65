import type { Page } from 'playwright-core';
import { messages } from '../../shared/messages';
import { axeViolations, describeBrowser, overflowsHorizontally } from './browser';
import { goThroughMenu, openPage, startRig, type BrowserRig } from './server';

const TZ = 'Australia/Melbourne';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

/** The Melbourne calendar day of an instant as numbers. */
function melbourneDay(instant: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: TZ, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}
const monthTitle = (year: number, month: number) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(Date.UTC(year, month - 1, 1));
const shiftMonth = (year: number, month: number, by: number) => {
  const d = new Date(Date.UTC(year, month - 1 + by, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};
const monthParam = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
const dayName = (year: number, month: number, day: number) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(Date.UTC(year, month - 1, day));

/** Saves a screenshot when EVENTS_SHOTS names a folder (for looking at the pages by eye). */
const shot = async (page: Page, name: string) => {
  if (process.env.EVENTS_SHOTS) await page.screenshot({ path: `${process.env.EVENTS_SHOTS}/${name}.png`, fullPage: true });
};
const focusedDay = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day ?? null);
const capacity = (page: Page) => page.getByTestId('event-capacity').locator('.events-detail__capacity').textContent();

describeBrowser('Events pages (/events, /events/{slug})', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await rig?.stop();
  });

  const eventDate = async (slug: string): Promise<Date> => {
    const res = await rig.server.gql<{ event: { eventDate: string } }>('query ($slug: String!) { event(slug: $slug) { eventDate } }', { slug });
    return new Date(res.data!.event.eventDate);
  };
  const attendeesInDb = async (slug: string): Promise<number> => {
    const rows = (await rig.server.services.db.query('SELECT current_attendees FROM events WHERE slug = $1', [slug])) as {
      current_attendees: number;
    }[];
    return rows[0].current_attendees;
  };

  for (const viewport of [PHONE, DESKTOP]) {
    for (const view of ['list', 'calendar'] as const) {
      it(`fits ${viewport.width} px without sideways scrolling and passes axe (WCAG 2.1 AA) in the ${view} view`, async () => {
        const page = await openPage(rig, view === 'list' ? '/events' : '/events?view=calendar', viewport);
        await page.getByRole('heading', { level: 1, name: 'Community Events' }).waitFor();
        if (view === 'list') await page.getByRole('link', { name: 'Neighbourhood Picnic' }).waitFor();
        else await page.getByRole('grid').waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, `events-${view}-${viewport.width}`);
        expect(await overflowsHorizontally(page)).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('shows upcoming events by default and switches to past events with the When filter, kept in the URL', async () => {
    const page = await openPage(rig, '/events', DESKTOP);
    await page.getByRole('link', { name: 'Neighbourhood Picnic' }).waitFor();
    expect(await page.title()).toBe('Events — Greenfield Residents Association');
    expect(await page.getByRole('link', { name: 'Autumn Clean-Up Day' }).count()).toBe(0);
    // The undated event is upcoming, with the fallbacks.
    const undated = page.getByRole('article').filter({ hasText: 'Street Library Launch' });
    await expect(undated.textContent()).resolves.toContain(messages.fallbacks.time);
    const forum = page.getByRole('article').filter({ hasText: 'Safety Forum with Local Police' });
    await expect(forum.textContent()).resolves.toContain(messages.fallbacks.location);
    await expect(page.getByRole('article').filter({ hasText: 'Neighbourhood Picnic' }).textContent()).resolves.toContain('48 / 150 attending');

    await page.getByRole('main').getByLabel('When').selectOption('PAST');
    await page.getByRole('link', { name: 'Autumn Clean-Up Day' }).waitFor();
    await page.getByRole('link', { name: 'Annual General Meeting' }).waitFor();
    expect(await page.getByRole('link', { name: 'Neighbourhood Picnic' }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('when')).toBe('past');
    // Past events newest first.
    const titles = await page.locator('.events-card__title').allTextContents();
    expect(titles).toEqual(['Annual General Meeting', 'Autumn Clean-Up Day']);

    await page.getByRole('main').getByLabel('Search events').fill('zzz-nothing');
    await page.getByText(messages.events.noneFound).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('zzz-nothing');
    await page.context().close();
  });

  it('shows "Error loading events" with the error text when the list fails, and Try again reloads it', async () => {
    const context = await rig.browser.newContext({ viewport: PHONE });
    // The list fails until the server "recovers", just before Try again.
    let failing = true;
    await context.route('**/graphql', async (route) => {
      if (failing && route.request().postData()?.includes('PublicEvents')) {
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Database is resting' }] }) });
      } else await route.continue();
    });
    const page = await context.newPage();
    await goThroughMenu(page, rig, 'Events');
    const alert = page.getByRole('alert').filter({ hasText: messages.events.loadError });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Database is resting');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('link', { name: 'Neighbourhood Picnic' }).waitFor();
    await context.close();
  });

  it('moves between months with the arrow buttons, kept in the URL', async () => {
    const page = await openPage(rig, '/events', DESKTOP);
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    await page.locator('.events-toggle button[aria-pressed="true"]', { hasText: 'Calendar' }).waitFor();
    expect(await page.getByRole('button', { name: 'List', exact: true }).getAttribute('aria-pressed')).toBe('false');
    const now = melbourneDay(new Date());
    await page.getByRole('heading', { level: 2, name: monthTitle(now.year, now.month) }).waitFor();
    expect(await page.locator('[aria-current="date"]').getAttribute('data-day')).toBe(
      `${monthParam(now.year, now.month)}-${String(now.day).padStart(2, '0')}`,
    );

    const next = shiftMonth(now.year, now.month, 1);
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('heading', { level: 2, name: monthTitle(next.year, next.month) }).waitFor();
    expect(new URL(page.url()).searchParams.get('month')).toBe(monthParam(next.year, next.month));

    const previous = shiftMonth(now.year, now.month, -1);
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('heading', { level: 2, name: monthTitle(previous.year, previous.month) }).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('calendar');
    await page.context().close();
  });

  it('is a keyboard grid: one day in the tab order, arrows, Home/End and PageUp/PageDown move focus', async () => {
    const page = await openPage(rig, '/events?view=calendar&month=2026-11', DESKTOP);
    await page.getByRole('heading', { level: 2, name: 'November 2026' }).waitFor();
    expect(await page.locator('[role="grid"] button[tabindex="0"]').count()).toBe(1);
    await page.locator('[data-day="2026-11-12"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedDay(page)).toBe('2026-11-13');
    await page.keyboard.press('ArrowDown');
    expect(await focusedDay(page)).toBe('2026-11-20');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    expect(await focusedDay(page)).toBe('2026-11-12');
    // 12 November 2026 is a Thursday; weeks run Monday to Sunday.
    await page.keyboard.press('Home');
    expect(await focusedDay(page)).toBe('2026-11-09');
    await page.keyboard.press('End');
    expect(await focusedDay(page)).toBe('2026-11-15');
    expect(await page.locator('[role="grid"] button[tabindex="0"]').getAttribute('data-day')).toBe('2026-11-15');

    await page.keyboard.press('PageDown');
    await page.getByRole('heading', { level: 2, name: 'December 2026' }).waitFor();
    expect(new URL(page.url()).searchParams.get('month')).toBe('2026-12');
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.day === '2026-12-15');
    // Arrowing past the month's end goes on into the next month.
    await page.locator('[data-day="2026-12-31"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { level: 2, name: 'January 2027' }).waitFor();
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.day === '2027-01-01');
    await page.keyboard.press('PageUp');
    await page.getByRole('heading', { level: 2, name: 'December 2026' }).waitFor();
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.day === '2026-12-01');
    await page.context().close();
  });

  it('marks the day of the seeded Neighbourhood Picnic and lists it when the day is chosen', async () => {
    const picnic = melbourneDay(await eventDate('neighbourhood-picnic'));
    const page = await openPage(rig, `/events?view=calendar&month=${monthParam(picnic.year, picnic.month)}`, PHONE);
    const day = page.getByRole('button', { name: new RegExp(`^${dayName(picnic.year, picnic.month, picnic.day)}, \\d+ events?$`) });
    // The name is "29 November, 1 event"-like: day, month and the number of events.
    await day.waitFor();
    await day.focus();
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name: 'Neighbourhood Picnic' });
    await link.waitFor();
    await shot(page, 'calendar-day-375');
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Neighbourhood Picnic' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/events/neighbourhood-picnic');
    await page.context().close();
  });

  it('opens an event by slug with its details (no overflow at 375 px, no axe violations), and RSVPs for 2: success toast, capacity +2 on screen and in the database', async () => {
    const slug = 'neighbourhood-picnic';
    const before = await attendeesInDb(slug);
    const page = await openPage(rig, `/events/${slug}`, PHONE);
    await page.getByRole('heading', { level: 1, name: 'Neighbourhood Picnic' }).waitFor();
    expect(await page.title()).toBe('Neighbourhood Picnic — Greenfield Residents Association');
    await page.getByRole('link', { name: '← Back to events' }).waitFor();
    await page.getByText('Jubilee Park rotunda').waitFor();
    await page.getByText('events@greenfieldresidents.org.au').waitFor();
    expect(await capacity(page)).toBe(`${before} / 150 attending`);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // Required fields are checked before anything is sent.
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    await page.getByText(messages.validation.required('Name')).waitFor();

    await page.getByRole('main').getByLabel('Name').fill('Sam Citizen');
    await page.getByRole('main').getByLabel('Email').fill('sam.citizen@example.org');
    await page.getByRole('main').getByLabel('Number of attendees').selectOption('2');
    await page.getByRole('main').getByLabel('Comments').fill('Bringing a salad');
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    await page.getByTestId('toast').filter({ hasText: messages.rsvp.success }).waitFor();
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="event-capacity"] .events-detail__capacity')?.textContent === text,
      `${before + 2} / 150 attending`,
    );
    expect(await page.getByRole('main').getByLabel('Name').inputValue()).toBe('');
    await shot(page, 'detail-375');
    expect(await attendeesInDb(slug)).toBe(before + 2);
    const rsvps = (await rig.server.services.db.query(
      'SELECT r.attendees, r.comments FROM rsvps r JOIN events e ON e.id = r.event_id WHERE e.slug = $1 AND r.email = $2',
      [slug, 'sam.citizen@example.org'],
    )) as { attendees: number; comments: string }[];
    expect(rsvps).toEqual([{ attendees: 2, comments: 'Bringing a salad' }]);
    await page.context().close();
  });

  it('refuses an RSVP once the event is full with the server message, inline and as a toast, then hides the form', async () => {
    const slug = 'safety-forum-with-local-police';
    const page = await openPage(rig, `/events/${slug}`, DESKTOP);
    await page.getByRole('heading', { level: 1, name: 'Safety Forum with Local Police' }).waitFor();
    await page.getByRole('main').getByLabel('Name').fill('Late Comer');
    await page.getByRole('main').getByLabel('Email').fill('late@example.org');
    // Someone else takes the last places meanwhile.
    // (Its waitlist is off: with it on, the RSVP would join the waitlist — rsvp-lifecycle.e2e.test.ts.)
    await rig.server.services.db.query('UPDATE events SET current_attendees = max_attendees, waitlist_enabled = false WHERE slug = $1', [slug]);
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    await page.getByTestId('toast').filter({ hasText: messages.rsvp.full }).waitFor();
    // The reloaded event is full: the form gives way to the reason.
    await page.locator('.events-rsvp__closed').filter({ hasText: messages.rsvp.full }).waitFor();
    expect(await page.getByRole('button', { name: 'RSVP', exact: true }).count()).toBe(0);
    expect(await capacity(page)).toBe('80 / 80 attending');
    await shot(page, 'detail-full-1280');
    const rows = (await rig.server.services.db.query('SELECT count(*)::int AS n FROM rsvps WHERE email = $1', ['late@example.org'])) as {
      n: number;
    }[];
    expect(rows[0].n).toBe(0);
    await page.context().close();
  });

  it('shows the number of places left when an RSVP asks for more than remain (waitlist off)', async () => {
    await rig.server.services.db.query('UPDATE events SET waitlist_enabled = false WHERE slug = $1', ['tree-planting-morning']);
    const page = await openPage(rig, '/events/tree-planting-morning', DESKTOP);
    await page.getByRole('heading', { level: 1, name: 'Tree Planting Morning' }).waitFor();
    await page.getByRole('main').getByLabel('Name').fill('Two People');
    await page.getByRole('main').getByLabel('Email').fill('two@example.org');
    await page.getByRole('main').getByLabel('Number of attendees').selectOption('2');
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: messages.rsvp.notEnoughPlaces(1) })
      .first()
      .waitFor();
    await page
      .locator('.events-rsvp__refusal')
      .filter({ hasText: messages.rsvp.notEnoughPlaces(1) })
      .waitFor();
    await shot(page, 'detail-refused-1280');
    await page.context().close();
  });

  it('hides the RSVP form of a past event with a clear sentence', async () => {
    const page = await openPage(rig, '/events/autumn-clean-up-day', PHONE);
    await page.getByRole('heading', { level: 1, name: 'Autumn Clean-Up Day' }).waitFor();
    await page.locator('.events-rsvp__closed').filter({ hasText: messages.rsvp.past }).waitFor();
    expect(await page.getByRole('button', { name: 'RSVP', exact: true }).count()).toBe(0);
    // Issue #17: a past event offers no Add to Calendar either.
    expect(await page.getByText('Add to Calendar').count()).toBe(0);
    await page.context().close();
  });

  it('"Add to Calendar" links to an RFC 5545 file; undated events explain why it is disabled', async () => {
    const page = await openPage(rig, '/events/neighbourhood-picnic', DESKTOP);
    const link = page.getByRole('link', { name: 'Add to Calendar' });
    await link.waitFor();
    const href = await link.getAttribute('href');
    expect(href).toBe('/events/neighbourhood-picnic/calendar.ics');
    expect(await link.getAttribute('download')).toBeTruthy();
    const response = await fetch(rig.url(href!));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const body = await response.text();
    expect(body.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(body).toContain('SUMMARY:Neighbourhood Picnic');

    await page.goto(rig.url('/events/street-library-launch'));
    await page.getByRole('heading', { level: 1, name: 'Street Library Launch' }).waitFor();
    const button = page.getByRole('button', { name: 'Add to Calendar' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByText(messages.events.noDateForCalendar).waitFor();
    await page.getByText(messages.fallbacks.time).first().waitFor();
    await page.getByText(messages.events.openEvent).waitFor();
    await page.context().close();
  });

  it('"Share Event" copies the link when the Web Share API is missing', async () => {
    const context = await rig.browser.newContext({ viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: rig.server.url });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    const page = await context.newPage();
    await page.goto(rig.url('/events/neighbourhood-picnic'));
    await page.getByRole('button', { name: 'Share Event' }).click();
    await page.getByTestId('toast').filter({ hasText: messages.events.linkCopied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(rig.url('/events/neighbourhood-picnic'));
    await context.close();
  });

  it('shows the not-found page for an unknown slug', async () => {
    const page = await openPage(rig, '/events/no-such-event', DESKTOP);
    await page.getByRole('heading', { level: 1, name: /not found|404|NotFoundPage/i }).waitFor();
    expect(await page.getByRole('link', { name: '← Back to events' }).count()).toBe(0);
    await page.context().close();
  });
});
