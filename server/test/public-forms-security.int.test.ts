import { messages } from '../../shared/messages';
import { Role } from '../src/auth/roles';
import { applicationInput, event, member, staff } from './factories';
import { describeDb, type GqlResult, type TestServer, useTestServer } from './harness';

const MEMBER_FIELDS = `id memberNumber fullName primaryApplicantFullName email phone whatsappJointStatus address languageSpoken numAdults
  numChildren memberType orgName receiptRequested residencyProofStatus residencyProofType residencyProofReceivedBy status joinDate
  approvedDate approvedBy rejectedDate rejectedBy rejectionReason notes lastLoginDate createdAt updatedAt`;
const APPLY = `mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { ${MEMBER_FIELDS} } }`;
const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { attendees event { id currentAttendees maxAttendees } } }`;
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;

type Answer = Record<string, unknown>;
const count = async (server: TestServer, table: string): Promise<number> =>
  ((await server.services.db.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0].n;
const tables = ['members', 'email_outbox', 'audit_entries', 'rsvps', 'contact_messages'];
const counts = (server: TestServer) => Promise.all(tables.map((t) => count(server, t)));

/** The JSON type of every field, so two answers can be compared by shape. */
const shapeOf = (answer: Answer): Record<string, string> =>
  Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, value === null ? 'null' : typeof value]));

describeDb('public forms: decoys look real, names carry no links (issue #16 item 10)', () => {
  // No per-IP limit: this file sends more applications than one visitor may.
  const server = useTestServer({ PUBLIC_WRITE_LIMIT: '0' });

  describe('a caught (honeypot) application', () => {
    it('answers like a real one: same fields and types, a plausible member number in the real sequence; stores and sends nothing', async () => {
      const input = {
        primaryApplicantFullName: 'Sam Citizen',
        languageSpoken: 'Greek',
        numAdults: 2,
        receiptRequested: true,
        orgName: 'Vine Pty Ltd',
      };
      const real = await server.gql<{ applyForMembership: Answer }>(APPLY, { input: applicationInput(input) });
      const before = await counts(server);
      const decoy = await server.gql<{ applyForMembership: Answer }>(APPLY, {
        input: applicationInput({ ...input, website: 'https://spam.example' }),
      });
      expect(await counts(server)).toEqual(before);
      const next = await server.gql<{ applyForMembership: Answer }>(APPLY, { input: applicationInput(input) });

      expect(real.errors).toBeUndefined();
      expect(decoy.errors).toBeUndefined();
      const [r, d, n] = [real.data!.applyForMembership, decoy.data!.applyForMembership, next.data!.applyForMembership];
      expect(shapeOf(d)).toEqual(shapeOf(r));
      // Numbered as the sequence runs: after the real one before it, before the real one after it.
      expect(d.memberNumber).toBeGreaterThan(r.memberNumber as number);
      expect(n.memberNumber).toBeGreaterThan(d.memberNumber as number);
      expect(d.memberNumber).toBe((r.memberNumber as number) + 1);
      const same = (a: Answer) => ({ ...a, id: undefined, email: undefined, memberNumber: undefined, createdAt: undefined, updatedAt: undefined });
      expect(same(d)).toEqual(same(r));
      expect(d.id).not.toBe(r.id);
      expect(await server.services.db.query('SELECT 1 FROM members WHERE id = $1', [d.id])).toHaveLength(0);
    });

    it('is refused exactly as a real one: invalid fields, a registered e-mail', async () => {
      const bad = applicationInput({ phone: 'x', fullName: '' });
      const [real, decoy] = [await server.gql(APPLY, { input: bad }), await server.gql(APPLY, { input: { ...bad, website: 'x' } })];
      expect(decoy).toEqual(real);
      const taken = (await member(server.services)).email;
      const [realDup, decoyDup] = [
        await server.gql(APPLY, { input: applicationInput({ email: taken }) }),
        await server.gql(APPLY, { input: applicationInput({ email: taken, website: 'x' }) }),
      ];
      expect(decoyDup).toEqual(realDup);
      expect(decoyDup.errors?.[0].extensions?.code).toBe('DUPLICATE_EMAIL');
    });
  });

  describe('a caught (honeypot) RSVP', () => {
    it('answers with the places taken, like a real one, and keeps nothing', async () => {
      const e = await event(server.services, { maxAttendees: 10 });
      const rsvp = (attendees: number, website?: string) =>
        server.gql<{ rsvpEvent: Answer }>(RSVP, {
          input: { eventSlug: e.slug, name: 'Ann', email: website ? 'bot@example.com' : 'ann@example.com', attendees, website },
        });
      const real = await rsvp(3);
      expect(real.data!.rsvpEvent).toEqual({ attendees: 3, event: { id: e.id, currentAttendees: 3, maxAttendees: 10 } });
      const before = await counts(server);
      const decoy = await rsvp(2, 'x');
      expect(decoy.data!.rsvpEvent).toEqual({ attendees: 2, event: { id: e.id, currentAttendees: 5, maxAttendees: 10 } });
      expect(await counts(server)).toEqual(before);
      const stored = (await server.services.db.query('SELECT current_attendees AS n FROM events WHERE id = $1', [e.id])) as { n: number }[];
      expect(stored[0].n).toBe(3);
      // More than the places left: the same CONFLICT as a person gets.
      const small = await event(server.services, { maxAttendees: 2, waitlistEnabled: false });
      const tooMany = (website?: string) =>
        server.gql(RSVP, { input: { eventSlug: small.slug, name: 'Ann', email: 'ann@example.com', attendees: 3, website } });
      const [realRefused, decoyRefused] = [await tooMany(), await tooMany('x')];
      expect(realRefused.errors?.[0]).toMatchObject({ message: messages.rsvp.notEnoughPlaces(2), extensions: { code: 'CONFLICT' } });
      expect(decoyRefused).toEqual(realRefused);
    });
  });

  describe('names with links', () => {
    it.each([
      [
        'membership full name',
        APPLY,
        () => ({ input: applicationInput({ fullName: 'Claim your prize, visit http://phish.example' }) }),
        'fullName',
        'Full Name',
      ],
      [
        'primary applicant name',
        APPLY,
        () => ({ input: applicationInput({ primaryApplicantFullName: 'see www.phish.example' }) }),
        'primaryApplicantFullName',
        'Primary Applicant Name',
      ],
      [
        'contact name',
        CONTACT,
        () => ({ input: { name: 'Reply to prize@phish.example', email: 'a@example.com', message: 'Hello' } }),
        'name',
        'Name',
      ],
    ])(
      'refuses a %s holding a web or e-mail address with BAD_USER_INPUT naming the field; stores nothing',
      async (_what, mutation, variables, field, label) => {
        const before = await counts(server);
        for (const website of [undefined, 'x']) {
          const vars = variables();
          const res = await server.gql(mutation, { input: { ...vars.input, website } });
          expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: messages.validation.noLink(label) } });
        }
        expect(await counts(server)).toEqual(before);
      },
    );

    it('refuses an RSVP name holding a link, naming the field, and takes no place', async () => {
      const e = await event(server.services, { maxAttendees: 10 });
      const res = await server.gql(RSVP, { input: { eventSlug: e.slug, name: 'Win at phish.example', email: 'b@example.com', attendees: 1 } });
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: messages.validation.noLink('Name') } });
      expect(((await server.services.db.query('SELECT current_attendees AS n FROM events WHERE id = $1', [e.id])) as { n: number }[])[0].n).toBe(0);
    });

    it('still accepts ordinary names with dots and accents', async () => {
      const res = await server.gql<{ applyForMembership: Answer }>(APPLY, {
        input: applicationInput({ fullName: 'Dr. Zoë St. John-Ó Briain', primaryApplicantFullName: 'A.B. Nguyen' }),
      });
      expect(res.errors).toBeUndefined();
    });

    it('greets a staff-entered name holding a URL without it in every e-mail', async () => {
      const { token } = await staff(server.services, Role.ADMIN);
      const applicant = await member(server.services, { fullName: 'Visit http://phish.example now', email: 'linked.name@example.com' });
      const approved: GqlResult<unknown> = await server.gql('mutation($id: ID!) { approveMember(id: $id) { id } }', { id: applicant.id }, token);
      expect(approved.errors).toBeUndefined();
      const [mail] = (await server.services.db.query(`SELECT body FROM email_outbox WHERE to_address = $1`, [applicant.email])) as { body: string }[];
      expect(mail.body).toMatch(/^Hello,\n/);
      expect(mail.body).not.toContain('phish');
      expect(mail.body).not.toMatch(/https?:/);
    });
  });
});
