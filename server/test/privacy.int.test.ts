import { AuditEntry } from '../src/audit/audit.entity';
import { Event } from '../src/content/event/event.entity';
import { Member } from '../src/members/member.entity';
import { MemberStatus } from '../src/members/member.enums';
import { OutboxEmail } from '../src/notifications/outbox.entity';
import { ERASED } from '../src/privacy/erasure';
import { findPersonalData } from '../src/privacy/personal-data-scan';
import { BODY_REMOVED } from '../src/privacy/retention';
import { messages } from '../../shared/messages';
import { adminMessages } from '../../shared/admin-messages';
import { applicationInput, event, member, staff } from './factories';
import { describeDb, startTestServer, type TestServer } from './harness';

const DAY = 86_400_000;

/** A person with values found nowhere else in the database, so a search for them means them. */
function person(tag: string) {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    fullName: `Zelda Quorra ${id}`,
    email: `zelda.${id}@example.com`,
    phone: `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    address: `${Math.floor(Math.random() * 900) + 100} Quillwort Lane ${id}, Greenfield`,
  };
}

const FIND = `query($input: PersonalDataInput!) { personalData(input: $input) {
  email counts { members rsvps newsletterSubscriptions contactMessages outboxEmails auditEntries }
  members { id } rsvps { id } newsletterSubscriptions { id } contactMessages { id } outboxEmails { id } auditEntries { id }
  otherPlaces { table column rows } } }`;

type Counts = {
  members: number;
  rsvps: number;
  newsletterSubscriptions: number;
  contactMessages: number;
  outboxEmails: number;
  auditEntries: number;
};
type Found = { email: string; counts: Counts; otherPlaces: unknown[] } & Record<string, { id: string }[]>;

describeDb('privacy and the member record (issue #19)', () => {
  let server: TestServer;
  let admin: string;
  let adminId: string;

  beforeAll(async () => {
    server = await startTestServer({ SEED: '1', PUBLIC_WRITE_LIMIT: '0' });
    const signedIn = await staff(server.services);
    admin = signedIn.token;
    adminId = signedIn.user.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Everything a resident leaves with one address: application (approved, with notes), two RSVPs (one filling its event), newsletter, contact message. */
  async function footprint(p: ReturnType<typeof person>) {
    const applied = await server.gql<{ applyForMembership: { id: string } }>(
      'mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id } }',
      { input: applicationInput({ ...p, languageSpoken: 'Klingon' }) },
    );
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
    await server.gql('mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
      input: { name: p.fullName, email: p.email, message: `Please call me on ${p.phone} about ${p.address}` },
    });
    return { id, open, full, other, late };
  }

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
    expect(found.email).toBe(p.email);
    expect(found.counts).toEqual({
      members: 1,
      rsvps: 2,
      newsletterSubscriptions: 1,
      contactMessages: 1,
      outboxEmails: 6, // received, approved, two RSVP confirmations, the newsletter confirmation, the contact message (Reply-To)
      auditEntries: 2, // apply, approve
    });
    expect(found.otherPlaces).toEqual([]);
    const bad = await server.gql(FIND, { input: { email: 'not an address' } }, admin);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: messages.validation.email } });
  });

  it('exports every record found as JSON and printable HTML, and audits the export', async () => {
    const p = person('export');
    await footprint(p);
    const found = await find(p.email);
    const res = await server.gql<{ exportPersonalData: { filename: string; json: string; htmlFilename: string; html: string; counts: Counts } }>(
      'mutation($input: PersonalDataInput!) { exportPersonalData(input: $input) { filename json htmlFilename html counts { members rsvps newsletterSubscriptions contactMessages outboxEmails auditEntries } } }',
      { input: { email: p.email } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const out = res.data!.exportPersonalData;
    expect(out.filename).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(out.counts).toEqual(found.counts);
    const json = JSON.parse(out.json) as Record<string, { id: string }[]>;
    for (const kind of ['members', 'rsvps', 'newsletterSubscriptions', 'contactMessages', 'outboxEmails', 'auditEntries']) {
      expect(json[kind].map((r) => r.id).sort()).toEqual(found[kind].map((r) => r.id).sort());
    }
    expect(JSON.stringify(json.members[0])).toContain(p.phone);
    expect(out.html).toContain(p.fullName);
    expect(out.html).toContain('<table>');
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
    const values = [p.fullName, p.email, p.phone, p.address];
    expect((await findPersonalData(server.services.db.manager, values)).length).toBeGreaterThan(0);

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
      'mutation($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) { erasedAt counts { members rsvps newsletterSubscriptions contactMessages outboxEmails auditEntries } } }',
      { input: { email: p.email, confirmEmail: p.email.toUpperCase() } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.erasePersonalData.counts).toEqual({ ...before.counts, auditEntries: 3 }); // apply, approve, access-export

    // Every text and JSON column of every table (information_schema): none of the four values.
    expect(await findPersonalData(server.services.db.manager, values)).toEqual([]);
    expect((await find(p.email)).counts).toEqual({
      members: 0,
      rsvps: 0,
      newsletterSubscriptions: 0,
      contactMessages: 0,
      outboxEmails: 0,
      auditEntries: 0,
    });
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
    expect(entries.map((e) => e.action)).toEqual(['apply', 'approve']);
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
    const res = await server.gql('mutation($id: ID!) { deleteMember(id: $id) }', { id }, admin);
    expect(res.errors).toBeUndefined();
    expect(await findPersonalData(server.services.db.manager, [p.fullName, p.email, p.phone, p.address])).toEqual([]);
    expect(await places(open)).toEqual({ stored: 0, counted: 0 });
    const entries = await server.services.db.getRepository(AuditEntry).find({ where: { entityId: id }, order: { at: 'ASC' } });
    expect(entries.map((e) => e.action)).toEqual(['apply', 'approve', 'delete']);
    expect(entries[2].changes).toEqual({
      erased: { before: null, after: { members: 1, rsvps: 2, newsletterSubscriptions: 1, contactMessages: 1, outboxEmails: 6, auditEntries: 2 } },
    });
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
      expect(counts).toEqual({ rejectedApplicationDays: 1, contactMessageDays: 1, outboxBodyDays: 1, cancelledRsvpDays: 0 });

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
      const all = await server.services.db.getRepository(Member).find({ order: { joinDate: 'ASC', memberNumber: 'ASC' } });
      const approved = all.filter((m) => m.status === MemberStatus.APPROVED);
      const inactive = all.filter((m) => m.status === MemberStatus.INACTIVE);
      expect(approved.length).toBeGreaterThan(5); // the seed's approved members at least
      expect(register.current).toEqual(
        approved.map((m) => ({
          memberNumber: m.memberNumber,
          name: m.fullName,
          address: m.address,
          memberClass: m.memberType.toUpperCase(),
          joinDate: m.joinDate,
        })),
      );
      expect(register.former).toEqual(inactive.map((m) => ({ memberNumber: m.memberNumber, name: m.fullName, ceasedDate: m.ceasedDate })));
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
