import { Role } from '../src/auth/roles';
import { messages } from '../../shared/messages';
import { passwordResetRequestSchema } from '../../shared/staff';
import { OutboxEmail } from '../src/notifications/outbox.entity';
import { applicationInput, event, staff } from './factories';
import { describeDb, useTestServer } from './harness';

const APPLY = `mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id email } }`;
const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { attendees } }`;
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;
const NEWSLETTER = `mutation($email: String!) { subscribeNewsletter(email: $email) }`;
const INVITE = `mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id email status } }`;
const ACCEPT = `mutation($input: SetPasswordInput!) { acceptInvite(input: $input) }`;
const REQUEST_RESET = `mutation($email: String!) { requestPasswordReset(email: $email) }`;

/** International addresses (RFC 6531): letters beyond ASCII in the local part and in the domain. */
const SEAN = 'Seán.Ó-Briain@Example.ie';
const MULLER = 'kontakt@müller.de';

describeDb('International e-mail addresses on every form (issue #22, RFC 6531)', () => {
  // Many public writes from one address in this file.
  const server = useTestServer({ PUBLIC_WRITE_LIMIT: '1000' });

  it('accepts them on /join, stores them as typed, and finds a second application case-insensitively', async () => {
    const applied = await server.gql<{ applyForMembership: { email: string } }>(APPLY, { input: applicationInput({ email: ` ${SEAN} ` }) });
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applyForMembership.email).toBe(SEAN);
    const [row] = (await server.services.db.query(`SELECT email FROM members WHERE email = $1`, [SEAN])) as { email: string }[];
    expect(row.email).toBe(SEAN);
    const again = await server.gql(APPLY, { input: applicationInput({ email: 'seán.ó-briain@example.IE' }) });
    expect(again.errors?.[0].extensions?.code).toBe('DUPLICATE_EMAIL');
    const idn = await server.gql<{ applyForMembership: { email: string } }>(APPLY, { input: applicationInput({ email: MULLER }) });
    expect(idn.data?.applyForMembership.email).toBe(MULLER);
  });

  it('accepts them on the contact form, the newsletter and the RSVP form', async () => {
    const contact = await server.gql(CONTACT, { input: { name: 'Seán', email: SEAN, message: 'Dia duit!' } });
    expect(contact.errors).toBeUndefined();
    const subscribed = await server.gql(NEWSLETTER, { email: MULLER });
    expect(subscribed.errors).toBeUndefined();
    // Subscribing again in another case is the same subscriber.
    await server.gql(NEWSLETTER, { email: 'KONTAKT@müller.de' });
    const [{ n }] = (await server.services.db.query(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE lower(email) = lower($1)`, [
      MULLER,
    ])) as { n: number }[];
    expect(n).toBe(1);
    const e = await event(server.services, { maxAttendees: 10, registrationRequired: true });
    const rsvp = await server.gql(RSVP, { input: { eventSlug: e.slug, name: 'Seán', email: SEAN, attendees: 1 } });
    expect(rsvp.errors).toBeUndefined();
  });

  it('accepts them in the admin: settings and an event’s contact e-mail', async () => {
    const { token } = await staff(server.services, Role.ADMIN);
    const current = await server.gql<{ siteSettings: Record<string, unknown> }>(
      '{ siteSettings { siteName contactEmail contactPhone address state socialLabel socialUrl supportHours donationTiers { amount impact } } }',
    );
    const saved = await server.gql<{ updateSiteSettings: { contactEmail: string } }>(
      'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { contactEmail } }',
      { input: { ...current.data!.siteSettings, contactEmail: 'fragen@grünfeld.de' } },
      token,
    );
    expect(saved.data?.updateSiteSettings.contactEmail).toBe('fragen@grünfeld.de');
    const created = await server.gql<{ createEvent: { contactEmail: string } }>(
      'mutation($input: EventInput!) { createEvent(input: $input) { contactEmail } }',
      {
        input: {
          title: 'Céilí night',
          status: 'DRAFT',
          tags: [],
          eventDate: '2026-12-05T08:00:00.000Z',
          contactEmail: SEAN,
          registrationRequired: false,
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createEvent.contactEmail).toBe(SEAN);
  });

  it('accepts them for a staff invitation, stored as typed; the same address in another case is the same account', async () => {
    const { token } = await staff(server.services, Role.ADMIN);
    const address = 'Síle.Ní-Bhriain@Gaillimh.ie';
    const invited = await server.gql<{ inviteStaff: { id: string; email: string } }>(
      INVITE,
      { input: { name: 'Síle', email: ` ${address} `, role: 'EDITOR' } },
      token,
    );
    expect(invited.errors).toBeUndefined();
    expect(invited.data!.inviteStaff.email).toBe(address);
    const [row] = (await server.services.db.query(`SELECT email FROM users WHERE id = $1`, [invited.data!.inviteStaff.id])) as { email: string }[];
    expect(row.email).toBe(address);
    const again = await server.gql(INVITE, { input: { name: 'Síle', email: 'síle.ní-bhriain@gaillimh.IE', role: 'EDITOR' } }, token);
    expect(again.errors?.[0].extensions?.code).toBe('DUPLICATE_EMAIL');
    const idn = await server.gql<{ inviteStaff: { email: string } }>(
      INVITE,
      { input: { name: 'Jürgen', email: 'jürgen@müller.de', role: 'EDITOR' } },
      token,
    );
    expect(idn.data?.inviteStaff.email).toBe('jürgen@müller.de');
  });

  it('takes them on the forgotten-password form and e-mails the reset link to the account, whatever the case typed', async () => {
    // The admin form's check (web/src/admin/password-links/ForgotPasswordPage.tsx).
    for (const email of [SEAN, MULLER]) expect({ email, valid: await passwordResetRequestSchema.isValid({ email }) }).toEqual({ email, valid: true });
    for (const email of ['seán@', 'seán example.ie', ''])
      expect({ email, valid: await passwordResetRequestSchema.isValid({ email }) }).toEqual({ email, valid: false });

    const { token } = await staff(server.services, Role.ADMIN);
    const address = 'Eoghan.Ó-Dónaill@Dún-na-nGall.ie';
    const invited = await server.gql<{ inviteStaff: { id: string } }>(INVITE, { input: { name: 'Eoghan', email: address, role: 'EDITOR' } }, token);
    expect(invited.errors).toBeUndefined();
    const outbox = server.services.db.getRepository(OutboxEmail);
    const invitation = await outbox.findOneByOrFail({ kind: 'staff-invitation', to: address });
    const secret = /\/admin\/accept-invite\/([\w-]+)/.exec(invitation.body)![1];
    expect((await server.gql(ACCEPT, { input: { token: secret, password: 'eoghan-password-1' } })).errors).toBeUndefined();

    expect((await server.gql(REQUEST_RESET, { email: 'eoghan.ó-dónaill@dún-na-ngall.IE' })).data).toEqual({ requestPasswordReset: true });
    const resets = await outbox.findBy({ kind: 'password-reset', to: address });
    expect(resets).toHaveLength(1);
    expect(resets[0].body).toContain('/admin/reset-password/');
  });

  it('still refuses what is not an address, with the field named', async () => {
    for (const email of ['seán@', 'seán example.ie', 'seán@@example.ie', '"seán"@example.ie']) {
      const res = await server.gql(APPLY, { input: applicationInput({ email }) });
      expect({ email, fields: res.errors?.[0].extensions?.fields }).toEqual({ email, fields: { email: messages.validation.email } });
    }
  });
});
