import { event } from './factories';
import { describeDb, useTestServer } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { status } }`;

describeDb('event reminders: the day before at 09:00 Melbourne, exactly once, following a moved event (issue #17)', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const server = useTestServer(() => ({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '0', PUBLIC_WRITE_LIMIT: '0' }));
  afterAll(async () => {
    await smtp?.close();
  });

  const rsvp = (slug: string, email: string, attendees = 1) =>
    server.gql(RSVP, { input: { eventSlug: slug, name: 'Remy Reminder', email, attendees } });
  const reminders = (email: string) => smtp.to(email).filter((m) => (m.parsed.subject ?? '').startsWith('Reminder'));
  /** Runs the reminder scan at a fake instant and sends what it queued. */
  async function at(iso: string): Promise<number> {
    const sent = await server.services.rsvpReminders.sendDueReminders(new Date(iso));
    await server.services.outbox.runOnce();
    return sent;
  }

  it('reminds GOING attendees from 09:00 Melbourne the day before, once, and never the waitlisted', async () => {
    // Sunday 15 June 2031, 10:00 in Melbourne (UTC+10): the reminder is due Saturday 09:00 = 23:00 UTC Friday.
    const e = await event(server.services, { title: 'Winter Soup Night', maxAttendees: 1, eventDate: new Date('2031-06-15T00:00:00Z') });
    await rsvp(e.slug, 'going.remind@example.com');
    await rsvp(e.slug, 'waiting.remind@example.com');
    expect(await at('2031-06-13T22:59:00Z')).toBe(0);
    expect(await at('2031-06-13T23:00:00Z')).toBe(1);
    expect(await at('2031-06-13T23:05:00Z')).toBe(0);
    expect(await at('2031-06-14T08:00:00Z')).toBe(0);
    await smtp.waitFor((m) => m.envelopeTo.includes('going.remind@example.com') && (m.parsed.subject ?? '').startsWith('Reminder'));
    const [mail] = reminders('going.remind@example.com');
    expect(mail.parsed.subject).toBe('Reminder: Winter Soup Night is tomorrow');
    expect(mail.parsed.text).toMatch(/15 June? 2031 at 10:00/);
    expect(mail.parsed.text).toMatch(/\/rsvp\/[A-Za-z0-9_-]{43}/);
    expect(reminders('waiting.remind@example.com')).toHaveLength(0);
    expect(await at('2031-06-15T01:00:00Z')).toBe(0); // started: nothing more
  });

  it('finds the day before in Melbourne across the daylight-saving change, and sends once when two scans run at once', async () => {
    // Sunday 5 October 2031 is the first day of daylight time: 10:00 AEDT = 23:00 UTC Saturday;
    // the reminder is Saturday 09:00 AEST = 23:00 UTC Friday.
    const e = await event(server.services, { eventDate: new Date('2031-10-04T23:00:00Z') });
    expect(server.services.rsvpReminders.reminderTime(e.eventDate!).toISOString()).toBe('2031-10-03T23:00:00.000Z');
    await rsvp(e.slug, 'dst.remind@example.com');
    expect(await at('2031-10-03T22:59:00Z')).toBe(0);
    // Two instances' jobs at once: one reminder between them.
    const both = await Promise.all([at('2031-10-03T23:00:00Z'), at('2031-10-03T23:00:30Z')]);
    expect(both[0] + both[1]).toBe(1);
  });

  it('follows a moved event: no reminder for the old date, one for the new date (and again if moved after its reminder)', async () => {
    const e = await event(server.services, { title: 'Moved Market', eventDate: new Date('2031-07-20T00:00:00Z') }); // Sun 20 July 10:00
    await rsvp(e.slug, 'moved.remind@example.com');
    const move = (iso: string) => server.services.db.query(`UPDATE events SET event_date = $2 WHERE id = $1`, [e.id, iso]);
    await move('2031-07-27T00:00:00Z'); // moved a week later before the first reminder was due
    expect(await at('2031-07-18T23:00:00Z')).toBe(0); // the old date's reminder time
    expect(await at('2031-07-25T23:30:00Z')).toBe(1); // the new date's
    await move('2031-08-03T00:00:00Z'); // moved again after its reminder
    expect(await at('2031-07-25T23:45:00Z')).toBe(0);
    expect(await at('2031-08-01T23:00:00Z')).toBe(1);
    await smtp.waitFor((m) => m.envelopeTo.includes('moved.remind@example.com') && (m.parsed.subject ?? '').startsWith('Reminder'), 2);
    const texts = reminders('moved.remind@example.com').map((m) => m.parsed.text ?? '');
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/27 July? 2031/);
    expect(texts[1]).toMatch(/03 Aug(ust)? 2031/);
    expect(texts.join('\n')).not.toMatch(/20 July? 2031/);
  });

  it('reminds at the new time every RSVP of an event moved earlier, also one made after the reminder time (issue #33)', async () => {
    // Saturday 20 December 2031 10:00 Melbourne, moved to Monday 8 December 18:00: the reminder is now Sunday 7 December 09:00.
    const e = await event(server.services, { title: 'Moved Carols', eventDate: new Date('2031-12-19T23:00:00Z') });
    await rsvp(e.slug, 'early.carols@example.com');
    await server.services.db.query(`UPDATE events SET event_date = $2 WHERE id = $1`, [e.id, '2031-12-08T07:00:00Z']);
    expect(await at('2031-12-06T21:59:00Z')).toBe(0);
    expect(await at('2031-12-06T22:00:00Z')).toBe(1);
    // Someone RSVPs at 12:00 on the 7th, after that reminder went: they get theirs at the next scan.
    await rsvp(e.slug, 'late.carols@example.com');
    await server.services.db.query(`UPDATE rsvps SET created_at = $2 WHERE lower(email) = $1`, ['late.carols@example.com', '2031-12-07T01:00:00Z']);
    expect(await at('2031-12-07T01:01:00Z')).toBe(1);
    expect(await at('2031-12-07T01:02:00Z')).toBe(0); // once
    await smtp.waitFor((m) => m.envelopeTo.includes('late.carols@example.com') && (m.parsed.subject ?? '').startsWith('Reminder'));
    const [mail] = reminders('late.carols@example.com');
    expect(mail.parsed.text).toMatch(/08 Dec(ember)? 2031 at 18:00/);
    expect(reminders('early.carols@example.com')).toHaveLength(1);
  });
});
