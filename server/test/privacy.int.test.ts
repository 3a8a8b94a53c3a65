import { AuditEntry } from '../src/audit/audit.entity';
import { randomBytes } from 'node:crypto';
import { Event } from '../src/content/event/event.entity';
import { MEMBER_SIGN_IN_JOB } from '../src/member-portal/member-sign-in';
import { MemberChangeRequest, MemberLink, MemberSession } from '../src/member-portal/member-portal.entities';
import { Member } from '../src/members/member.entity';
import { MemberStatus } from '../src/members/member.enums';
import { OutboxEmail } from '../src/notifications/outbox.entity';
import { EXPORT_SECTIONS } from '../src/privacy/access-export';
import { ERASED } from '../src/privacy/erasure';
import { findPersonalData } from '../src/privacy/personal-data-scan';
import { BODY_REMOVED } from '../src/privacy/retention';
import { messages } from '../../shared/messages';
import { adminMessages } from '../../shared/admin-messages';
import { applicationInput, event, member, staff } from './factories';
import { describeDb, useTestServer } from './harness';

const DAY = 86_400_000;

/**
 * A person with values found nowhere else in the database, so a search for them means them; the
 * full name is the one they applied with, `newName` the one staff approve later (issue #21).
 * @param local the e-mail address's local part before the unique part (international letters allowed)
 */
function person(tag: string, local = 'zelda') {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    fullName: `Zelda Quorra ${id}`,
    newName: `Zelda Renamed ${id}`,
    email: `${local}.${id}@example.com`,
    phone: `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    address: `${Math.floor(Math.random() * 900) + 100} Quillwort Lane ${id}, Greenfield`,
  };
}

const COUNTS = `counts { members rsvps newsletterSubscriptions contactMessages outboxEmails auditEntries newsletterDeliveries
  memberChangeRequests memberSessions memberLinks memberErasureRequests jobs payments }`;
const FIND = `query($input: PersonalDataInput!) { personalData(input: $input) {
  email ${COUNTS}
  members { id } rsvps { id } newsletterSubscriptions { id } contactMessages { id } outboxEmails { id } auditEntries { id }
  newsletterDeliveries { id } memberChangeRequests { id } memberSessions { id } memberLinks { id } memberErasureRequests { id } jobs { id }
  payments { id } otherPlaces { table column rows } } }`;
/** The kinds of record, as the counts name them. */
const KINDS = [
  'members',
  'rsvps',
  'newsletterSubscriptions',
  'contactMessages',
  'outboxEmails',
  'auditEntries',
  'newsletterDeliveries',
  'memberChangeRequests',
  'memberSessions',
  'memberLinks',
  'memberErasureRequests',
  'jobs',
  'payments',
] as const;
const NONE = Object.fromEntries(KINDS.map((k) => [k, 0]));

type Counts = Record<(typeof KINDS)[number], number>;
type Found = { email: string; counts: Counts; otherPlaces: unknown[] } & Record<string, { id: string }[]>;

describeDb('privacy and the member record (issue #19)', () => {
  let admin: string;
  let adminId: string;

  // The seeded server starts slowly on a busy machine (embedded).
  const server = useTestServer({ SEED: '1', PUBLIC_WRITE_LIMIT: '0' }, { timeout: 180_000 });
  beforeAll(async () => {
    const signedIn = await staff(server.services);
    admin = signedIn.token;
    adminId = signedIn.user.id;
  }, 180_000);

  /**
   * Everything a resident leaves with one address: application (approved, with notes), two RSVPs (one
   * filling its event), newsletter (confirmed, and an issue sent to it), contact message; in the member
   * area (issue #21) a change of details made as the member, a name change approved by staff (the
   * applied name becomes a former name), a session, an erasure request, a sign-in request (a job),
   * and another member's pending change of e-mail to this address.
   */
  async function footprint(p: ReturnType<typeof person>) {
    const { db } = server.services;
    const applied = await server.gql<{ applyForMembership: { id: string } }>(
      'mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id } }',
      { input: applicationInput({ fullName: p.fullName, email: p.email, phone: p.phone, address: p.address, languageSpoken: 'Klingon' }) },
    );
    expect(applied.errors).toBeUndefined();
    const id = applied.data!.applyForMembership.id;
    await server.gql('mutation($id: ID!) { approveMember(id: $id, notes: "Proof seen") { id } }', { id }, admin);
    const open = await event(server.services, { maxAttendees: 20, currentAttendees: 0 });
    const full = await event(server.services, { maxAttendees: 5, currentAttendees: 0 });
    const rsvp = (slug: string, attendees: number, who = p) =>
      server.gql<{ rsvpEvent: { status: string } }>('mutation($input: RsvpInput!) { rsvpEvent(input: $input) { attendees status } }', {
        input: { eventSlug: slug, name: who.fullName, email: who.email.toUpperCase(), attendees },
      });
    expect((await rsvp(open.slug, 2)).errors).toBeUndefined();
    expect((await rsvp(full.slug, 3)).errors).toBeUndefined();
    // Someone else fills the event: it is full, and the next RSVP joins its waitlist (issue #17).
    const other = person('other');
    expect((await rsvp(full.slug, 2, other)).errors).toBeUndefined();
    const late = person('late');
    expect((await rsvp(full.slug, 1, late)).data?.rsvpEvent.status).toBe('WAITLISTED');
    await server.gql('mutation($email: String!) { subscribeNewsletter(email: $email) }', { email: p.email });
    const [{ confirm_token: token }] = (await db.query(`SELECT confirm_token FROM newsletter_subscribers WHERE lower(email) = lower($1)`, [
      p.email,
    ])) as { confirm_token: string }[];
    const confirmed = await server.gql('mutation($token: String!) { confirmNewsletterSubscription(input: { token: $token }) { status } }', {
      token,
    });
    expect(confirmed.errors).toBeUndefined();
    const [{ n: recipients }] = (await db.query(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE status = 'CONFIRMED'`)) as {
      n: number;
    }[];
    const sent = await server.gql(
      'mutation($input: SendNewsletterInput!) { sendNewsletter(input: $input) { id } }',
      { input: { subject: 'Street party', content: '<p>Come along</p>', recipients } },
      admin,
    );
    expect(sent.errors).toBeUndefined();
    await server.gql('mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
      input: { name: p.fullName, email: p.email, message: `Please call me on ${p.phone} about ${p.address}` },
    });
    // The member area: details changed as the member, then a new name approved by staff.
    const { memberDetails, memberPrivacy } = server.services;
    await memberDetails.updateDetails(await db.getRepository(Member).findOneByOrFail({ id }), { phone: p.phone, numAdults: 2, numChildren: 1 });
    await memberDetails.requestDetailsChange(await db.getRepository(Member).findOneByOrFail({ id }), { fullName: p.newName });
    const request = await db.getRepository(MemberChangeRequest).findOneByOrFail({ memberId: id });
    const decided = await server.gql(
      'mutation($input: MemberChangeDecisionInput!) { decideMemberChangeRequest(input: $input) { status } }',
      { input: { id: request.id, approve: true } },
      admin,
    );
    expect(decided.errors).toBeUndefined();
    await db.getRepository(MemberSession).save({ memberId: id, createdAt: new Date(), expiresAt: new Date(Date.now() + DAY), revokedAt: null });
    await memberPrivacy.requestErasure(await db.getRepository(Member).findOneByOrFail({ id }));
    const neighbour = await member(server.services, { status: MemberStatus.APPROVED });
    await db.getRepository(MemberLink).save({
      memberId: neighbour.id,
      purpose: 'email_change',
      tokenHash: randomBytes(32).toString('hex'),
      newEmail: p.email.toUpperCase(),
      expiresAt: new Date(Date.now() + DAY),
      usedAt: null,
      createdAt: new Date(),
    });
    // "Send me a link": a job that holds the address; waited for, so the sign-in e-mail is there too.
    const asked = await server.gql('mutation($input: MemberSignInRequestInput!) { requestMemberSignIn(input: $input) }', {
      input: { email: p.email },
    });
    expect(asked.errors).toBeUndefined();
    for (let i = 0; ; i++) {
      const jobs = (await db.query(`SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND lower(data->>'email') = lower($2)`, [
        MEMBER_SIGN_IN_JOB,
        p.email,
      ])) as { state: string }[];
      if (jobs.length && jobs.every((j) => j.state === 'completed')) break;
      if (i > 150) throw new Error(`the sign-in job did not finish: ${JSON.stringify(jobs)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { id, open, full, other, late, neighbour };
  }

  /** Every identifying value of a footprint: both names, the address, phone and street address. */
  const valuesOf = (p: ReturnType<typeof person>) => [p.fullName, p.newName, p.email, p.phone, p.address];

  async function find(email: string): Promise<Found> {
    const res = await server.gql<{ personalData: Found }>(FIND, { input: { email } }, admin);
    expect(res.errors).toBeUndefined();
    return res.data!.personalData;
  }

  /** Places taken by an event's RSVPs, as stored and as counted from its GOING RSVPs. */
  async function places(e: Event) {
    const stored = await server.services.db.getRepository(Event).findOneByOrFail({ id: e.id });
    const [row] = (await server.services.db.query(
      `SELECT coalesce(sum(attendees), 0)::int AS n FROM rsvps WHERE event_id = $1 AND status = 'going'`,
      [e.id],
    )) as {
      n: number;
    }[];
    return { stored: stored.currentAttendees, counted: row.n };
  }

  it('finds every record holding an address, with counts, in any letter case', async () => {
    const p = person('find');
    await footprint(p);
    const found = await find(p.email.toUpperCase());
    expect(found.email).toBe(p.email.toUpperCase()); // as typed; the records match in any letter case
    expect(found.counts).toEqual({
      members: 1,
      rsvps: 2,
      newsletterSubscriptions: 1,
      contactMessages: 1,
      // received, approved, two RSVP confirmations, the newsletter confirmation and welcome, the contact message (Reply-To), the sign-in link
      outboxEmails: 8,
      auditEntries: 6, // apply, approve, update (as the member), request-change (as the member), approve-change, request-erasure
      newsletterDeliveries: 1, // the issue sent
      memberChangeRequests: 1,
      memberSessions: 1,
      memberLinks: 2, // the sign-in link, and the neighbour's pending change to this address
      memberErasureRequests: 1,
      jobs: 1, // the sign-in request
      payments: 0, // money records: server/test/privacy-money.int.test.ts
    });
    expect(found.otherPlaces).toEqual([]);
    for (const kind of KINDS) expect(found[kind]).toHaveLength(found.counts[kind]);
    const bad = await server.gql(FIND, { input: { email: 'not an address' } }, admin);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: messages.validation.email } });
  });

  it('exports every record found as JSON and printable HTML, and audits the export', async () => {
    const p = person('export');
    await footprint(p);
    const found = await find(p.email);
    const res = await server.gql<{ exportPersonalData: { filename: string; json: string; htmlFilename: string; html: string; counts: Counts } }>(
      `mutation($input: PersonalDataInput!) { exportPersonalData(input: $input) { filename json htmlFilename html ${COUNTS} } }`,
      { input: { email: p.email } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const out = res.data!.exportPersonalData;
    expect(out.filename).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(out.counts).toEqual(found.counts);
    const json = JSON.parse(out.json) as Record<string, { id: string }[]>;
    for (const kind of KINDS) {
      expect(json[kind].map((r) => r.id).sort()).toEqual(found[kind].map((r) => r.id).sort());
    }
    // Every kind but payments (erasure keeps those by law: server/test/privacy-money.int.test.ts).
    expect(KINDS.filter((kind) => kind !== 'payments').every((kind) => found.counts[kind] > 0)).toBe(true);
    expect(JSON.stringify(json.members[0])).toContain(p.phone);
    expect(JSON.stringify(json.memberChangeRequests[0])).toContain(p.newName);
    expect(JSON.stringify(json.memberLinks)).not.toContain('tokenHash');
    expect(out.html).toContain(p.fullName);
    expect(out.html).toContain('<table>');
    // The printable page: a section per kind of record, with its count.
    expect(EXPORT_SECTIONS.map((s) => s.key).sort()).toEqual([...KINDS].sort());
    for (const { key, label } of EXPORT_SECTIONS) expect(out.html).toContain(`<h2>${label} (${found.counts[key]})</h2>`);
    const audit = await server.services.db.getRepository(AuditEntry).findOneByOrFail({ action: 'access-export', actorId: adminId });
    expect(audit.entityType).toBe('personal-data');
    expect(audit.changes.records).toEqual({ before: null, after: found.counts });
  });

  it('erases everything in one transaction: no table holds the name, e-mail, phone or address; places are consistent; the audit entry holds no data', async () => {
    const p = person('erase');
    const { id, open, full, other, late } = await footprint(p);
    await server.gql('mutation($input: PersonalDataInput!) { exportPersonalData(input: $input) { filename } }', { input: { email: p.email } }, admin);
    const before = await find(p.email);
    expect(await places(open)).toEqual({ stored: 2, counted: 2 });
    expect(await places(full)).toEqual({ stored: 5, counted: 5 });
    const values = valuesOf(p);
    const placesBefore = await findPersonalData(server.services.db.manager, values);
    expect(placesBefore.map((place) => `${place.table}.${place.column}`)).toEqual(
      expect.arrayContaining(['newsletter_deliveries.email', 'member_change_requests.full_name', 'member_links.new_email', 'pgboss.job.data']),
    );
    // The former name is in the audit log as the member who acted under it.
    expect(placesBefore.filter((place) => place.table === 'audit_entries').map((place) => place.column)).toContain('actor_name');

    const refused = await server.gql(
      'mutation($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) { erasedAt } }',
      { input: { email: p.email, confirmEmail: 'someone.else@example.com' } },
      admin,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { confirmEmail: adminMessages.privacy.confirmEmailMismatch },
    });
    expect((await find(p.email)).counts).toEqual(before.counts);

    const res = await server.gql<{ erasePersonalData: { counts: Counts } }>(
      `mutation($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) { erasedAt ${COUNTS} } }`,
      { input: { email: p.email, confirmEmail: p.email.toUpperCase() } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(before.counts.auditEntries).toBe(7); // the footprint's six, and the access-export
    expect(res.data!.erasePersonalData.counts).toEqual(before.counts);

    // Every text and JSON column of every table (information_schema), the job queue's too: none of the values.
    expect(await findPersonalData(server.services.db.manager, values)).toEqual([]);
    expect((await find(p.email)).counts).toEqual(NONE);
    // Places freed; the other person's RSVP keeps its places, and the waitlisted one is promoted and told.
    expect(await places(open)).toEqual({ stored: 0, counted: 0 });
    expect(await places(full)).toEqual({ stored: 3, counted: 3 });
    expect((await find(other.email)).counts.rsvps).toBe(1);
    const [promoted] = (await server.services.db.query(`SELECT status FROM rsvps WHERE lower(email) = $1`, [late.email.toLowerCase()])) as {
      status: string;
    }[];
    expect(promoted.status).toBe('going');
    const told = (await server.services.db.query(`SELECT kind FROM email_outbox WHERE lower(to_address) = $1`, [late.email.toLowerCase()])) as {
      kind: string;
    }[];
    expect(told.map((m) => m.kind)).toContain('rsvp-promoted');
    // The history keeps action, time, actor and record id; personal values are the marker.
    const entries = await server.services.db.getRepository(AuditEntry).find({ where: { entityId: id }, order: { at: 'ASC' } });
    expect(entries.map((e) => e.action)).toEqual(['apply', 'approve', 'update', 'request-change', 'approve-change', 'request-erasure']);
    expect(entries.filter((e) => e.actorId === null && e.actorName?.endsWith('(member)')).map((e) => e.actorName)).toEqual(
      Array(3).fill(`${ERASED} (member)`),
    );
    expect(entries[0].changes.fullName).toEqual({ before: null, after: ERASED });
    expect(entries[0].changes.phone).toEqual({ before: null, after: ERASED });
    expect(entries[0].changes.languageSpoken).toEqual({ before: null, after: ERASED });
    expect(entries[1].changes.status).toEqual({ before: 'pending', after: 'approved' });
    expect(entries[1].actorId).toBe(adminId);
    const erasure = await server.services.db.getRepository(AuditEntry).findOneByOrFail({ action: 'erase', actorId: adminId });
    expect(erasure.entityType).toBe('personal-data');
    expect(erasure.changes).toEqual({ erased: { before: null, after: res.data!.erasePersonalData.counts } });
    // The address can apply again.
    const again = await server.gql('mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id } }', {
      input: applicationInput({ email: p.email }),
    });
    expect(again.errors).toBeUndefined();
  });

  it('deleteMember erases the same way', async () => {
    const p = person('delete');
    const { id, open } = await footprint(p);
    const before = await find(p.email);
    const res = await server.gql('mutation($id: ID!) { deleteMember(id: $id) }', { id }, admin);
    expect(res.errors).toBeUndefined();
    expect(await findPersonalData(server.services.db.manager, valuesOf(p))).toEqual([]);
    expect(await places(open)).toEqual({ stored: 0, counted: 0 });
    const entries = await server.services.db.getRepository(AuditEntry).find({ where: { entityId: id }, order: { at: 'ASC' } });
    expect(entries.map((e) => e.action)).toEqual(['apply', 'approve', 'update', 'request-change', 'approve-change', 'request-erasure', 'delete']);
    expect(entries.at(-1)!.changes).toEqual({ erased: { before: null, after: before.counts } });
  });

  it('finds, exports and erases an international address as typed, in any letter case of its ASCII letters', async () => {
    const p = person('intl', 'seán.ó');
    await footprint(p);
    const typed = p.email.replace('example.com', 'EXAMPLE.com');
    const found = await find(typed);
    expect(found.email).toBe(typed);
    expect(found.counts).toMatchObject({ members: 1, rsvps: 2, newsletterSubscriptions: 1, contactMessages: 1, newsletterDeliveries: 1, jobs: 1 });
    const res = await server.gql(
      'mutation($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) { erasedAt } }',
      { input: { email: typed, confirmEmail: p.email } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(await findPersonalData(server.services.db.manager, valuesOf(p))).toEqual([]);
  });

  describe('retention', () => {
    it('removes exactly what expired, driven by an explicit now; the preview counts the same', async () => {
      const { db } = server.services;
      const now = new Date(Date.now() + 400 * DAY); // a fake clock: 400 days on
      await server.gql(
        'mutation($input: RetentionSettingsInput!) { updateRetentionSettings(input: $input) { contactMessageDays } }',
        { input: { rejectedApplicationDays: 180, contactMessageDays: 365, outboxBodyDays: 90, cancelledRsvpDays: 30 } },
        admin,
      );
      // Whatever the seed and earlier tests left is older than the cut-offs too: count it first.
      const baseline = Object.fromEntries((await server.services.retention.preview(now)).map((o) => [o.key, o.count]));
      const oldRejected = await member(server.services, { status: MemberStatus.REJECTED, rejectedDate: new Date(now.getTime() - 181 * DAY) });
      const newRejected = await member(server.services, { status: MemberStatus.REJECTED, rejectedDate: new Date(now.getTime() - 179 * DAY) });
      const pendingOld = await member(server.services, { status: MemberStatus.PENDING });
      await db.query(
        `INSERT INTO contact_messages (name, email, message, created_at) VALUES ('Old', 'old.msg@example.com', 'x', $1), ('New', 'new.msg@example.com', 'y', $2)`,
        [new Date(now.getTime() - 366 * DAY), new Date(now.getTime() - 364 * DAY)],
      );
      await db.query(
        `INSERT INTO email_outbox (kind, to_address, subject, body, sent_at) VALUES ('test', 'old.mail@example.com', 's', 'old body', $1), ('test', 'new.mail@example.com', 's', 'new body', $2), ('test', 'queued@example.com', 's', 'queued body', NULL)`,
        [new Date(now.getTime() - 91 * DAY), new Date(now.getTime() - 89 * DAY)],
      );
      // Cancelled RSVPs (issue #17) a day either side of the 30 days kept; a going one as old stays.
      const party = await event(server.services, { maxAttendees: 50, currentAttendees: 0 });
      await db.query(
        `INSERT INTO rsvps (event_id, name, email, attendees, status, cancelled_at, created_at) VALUES
           ($1, 'Old cancel', 'old.cancel@example.com', 1, 'cancelled', $2, $2),
           ($1, 'New cancel', 'new.cancel@example.com', 1, 'cancelled', $3, $3),
           ($1, 'Still going', 'going@example.com', 1, 'going', NULL, $2)`,
        [party.id, new Date(now.getTime() - 31 * DAY), new Date(now.getTime() - 29 * DAY)],
      );
      const preview = await server.gql<{ retentionPreview: { runsAt: string; items: { key: string; count: number; days: number }[] } }>(
        '{ retentionPreview { runsAt items { key label days cutoff count } } }',
        {},
        admin,
      );
      expect(preview.errors).toBeUndefined();
      // The next run is the coming 03:15 in the association's zone.
      const runsAt = new Date(preview.data!.retentionPreview.runsAt);
      expect(runsAt.getTime() - Date.now()).toBeGreaterThan(0);
      expect(runsAt.getTime() - Date.now()).toBeLessThanOrEqual(DAY);
      expect(server.services.clock.formatTime(runsAt)).toMatch(/^0?3:15/);
      expect(preview.data!.retentionPreview.items.map((i) => i.key)).toEqual([
        'rejectedApplicationDays',
        'contactMessageDays',
        'outboxBodyDays',
        'cancelledRsvpDays',
      ]);
      const expected = await server.services.retention.preview(now);
      const counts = Object.fromEntries(expected.map((o) => [o.key, o.count - (baseline[o.key] ?? 0)]));
      expect(counts).toEqual({ rejectedApplicationDays: 1, contactMessageDays: 1, outboxBodyDays: 1, cancelledRsvpDays: 1 });

      const run = await server.services.retention.run(now);
      expect(run.map((o) => o.count)).toEqual(expected.map((o) => o.count));
      expect(await db.getRepository(Member).findOneBy({ id: oldRejected.id })).toBeNull();
      expect(await db.getRepository(Member).findOneBy({ id: newRejected.id })).not.toBeNull();
      expect(await db.getRepository(Member).findOneBy({ id: pendingOld.id })).not.toBeNull();
      const messagesLeft = (await db.query(`SELECT email FROM contact_messages WHERE email IN ('old.msg@example.com', 'new.msg@example.com')`)) as {
        email: string;
      }[];
      expect(messagesLeft.map((m) => m.email)).toEqual(['new.msg@example.com']);
      const bodies = await db.getRepository(OutboxEmail).find({ where: [{ kind: 'test' }], order: { to: 'ASC' } });
      expect(bodies.map((b) => [b.to, b.body])).toEqual([
        ['new.mail@example.com', 'new body'],
        ['old.mail@example.com', BODY_REMOVED],
        ['queued@example.com', 'queued body'],
      ]);
      const rsvpsLeft = (await db.query(`SELECT email FROM rsvps WHERE event_id = $1 ORDER BY email`, [party.id])) as { email: string }[];
      expect(rsvpsLeft.map((r) => r.email)).toEqual(['going@example.com', 'new.cancel@example.com']);
      // A second run at the same moment finds nothing more.
      expect((await server.services.retention.run(now)).every((o) => o.count === 0)).toBe(true);
      const audit = await db.getRepository(AuditEntry).find({ where: { action: 'retention' } });
      expect(audit).toHaveLength(1);
      expect(audit[0].actorId).toBeNull();
    });

    it('runs daily on the job queue, at 03:15 in the association’s zone', async () => {
      const [schedule] = (await server.services.db.query(`SELECT cron, options FROM pgboss.schedule WHERE name = 'privacy.retention'`)) as {
        cron: string;
        options: { tz?: string };
      }[];
      expect(schedule.cron).toBe('15 3 * * *');
      expect(schedule.options.tz).toBe(server.services.clock.timeZone);
    });

    it('states the settings publicly and refuses bad days, naming the field', async () => {
      const res = await server.gql<{ retentionSettings: Record<string, number> }>(
        '{ retentionSettings { rejectedApplicationDays contactMessageDays outboxBodyDays cancelledRsvpDays } }',
      );
      expect(res.data!.retentionSettings.contactMessageDays).toBeGreaterThan(0);
      const bad = await server.gql(
        'mutation($input: RetentionSettingsInput!) { updateRetentionSettings(input: $input) { contactMessageDays } }',
        { input: { rejectedApplicationDays: 0, contactMessageDays: 365, outboxBodyDays: 90, cancelledRsvpDays: 30 } },
        admin,
      );
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { rejectedApplicationDays: expect.any(String) } });
    });
  });

  describe('member lifecycle', () => {
    it('reconsider → approve: back to pending in the history, and every note is kept', async () => {
      const m = await member(server.services, { notes: 'Phoned: proof of residency to follow' });
      await server.gql('mutation($id: ID!) { rejectMember(id: $id, reason: "Outside the area") { id } }', { id: m.id }, admin);
      const blank = await server.gql('mutation($id: ID!) { reconsiderMember(id: $id, note: "  ") { id } }', { id: m.id }, admin);
      expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { note: adminMessages.privacy.reconsiderNoteRequired } });
      const back = await server.gql<{ reconsiderMember: { status: string; rejectionReason: string | null; notes: string } }>(
        'mutation($id: ID!) { reconsiderMember(id: $id, note: "Vine St is inside the area") { status rejectionReason notes } }',
        { id: m.id },
        admin,
      );
      expect(back.data!.reconsiderMember).toMatchObject({ status: 'PENDING', rejectionReason: null });
      const again = await server.gql('mutation($id: ID!) { reconsiderMember(id: $id, note: "again") { id } }', { id: m.id }, admin);
      expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      const approved = await server.gql<{ approveMember: { status: string; notes: string } }>(
        'mutation($id: ID!) { approveMember(id: $id, notes: "") { status notes } }',
        { id: m.id },
        admin,
      );
      expect(approved.data!.approveMember.status).toBe('APPROVED');
      expect(approved.data!.approveMember.notes).toMatch(
        /^Phoned: proof of residency to follow\nReconsidered \d{4}-\d{2}-\d{2} by Alice Admin: Vine St is inside the area$/,
      );
      const history = await server.services.db.getRepository(AuditEntry).find({ where: { entityId: m.id }, order: { at: 'ASC' } });
      expect(history.map((h) => h.action)).toEqual(['reject', 'reconsider', 'approve']);
      expect(history[1].changes.status).toEqual({ before: 'rejected', after: 'pending' });
      expect(history[1].changes.rejectionReason).toEqual({ before: 'Outside the area', after: null });
    });

    it('records the ceased date on deactivation and clears it on reactivation', async () => {
      const m = await member(server.services, { status: MemberStatus.APPROVED });
      const off = await server.gql<{ deactivateMember: { ceasedDate: string } }>(
        'mutation($id: ID!) { deactivateMember(id: $id) { ceasedDate } }',
        { id: m.id },
        admin,
      );
      expect(off.data!.deactivateMember.ceasedDate).toBe(server.services.clock.today());
      const on = await server.gql<{ reactivateMember: { ceasedDate: string | null } }>(
        'mutation($id: ID!) { reactivateMember(id: $id) { ceasedDate } }',
        { id: m.id },
        admin,
      );
      expect(on.data!.reactivateMember.ceasedDate).toBeNull();
    });

    it('lets staff set the join date of members they entered, not in the future, and not of applications', async () => {
      const created = await server.gql<{ createMember: { id: string; joinDate: string; enteredByStaff: boolean } }>(
        'mutation($input: MemberCreateInput!) { createMember(input: $input) { id joinDate enteredByStaff } }',
        { input: { ...applicationInput(), termsAccepted: undefined, joinDate: '2019-03-04', status: 'APPROVED' } },
        admin,
      );
      expect(created.errors).toBeUndefined();
      expect(created.data!.createMember).toMatchObject({ joinDate: '2019-03-04', enteredByStaff: true });
      const id = created.data!.createMember.id;
      const edit = (memberId: string, joinDate: string) =>
        server.gql<{ updateMember: { joinDate: string } }>(
          'mutation($id: ID!, $d: String) { updateMember(id: $id, input: { joinDate: $d }) { joinDate } }',
          { id: memberId, d: joinDate },
          admin,
        );
      expect((await edit(id, '2018-12-31')).data!.updateMember.joinDate).toBe('2018-12-31');
      const tomorrow = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
      expect((await edit(id, tomorrow)).errors?.[0]?.extensions).toMatchObject({ fields: { joinDate: adminMessages.privacy.joinDateFuture } });
      expect((await edit(id, '2018-02-30')).errors?.[0]?.extensions).toMatchObject({ fields: { joinDate: adminMessages.privacy.joinDateFormat } });
      const applied = await member(server.services);
      expect((await edit(applied.id, '2018-01-01')).errors?.[0]?.extensions).toMatchObject({
        fields: { joinDate: adminMessages.privacy.joinDateNotEditable },
      });
    });
  });

  describe('register of members', () => {
    it('matches the members: current (approved) with name, address, class and join date; former (inactive) with name and date ceased; by join date', async () => {
      // Membership begins on approval (s 56(2)(c), Model Rules r 11): an online application's date of
      // joining is its approval day; a member staff entered from the paper records keeps the date given.
      const online = await member(server.services, {
        status: MemberStatus.APPROVED,
        joinDate: '2020-01-10',
        approvedDate: new Date('2020-03-05T02:00:00Z'),
        enteredByStaff: false,
      });
      const paper = await member(server.services, {
        status: MemberStatus.APPROVED,
        joinDate: '2020-01-11',
        approvedDate: new Date('2020-04-01T02:00:00Z'),
        enteredByStaff: true,
      });
      const res = await server.gql<{
        memberRegister: {
          current: { memberNumber: number; name: string; address: string | null; memberClass: string; joinDate: string }[];
          former: { memberNumber: number; name: string; ceasedDate: string | null }[];
          currentStatuses: string[];
          formerStatuses: string[];
        };
      }>(
        '{ memberRegister { current { memberNumber name address memberClass joinDate } former { memberNumber name ceasedDate } currentStatuses formerStatuses } }',
        {},
        admin,
      );
      expect(res.errors).toBeUndefined();
      const register = res.data!.memberRegister;
      expect(register.currentStatuses).toEqual(['APPROVED']);
      expect(register.formerStatuses).toEqual(['INACTIVE']);
      const joined = (m: Member) => (m.enteredByStaff || !m.approvedDate ? m.joinDate : server.services.clock.isoDay(m.approvedDate));
      const all = (await server.services.db.getRepository(Member).find()).sort(
        (a, b) => joined(a).localeCompare(joined(b)) || a.memberNumber - b.memberNumber,
      );
      const approved = all.filter((m) => m.status === MemberStatus.APPROVED);
      const inactive = all.filter((m) => m.status === MemberStatus.INACTIVE);
      expect(register.current.find((m) => m.memberNumber === online.memberNumber)?.joinDate).toBe('2020-03-05');
      expect(register.current.find((m) => m.memberNumber === paper.memberNumber)?.joinDate).toBe('2020-01-11');
      const order = register.current.map((m) => m.memberNumber);
      expect(order.indexOf(paper.memberNumber)).toBeLessThan(order.indexOf(online.memberNumber));
      expect(approved.length).toBeGreaterThan(5); // the seed's approved members at least
      expect(register.current).toEqual(
        approved.map((m) => ({
          memberNumber: m.memberNumber,
          name: m.fullName,
          address: m.address,
          memberClass: m.memberType.toUpperCase(),
          joinDate: joined(m),
        })),
      );
      expect(register.former).toEqual(inactive.map((m) => ({ memberNumber: m.memberNumber, name: m.fullName, ceasedDate: m.ceasedDate })));
      expect(register.former.map((m) => m.memberNumber)).toEqual(inactive.map((m) => m.memberNumber));
      expect(register.former.every((f) => f.ceasedDate)).toBe(true);

      const csv = await server.gql<{ exportMemberRegister: { filename: string; content: string; rows: number } }>(
        '{ exportMemberRegister { filename content rows } }',
        {},
        admin,
      );
      const file = csv.data!.exportMemberRegister;
      expect(file.filename).toBe(`register-of-members-${server.services.clock.today()}.csv`);
      expect(file.content.startsWith('\uFEFFRegister,Member number,Name,Address,Class of membership,Date of joining,Date ceased\r\n')).toBe(true);
      expect(file.rows).toBe(approved.length + inactive.length);
      expect(file.content).toContain(`Current,${approved[0].memberNumber},`);
    });
  });
});
