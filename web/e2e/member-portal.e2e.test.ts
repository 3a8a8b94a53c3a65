import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { adminMessages } from '../../shared/admin-messages';
import { messages } from '../../shared/messages';
import { memberLoginMessages, memberPortalMessages } from '../../shared/member-portal-messages';
import { defaultMembershipYear } from '../../shared/membership-year';
import { MoneyKind, PaymentMethod } from '../../server/src/money';
import { event, member } from '../../server/test/factories';
import { Member } from '../../server/src/members/member.entity';
import { MemberStatus } from '../../server/src/members/member.enums';
import { axeViolations, closedAfterEachTest, describeBrowser, overflowsHorizontally } from './browser';
import { openPage, PHONE, signIn, startRig, WIDE, type BrowserRig } from './server';

const opened = closedAfterEachTest();

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });

/** The path of the newest sign-in link e-mailed to an address (read from the outbox; no SMTP server runs). */
async function signInLinkFor(rig: BrowserRig, email: string): Promise<string> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const rows = (await rig.server.services.db.query(
      `SELECT body, html FROM email_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at DESC LIMIT 1`,
      [email],
    )) as { body: string; html: string | null }[];
    const match = rows[0] && /\/members\/sign-in\/[A-Za-z0-9_-]+/.exec(`${rows[0].body}\n${rows[0].html ?? ''}`);
    if (match) return match[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in link was e-mailed to ${email}`);
}

/** Opens a new browser context at a path and keeps it to close after the test. */
async function open(rig: BrowserRig, pathname: string, viewport = WIDE): Promise<Page> {
  const page = await openPage(rig, pathname, viewport);
  opened.push(page);
  return page;
}

/** A new browser context signed in as the member (link asked for through the API, opened and pressed in the browser). */
async function signedInMember(rig: BrowserRig, email: string, viewport = WIDE): Promise<Page> {
  const asked = await rig.server.gql('mutation($email: String!) { requestMemberSignIn(input: { email: $email }) }', { email });
  expect(asked.errors).toBeUndefined();
  const page = await open(rig, await signInLinkFor(rig, email), viewport);
  await h1(page, memberPortalMessages.linkTitle);
  await page.getByRole('button', { name: memberPortalMessages.linkButton }).click();
  await h1(page, memberPortalMessages.areaTitle);
  return page;
}

/** An approved member with a unique e-mail address. */
async function approvedMember(rig: BrowserRig, fullName: string): Promise<Member> {
  return member(rig.server.services, {
    fullName,
    email: `${fullName.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`,
    status: MemberStatus.APPROVED,
    approvedDate: new Date(),
    approvedBy: 'Alice Admin',
    joinDate: '2024-03-01',
  });
}

/** An RSVP made on the public form's mutation. */
async function rsvp(rig: BrowserRig, eventSlug: string, name: string, email: string, attendees: number): Promise<string> {
  const res = await rig.server.gql<{ rsvpEvent: { status: string } }>('mutation($input: RsvpInput!) { rsvpEvent(input: $input) { status } }', {
    input: { eventSlug, name, email, attendees },
  });
  expect(res.errors).toBeUndefined();
  return res.data!.rsvpEvent.status;
}

describeBrowser("Members' own area: sign in by e-mailed link, see and change what is yours (issue #21)", () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig({ PUBLIC_WRITE_LIMIT: '0' });
  });
  afterAll(async () => {
    await rig?.stop();
  });

  it('an approved member asks for a link, signs in from the outbox, changes their phone, cancels an RSVP (the waitlist moves up), gets a calendar link a parser reads, downloads their data and logs out', async () => {
    const mira = await approvedMember(rig, 'Mira Portal');
    const bee = await event(rig.server.services, { title: 'Portal Working Bee', maxAttendees: 2, eventDate: new Date(Date.now() + 10 * 86_400_000) });
    const picnic = await event(rig.server.services, { title: 'Portal Picnic', eventDate: new Date(Date.now() + 12 * 86_400_000) });
    expect(await rsvp(rig, bee.slug, 'Mira Portal', mira.email, 2)).toBe('GOING');
    expect(await rsvp(rig, bee.slug, 'Wally Waiting', `wally.${Date.now()}@example.org`, 2)).toBe('WAITLISTED');
    expect(await rsvp(rig, picnic.slug, 'Mira Portal', mira.email, 1)).toBe('GOING');

    // /members: the header says "Member login"; the form asks for an e-mail address only.
    const page = await open(rig, '/members');
    await h1(page, memberPortalMessages.signInTitle);
    const header = page.getByRole('navigation', { name: 'Main' });
    expect(await header.getByRole('link', { name: messages.memberPortal.headerLink }).getAttribute('href')).toBe('/members');
    await page.getByRole('main').getByLabel('Email').fill(mira.email);
    await page.getByRole('button', { name: memberPortalMessages.signInButton }).click();
    await page.getByRole('status').filter({ hasText: memberPortalMessages.linkSent }).waitFor();

    // The link from the outbox: opening it changes nothing (the button below still signs in).
    const link = await signInLinkFor(rig, mira.email);
    await page.goto(rig.url(link));
    await h1(page, memberPortalMessages.linkTitle);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: memberPortalMessages.linkButton }).click();
    await page.waitForURL(/\/members$/);
    await h1(page, memberPortalMessages.areaTitle);
    await toast(page, memberLoginMessages.success);
    await header.getByRole('link', { name: /^Mira/ }).waitFor();
    expect(await page.getByTestId('member-status').textContent()).toBe('Active');
    // Another public page's header names the member too, and leads back to the area.
    await page.goto(rig.url('/events'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const named = header.getByRole('link', { name: /^Mira/ });
    await named.waitFor();
    expect(await named.getAttribute('href')).toBe('/members');
    expect(await header.getByRole('link', { name: messages.memberPortal.headerLink }).count()).toBe(0);
    await named.click();
    await h1(page, memberPortalMessages.areaTitle);

    // My details: a new phone number.
    await page.getByLabel('Phone', { exact: true }).fill('0499 111 222');
    await page.getByRole('button', { name: 'Save my details' }).click();
    await toast(page, memberPortalMessages.detailsSaved);
    expect((await rig.server.services.db.getRepository(Member).findOneByOrFail({ id: mira.id })).phone).toBe('0499 111 222');

    // My events: cancel the full working bee after the confirmation; Wally is promoted.
    const beeItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Portal Working Bee' }) });
    await beeItem.getByTestId('my-rsvp-status').filter({ hasText: 'going' }).waitFor();
    await beeItem.getByRole('button', { name: 'Cancel RSVP' }).click();
    await beeItem.getByRole('button', { name: 'Yes, cancel my RSVP' }).click();
    await toast(page, memberPortalMessages.rsvpCancelled);
    await beeItem.waitFor({ state: 'detached' });
    const statuses = (await rig.server.services.db.query(`SELECT name, status FROM rsvps WHERE event_id = $1 ORDER BY name`, [bee.id])) as {
      name: string;
      status: string;
    }[];
    expect(statuses).toEqual([
      { name: 'Mira Portal', status: 'cancelled' },
      { name: 'Wally Waiting', status: 'going' },
    ]);

    // Calendar: the link is shown once, copied, and a calendar parser reads the picnic from it.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: rig.server.url });
    await page.getByRole('button', { name: 'Make my calendar link' }).click();
    await toast(page, memberPortalMessages.calendarMade);
    const feedField = page.getByRole('textbox', { name: 'Your calendar link' });
    const feedUrl = await feedField.inputValue();
    expect(feedUrl).toMatch(/\/members\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await toast(page, memberPortalMessages.calendarCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
    const feed = await fetch(rig.url(new URL(feedUrl).pathname));
    expect(feed.status).toBe(200);
    const { default: ICAL } = await import('ical.js');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const summaries = calendar.getAllSubcomponents('vevent').map((vevent) => String(vevent.getFirstPropertyValue('summary')));
    expect(summaries).toContain('Portal Picnic');
    expect(summaries).not.toContain('Portal Working Bee');

    // My data: everything held, as a JSON file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my information' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as unknown;
    expect(JSON.stringify(data)).toContain(mira.email);
    expect(JSON.stringify(data)).toContain('0499 111 222');
    await toast(page, memberPortalMessages.dataDownloaded);

    // Log out: the form again, the header says "Member login", and a reload keeps it so.
    await page.getByRole('button', { name: memberPortalMessages.signOutButton }).click();
    await toast(page, memberLoginMessages.logout);
    await h1(page, memberPortalMessages.signInTitle);
    await header.getByRole('link', { name: messages.memberPortal.headerLink }).waitFor();
    await page.reload();
    await h1(page, memberPortalMessages.signInTitle);

    // The link was used once: opening it again and pressing the button says so.
    await page.goto(rig.url(link));
    await page.getByRole('button', { name: memberPortalMessages.linkButton }).click();
    await page.getByRole('alert').filter({ hasText: memberPortalMessages.linkInvalid }).waitFor();
    expect(await page.getByRole('link', { name: memberPortalMessages.linkGone }).getAttribute('href')).toBe('/members');
  }, 180_000);

  it('an empty e-mail says "Please enter your email address." once, and focuses the field', async () => {
    const page = await open(rig, '/members', PHONE);
    await h1(page, memberPortalMessages.signInTitle);
    await page.getByRole('button', { name: memberPortalMessages.signInButton }).click();
    await toast(page, memberLoginMessages.empty);
    const field = page.getByRole('main').getByLabel('Email');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
  });

  it('a member asks for an address change and erasure; staff approve the change in Member Details and find the erasure request on /admin/privacy; the member changes their e-mail address from the link sent to the new one', async () => {
    const name = `Nora Change ${Date.now()}`;
    const nora = await approvedMember(rig, name);
    const page = await signedInMember(rig, nora.email);
    await page.getByLabel('New address').fill('9 Wattle Way, Greenfield');
    await page.getByRole('button', { name: 'Ask for this change' }).click();
    await toast(page, memberPortalMessages.changeRequested);
    await page.getByRole('list', { name: 'Your change requests' }).getByText('Waiting for the committee').waitFor();
    await page.getByRole('button', { name: 'Ask us to delete my information' }).click();
    await page.getByRole('button', { name: 'Yes, ask to delete my information' }).click();
    await toast(page, memberPortalMessages.erasureRequested);
    await page.getByTestId('erasure-requested').waitFor();

    const staff = await open(rig, '/admin/login');
    await signIn(staff, await rig.demoLogin('ADMIN'));
    await staff.goto(rig.url(`/admin/members?q=${encodeURIComponent(name)}`));
    await staff.getByRole('button', { name: `View ${name}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Member Details' });
    const requests = dialog.getByRole('region', { name: 'Change requests' });
    await requests.getByText('9 Wattle Way, Greenfield').waitFor();
    expect(await axeViolations(staff)).toEqual([]);
    await requests.getByRole('button', { name: /^Approve change/ }).click();
    await toast(staff, adminMessages.memberRequests.approved);
    await requests.getByText('Approved', { exact: true }).waitFor();
    // The dialog shows the member's new address.
    await dialog.locator('.member-modal__details').getByText('9 Wattle Way, Greenfield', { exact: true }).waitFor();
    expect((await rig.server.services.db.getRepository(Member).findOneByOrFail({ id: nora.id })).address).toBe('9 Wattle Way, Greenfield');

    await staff.goto(rig.url('/admin/privacy'));
    await staff.getByRole('heading', { name: 'Erasure requests from members' }).waitFor();
    await staff.getByRole('button', { name: `Find the data of ${nora.email}` }).click();
    await staff.getByRole('heading', { name: `Held for ${nora.email}` }).waitFor();
    expect(await staff.getByLabel('E-mail address').inputValue()).toBe(nora.email);

    // The member sees the outcome in their history.
    await page.reload();
    await page.getByRole('list', { name: 'Your change requests' }).getByText('Approved').waitFor();

    // A new e-mail address: waiting until the link sent there is opened and its button pressed.
    const newEmail = `nora.new.${Date.now()}@example.org`;
    await page.getByLabel('New e-mail address').fill(newEmail);
    await page.getByRole('button', { name: 'Change my e-mail address' }).click();
    await toast(page, memberPortalMessages.emailChangeSent.replace('{email}', newEmail));
    await page.getByTestId('pending-email').filter({ hasText: newEmail }).waitFor();
    const [mail] = (await rig.server.services.db.query(`SELECT body FROM email_outbox WHERE to_address = $1`, [newEmail])) as { body: string }[];
    const confirmLink = /\/members\/confirm-email\/[A-Za-z0-9_-]+/.exec(mail.body)![0];
    await page.goto(rig.url(confirmLink));
    await h1(page, memberPortalMessages.emailConfirmTitle);
    expect(await axeViolations(page)).toEqual([]);
    // The same page on a phone (opening it changes nothing; only its button does).
    const onPhone = await open(rig, confirmLink, PHONE);
    await h1(onPhone, memberPortalMessages.emailConfirmTitle);
    expect(await overflowsHorizontally(onPhone)).toBe(false);
    expect(await axeViolations(onPhone)).toEqual([]);
    expect((await rig.server.services.db.getRepository(Member).findOneByOrFail({ id: nora.id })).email).toBe(nora.email);
    await page.getByRole('button', { name: memberPortalMessages.emailConfirmButton }).click();
    await page.getByRole('status').filter({ hasText: memberPortalMessages.emailConfirmed }).waitFor();
    expect((await rig.server.services.db.getRepository(Member).findOneByOrFail({ id: nora.id })).email).toBe(newEmail);
  }, 180_000);

  it('a pending applicant sees "being reviewed" with the date applied, a rejected one the reason and how to ask again, an inactive member no calendar feed (axe clean at 375 and 1280 px)', async () => {
    const pending = await member(rig.server.services, { fullName: 'Paula Pending', email: `paula.${Date.now()}@example.com` });
    const rejected = await member(rig.server.services, {
      fullName: 'Rex Rejected',
      email: `rex.${Date.now()}@example.com`,
      status: MemberStatus.REJECTED,
      rejectedDate: new Date(),
      rejectionReason: 'The address is outside Greenfield',
    });
    const waiting = await signedInMember(rig, pending.email, PHONE);
    await waiting.getByRole('heading', { level: 2, name: memberPortalMessages.pendingTitle }).waitFor();
    await waiting.getByText(/^We received your application on \d{1,2} [A-Z][a-z]+ \d{4}\./).waitFor();
    expect(await waiting.getByRole('heading', { name: 'My details' }).count()).toBe(0);
    expect(await overflowsHorizontally(waiting)).toBe(false);
    expect(await axeViolations(waiting)).toEqual([]);
    await waiting.setViewportSize(WIDE);
    expect(await axeViolations(waiting)).toEqual([]);

    const refused = await signedInMember(rig, rejected.email, PHONE);
    await refused.getByRole('heading', { level: 2, name: memberPortalMessages.rejectedTitle }).waitFor();
    await refused.getByText('The address is outside Greenfield').waitFor();
    await refused.getByText(memberPortalMessages.rejectedReconsider).waitFor();
    expect(await overflowsHorizontally(refused)).toBe(false);
    expect(await axeViolations(refused)).toEqual([]);
    await refused.setViewportSize(WIDE);
    expect(await axeViolations(refused)).toEqual([]);

    // An inactive member keeps their record, events and newsletter, but not the calendar feed
    // (the rule of shared/member-area.ts, which the server follows too).
    const inactive = await member(rig.server.services, {
      fullName: 'Ivy Inactive',
      email: `ivy.${Date.now()}@example.com`,
      status: MemberStatus.INACTIVE,
    });
    const lapsed = await signedInMember(rig, inactive.email);
    await lapsed.getByText(memberPortalMessages.inactiveLead).waitFor();
    await lapsed.getByRole('heading', { level: 2, name: 'My details' }).waitFor();
    await lapsed.getByRole('heading', { level: 2, name: 'My events' }).waitFor();
    expect(await lapsed.getByRole('heading', { level: 2, name: 'Calendar' }).count()).toBe(0);
    expect(await axeViolations(lapsed)).toEqual([]);
  }, 120_000);

  describe.each([
    ['a 375 px phone', PHONE],
    ['a 1280 px desktop', WIDE],
  ])('on %s', (_label, viewport) => {
    it('/members signed out (form and link sent), the sign-in link page and /members signed in pass axe and do not scroll sideways', async () => {
      const signedOut = await open(rig, '/members', viewport);
      await h1(signedOut, memberPortalMessages.signInTitle);
      expect(await overflowsHorizontally(signedOut)).toBe(false);
      expect(await axeViolations(signedOut)).toEqual([]);
      await signedOut.getByRole('main').getByLabel('Email').fill('nobody.here@example.org');
      await signedOut.getByRole('button', { name: memberPortalMessages.signInButton }).click();
      await signedOut.getByRole('status').filter({ hasText: memberPortalMessages.linkSent }).waitFor();
      expect(await overflowsHorizontally(signedOut)).toBe(false);
      expect(await axeViolations(signedOut)).toEqual([]);

      const olga = await approvedMember(rig, `Olga Screens ${viewport.width}`);
      const e = await event(rig.server.services, { title: `Screens Meetup ${viewport.width}`, maxAttendees: 1 });
      await rsvp(rig, e.slug, 'Someone First', `first.${viewport.width}.${Date.now()}@example.org`, 1);
      await rsvp(rig, e.slug, olga.fullName, olga.email, 1);
      await rig.server.gql('mutation($email: String!) { requestMemberSignIn(input: { email: $email }) }', { email: olga.email });
      const linkPage = await open(rig, await signInLinkFor(rig, olga.email), viewport);
      await h1(linkPage, memberPortalMessages.linkTitle);
      expect(await overflowsHorizontally(linkPage)).toBe(false);
      expect(await axeViolations(linkPage)).toEqual([]);
      await linkPage.getByRole('button', { name: memberPortalMessages.linkButton }).click();
      await h1(linkPage, memberPortalMessages.areaTitle);
      await linkPage.getByTestId('my-rsvp-status').filter({ hasText: 'waitlist, number 1' }).waitFor();
      await linkPage.getByRole('button', { name: 'Make my calendar link' }).click();
      await linkPage.getByRole('textbox', { name: 'Your calendar link' }).waitFor();
      expect(await overflowsHorizontally(linkPage)).toBe(false);
      expect(await axeViolations(linkPage)).toEqual([]);

      // The phone menu has the member link too, with the first name.
      if (viewport === PHONE) {
        await linkPage.getByRole('button', { name: 'Menu' }).click();
        await linkPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Olga/ }).waitFor();
        expect(await overflowsHorizontally(linkPage)).toBe(false);
      }
    }, 120_000);
  });

  it('"My membership" shows what is owed with the bank details and its reference, and a paid fee\'s receipt that downloads, at 375 px with 200 % text (issue #34)', async () => {
    const { services } = rig.server;
    await services.membershipYear.update(
      { id: null, name: 'Tess Treasurer' },
      { ...defaultMembershipYear, bankAccountName: 'Greenfield Residents Assoc', bankBsb: '063-000', bankAccountNumber: '12345678' },
    );
    const mia = await approvedMember(rig, 'Mia Membership');
    const fee = (description: string, periodStart: string, periodEnd: string) =>
      services.db.transaction((tx) =>
        services.ledger.createCharge(tx, null, {
          memberId: mia.id,
          payerName: mia.fullName,
          payerEmail: mia.email,
          kind: MoneyKind.FEE,
          description,
          amountCents: 2000,
          periodStart,
          periodEnd,
          dueDate: periodStart,
        }),
      );
    const paid = await fee('Membership 2025–26', '2025-07-01', '2026-06-30');
    const { receipt } = await services.db.transaction((tx) =>
      services.payments.receive(tx, null, { chargeId: paid.id, amountCents: 2000, method: PaymentMethod.CASH, paidOn: '2025-07-02' }),
    );
    const owed = await fee('Membership 2026–27', '2026-07-01', '2027-06-30');

    const page = await signedInMember(rig, mia.email, PHONE);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await page.getByTestId('bank-reference').filter({ hasText: owed.reference }).waitFor();
    const owing = page.getByTestId('open-charge');
    for (const text of ['$20.00', 'Membership 2026–27', '063-000', '12345678', 'Greenfield Residents Assoc'])
      await owing.filter({ hasText: text }).waitFor();
    const link = page.getByRole('link', { name: new RegExp(`^Receipt ${receipt.number} \\(PDF`) });
    const href = await link.getAttribute('href');
    expect(href).toBe(services.receiptLinks.pathOf(receipt.number));
    const pdf = await page.request.get(new URL(href!, page.url()).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);
});
