import { adminMessages } from '../../shared/admin-messages';
import { messages } from '../../shared/messages';
import { attendeeMessages } from '../../shared/attendee-messages';
import { Role } from '../src/auth/roles';
import { Event } from '../src/content/event/event.entity';
import { Rsvp, RsvpStatus } from '../src/events/rsvp.entity';
import { event, staff } from './factories';
import { describeDb, useTestServer } from './harness';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';

const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { attendees status waitlistPosition event { id currentAttendees maxAttendees } } }`;
const MANAGED = `name attendees status waitlistPosition changeable event { title currentAttendees }`;
const BY_TOKEN = `query($token: String!) { rsvpByToken(token: $token) { ${MANAGED} } }`;
const UPDATE = `mutation($token: String!, $attendees: Int!) { updateRsvp(token: $token, attendees: $attendees) { ${MANAGED} } }`;
const CANCEL = `mutation($token: String!) { cancelRsvp(token: $token) { ${MANAGED} } }`;
const ATTENDEES = `query($eventId: ID!, $status: RsvpStatus, $search: String) {
  eventAttendees(eventId: $eventId, status: $status, search: $search) {
    total goingPlaces waitlistedPlaces checkedIn items { id name email attendees status waitlistPosition comments checkedInAt }
  }
}`;

type RsvpAnswer = { attendees: number; status: string; waitlistPosition: number | null; event: { id: string; currentAttendees: number } };
type Managed = {
  name: string;
  attendees: number;
  status: string;
  waitlistPosition: number | null;
  changeable: boolean;
  event: { currentAttendees: number };
};

let n = 0;
const address = (who: string) => `${who}.${Date.now().toString(36)}${n++}@example.com`;

/** The manage token in the newest e-mail to `to` whose subject matches. */
function tokenIn(mail: ReceivedMail): string {
  const match = /\/rsvp\/([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`no manage link in: ${mail.parsed.text}`);
  return match[1];
}

describeDb('events that run themselves: RSVP lifecycle (issue #17)', () => {
  let smtp: TestSmtpServer;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const server = useTestServer(() => ({
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: '0',
    PUBLIC_URL: 'https://residents.example.org',
    PUBLIC_WRITE_LIMIT: '0',
  }));
  beforeAll(async () => {
    admin = (await staff(server.services)).token;
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const rsvp = (slug: string, email: string, attendees: number, name = 'Robin Resident', comments: string | null = null) =>
    server.gql<{ rsvpEvent: RsvpAnswer }>(RSVP, { input: { eventSlug: slug, name, email, attendees, comments } });

  /** Sends what the outbox holds and waits for a message to `to` whose subject includes `subject`. */
  async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
    await server.services.outbox.runOnce();
    const [mail] = (await smtp.waitFor((m) => m.envelopeTo.includes(to) && (m.parsed.subject ?? '').includes(subject))).slice(-1);
    return mail;
  }

  const taken = async (id: string) => (await server.services.db.getRepository(Event).findOneByOrFail({ id })).currentAttendees;

  it('keeps one RSVP per event and e-mail: the same e-mail again (any case) changes its party size instead of adding places', async () => {
    const e = await event(server.services, { maxAttendees: 60 });
    const email = address('twice');
    expect((await rsvp(e.slug, email, 2)).data!.rsvpEvent).toMatchObject({
      attendees: 2,
      status: 'GOING',
      waitlistPosition: null,
      event: { currentAttendees: 2 },
    });
    expect((await rsvp(e.slug, email.toUpperCase(), 4)).data!.rsvpEvent).toMatchObject({
      attendees: 4,
      status: 'GOING',
      event: { currentAttendees: 4 },
    });
    const rows = await server.services.db.getRepository(Rsvp).findBy({ eventId: e.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].attendees).toBe(4);
    expect(await taken(e.id)).toBe(4);
  });

  it('keeps the stored name and comments when another submission with the same e-mail resizes the RSVP (only the party size changes)', async () => {
    const e = await event(server.services, { maxAttendees: 20 });
    const email = address('owner');
    await rsvp(e.slug, email, 2, 'Olivia Owner', 'Wheelchair access please');
    const other = await rsvp(e.slug, email, 3, 'Someone Else', 'Cancel the wheelchair');
    expect(other.data!.rsvpEvent).toMatchObject({ attendees: 3, status: 'GOING', event: { currentAttendees: 3 } });
    const [row] = await server.services.db.getRepository(Rsvp).findBy({ eventId: e.id });
    expect(row).toMatchObject({ name: 'Olivia Owner', comments: 'Wheelchair access please', attendees: 3 });
  });

  it('joins the waitlist when full (waitlist on), and refuses with SPEC’s message when the waitlist is off', async () => {
    const e = await event(server.services, { maxAttendees: 4 });
    expect((await rsvp(e.slug, address('a'), 3)).data!.rsvpEvent.status).toBe('GOING');
    expect((await rsvp(e.slug, address('b'), 2)).data!.rsvpEvent).toMatchObject({
      status: 'WAITLISTED',
      waitlistPosition: 1,
      event: { currentAttendees: 3 },
    });
    expect((await rsvp(e.slug, address('c'), 3)).data!.rsvpEvent).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 2 });
    // One place left: a party of one fits, and gets it.
    expect((await rsvp(e.slug, address('d'), 1)).data!.rsvpEvent).toMatchObject({ status: 'GOING', event: { currentAttendees: 4 } });

    const closed = await event(server.services, { maxAttendees: 2, waitlistEnabled: false });
    await rsvp(closed.slug, address('e'), 2);
    const refused = await rsvp(closed.slug, address('f'), 1);
    expect(refused.errors?.[0]).toMatchObject({ message: messages.rsvp.full, extensions: { code: 'CONFLICT' } });
  });

  it('e-mails a confirmation with the event, Melbourne time, party size, the .ics and a manage link whose token is stored hashed', async () => {
    const e = await event(server.services, {
      title: 'Street Party',
      maxAttendees: 10,
      location: 'Vine Street',
      eventDate: new Date('2031-03-01T03:30:00Z'),
    });
    const email = address('confirm');
    await rsvp(e.slug, email, 3, 'Casey Confirm');
    const mail = await mailTo(email, "You're going");
    expect(mail.parsed.text).toContain('Hi Casey Confirm,');
    expect(mail.parsed.text).toContain('Street Party');
    expect(mail.parsed.text).toContain('01 Mar 2031 at 14:30'); // 03:30 UTC is 14:30 in Melbourne (daylight time)
    expect(mail.parsed.text).toContain('Where: Vine Street');
    expect(mail.parsed.text).toContain('Party size: 3');
    expect(mail.parsed.html).toContain('/rsvp/');
    const token = tokenIn(mail);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
    expect(mail.parsed.text).toContain(`https://residents.example.org/rsvp/${token}`);
    const stored = (await server.services.db.query(`SELECT token_hash FROM rsvp_tokens`)) as { token_hash: string }[];
    expect(stored.some((r) => r.token_hash.includes(token) || token.includes(r.token_hash))).toBe(false);

    const ics = mail.parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics).toBeDefined();
    const { default: ICAL } = await import('ical.js');
    const vevent = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8'))).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe(`${e.id}@greenfieldresidents.org.au`);
    expect(vevent.getFirstPropertyValue('summary')).toBe('Street Party');

    // Opening the link reads; nothing changes (mail scanners open links).
    const opened = await server.gql<{ rsvpByToken: Managed }>(BY_TOKEN, { token });
    expect(opened.data!.rsvpByToken).toMatchObject({ name: 'Casey Confirm', attendees: 3, status: 'GOING', changeable: true });
    expect(await taken(e.id)).toBe(3);
    expect((await server.gql(BY_TOKEN, { token: 'x'.repeat(43) })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('e-mails a waitlisted resident their place in the queue', async () => {
    const e = await event(server.services, { maxAttendees: 1 });
    await rsvp(e.slug, address('first'), 1);
    const email = address('queued');
    await rsvp(e.slug, email, 2);
    const mail = await mailTo(email, "You're on the waitlist");
    expect(mail.parsed.text).toContain("you're number 1 on the waitlist");
    expect(mail.parsed.text).toMatch(/\/rsvp\/[A-Za-z0-9_-]{43}/);
    // The .ics comes with a waitlisted confirmation too, so the date can be kept free.
    const ics = mail.parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics?.content.toString('utf8')).toContain(`UID:${e.id}@greenfieldresidents.org.au`);
  });

  it('promotes the waitlist in the order people joined when a resident cancels or shrinks their party, and e-mails each promoted person', async () => {
    const e = await event(server.services, { maxAttendees: 5 });
    const owner = address('owner');
    await rsvp(e.slug, owner, 5);
    const [w1, w2, w3] = [address('w1'), address('w2'), address('w3')];
    await rsvp(e.slug, w1, 3);
    await rsvp(e.slug, w2, 1);
    await rsvp(e.slug, w3, 2);
    const token = tokenIn(await mailTo(owner, "You're going"));

    // 5 → 4 frees one place: w1 (3) does not fit and is skipped; w2 (1) fits and is promoted.
    const smaller = await server.gql<{ updateRsvp: Managed }>(UPDATE, { token, attendees: 4 });
    expect(smaller.data!.updateRsvp).toMatchObject({ attendees: 4, status: 'GOING', event: { currentAttendees: 5 } });
    const promoted = await mailTo(w2, 'Good news');
    expect(promoted.parsed.text).toMatch(/\/rsvp\/[A-Za-z0-9_-]{43}/);
    const statusOf = async (email: string) => (await server.services.db.getRepository(Rsvp).findOneByOrFail({ eventId: e.id, email })).status;
    expect(await statusOf(w1)).toBe(RsvpStatus.WAITLISTED);

    // Cancelling frees 4: w1 (3, first in line) is promoted; w3 (2) does not fit the one left.
    const cancelled = await server.gql<{ cancelRsvp: Managed }>(CANCEL, { token });
    expect(cancelled.data!.cancelRsvp).toMatchObject({ status: 'CANCELLED', changeable: false, event: { currentAttendees: 4 } });
    expect(await statusOf(w1)).toBe(RsvpStatus.GOING);
    expect(await statusOf(w3)).toBe(RsvpStatus.WAITLISTED);
    await mailTo(w1, 'Good news');
    await mailTo(owner, 'RSVP cancelled');
    expect((await server.gql(CANCEL, { token })).errors?.[0]).toMatchObject({
      message: messages.rsvpLifecycle.alreadyCancelled,
      extensions: { code: 'CONFLICT' },
    });
    expect(await taken(e.id)).toBe(4);
  });

  it('refuses a bigger party than the places left, naming how many are left', async () => {
    const e = await event(server.services, { maxAttendees: 6 });
    const email = address('grow');
    await rsvp(e.slug, email, 2);
    await rsvp(e.slug, address('other'), 3);
    const token = tokenIn(await mailTo(email, "You're going"));
    const res = await server.gql(UPDATE, { token, attendees: 4 });
    expect(res.errors?.[0]).toMatchObject({ message: messages.rsvp.notEnoughPlaces(3), extensions: { code: 'CONFLICT' } });
    expect((await server.gql<{ updateRsvp: Managed }>(UPDATE, { token, attendees: 3 })).data!.updateRsvp.attendees).toBe(3);
    expect((await server.gql(UPDATE, { token, attendees: 0 })).errors?.[0]?.extensions?.fields).toHaveProperty('attendees');
  });

  describe('the event form and places (the lost update)', () => {
    const UPDATE_EVENT = `mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { currentAttendees maxAttendees } }`;
    const formOf = (e: Event, maxAttendees: number) => ({
      title: e.title,
      eventDate: e.eventDate!.toISOString(),
      maxAttendees,
      status: 'PUBLISHED',
    });

    it('a stale event form cannot change the places taken (48 → 52 → 48 no more)', async () => {
      const e = await event(server.services, { maxAttendees: 60 });
      await rsvp(e.slug, address('p1'), 4);
      const staleForm = formOf(e, 60); // opened before the next RSVP arrived
      await rsvp(e.slug, address('p2'), 4);
      const saved = await server.gql<{ updateEvent: { currentAttendees: number } }>(UPDATE_EVENT, { id: e.id, input: staleForm }, admin);
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateEvent.currentAttendees).toBe(8);
      expect(await taken(e.id)).toBe(8);
      // The form has no "current attendees" any more.
      const typed = await server.gql(UPDATE_EVENT, { id: e.id, input: { ...staleForm, currentAttendees: 0 } }, admin);
      expect(typed.errors?.[0]?.message).toMatch(/currentAttendees/);
    });

    it('refuses max attendees below the places taken (BAD_USER_INPUT naming maxAttendees), and a higher one promotes the waitlist', async () => {
      const e = await event(server.services, { maxAttendees: 4 });
      await rsvp(e.slug, address('q1'), 4);
      const waiting = address('q2');
      await rsvp(e.slug, waiting, 2);
      const low = await server.gql(UPDATE_EVENT, { id: e.id, input: formOf(e, 3) }, admin);
      expect(low.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { maxAttendees: messages.rsvpLifecycle.capacityBelowTaken(4) },
      });
      const high = await server.gql<{ updateEvent: { currentAttendees: number } }>(UPDATE_EVENT, { id: e.id, input: formOf(e, 6) }, admin);
      expect(high.data!.updateEvent.currentAttendees).toBe(6);
      await mailTo(waiting, 'Good news');
    });
  });

  describe('staff', () => {
    it('see who is coming, search, cancel (which promotes), check in and e-mail the attendees', async () => {
      const e = await event(server.services, { title: 'Working Bee', maxAttendees: 3 });
      const [ann, bob, cat] = [address('ann'), address('bob'), address('cat')];
      await rsvp(e.slug, ann, 2, 'Ann Going', 'wheelchair access please');
      await rsvp(e.slug, bob, 1, 'Bob Going');
      await rsvp(e.slug, cat, 2, 'Cat Waiting');

      const list = await server.gql<{ eventAttendees: { total: number; goingPlaces: number; waitlistedPlaces: number; items: Rsvp[] } }>(
        ATTENDEES,
        { eventId: e.id },
        admin,
      );
      expect(list.data!.eventAttendees).toMatchObject({ total: 3, goingPlaces: 3, waitlistedPlaces: 2 });
      expect(list.data!.eventAttendees.items.map((i) => [i.name, i.status, i.waitlistPosition])).toEqual([
        ['Ann Going', 'GOING', null],
        ['Bob Going', 'GOING', null],
        ['Cat Waiting', 'WAITLISTED', 1],
      ]);
      const found = await server.gql<{ eventAttendees: { items: Rsvp[] } }>(ATTENDEES, { eventId: e.id, search: 'WHEELCHAIR' }, admin);
      expect(found.data!.eventAttendees.items.map((i) => i.name)).toEqual(['Ann Going']);

      const annId = list.data!.eventAttendees.items[0].id;
      const cancel = await server.gql(`mutation($id: ID!) { cancelAttendee(id: $id) { status } }`, { id: annId }, admin);
      expect(cancel.data).toEqual({ cancelAttendee: { status: 'CANCELLED' } });
      await mailTo(cat, 'Good news');
      expect(await taken(e.id)).toBe(3);

      const bobId = list.data!.eventAttendees.items[1].id;
      const checkIn = `mutation($id: ID!, $on: Boolean!) { checkInRsvp(id: $id, checkedIn: $on) { checkedInAt } }`;
      const checked = await server.gql<{ checkInRsvp: { checkedInAt: string | null } }>(checkIn, { id: bobId, on: true }, admin);
      expect(checked.data!.checkInRsvp.checkedInAt).not.toBeNull();
      expect((await server.gql(checkIn, { id: annId, on: true }, admin)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
      const undone = await server.gql<{ checkInRsvp: { checkedInAt: string | null } }>(checkIn, { id: bobId, on: false }, admin);
      expect(undone.data!.checkInRsvp.checkedInAt).toBeNull();

      const sent = await server.gql<{ emailAttendees: { queued: number } }>(
        `mutation($input: EmailAttendeesInput!) { emailAttendees(input: $input) { queued } }`,
        { input: { eventId: e.id, subject: 'Bring gloves', message: 'Please bring garden gloves on the day.' } },
        admin,
      );
      expect(sent.data!.emailAttendees.queued).toBe(2); // Bob and Cat are going; Ann cancelled
      const bobMail = await mailTo(bob, 'Bring gloves');
      expect(bobMail.parsed.text).toContain('Please bring garden gloves on the day.');
      await mailTo(cat, 'Bring gloves');
      expect(smtp.to(ann).some((m) => m.parsed.subject === 'Bring gloves')).toBe(false);
      const invalid = await server.gql(
        `mutation($input: EmailAttendeesInput!) { emailAttendees(input: $input) { queued } }`,
        {
          input: { eventId: e.id, subject: ' ', message: 'x' },
        },
        admin,
      );
      expect(invalid.errors?.[0]?.extensions?.fields).toHaveProperty('subject');
    });

    describe('walk-ins', () => {
      const ADD = `mutation($input: AddAttendeeInput!) {
        addAttendee(input: $input) { id name email attendees status waitlistPosition comments checkedInAt }
      }`;
      type Added = { id: string; name: string; email: string | null; status: string; waitlistPosition: number | null; checkedInAt: string | null };
      const add = (input: Record<string, unknown>) => server.gql<{ addAttendee: Added }>(ADD, { input }, admin);

      it('record a walk-in without an e-mail, checked in at once, after the deadline and once the event has begun; no e-mail, audited', async () => {
        const e = await event(server.services, {
          maxAttendees: 5,
          eventDate: new Date(Date.now() - 30 * 60_000),
          registrationDeadline: new Date(Date.now() - 86_400_000),
        });
        const outboxBefore = (await server.services.db.query(`SELECT count(*)::int AS n FROM email_outbox`)) as { n: number }[];
        const res = await add({ eventId: e.id, name: 'Walk In', attendees: 3, comments: 'came with the neighbours', checkedIn: true });
        expect(res.errors).toBeUndefined();
        expect(res.data!.addAttendee).toMatchObject({ name: 'Walk In', email: null, status: 'GOING', waitlistPosition: null });
        expect(res.data!.addAttendee.checkedInAt).not.toBeNull();
        expect(await taken(e.id)).toBe(3);
        // Several walk-ins without an e-mail live side by side.
        expect((await add({ eventId: e.id, name: 'Second Walk In', email: '', attendees: 1 })).data!.addAttendee).toMatchObject({
          email: null,
          status: 'GOING',
          checkedInAt: null,
        });
        expect(await taken(e.id)).toBe(4);
        const outboxAfter = (await server.services.db.query(`SELECT count(*)::int AS n FROM email_outbox`)) as { n: number }[];
        expect(outboxAfter[0].n).toBe(outboxBefore[0].n);
        const audit = (await server.services.db.query(`SELECT action FROM audit_entries WHERE entity_type = 'rsvp' AND entity_id = $1`, [
          res.data!.addAttendee.id,
        ])) as { action: string }[];
        expect(audit).toEqual([{ action: 'walk-in' }]);
        const list = await server.gql<{ eventAttendees: { goingPlaces: number; checkedIn: number } }>(ATTENDEES, { eventId: e.id }, admin);
        expect(list.data!.eventAttendees).toMatchObject({ goingPlaces: 4, checkedIn: 1 });
        // E-mail attendees and reminders skip the walk-ins without an address.
        const sent = await server.gql<{ emailAttendees: { queued: number } }>(
          `mutation($input: EmailAttendeesInput!) { emailAttendees(input: $input) { queued } }`,
          { input: { eventId: e.id, subject: 'Thanks for coming', message: 'Photos soon.' } },
          admin,
        );
        expect(sent.data!.emailAttendees.queued).toBe(0);
      });

      it('respect max attendees: the waitlist when full (never checked in), SPEC’s refusal without one; a given e-mail is confirmed', async () => {
        const e = await event(server.services, { maxAttendees: 2 });
        await rsvp(e.slug, address('first'), 2);
        const email = address('walkin');
        // Not checked in at once (a checked-in walk-in at a full event needs the overbooking confirmed, issue #33).
        const queued = await add({ eventId: e.id, name: 'Late Walk In', email, attendees: 1, checkedIn: false });
        expect(queued.data!.addAttendee).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1, checkedInAt: null, email });
        expect(await taken(e.id)).toBe(2);
        const mail = await mailTo(email, "You're on the waitlist");
        expect(mail.parsed.text).toContain('Hi Late Walk In,');
        // The same e-mail again is refused: one RSVP per event and e-mail.
        const again = await add({ eventId: e.id, name: 'Late Walk In', email: email.toUpperCase(), attendees: 1 });
        expect(again.errors?.[0]).toMatchObject({ message: adminMessages.walkIn.taken, extensions: { code: 'CONFLICT' } });

        const closed = await event(server.services, { maxAttendees: 2, waitlistEnabled: false });
        await add({ eventId: closed.id, name: 'One', attendees: 2 });
        const refused = await add({ eventId: closed.id, name: 'Two', attendees: 1 });
        expect(refused.errors?.[0]).toMatchObject({ message: messages.rsvp.full, extensions: { code: 'CONFLICT' } });
        const invalid = await add({ eventId: closed.id, name: ' ', email: 'not-an-address', attendees: 0 });
        expect(Object.keys(invalid.errors?.[0]?.extensions?.fields as object).sort()).toEqual(['attendees', 'email', 'name']);
        expect(await taken(closed.id)).toBe(2);
      });

      it("are not e-mailed by an editor's E-mail attendees (the answer says how many were skipped and why); an admin's reaches them", async () => {
        const e = await event(server.services, { maxAttendees: 10 });
        const resident = address('self');
        const stranger = address('stranger');
        expect((await rsvp(e.slug, resident, 1)).errors).toBeUndefined();
        const editor = (await staff(server.services, Role.EDITOR)).token;
        const walkIn = await server.gql<{ addAttendee: Added }>(
          ADD,
          { input: { eventId: e.id, name: 'Not Asked', email: stranger, attendees: 1 } },
          editor,
        );
        expect(walkIn.errors).toBeUndefined();
        const EMAIL = `mutation($input: EmailAttendeesInput!) { emailAttendees(input: $input) { queued skippedStaffAdded skippedReason } }`;

        const byEditor = await server.gql<{ emailAttendees: { queued: number; skippedStaffAdded: number; skippedReason: string | null } }>(
          EMAIL,
          { input: { eventId: e.id, subject: 'Editor note', message: 'Anything at all.' } },
          editor,
        );
        expect(byEditor.errors).toBeUndefined();
        expect(byEditor.data!.emailAttendees).toEqual({
          queued: 1,
          skippedStaffAdded: 1,
          skippedReason: attendeeMessages.staffAddedSkipped(1),
        });
        await mailTo(resident, 'Editor note');
        await server.services.outbox.runOnce();
        expect(smtp.to(stranger).filter((m) => m.parsed.subject === 'Editor note')).toEqual([]);

        const byAdmin = await server.gql<{ emailAttendees: { queued: number; skippedStaffAdded: number; skippedReason: string | null } }>(
          EMAIL,
          { input: { eventId: e.id, subject: 'Admin note', message: 'From the committee.' } },
          admin,
        );
        expect(byAdmin.data!.emailAttendees).toEqual({ queued: 2, skippedStaffAdded: 0, skippedReason: null });
        expect((await mailTo(stranger, 'Admin note')).parsed.text).toContain('From the committee.');
        await mailTo(resident, 'Admin note');
        const audit = (await server.services.db.query(
          `SELECT changes FROM audit_entries WHERE action = 'email-attendees' AND entity_id = $1 ORDER BY at`,
          [e.id],
        )) as { changes: object }[];
        expect(audit.map((row) => JSON.stringify(row.changes))).toEqual([
          expect.stringContaining('skippedStaffAdded'),
          expect.stringContaining('skippedStaffAdded'),
        ]);
      });
    });

    it('check in a walk-in at a full event only when the overbooking is confirmed: refused naming the capacity, then GOING and checked in, audited (issue #33)', async () => {
      const ADD = `mutation($input: AddAttendeeInput!) { addAttendee(input: $input) { id status waitlistPosition checkedInAt } }`;
      const add = (input: Record<string, unknown>) =>
        server.gql<{ addAttendee: { id: string; status: string; waitlistPosition: number | null; checkedInAt: string | null } }>(
          ADD,
          { input },
          admin,
        );
      for (const waitlistEnabled of [true, false]) {
        const e = await event(server.services, { maxAttendees: 3, waitlistEnabled });
        await rsvp(e.slug, address('full'), 3);
        const refused = await add({ eventId: e.id, name: 'Door Walk In', attendees: 2, checkedIn: true });
        expect(refused.errors?.[0]).toMatchObject({
          message: attendeeMessages.overbookNeeded(3, 3),
          extensions: { code: 'CONFLICT', reason: 'OVERBOOK_NEEDED', taken: 3, capacity: 3 },
        });
        expect(await taken(e.id)).toBe(3);
        const { data, errors } = await add({ eventId: e.id, name: 'Door Walk In', attendees: 2, checkedIn: true, overbook: true });
        expect(errors).toBeUndefined();
        expect(data!.addAttendee).toMatchObject({ status: 'GOING', waitlistPosition: null });
        expect(data!.addAttendee.checkedInAt).not.toBeNull();
        expect(await taken(e.id)).toBe(5);
        const audit = (await server.services.db.query(`SELECT action FROM audit_entries WHERE entity_type = 'rsvp' AND entity_id = $1`, [
          data!.addAttendee.id,
        ])) as { action: string }[];
        expect(audit).toEqual([{ action: 'walk-in-overbooked' }]);
        const list = await server.gql<{ eventAttendees: { goingPlaces: number; checkedIn: number } }>(ATTENDEES, { eventId: e.id }, admin);
        expect(list.data!.eventAttendees).toMatchObject({ goingPlaces: 5, checkedIn: 1 });
      }
    });

    it('list events by date as the public site does (SPEC §4): Upcoming from the start of today in Melbourne, soonest first, undated last; Past before today, latest first', async () => {
      const tag = `timing${Date.now()}`;
      const day = 86_400_000;
      const { clock } = server.services;
      const startOfToday = clock.startOfDay(clock.today());
      const later = await event(server.services, { eventDate: new Date(Date.now() + 9 * day), tags: [tag] });
      const sooner = await event(server.services, { eventDate: new Date(Date.now() + 2 * day), tags: [tag] });
      // Earlier today in Melbourne (already begun): still upcoming, as on the public site.
      const thisMorning = await event(server.services, {
        title: `${tag} morning`,
        eventDate: new Date(startOfToday.getTime() + 60_000),
        tags: [tag],
      });
      const undated = await event(server.services, { title: `${tag} undated`, eventDate: null, tags: [tag] });
      const lastNight = await event(server.services, {
        title: `${tag} last night`,
        eventDate: new Date(startOfToday.getTime() - 60_000),
        tags: [tag],
      });
      const lastWeek = await event(server.services, { eventDate: new Date(Date.now() - 7 * day), tags: [tag] });
      const list = async (timing: string) =>
        (
          await server.gql<{ adminEvents: { items: { id: string }[] } }>(
            `query($filter: ContentFilterInput) { adminEvents(filter: $filter) { items { id } } }`,
            { filter: { tags: [tag], timing } },
            admin,
          )
        ).data!.adminEvents.items.map((i) => i.id);
      expect(await list('UPCOMING')).toEqual([thisMorning.id, sooner.id, later.id, undated.id]);
      expect(await list('PAST')).toEqual([lastNight.id, lastWeek.id]);
      const publicUpcoming = (
        await server.gql<{ events: { items: { id: string }[] } }>(`{ events(search: "${tag}", when: UPCOMING) { items { id } } }`)
      ).data!.events.items.map((i) => i.id);
      expect(publicUpcoming).toEqual([thisMorning.id, undated.id]);
    });

    it('export the attendees as CSV: UTF-8 with BOM, formulas neutralised, Melbourne times', async () => {
      const e = await event(server.services, { maxAttendees: 10 });
      await rsvp(e.slug, address('csv'), 2, 'Zoë Ñandú', '=HYPERLINK("http://evil")');
      // Made at 23:30 UTC on 1 March 2031: 10:30 on 2 March in Melbourne.
      await server.services.db.query(`UPDATE rsvps SET created_at = '2031-03-01T23:30:00Z' WHERE event_id = $1`, [e.id]);
      const res = await server.gql<{ exportEventAttendees: { filename: string; content: string; rows: number } }>(
        `query($id: ID!) { exportEventAttendees(eventId: $id) { filename content rows } }`,
        { id: e.id },
        admin,
      );
      const csv = res.data!.exportEventAttendees;
      expect(csv.rows).toBe(1);
      expect(csv.content.charCodeAt(0)).toBe(0xfeff);
      expect(csv.content).toContain('Name,Email,Party,Status,Waitlist position,Comments,RSVP time,Checked in');
      expect(csv.content).toContain('Zoë Ñandú');
      expect(csv.content).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(csv.content).toContain('2031-03-02 10:30');
      expect(csv.filename).toMatch(new RegExp(`^attendees-${e.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    });
  });

  it('cancels every RSVP of an e-mail address in a given transaction, freeing places and promoting the waitlists (for privacy erasure)', async () => {
    const one = await event(server.services, { maxAttendees: 2 });
    const two = await event(server.services, { maxAttendees: 2 });
    const leaving = address('erase');
    const [next1, next2] = [address('next1'), address('next2')];
    await rsvp(one.slug, leaving, 2);
    await rsvp(two.slug, leaving.toUpperCase(), 1);
    await rsvp(one.slug, next1, 2);
    await rsvp(two.slug, address('x'), 1);
    await rsvp(two.slug, next2, 1);
    const count = await server.services.db.transaction((tx) =>
      server.services.managedRsvps.cancelAllForEmail(tx, leaving, { id: null, name: 'Privacy request' }),
    );
    expect(count).toBe(2);
    const rows = await server.services.db.query(`SELECT status FROM rsvps WHERE lower(email) = $1`, [leaving]);
    expect(rows).toEqual([{ status: 'cancelled' }, { status: 'cancelled' }]);
    expect((await server.services.db.getRepository(Rsvp).findOneByOrFail({ email: next1 })).status).toBe(RsvpStatus.GOING);
    expect((await server.services.db.getRepository(Rsvp).findOneByOrFail({ email: next2 })).status).toBe(RsvpStatus.GOING);
    expect(await taken(one.id)).toBe(2);
    expect(await taken(two.id)).toBe(2);
  });
});
