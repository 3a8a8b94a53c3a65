import { messages } from '../../shared/messages';
import { applicationInput, event } from './factories';
import { describeDb, type TestServer, useTestServer } from './harness';

const APPLY = `mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id status email fullName } }`;
const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { attendees event { currentAttendees } } }`;
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;
const NEWSLETTER = `mutation($email: String!, $website: String) { subscribeNewsletter(email: $email, website: $website) }`;

const count = async (server: TestServer, table: string): Promise<number> =>
  ((await server.services.db.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0].n;

describeDb('public writes: rate limit, honeypot, caps, normalised text', () => {
  const server = useTestServer({ PUBLIC_WRITE_LIMIT: '3', PUBLIC_WRITE_WINDOW_SEC: '600' });

  it('refuses the fourth contact message from one IP with RATE_LIMITED and retryAfter, counting each form apart', async () => {
    const input = { name: 'Kim', email: 'kim@example.com', message: 'Hello' };
    for (let i = 0; i < 3; i++) expect((await server.gql(CONTACT, { input })).data).toEqual({ sendContactMessage: true });
    const refused = await server.gql(CONTACT, { input });
    const error = refused.errors?.[0] as { message: string; extensions: { code: string; retryAfter: number } };
    expect(error.extensions.code).toBe('RATE_LIMITED');
    expect(error.extensions.retryAfter).toBeGreaterThan(500);
    expect(error.extensions.retryAfter).toBeLessThanOrEqual(600);
    expect(error.message).toBe(messages.errors.rateLimited(error.extensions.retryAfter));
    expect(await count(server, 'contact_messages')).toBe(3);
    // Another form has its own count.
    expect((await server.gql(NEWSLETTER, { email: 'first@example.com' })).data).toEqual({ subscribeNewsletter: true });
  });

  it('answers a filled honeypot as a success and stores nothing: no member, no audit entry, no e-mail, no place', async () => {
    const [members, outbox, audit] = [await count(server, 'members'), await count(server, 'email_outbox'), await count(server, 'audit_entries')];
    const applied = await server.gql<{ applyForMembership: { status: string; email: string } }>(APPLY, {
      input: applicationInput({ email: 'Bot@Example.com', website: 'http://spam.example' }),
    });
    expect(applied.data!.applyForMembership).toMatchObject({ status: 'PENDING', email: 'Bot@Example.com' });
    expect([await count(server, 'members'), await count(server, 'email_outbox'), await count(server, 'audit_entries')]).toEqual([
      members,
      outbox,
      audit,
    ]);

    const e = await event(server.services, { maxAttendees: 10 });
    const rsvp = await server.gql<{ rsvpEvent: { attendees: number; event: { currentAttendees: number } } }>(RSVP, {
      input: { eventSlug: e.slug, name: 'Bot', email: 'bot@example.com', attendees: 2, website: 'x' },
    });
    // The answer shows the places taken, as a real RSVP's does (issue #16 item 10); none is kept.
    expect(rsvp.data!.rsvpEvent).toEqual({ attendees: 2, event: { currentAttendees: 2 } });
    expect(await count(server, 'rsvps')).toBe(0);
    expect(((await server.services.db.query('SELECT current_attendees AS n FROM events WHERE id = $1', [e.id])) as { n: number }[])[0].n).toBe(0);

    expect((await server.gql(NEWSLETTER, { email: 'bot@example.com', website: 'x' })).data).toEqual({ subscribeNewsletter: true });
    expect(await server.services.db.query(`SELECT 1 FROM newsletter_subscribers WHERE email = 'bot@example.com'`)).toHaveLength(0);
  });

  it('refuses over-long text with BAD_USER_INPUT naming the field, and stores nothing', async () => {
    const before = await count(server, 'members');
    const res = await server.gql(APPLY, { input: applicationInput({ address: 'x'.repeat(501), fullName: 'y'.repeat(201) }) });
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { address: messages.validation.max('Address length', 500), fullName: messages.validation.max('Full Name length', 200) },
    });
    expect(await count(server, 'members')).toBe(before);
    const rsvp = await server.gql(RSVP, { input: { eventSlug: 's'.repeat(100_000), name: 'A', email: 'a@example.com', attendees: 1 } });
    expect(rsvp.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('stores e-mails trimmed and as typed (issue #22) and text in NFC without control characters', async () => {
    const res = await server.gql<{ applyForMembership: { id: string; email: string; fullName: string } }>(APPLY, {
      input: applicationInput({ email: '  Zoe.NFC@Example.COM ', fullName: 'Zoe\u0007 Cafe\u0301 \uD800' }),
    });
    expect(res.data!.applyForMembership).toMatchObject({ email: 'Zoe.NFC@Example.COM', fullName: 'Zoe Caf\u00e9 \uFFFD' });
  });

  it('refuses NUL characters, malformed JSON and over-large bodies with a JSON error and a code', async () => {
    const post = (body: string) => fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const nul = await post(JSON.stringify({ query: '{ project(slug: "a\\u0000b") { id } }' }));
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    const nulVariable = await post(JSON.stringify({ query: 'query($s: String!) { project(slug: $s) { id } }', variables: { s: 'a\u0000' } }));
    expect(nulVariable.status).toBe(400);
    const malformed = await post('{"query": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    const large = await post(JSON.stringify({ query: '{ siteSettings { id } }', variables: { x: 'x'.repeat(1_100_000) } }));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });
});
