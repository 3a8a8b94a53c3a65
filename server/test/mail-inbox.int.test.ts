import { Role } from '../src/auth/roles';
import { OutboxEmail } from '../src/notifications/outbox.entity';
import { defaultSettings } from '../../shared/settings-defaults';
import { staff } from './factories';
import { describeDb, useTestServer } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;
const OUTBOX = `{ emailOutbox(limit: 100) { items { id to kind status lastError sentAt html } } }`;
type OutboxRow = { id: string; to: string; kind: string; status: string; lastError: string | null; html: string | null };

describeDb('contact inbox, member e-mails in the one layout, and an honest outbox (with a mail server)', () => {
  let smtp: TestSmtpServer;
  let adminToken: string;
  let editorToken: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const server = useTestServer(() => ({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '500' }), { timeout: 180_000 });
  beforeAll(async () => {
    const admin = await staff(server.services, Role.ADMIN);
    adminToken = admin.token;
    editorToken = (await staff(server.services, Role.EDITOR)).token;
    // The association's contact address comes from the site settings.
    await server.services.settings.update(
      { id: admin.user.id, name: admin.user.name },
      { ...defaultSettings, contactEmail: 'committee@example.org' },
    );
  }, 180_000);

  afterAll(async () => {
    await smtp?.close();
  });

  const outboxRow = async (to: string): Promise<OutboxRow | undefined> =>
    (await server.gql<{ emailOutbox: { items: OutboxRow[] } }>(OUTBOX, {}, adminToken)).data?.emailOutbox.items.find((e) => e.to === to);

  it("e-mails each contact message to the association's contact address with Reply-To the resident", async () => {
    const email = `resident-${unique()}@example.org`;
    const answer = await server.gql(CONTACT, { input: { name: 'Priya Nair', email, message: 'The streetlight on Elm St is out.' } });
    expect(answer).toEqual({ data: { sendContactMessage: true } });
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes('committee@example.org') && (m.parsed.text ?? '').includes(email));
    expect(mail.parsed.subject).toBe('Contact form: message from Priya Nair');
    expect(mail.parsed.replyTo?.text).toBe(email);
    expect(mail.parsed.text).toContain('The streetlight on Elm St is out.');
    expect(mail.parsed.html).toContain('The streetlight on Elm St is out.');
  });

  it('lets an editor mark a message handled or not, keep a note and delete it; the unhandled count follows', async () => {
    const email = `handle-${unique()}@example.org`;
    await server.gql(CONTACT, { input: { name: 'Sam Lee', email, message: 'Can I borrow the hall?' } });
    const count = async () =>
      (await server.gql<{ unhandledContactMessageCount: number }>(`{ unhandledContactMessageCount }`, {}, editorToken)).data!
        .unhandledContactMessageCount;
    const before = await count();
    const list = await server.gql<{ contactMessages: { items: { id: string; email: string }[] } }>(
      `{ contactMessages(handled: false, limit: 100) { items { id email } } }`,
      {},
      editorToken,
    );
    const id = list.data!.contactMessages.items.find((m) => m.email === email)!.id;
    const UPDATE = `mutation($input: UpdateContactMessageInput!) { updateContactMessage(input: $input) { handledAt handledBy note } }`;
    const handled = await server.gql<{ updateContactMessage: { handledAt: string | null; handledBy: string; note: string } }>(
      UPDATE,
      { input: { id, handled: true, note: 'Rang back, booked for 3 June.' } },
      editorToken,
    );
    expect(handled.data!.updateContactMessage).toMatchObject({ handledBy: 'Eddie Editor', note: 'Rang back, booked for 3 June.' });
    expect(handled.data!.updateContactMessage.handledAt).not.toBeNull();
    expect(await count()).toBe(before - 1);
    const reopened = await server.gql<{ updateContactMessage: { handledAt: string | null } }>(UPDATE, { input: { id, handled: false } }, editorToken);
    expect(reopened.data!.updateContactMessage.handledAt).toBeNull();
    expect(await count()).toBe(before);
    const tooLong = await server.gql(UPDATE, { input: { id, note: 'x'.repeat(2001) } }, editorToken);
    expect(tooLong.errors?.[0].extensions?.fields).toHaveProperty('note');
    expect(await server.gql(`mutation($id: ID!) { deleteContactMessage(input: { id: $id }) }`, { id }, editorToken)).toEqual({
      data: { deleteContactMessage: true },
    });
    expect(await count()).toBe(before - 1);
    const again = await server.gql(`mutation($id: ID!) { deleteContactMessage(input: { id: $id }) }`, { id }, editorToken);
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('sends member e-mails as plain text and HTML with the association footer and Reply-To', async () => {
    const email = `applicant-${unique()}@example.org`;
    await server.gql(`mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id } }`, {
      input: { fullName: 'Jo Citizen', email, phone: '0412 345 678', address: '2 Vine St', memberType: 'OWNER', termsAccepted: true },
    });
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.parsed.text).toContain('Hi Jo Citizen,');
    expect(mail.parsed.text).toContain(defaultSettings.address);
    expect(mail.parsed.text).toContain('applied to become a member');
    expect(mail.parsed.text).toMatch(/Sent on /);
    expect(mail.parsed.html).toContain(defaultSettings.address);
    expect(mail.parsed.replyTo?.text).toBe('committee@example.org');
    expect((await outboxRow(email))?.status).toBe('SENT');
  });

  it('shows a refusal as FAILED with the mail server reason, and "Retry" sends it once the server accepts', async () => {
    const email = `refused-${unique()}@example.org`;
    smtp.reject(email, 'Mailbox full');
    await server.gql(`mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id } }`, {
      input: { fullName: 'Ro Refused', email, phone: '0412 345 679', address: '3 Vine St', memberType: 'OWNER', termsAccepted: true },
    });
    let row: OutboxRow | undefined;
    for (let i = 0; i < 100 && row?.status !== 'FAILED'; i++) {
      await sleep(200);
      row = await outboxRow(email);
    }
    expect(row?.status).toBe('FAILED');
    expect(row?.lastError).toContain('Mailbox full');
    smtp.accept(email);
    const retried = await server.gql<{ retryOutboxEmail: { status: string } }>(
      `mutation($id: ID!) { retryOutboxEmail(id: $id) { status } }`,
      { id: row!.id },
      adminToken,
    );
    expect(retried.errors).toBeUndefined();
    await smtp.waitFor((m) => m.envelopeTo.includes(email));
    for (let i = 0; i < 50 && row?.status !== 'SENT'; i++) {
      await sleep(200);
      row = await outboxRow(email);
    }
    expect(row?.status).toBe('SENT');
    expect(row?.html).toContain('<html');
    expect((await server.gql(`{ emailDeliveryConfigured }`, {}, editorToken)).data).toEqual({ emailDeliveryConfigured: true });
  });
});

describeDb('an honest outbox without a mail server', () => {
  const server = useTestServer({}, { timeout: 180_000 });

  it('keeps e-mails as "Kept — not sent", never "Sent", and says delivery is not configured', async () => {
    const { token } = await staff(server.services, Role.ADMIN);
    const email = `kept-${unique()}@example.org`;
    await server.gql(`mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id } }`, {
      input: { fullName: 'Kim Kept', email, phone: '0412 345 670', address: '4 Vine St', memberType: 'OWNER', termsAccepted: true },
    });
    await server.services.outbox.runOnce();
    const answer = await server.gql<{ emailOutbox: { items: OutboxRow[] } }>(OUTBOX, {}, token);
    const kept = answer.data!.emailOutbox.items.find((e) => e.to === email)!;
    expect(kept.status).toBe('KEPT');
    expect(await server.services.db.getRepository(OutboxEmail).countBy({ kept: true, to: email })).toBe(1);
    expect((await server.gql(`{ emailDeliveryConfigured }`, {}, token)).data).toEqual({ emailDeliveryConfigured: false });

    // Staff open it and read it as it would have been sent: both parts, the layout, Reply-To the association.
    const OPEN = `query($id: ID!) { emailOutboxMessage(id: $id) { id to subject replyTo status html body } }`;
    const opened = await server.gql<{
      emailOutboxMessage: { id: string; to: string; subject: string; replyTo: string; status: string; html: string; body: string };
    }>(OPEN, { id: kept.id }, token);
    expect(opened.errors).toBeUndefined();
    const message = opened.data!.emailOutboxMessage;
    expect(message).toMatchObject({ id: kept.id, to: email, status: 'KEPT', replyTo: defaultSettings.contactEmail });
    expect(message.subject).not.toBe('');
    expect(message.body).toContain('Hi Kim Kept,');
    expect(message.body).toContain(defaultSettings.address);
    expect(message.html).toMatch(/^<!doctype html>/i);
    expect(message.html).toContain('Kim Kept');
    expect(message.html).toContain(defaultSettings.address);
    // Staff only: a visitor cannot read it, and an unknown id is NOT_FOUND.
    expect((await server.gql(OPEN, { id: kept.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.gql(OPEN, { id: '00000000-0000-4000-8000-000000000000' }, token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
