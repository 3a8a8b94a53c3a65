import { EVENT_CHANGE_JOB } from '../src/events/event-changes';
import { event, staff } from './factories';
import { describeDb, useTestServer } from './harness';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';

const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { status } }`;
const UPDATE_EVENT = `mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }`;
const DELETE_EVENT = `mutation($id: ID!) { deleteEvent(id: $id) { id } }`;
const ATTENDEES = `query($eventId: ID!) { eventAttendees(eventId: $eventId) { items { email status toldOfChangeAt } } }`;

let n = 0;
const address = (who: string) => `${who}.${Date.now().toString(36)}${n++}@example.com`;

type Vevent = { uid: string; sequence: number | null; method: string | null; status: string | null; start: string };

/** The calendar file of a mail, read with ical.js: its UID, SEQUENCE, METHOD, STATUS and start. */
async function calendarOf(mail: ReceivedMail): Promise<Vevent> {
  const ics = mail.parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!ics) throw new Error(`no calendar file in "${mail.parsed.subject}"`);
  const { default: ICAL } = await import('ical.js');
  const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    uid: String(vevent.getFirstPropertyValue('uid')),
    sequence: vevent.getFirstPropertyValue('sequence') as number | null,
    method: calendar.getFirstPropertyValue('method') as string | null,
    status: vevent.getFirstPropertyValue('status') as string | null,
    start: (vevent.getFirstPropertyValue('dtstart') as { toJSDate(): Date }).toJSDate().toISOString(),
  };
}

describeDb('a changed event tells everyone going and waitlisted, once, with an updated calendar file (issue #33)', () => {
  let smtp: TestSmtpServer;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const server = useTestServer(() => ({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '0', PUBLIC_WRITE_LIMIT: '0' }));
  beforeAll(async () => {
    admin = (await staff(server.services)).token;
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const rsvp = (slug: string, email: string, attendees: number) =>
    server.gql(RSVP, { input: { eventSlug: slug, name: 'Pat Party', email, attendees } });
  const mailsTo = (email: string, subject: string) => smtp.to(email).filter((m) => (m.parsed.subject ?? '').startsWith(subject));
  const form = (e: { title: string }, eventDate: string, extra: Record<string, unknown> = {}) => ({
    title: e.title,
    eventDate,
    location: 'Scout Hall',
    maxAttendees: 2,
    status: 'PUBLISHED',
    ...extra,
  });
  const queued = async (eventId: string) =>
    (
      (await server.services.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'eventId' = $2`, [
        EVENT_CHANGE_JOB,
        eventId,
      ])) as {
        n: number;
      }[]
    )[0].n;
  /** Runs the change notice job's work for an event (as the queue would a minute later) and sends the mail. */
  async function runNotice(eventId: string): Promise<number> {
    const told = await server.services.eventChangeNotices.sendChangeNotice(eventId);
    await server.services.outbox.runOnce();
    return told;
  }

  it('moved from 20 to 8 December: each person going and waitlisted gets one e-mail with old → new time and a .ics with the same UID and a higher SEQUENCE', async () => {
    // Saturday 20 December 2031, 10:00 in Melbourne (daylight time, UTC+11).
    const e = await event(server.services, {
      title: 'Christmas Carols',
      maxAttendees: 2,
      location: 'Scout Hall',
      eventDate: new Date('2031-12-19T23:00:00Z'),
    });
    const going = [address('going1'), address('going2')];
    const waiting = [address('waiting1'), address('waiting2')];
    for (const email of going) await rsvp(e.slug, email, 1);
    for (const email of waiting) await rsvp(e.slug, email, 1);
    await server.services.outbox.runOnce();
    const confirmation = await calendarOf(
      (await smtp.waitFor((m) => m.envelopeTo.includes(going[0]) && (m.parsed.subject ?? '').startsWith("You're going")))[0],
    );

    // Two quick edits: first the 9th, then the 8th at 18:00 — one e-mail with the final state.
    const first = await server.gql(UPDATE_EVENT, { id: e.id, input: form(e, '2031-12-09T07:00:00Z') }, admin);
    expect(first.errors).toBeUndefined();
    await server.gql(UPDATE_EVENT, { id: e.id, input: form(e, '2031-12-08T07:00:00Z') }, admin);
    expect(await queued(e.id)).toBeGreaterThanOrEqual(1); // on the job queue, sent in the edit's transaction
    expect(await runNotice(e.id)).toBe(4);
    expect(await runNotice(e.id)).toBe(0); // a second run (or instance) finds nothing to tell

    for (const email of [...going, ...waiting])
      await smtp.waitFor((m) => m.envelopeTo.includes(email) && (m.parsed.subject ?? '').startsWith('Change to'));
    for (const email of [...going, ...waiting]) {
      const mails = mailsTo(email, 'Change to');
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail.parsed.subject).toBe('Change to Christmas Carols');
      expect(mail.parsed.text).toContain('When: 20 Dec 2031 at 10:00 → 08 Dec 2031 at 18:00');
      expect(mail.parsed.text).not.toContain('09 Dec 2031');
      const ics = await calendarOf(mail);
      expect(ics.uid).toBe(confirmation.uid);
      expect(ics.sequence).toBeGreaterThan(confirmation.sequence ?? 0);
      expect(ics.method).toBe('REQUEST');
      expect(ics.start).toBe('2031-12-08T07:00:00.000Z');
    }
    // Staff see who was told.
    const list = await server.gql<{ eventAttendees: { items: { email: string; toldOfChangeAt: string | null }[] } }>(
      ATTENDEES,
      { eventId: e.id },
      admin,
    );
    expect(list.data!.eventAttendees.items.filter((i) => i.toldOfChangeAt)).toHaveLength(4);

    // Moved again: a second notice with a still higher SEQUENCE; a new RSVP's confirmation carries it too.
    await server.gql(UPDATE_EVENT, { id: e.id, input: form(e, '2031-12-08T08:00:00Z', { location: 'Community Centre' }) }, admin);
    expect(await runNotice(e.id)).toBe(4);
    const [again] = (await smtp.waitFor((m) => m.envelopeTo.includes(going[0]) && (m.parsed.subject ?? '').startsWith('Change to'), 2)).slice(-1);
    expect(again.parsed.text).toContain('Where: Scout Hall → Community Centre');
    expect((await calendarOf(again)).sequence).toBe(2);
  });

  it('an edit that changes nothing attendees care about, or is undone before the notice, e-mails nobody', async () => {
    const e = await event(server.services, {
      title: 'Book Swap',
      maxAttendees: 2,
      location: 'Scout Hall',
      eventDate: new Date('2031-11-01T23:00:00Z'),
    });
    const email = address('swap');
    await rsvp(e.slug, email, 1);
    await server.gql(UPDATE_EVENT, { id: e.id, input: form(e, '2031-11-01T23:00:00Z', { description: 'Bring two books.' }) }, admin);
    expect(await queued(e.id)).toBe(0);
    await server.gql(UPDATE_EVENT, { id: e.id, input: form(e, '2031-11-02T23:00:00Z') }, admin);
    await server.gql(UPDATE_EVENT, { id: e.id, input: form(e, '2031-11-01T23:00:00Z') }, admin);
    expect(await runNotice(e.id)).toBe(0);
  });

  it('cancelled (deleted) → METHOD:CANCEL with STATUS:CANCELLED to everyone going and waitlisted', async () => {
    const e = await event(server.services, {
      title: 'Twilight Market',
      maxAttendees: 1,
      location: 'Scout Hall',
      eventDate: new Date('2031-10-10T08:00:00Z'),
    });
    const going = address('market.going');
    const waiting = address('market.waiting');
    await rsvp(e.slug, going, 1);
    await rsvp(e.slug, waiting, 1);
    const removed = await server.gql(DELETE_EVENT, { id: e.id }, admin);
    expect(removed.errors).toBeUndefined();
    expect(await queued(e.id)).toBeGreaterThanOrEqual(1);
    // The queue's own worker runs it (here without the minute's wait): both are marked told.
    await server.services.db.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND data->>'eventId' = $2`, [EVENT_CHANGE_JOB, e.id]);
    for (let tries = 0; ; tries++) {
      const [{ n: told }] = (await server.services.db.query(
        `SELECT count(*)::int AS n FROM rsvps WHERE event_id = $1 AND told_of_change_at IS NOT NULL`,
        [e.id],
      )) as { n: number }[];
      if (told === 2) break;
      if (tries > 150) throw new Error(`the change notice job did not run (${told} told)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await server.services.outbox.runOnce();
    expect(await runNotice(e.id)).toBe(0); // already told
    for (const email of [going, waiting]) {
      const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(email) && (m.parsed.subject ?? '').startsWith('Cancelled'));
      expect(mail.parsed.subject).toBe('Cancelled: Twilight Market');
      expect(mail.parsed.text).toContain('Status: On → Cancelled');
      const ics = await calendarOf(mail);
      expect(ics).toMatchObject({ uid: `${e.id}@greenfieldresidents.org.au`, method: 'CANCEL', status: 'CANCELLED', sequence: 1 });
    }
  });
});
