import { Role } from '../src/auth/roles';
import { NewsletterSubscriber, SubscriberStatus } from '../src/newsletter/subscriber.entity';
import { staff } from './factories';
import { describeDb, useTestServer } from './harness';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';
import { defaultSettings } from '../../shared/settings-defaults';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const SUBSCRIBE = `mutation($email: String!, $page: String) { subscribeNewsletter(email: $email, page: $page) }`;
const CONFIRM = `mutation($token: String!) { confirmNewsletterSubscription(input: { token: $token }) { status changed } }`;
const SEND = `mutation($input: SendNewsletterInput!) { sendNewsletter(input: $input) { id recipients status } }`;
const ISSUE = `query($id: ID!) { newsletterIssue(id: $id) { status recipients queued sent kept failed } }`;

/** The path of the first link to `/newsletter/{kind}/…` in a message's plain text. */
function linkPath(mail: ReceivedMail, kind: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`https?://[^\\s/]+(/newsletter/${kind}/[A-Za-z0-9_-]+)`).exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`no ${kind} link in: ${mail.parsed.text}`);
  return match[1];
}

/** A header as written on the wire (unfolded), e.g. List-Unsubscribe, which mailparser restructures. */
function rawHeader(mail: ReceivedMail, name: string): string {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1].trim() ?? '';
}

describeDb('newsletter: double opt-in, RFC 8058 one-click unsubscribe, issues sent by staff', () => {
  let smtp: TestSmtpServer;
  let adminToken: string;
  let editorToken: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  // More sign-ups from one address than the public form limit allows (public-writes.int.test.ts tests the limit).
  const server = useTestServer(() => ({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '500', PUBLIC_WRITE_LIMIT: '0' }), { timeout: 180_000 });
  beforeAll(async () => {
    adminToken = (await staff(server.services, Role.ADMIN)).token;
    editorToken = (await staff(server.services, Role.EDITOR)).token;
  }, 180_000);

  afterAll(async () => {
    await smtp?.close();
  });

  const subscriber = (email: string) => server.services.db.getRepository(NewsletterSubscriber).findOneByOrFail({ email });

  /** Subscribes and confirms `email` through the e-mails, as a person would. */
  async function confirmedSubscriber(email: string): Promise<void> {
    await server.gql(SUBSCRIBE, { email });
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(email) && m.parsed.subject === 'Please confirm your newsletter subscription');
    const token = linkPath(mail, 'confirm').split('/').pop()!;
    const confirmed = await server.gql<{ confirmNewsletterSubscription: { status: string } }>(CONFIRM, { token });
    expect(confirmed.data?.confirmNewsletterSubscription.status).toBe('CONFIRMED');
  }

  it('sends a confirmation e-mail; opening its link changes nothing, the button (POST) confirms and a welcome follows', async () => {
    const email = `sub-${unique()}@example.org`;
    const answer = await server.gql(SUBSCRIBE, { email, page: '/events' });
    expect(answer).toEqual({ data: { subscribeNewsletter: true } });

    const pending = await subscriber(email);
    expect(pending.status).toBe(SubscriberStatus.PENDING);
    expect(pending.consentAt).toBeInstanceOf(Date);
    expect(pending.consentPage).toBe('/events');
    expect(pending.consentWording).toMatch(/newsletter/i);

    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.parsed.subject).toBe('Please confirm your newsletter subscription');
    // One layout: multipart, the association's name and address, why, Reply-To the association.
    expect(mail.parsed.html).toContain('Confirm my subscription');
    expect(mail.parsed.text).toContain(defaultSettings.address);
    expect(mail.parsed.text).toContain('newsletter form on our website');
    expect(mail.parsed.replyTo?.text).toBe(defaultSettings.contactEmail);

    const path = linkPath(mail, 'confirm');
    // A link scanner (or the person) opening the link: nothing changes.
    await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect((await subscriber(email)).status).toBe(SubscriberStatus.PENDING);

    const token = path.split('/').pop()!;
    const confirmed = await server.gql(CONFIRM, { token });
    expect(confirmed).toEqual({ data: { confirmNewsletterSubscription: { status: 'CONFIRMED', changed: true } } });
    expect((await subscriber(email)).status).toBe(SubscriberStatus.CONFIRMED);
    const [welcome] = await smtp.waitFor((m) => m.envelopeTo.includes(email) && m.parsed.subject === 'Welcome to our newsletter');
    expect(rawHeader(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Pressing again: still confirmed, no second welcome.
    expect(await server.gql(CONFIRM, { token })).toEqual({ data: { confirmNewsletterSubscription: { status: 'CONFIRMED', changed: false } } });
    expect(await server.gql(CONFIRM, { token: 'not-a-real-token-at-all-123456' })).toEqual({
      data: { confirmNewsletterSubscription: { status: null, changed: false } },
    });
  });

  it('sends at most one confirmation a day to a pending address, and expires sign-ups never confirmed', async () => {
    const email = `bomb-${unique()}@example.org`;
    for (let i = 0; i < 3; i++) await server.gql(SUBSCRIBE, { email });
    await smtp.waitFor((m) => m.envelopeTo.includes(email));
    const { subscriptions } = server.services;
    const sentAt = (await subscriber(email)).confirmationSentAt!;
    await subscriptions.subscribe(email, '/', new Date(sentAt.getTime() + 23 * 3600_000));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.to(email)).toHaveLength(1);
    // A day later, a second one.
    await subscriptions.subscribe(email, '/', new Date(sentAt.getTime() + 25 * 3600_000));
    await smtp.waitFor((m) => m.envelopeTo.includes(email), 2);

    // Unconfirmed for 7 days after the last confirmation: gone.
    const last = (await subscriber(email)).confirmationSentAt!;
    expect(await subscriptions.expirePending(new Date(last.getTime() + 6 * 86_400_000))).toBe(0);
    expect(await subscriptions.expirePending(new Date(last.getTime() + 7 * 86_400_000 + 1000))).toBeGreaterThanOrEqual(1);
    expect(await server.services.db.getRepository(NewsletterSubscriber).countBy({ email })).toBe(0);
  });

  it('delivers an issue with both RFC 8058 headers and a visible link; a one-click POST unsubscribes with no cookie or token, and no further issue goes there', async () => {
    const stays = `stays-${unique()}@example.org`;
    const leaves = `leaves-${unique()}@example.org`;
    await confirmedSubscriber(stays);
    await confirmedSubscriber(leaves);

    const preview = await server.gql<{ newsletterPreview: { recipients: number; html: string; text: string } }>(
      `query($input: NewsletterDraftInput!) { newsletterPreview(input: $input) { recipients html text } }`,
      { input: { subject: 'Spring working bee', content: '<p>Come along <script>alert(1)</script><strong>Saturday</strong>.</p>' } },
      editorToken,
    );
    const recipients = preview.data!.newsletterPreview.recipients;
    expect(preview.data!.newsletterPreview.html).not.toContain('<script');
    expect(preview.data!.newsletterPreview.text).toContain('Come along Saturday.');

    const subject = `Spring working bee ${unique()}`;
    const sent = await server.gql<{ sendNewsletter: { id: string } }>(
      SEND,
      { input: { subject, content: '<p>Come along <strong>Saturday</strong>.</p>', recipients } },
      editorToken,
    );
    expect(sent.errors).toBeUndefined();
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(leaves) && m.parsed.subject === subject);
    const listUnsubscribe = rawHeader(mail, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+>, <mailto:[^>]+>$/);
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.parsed.html).toContain('<strong>Saturday</strong>');
    expect(mail.parsed.text).toContain('Unsubscribe: ');
    expect(mail.parsed.replyTo?.text).toBe(defaultSettings.contactEmail);

    const path = linkPath(mail, 'unsubscribe');
    expect(listUnsubscribe).toContain(path);
    // GET (a scanner): nothing changes.
    await fetch(`${server.url}${path}`);
    expect((await subscriber(leaves)).status).toBe(SubscriberStatus.CONFIRMED);
    // RFC 8058 §3.2: the mail provider's POST, no cookie, no session, no CSRF token.
    const oneClick = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await subscriber(leaves)).status).toBe(SubscriberStatus.UNSUBSCRIBED);
    // The token keeps working (unsubscribing twice is fine).
    expect((await fetch(`${server.url}${path}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);

    const issueId = sent.data!.sendNewsletter.id;
    for (let i = 0; i < 100; i++) {
      const state = await server.gql<{ newsletterIssue: { status: string } }>(ISSUE, { id: issueId }, adminToken);
      if (state.data?.newsletterIssue.status === 'SENT') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const done = await server.gql<{ newsletterIssue: { status: string; sent: number; recipients: number } }>(ISSUE, { id: issueId }, adminToken);
    expect(done.data?.newsletterIssue).toMatchObject({ status: 'SENT', sent: recipients, recipients });

    // The next issue skips the unsubscribed address.
    const second = `Second issue ${unique()}`;
    const count = (
      await server.gql<{ newsletterPreview: { recipients: number } }>(
        `query($input: NewsletterDraftInput!) { newsletterPreview(input: $input) { recipients } }`,
        { input: { subject: second, content: '<p>Hi</p>' } },
        adminToken,
      )
    ).data!.newsletterPreview.recipients;
    expect(count).toBe(recipients - 1);
    await server.gql(SEND, { input: { subject: second, content: '<p>Hi</p>', recipients: count } }, adminToken);
    await smtp.waitFor((m) => m.envelopeTo.includes(stays) && m.parsed.subject === second);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.to(leaves).filter((m) => m.parsed.subject === second)).toHaveLength(0);
    // Re-subscribing starts the double opt-in again.
    await server.gql(SUBSCRIBE, { email: leaves });
    expect((await subscriber(leaves)).status).toBe(SubscriberStatus.PENDING);
  });

  it('sends a confirmation again to an address that unsubscribed and signs up again, even within a day, but no more than one a day after that', async () => {
    const email = `back-${unique()}@example.org`;
    await confirmedSubscriber(email);
    const { unsubscribeToken } = await subscriber(email);
    const left = await fetch(`${server.url}/newsletter/unsubscribe/${unsubscribeToken}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(left.status).toBe(200);
    expect((await subscriber(email)).status).toBe(SubscriberStatus.UNSUBSCRIBED);

    // Minutes later they change their mind: the toast says "Check your email", and the e-mail comes.
    const isConfirmation = (m: ReceivedMail) => m.envelopeTo.includes(email) && m.parsed.subject === 'Please confirm your newsletter subscription';
    expect(await server.gql(SUBSCRIBE, { email })).toEqual({ data: { subscribeNewsletter: true } });
    expect((await subscriber(email)).status).toBe(SubscriberStatus.PENDING);
    const [, again] = await smtp.waitFor(isConfirmation, 2);
    // Someone else repeating the request: no more until a day has passed.
    await server.gql(SUBSCRIBE, { email });
    await server.gql(SUBSCRIBE, { email });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages.filter(isConfirmation)).toHaveLength(2);

    const confirmed = await server.gql(CONFIRM, { token: linkPath(again, 'confirm').split('/').pop()! });
    expect(confirmed).toEqual({ data: { confirmNewsletterSubscription: { status: 'CONFIRMED', changed: true } } });
  });

  it('keeps every unsubscribe link working: after a sign-up that expired, and after staff removed the address', async () => {
    const UNSUBSCRIBE = `mutation($token: String!) { unsubscribeNewsletter(input: { token: $token }) { status changed } }`;
    const oneClick = (token: string) =>
      fetch(`${server.url}/newsletter/unsubscribe/${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });

    // Unsubscribed, signed up again and never confirmed: the sign-up expires, the old link still answers.
    const email = `expired-${unique()}@example.org`;
    await confirmedSubscriber(email);
    const { unsubscribeToken, id } = await subscriber(email);
    expect((await oneClick(unsubscribeToken)).status).toBe(200);
    await server.gql(SUBSCRIBE, { email });
    const { confirmationSentAt } = await subscriber(email);
    await server.services.subscriptions.expirePending(new Date(confirmationSentAt!.getTime() + 8 * 86_400_000));
    expect(await subscriber(email)).toMatchObject({ id, status: SubscriberStatus.UNSUBSCRIBED, unsubscribeToken });
    const afterExpiry = await oneClick(unsubscribeToken);
    expect(afterExpiry.status).toBe(200);
    expect(await afterExpiry.text()).toBe('You are unsubscribed.');

    // Removed on request: the link answers that the address is not subscribed, by one click or by the page's button.
    const row = await subscriber(email);
    await server.gql(`mutation($id: ID!) { removeNewsletterSubscriber(input: { id: $id }) }`, { id: row.id }, editorToken);
    const afterRemoval = await oneClick(unsubscribeToken);
    expect(afterRemoval.status).toBe(200);
    expect(await afterRemoval.text()).toBe('You are unsubscribed.');
    expect(await server.gql(UNSUBSCRIBE, { token: unsubscribeToken })).toEqual({
      data: { unsubscribeNewsletter: { status: 'UNSUBSCRIBED', changed: false } },
    });
    expect(await server.services.db.getRepository(NewsletterSubscriber).countBy({ email })).toBe(0);
    // Something that cannot be a link of ours is still refused.
    expect((await oneClick('not*a*token')).status).toBe(404);
  });

  it('refuses to send when the number of confirmed subscribers changed since staff saw it, and names bad fields', async () => {
    const count = await server.services.newsletterPreview.confirmedCount();
    const stale = await server.gql(SEND, { input: { subject: 'Hello', content: '<p>Hi</p>', recipients: count + 1 } }, adminToken);
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    const bad = await server.gql(SEND, { input: { subject: ' ', content: '<script>x</script>', recipients: count } }, adminToken);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.errors?.[0].extensions?.fields ?? {}).sort()).toEqual(['content', 'subject']);
  });

  it('sends a test to the signed-in staff member only', async () => {
    const editor = await staff(server.services, Role.EDITOR);
    const subject = `Test issue ${unique()}`;
    const answer = await server.gql(
      `mutation($input: NewsletterDraftInput!) { sendNewsletterTest(input: $input) }`,
      { input: { subject, content: '<p>Draft</p>' } },
      editor.token,
    );
    expect(answer).toEqual({ data: { sendNewsletterTest: true } });
    const [mail] = await smtp.waitFor((m) => m.parsed.subject === `[Test] ${subject}`);
    expect(mail.envelopeTo).toEqual([editor.user.email]);
  });

  it('lists subscribers with status and consent time, exports them as CSV, and removes one on request', async () => {
    const email = `list-${unique()}@example.org`;
    await server.gql(SUBSCRIBE, { email, page: '/join' });
    const list = await server.gql<{
      newsletterSubscribers: { items: { id: string; email: string; status: string; consentAt: string; consentPage: string }[] };
    }>(`{ newsletterSubscribers(status: PENDING, limit: 100) { items { id email status consentAt consentPage } } }`, {}, editorToken);
    const row = list.data!.newsletterSubscribers.items.find((s) => s.email === email)!;
    expect(row).toMatchObject({ status: 'PENDING', consentPage: '/join' });
    const csv = await server.gql<{ exportNewsletterSubscribers: { content: string } }>(
      `{ exportNewsletterSubscribers { content } }`,
      {},
      editorToken,
    );
    // UTF-8 with a byte-order mark, as the other exports, so spreadsheet programs read accents right.
    expect(csv.data!.exportNewsletterSubscribers.content.split('\r\n')[0]).toBe(
      '\uFEFFEmail,Status,Subscribed,Consent given,Consent page,Consent wording,Confirmed,Unsubscribed',
    );
    expect(csv.data!.exportNewsletterSubscribers.content).toContain(`${email},PENDING,`);
    const removed = await server.gql(`mutation($id: ID!) { removeNewsletterSubscriber(input: { id: $id }) }`, { id: row.id }, editorToken);
    expect(removed).toEqual({ data: { removeNewsletterSubscriber: true } });
    expect(await server.services.db.getRepository(NewsletterSubscriber).countBy({ email })).toBe(0);
  });

  describe('drafts and Markdown (issue #33)', () => {
    const SAVE = `mutation($input: SaveNewsletterDraftInput!) { saveNewsletterDraft(input: $input) { id subject content updatedAt createdByName } }`;
    const DRAFTS = `{ newsletterDrafts { id subject updatedAt } }`;
    type Saved = { saveNewsletterDraft: { id: string; subject: string; content: string; updatedAt: string; createdByName: string } };

    it('keeps a draft saved as it is typed (even half-written), lists it last saved first, reopens it, and sending it removes it', async () => {
      const first = await server.gql<Saved>(SAVE, { input: { subject: '', content: 'Half a sent' } }, editorToken);
      expect(first.errors).toBeUndefined();
      const id = first.data!.saveNewsletterDraft.id;
      const subject = `Autumn ${unique()}`;
      const second = await server.gql<Saved>(SAVE, { input: { id, subject, content: 'Half a sentence, **then** more.' } }, editorToken);
      expect(second.data!.saveNewsletterDraft).toMatchObject({
        id,
        subject,
        content: 'Half a sentence, **then** more.',
        createdByName: 'Eddie Editor',
      });
      expect(new Date(second.data!.saveNewsletterDraft.updatedAt).getTime()).toBeGreaterThanOrEqual(
        new Date(first.data!.saveNewsletterDraft.updatedAt).getTime(),
      );
      const listed = await server.gql<{ newsletterDrafts: { id: string; subject: string }[] }>(DRAFTS, {}, adminToken);
      expect(listed.data!.newsletterDrafts[0]).toMatchObject({ id, subject });
      const reopened = await server.gql<{ newsletterDraft: { content: string } }>(
        `query($id: ID!) { newsletterDraft(id: $id) { content } }`,
        { id },
        adminToken,
      );
      expect(reopened.data!.newsletterDraft.content).toBe('Half a sentence, **then** more.');

      const email = `draft-${unique()}@example.org`;
      await confirmedSubscriber(email);
      const count = (
        await server.gql<{ newsletterSubscriberCounts: { confirmed: number } }>(`{ newsletterSubscriberCounts { confirmed } }`, {}, adminToken)
      ).data!.newsletterSubscriberCounts.confirmed;
      const sent = await server.gql(
        SEND,
        { input: { subject, content: 'Half a sentence, **then** more.', recipients: count, draftId: id } },
        adminToken,
      );
      expect(sent.errors).toBeUndefined();
      const after = await server.gql<{ newsletterDrafts: { id: string }[] }>(DRAFTS, {}, adminToken);
      expect(after.data!.newsletterDrafts.map((d) => d.id)).not.toContain(id);
      const gone = await server.gql(SAVE, { input: { id, subject, content: 'late autosave' } }, editorToken);
      expect(gone.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('deletes a draft on request', async () => {
      const saved = await server.gql<Saved>(SAVE, { input: { subject: 'To delete', content: '' } }, editorToken);
      const id = saved.data!.saveNewsletterDraft.id;
      expect(await server.gql(`mutation($id: ID!) { deleteNewsletterDraft(id: $id) }`, { id }, editorToken)).toEqual({
        data: { deleteNewsletterDraft: true },
      });
      const again = await server.gql(`query($id: ID!) { newsletterDraft(id: $id) { id } }`, { id }, editorToken);
      expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('sends a Markdown issue as sanitised HTML (paragraphs, list, link, bold) with its plain text from the same source', async () => {
      const editor = await staff(server.services, Role.EDITOR);
      const subject = `Markdown ${unique()}`;
      const content = [
        'Dear neighbours,',
        '',
        'The **working bee** is on Saturday.',
        '',
        '- Bring gloves',
        '- Read [the plan](https://example.org/plan)',
        '',
        '<script>alert(1)</script>',
        '',
        '[bad](javascript:alert(1))',
      ].join('\n');
      const answer = await server.gql(
        `mutation($input: NewsletterDraftInput!) { sendNewsletterTest(input: $input) }`,
        { input: { subject, content } },
        editor.token,
      );
      expect(answer.errors).toBeUndefined();
      const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(editor.user.email) && (m.parsed.subject ?? '').endsWith(subject));
      const html = String(mail.parsed.html);
      expect(html).toContain('<p>Dear neighbours,</p>');
      expect(html).toContain('<p>The <strong>working bee</strong> is on Saturday.</p>');
      expect(html).toMatch(/<ul>\s*<li>Bring gloves<\/li>\s*<li>Read <a href="https:\/\/example.org\/plan"[^>]*>the plan<\/a><\/li>\s*<\/ul>/);
      expect(html).not.toContain('<script');
      expect(html).not.toMatch(/href="javascript:/i);
      const text = mail.parsed.text ?? '';
      expect(text).toContain('Dear neighbours,\n\nThe working bee is on Saturday.');
      expect(text).toContain('- Bring gloves\n- Read the plan (https://example.org/plan)');
      expect(text).not.toContain('**');
    });

    it('renders plain writing without Markdown marks as plain paragraphs', async () => {
      const preview = await server.gql<{ newsletterPreview: { html: string; text: string } }>(
        `query($input: NewsletterDraftInput!) { newsletterPreview(input: $input) { html text } }`,
        { input: { subject: 'Plain', content: 'First paragraph.\n\nSecond paragraph.' } },
        editorToken,
      );
      expect(preview.data!.newsletterPreview.html).toContain('<p>First paragraph.</p>\n<p>Second paragraph.</p>');
      expect(preview.data!.newsletterPreview.text).toContain('First paragraph.\n\nSecond paragraph.');
    });
  });
});
