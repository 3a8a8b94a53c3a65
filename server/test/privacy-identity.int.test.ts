import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { AuditEntry } from '../src/audit/audit.entity';
import { PersonLinks1797000000031 } from '../src/db/migrations/1797000000031-person-links';
import { MEMBER_SIGN_IN_JOB } from '../src/member-portal/member-sign-in';
import { MEMBER_COOKIE } from '../src/member-portal/member-session';
import { Member } from '../src/members/member.entity';
import { OutboxEmail } from '../src/notifications/outbox.entity';
import { applicationInput, event, staff } from './factories';
import { describeDb, useTestServer } from './harness';
import { propertyRuns } from './property-runs';

/**
 * Issue #31 items 1 and 2: a person is an exact, normalised e-mail address and the ids of the rows
 * holding it — never a name typed on a form, never a substring of an address.
 */

const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const phone = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

type Export = Record<string, unknown> & { members: { id: string; email: string }[]; auditEntries: AuditEntry[]; jobs: { data: string }[] };

describeDb('a person is an exact e-mail address and its rows, never a name or a substring (issue #31)', () => {
  let admin: string;

  // No job workers: a sign-in request stays queued (the job the attack erased), and nothing moves between exports.
  const server = useTestServer({ PUBLIC_WRITE_LIMIT: '0', JOB_WORKERS: '0' }, { timeout: 180_000 });
  beforeAll(async () => {
    admin = (await staff(server.services)).token;
  }, 180_000);

  const ok = <T>(res: { data?: T | null; errors?: unknown }): T => {
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const apply = async (input: Record<string, unknown>) =>
    ok(
      await server.gql<{ applyForMembership: { id: string } }>(
        'mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id } }',
        { input: applicationInput(input) },
      ),
    ).applyForMembership.id;
  const contact = async (name: string, email: string, message: string) =>
    ok(await server.gql('mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }', { input: { name, email, message } }));
  // "Send me a link" (the job holding the address), each from its own IP so the per-IP limit never refuses a run.
  const askSignIn = async (email: string) =>
    server.services.memberSignIn.requestSignIn(email, `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`);
  const staffExport = async (email: string): Promise<Export> =>
    JSON.parse(
      ok(
        await server.gql<{ exportPersonalData: { json: string } }>(
          'mutation($input: PersonalDataInput!) { exportPersonalData(input: $input) { json } }',
          { input: { email } },
          admin,
        ),
      ).exportPersonalData.json,
    ) as Export;

  /** Signs in as the member site does: the link e-mailed by the sign-in job, then the POST of its button. */
  async function signInByLink(email: string): Promise<string> {
    expect(await server.services.memberSignIn.sendSignInLink(email)).toBe(true);
    const mail = await server.services.db
      .getRepository(OutboxEmail)
      .createQueryBuilder('o')
      .where('lower(o.to_address) = lower(:email) AND o.kind = :kind', { email, kind: 'member-sign-in' })
      .orderBy('o.created_at', 'DESC')
      .getOneOrFail();
    const token = /\/members\/sign-in\/([A-Za-z0-9_-]+)/.exec(mail.body)![1];
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: MemberTokenInput!) { signInMember(input: $input) { email } }',
        variables: { input: { token } },
      }),
    });
    const match = new RegExp(`${MEMBER_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '');
    expect(match).not.toBeNull();
    return `${MEMBER_COOKIE}=${match![1]}`;
  }

  async function myExport(cookie: string): Promise<Export> {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: 'mutation { exportMyPersonalData { json } }' }),
    });
    const body = (await response.json()) as { data?: { exportMyPersonalData: { json: string } }; errors?: unknown };
    return JSON.parse(ok(body).exportMyPersonalData.json) as Export;
  }

  /**
   * The attack of issue #31: a victim member who changed details in their area; anna@dom, a resident
   * with an application, a contact message and a queued sign-in request; and an attacker who applies
   * as a@dom (a suffix of anna@dom) and writes once under the victim's full name.
   */
  async function attackScene() {
    const id = unique();
    const domain = `d${id}.example.com`;
    const victim = {
      fullName: `Victor Victim ${id}`,
      email: `victor.${id}@example.com`,
      oldPhone: phone(),
      newPhone: phone(),
      newAddress: `77 Privet Lane ${id}`,
    };
    const victimId = await apply({ fullName: victim.fullName, email: victim.email, phone: victim.oldPhone, address: `1 Old Road ${id}` });
    ok(await server.gql('mutation($id: ID!) { approveMember(id: $id) { id } }', { id: victimId }, admin));
    const { memberDetails, db } = server.services;
    const victimRow = () => db.getRepository(Member).findOneByOrFail({ id: victimId });
    await memberDetails.updateDetails(await victimRow(), { phone: victim.newPhone, languageSpoken: 'Sindarin' });
    await memberDetails.requestDetailsChange(await victimRow(), { address: victim.newAddress });

    const anna = { fullName: `Anna Other ${id}`, email: `anna@${domain}`, phone: phone(), address: `12 Annandale Court ${id}` };
    await apply({ fullName: anna.fullName, email: anna.email, phone: anna.phone, address: anna.address });
    await contact(anna.fullName, anna.email, `Call me on ${anna.phone}`);
    await askSignIn(anna.email);

    const attacker = { email: `a@${domain}` };
    const attackerId = await apply({ fullName: `Mallory ${id}`, email: attacker.email, phone: phone(), address: `5 Sneaky St ${id}` });
    await contact(victim.fullName, attacker.email, 'Hello there');
    return { victim, victimId, anna, attacker, attackerId };
  }

  it('exports to an applicant signed in by link only their own records: nothing of a member whose name they typed, nor of an address ending in theirs', async () => {
    const { victim, anna, attacker, attackerId } = await attackScene();
    const cookie = await signInByLink(attacker.email);
    const mine = await myExport(cookie);
    const text = JSON.stringify(mine);
    for (const value of [
      victim.email,
      victim.oldPhone,
      victim.newPhone,
      victim.newAddress,
      'Sindarin',
      anna.email,
      anna.phone,
      anna.address,
      anna.fullName,
    ])
      expect(text).not.toContain(value);
    expect(mine.members.map((m) => m.id)).toEqual([attackerId]);
    for (const entry of mine.auditEntries) expect(entry.entityId === attackerId || entry.action === 'access-export').toBe(true);
    expect(mine.jobs).toEqual([]);

    // Staff's export of the address: the same rule.
    const staffs = JSON.stringify(await staffExport(attacker.email));
    for (const value of [victim.oldPhone, victim.newPhone, victim.newAddress, 'Sindarin', anna.email, anna.phone, anna.address])
      expect(staffs).not.toContain(value);
  });

  it("erases the applicant's address without touching the member whose name they typed or the address ending in theirs", async () => {
    const { victim, victimId, anna, attacker } = await attackScene();
    const { db } = server.services;
    const victimEntries = () => db.getRepository(AuditEntry).find({ where: { entityId: victimId }, order: { at: 'ASC', id: 'ASC' } });
    const victimBefore = await victimEntries();
    const annaBefore = await staffExport(anna.email);
    ok(
      await server.gql(
        'mutation($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) { erasedAt } }',
        { input: { email: attacker.email, confirmEmail: attacker.email } },
        admin,
      ),
    );
    expect(await victimEntries()).toEqual(victimBefore);
    expect(victimBefore.filter((e) => e.actorName === `${victim.fullName} (member)`)).toHaveLength(2);
    const jobs = (await db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'email' = $2`, [
      MEMBER_SIGN_IN_JOB,
      anna.email,
    ])) as {
      n: number;
    }[];
    expect(jobs[0].n).toBe(1);
    expect(comparable(await staffExport(anna.email))).toEqual(comparable(annaBefore));
  });

  it('fills the links of rows written before them only where they are exact: ids and recorded addresses, never names', async () => {
    const { victim, victimId, anna, attacker, attackerId } = await attackScene();
    const { db } = server.services;
    // As before the migration: entries name the member, nothing links them.
    const runner = db.createQueryRunner();
    try {
      await new PersonLinks1797000000031().down(runner);
      // A public entry on the attacker's record that happens to carry the victim's actor name: a name links nothing.
      await runner.query(
        `INSERT INTO audit_entries (actor_id, actor_name, action, entity_type, entity_id, changes) VALUES (NULL, $1, 'note', 'event', $2, '{}')`,
        [`${victim.fullName} (member)`, attackerId],
      );
      await new PersonLinks1797000000031().up(runner);
    } finally {
      await runner.release();
    }
    const linked = (await db.query(
      `SELECT entity_type, entity_id, actor_member_id::text AS m FROM audit_entries WHERE actor_member_id IS NOT NULL AND actor_name = $1`,
      [`${victim.fullName} (member)`],
    )) as { entity_type: string; entity_id: string; m: string }[];
    expect(linked.length).toBe(2);
    expect(linked.every((e) => e.entity_type === 'member' && e.entity_id === victimId && e.m === victimId)).toBe(true);
    const subjects = (await db.query(`SELECT DISTINCT subject_email FROM audit_entries WHERE entity_id = ANY($1)`, [[victimId, attackerId]])) as {
      subject_email: string | null;
    }[];
    expect(subjects.map((r) => r.subject_email).sort()).toEqual([attacker.email, victim.email, null].sort());
    const about = (await db.query(`SELECT to_address, subject_email FROM email_outbox WHERE kind = 'contact-message' AND lower(reply_to) = ANY($1)`, [
      [attacker.email, anna.email],
    ])) as { subject_email: string }[];
    expect(about.map((r) => r.subject_email).sort()).toEqual([anna.email, attacker.email].sort());
    // And what the attack looked for is still out of reach.
    const mine = JSON.stringify(await staffExport(attacker.email));
    for (const value of [victim.newPhone, victim.newAddress, anna.phone, anna.address]) expect(mine).not.toContain(value);
  });

  /**
   * An export without what exporting itself adds: the time of the export and the "access-export"
   * audit entries (each export records one), so two exports of unchanged data compare equal.
   */
  function comparable(document: Export): unknown {
    const { generatedAt: _at, counts, ...rest } = document as Export & { generatedAt: string; counts: Record<string, number> };
    const auditEntries = document.auditEntries.filter((e) => e.action !== 'access-export');
    return { ...rest, auditEntries, counts: { ...counts, auditEntries: auditEntries.length } };
  }

  /** What a person leaves behind in the property below. */
  const footprintArb = fc.record({
    member: fc.constantFrom('none', 'pending', 'approved'),
    memberArea: fc.boolean(),
    rsvp: fc.boolean(),
    contact: fc.boolean(),
    newsletter: fc.boolean(),
    signIn: fc.boolean(),
  });
  type Footprint = { member: string; memberArea: boolean; rsvp: boolean; contact: boolean; newsletter: boolean; signIn: boolean };

  it("erasing one person leaves another's export identical, though they share a name, an address's suffix and a domain", async () => {
    const room = await event(server.services, { maxAttendees: 1000, currentAttendees: 0 });
    const { db, memberDetails, memberPrivacy } = server.services;

    async function leave(who: { name: string; email: string }, f: Footprint): Promise<string | null> {
      let memberId: string | null = null;
      if (f.member !== 'none') {
        memberId = await apply({ fullName: who.name, email: who.email, phone: phone(), address: `3 Shared Street` });
        if (f.member === 'approved') ok(await server.gql('mutation($id: ID!) { approveMember(id: $id) { id } }', { id: memberId }, admin));
        if (f.memberArea && f.member === 'approved') {
          await memberDetails.updateDetails(await db.getRepository(Member).findOneByOrFail({ id: memberId }), { phone: phone() });
          await memberDetails.requestDetailsChange(await db.getRepository(Member).findOneByOrFail({ id: memberId }), { address: '4 Shared Street' });
        }
        if (f.memberArea) await memberPrivacy.requestErasure(await db.getRepository(Member).findOneByOrFail({ id: memberId }));
      }
      if (f.rsvp)
        ok(
          await server.gql('mutation($input: RsvpInput!) { rsvpEvent(input: $input) { status } }', {
            input: { eventSlug: room.slug, name: who.name, email: who.email, attendees: 1 },
          }),
        );
      if (f.contact) await contact(who.name, who.email, `About ${who.email}`);
      if (f.newsletter) ok(await server.gql('mutation($email: String!) { subscribeNewsletter(email: $email) }', { email: who.email }));
      if (f.signIn) await askSignIn(who.email);
      return memberId;
    }

    await fc.assert(
      fc.asyncProperty(
        fc.record({
          shortFirst: fc.boolean(),
          first: footprintArb,
          second: footprintArb,
          via: fc.constantFrom('erase', 'deleteMember', 'retention'),
        }),
        async ({ shortFirst, first, second, via }) => {
          const domain = `d${unique()}.example.com`;
          const name = `Sam Shared ${unique()}`;
          const [short, long] = [`a@${domain}`, `anna@${domain}`];
          const erased = { name, email: shortFirst ? short : long };
          const kept = { name, email: shortFirst ? long : short };
          const erasedId = await leave(erased, first);
          await leave(kept, second);
          const before = comparable(await staffExport(kept.email));
          if (via === 'deleteMember' && erasedId) ok(await server.gql('mutation($id: ID!) { deleteMember(id: $id) }', { id: erasedId }, admin));
          else if (via === 'retention' && erasedId) {
            // The first person's application, rejected long ago: the daily retention run erases that record.
            await db.query(`UPDATE members SET status = 'rejected', rejected_date = now() - interval '20 years' WHERE id = $1`, [erasedId]);
            await server.services.retention.run(new Date());
            expect(await db.getRepository(Member).countBy({ id: erasedId })).toBe(0);
          } else
            ok(
              await server.gql(
                'mutation($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) { erasedAt } }',
                { input: { email: erased.email, confirmEmail: erased.email } },
                admin,
              ),
            );
          expect(comparable(await staffExport(kept.email))).toEqual(before);
        },
      ),
      propertyRuns({ quick: 6, full: 25 }),
    );
  }, 300_000);
});
