import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { Role } from '../src/auth/roles';
import { staff } from './factories';
import { describeDb, freshPostgresDatabase, startTestServer, target, type TestServer, useTestServer } from './harness';
import { messageIdOf } from '../src/notifications/outbox.service';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';
import { startServerBehindProxy, type ServerBehindProxy } from './tcp-proxy';

const RECIPIENTS = 600;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database both servers open in turn: a folder for the embedded one, a new database on PostgreSQL. */
async function sharedDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (target === 'postgres') {
    const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!, 'ra_resume');
    return { env: { DATABASE_URL: database.url }, drop: database.drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-resume-'));
  return { env: { DATA_DIR: dir, EMBEDDED_MEMORY: '0' }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

describeDb('newsletter sending survives a restart: exactly one copy per confirmed subscriber', () => {
  let smtp: TestSmtpServer;
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  let first: TestServer | null = null;
  let second: TestServer | null = null;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await sharedDatabase();
  });

  afterAll(async () => {
    await first?.stop().catch(() => undefined);
    await second?.stop();
    await database?.drop();
    await smtp?.close();
  });

  it('stops the server halfway through a send, starts another on the same database, and every address gets exactly one copy', async () => {
    const env = { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '500', ...database.env };
    first = await startTestServer(env);
    const emails = Array.from({ length: RECIPIENTS }, (_, i) => `reader-${i}@example.org`);
    await first.services.db.query(
      `INSERT INTO newsletter_subscribers (email, status, consent_at, consent_page, consent_wording, unsubscribe_token, confirmed_at)
       SELECT e, 'CONFIRMED', now(), '/', 'test', md5(e) || md5(e || 'x'), now() FROM unnest($1::text[]) AS e`,
      [emails],
    );
    const { token } = await staff(first.services, Role.EDITOR);
    const subject = 'Street party this Sunday';
    const sent = await first.gql<{ sendNewsletter: { id: string } }>(
      `mutation($input: SendNewsletterInput!) { sendNewsletter(input: $input) { id } }`,
      { input: { subject, content: '<p>Bring a plate.</p>', recipients: RECIPIENTS } },
      token,
    );
    expect(sent.errors).toBeUndefined();
    const issueId = sent.data!.sendNewsletter.id;

    // Halfway: stop the first server while it sends.
    const ofIssue = () => smtp.messages.filter((m) => m.parsed.subject === subject);
    await smtp.waitFor((m) => m.parsed.subject === subject, 50, 60_000);
    await first.stop();
    first = null;
    const atStop = ofIssue().length;
    expect(atStop).toBeGreaterThan(0);
    expect(atStop).toBeLessThan(RECIPIENTS);

    // Another server on the same database resumes the send.
    second = await startTestServer(env);
    // A fresh sign-in: on PostgreSQL each test server keeps its own JWT secret in its own DATA_DIR.
    const secondToken = (await staff(second.services, Role.EDITOR)).token;
    const deadline = Date.now() + 120_000;
    let status = '';
    while (Date.now() < deadline) {
      const issue = await second.gql<{ newsletterIssue: { status: string } }>(
        `query($id: ID!) { newsletterIssue(id: $id) { status } }`,
        { id: issueId },
        secondToken,
      );
      status = issue.data?.newsletterIssue.status ?? '';
      if (status === 'SENT') break;
      await sleep(250);
    }
    expect(status).toBe('SENT');
    await sleep(1000); // time for a duplicate to show up, if there were one

    const copies = new Map<string, number>();
    for (const mail of ofIssue()) for (const to of mail.envelopeTo) copies.set(to, (copies.get(to) ?? 0) + 1);
    expect(copies.size).toBe(RECIPIENTS);
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
    expect(emails.every((email) => copies.get(email) === 1)).toBe(true);

    const counts = await second.gql<{ newsletterIssue: { sent: number; queued: number; failed: number } }>(
      `query($id: ID!) { newsletterIssue(id: $id) { sent queued failed } }`,
      { id: issueId },
      secondToken,
    );
    expect(counts.data?.newsletterIssue).toEqual({ sent: RECIPIENTS, queued: 0, failed: 0 });
  }, 240_000);
});

describeDb('newsletter sending survives a hard kill: copies a vanished sender had claimed are sent after the lease', () => {
  const COUNT = 300;
  const CLAIMED = 100;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const server = useTestServer(() => ({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '500' }), { timeout: 180_000 });

  afterAll(async () => {
    await smtp?.close();
  });

  it('leaves copies claimed by a killed instance alone within the lease, queues them again after it, and every address gets exactly one copy', async () => {
    const { db, newsletter, newsletterIssues } = server.services;
    const emails = Array.from({ length: COUNT }, (_, i) => `killed-${i}@example.org`);
    await db.query(
      `INSERT INTO newsletter_subscribers (email, status, consent_at, consent_page, consent_wording, unsubscribe_token, confirmed_at)
       SELECT e, 'CONFIRMED', now(), '/', 'test', md5(e) || md5(e || 'x'), now() FROM unnest($1::text[]) AS e`,
      [emails],
    );
    const { token } = await staff(server.services, Role.EDITOR);
    const subject = 'Working bee moved to Saturday';
    const sent = await server.gql<{ sendNewsletter: { id: string } }>(
      `mutation($input: SendNewsletterInput!) { sendNewsletter(input: $input) { id } }`,
      { input: { subject, content: '<p>Gloves provided.</p>', recipients: COUNT } },
      token,
    );
    expect(sent.errors).toBeUndefined();
    const issueId = sent.data!.sendNewsletter.id;

    // What a second instance killed with SIGKILL leaves behind: a batch it had claimed (SENDING) and never handed over.
    const [claimed] = (await db.query(
      `UPDATE newsletter_deliveries SET status = 'SENDING', claimed_at = now(), attempts = attempts + 1
        WHERE id IN (SELECT id FROM newsletter_deliveries WHERE issue_id = $1 AND status = 'QUEUED' ORDER BY id DESC LIMIT $2) AND status = 'QUEUED'
      RETURNING email`,
      [issueId, CLAIMED],
    )) as [{ email: string }[], number];
    const claimedEmails = claimed.map((row) => row.email);
    expect(claimedEmails.length).toBeGreaterThan(CLAIMED / 2);

    const ofIssue = () => smtp.messages.filter((m) => m.parsed.subject === subject);
    const stateOf = async () => {
      const { status, queued, sent } = await newsletterIssues.issue(issueId);
      return { status, queued, sent };
    };
    const waitUntil = async (done: () => Promise<boolean> | boolean, what: string) => {
      const deadline = Date.now() + 120_000;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`waited 120 s for ${what}`);
        await sleep(250);
      }
    };

    // The live instance sends everything else, and leaves the claimed copies to their sender while the lease runs.
    await waitUntil(() => ofIssue().length >= COUNT - claimedEmails.length, 'the copies nobody had claimed');
    await sleep(1000);
    expect(claimedEmails.filter((email) => smtp.to(email).length > 0)).toEqual([]);
    expect(await stateOf()).toEqual({ status: 'SENDING', queued: claimedEmails.length, sent: COUNT - claimedEmails.length });
    expect(await newsletter.resume(new Date(Date.now() + 4 * 60_000))).toEqual([]);
    await sleep(1000);
    expect(claimedEmails.filter((email) => smtp.to(email).length > 0)).toEqual([]);

    // After the lease (a clock 6 minutes on) they are queued again and sent: nobody skipped, nobody twice.
    expect(await newsletter.resume(new Date(Date.now() + 6 * 60_000))).toEqual([issueId]);
    await waitUntil(async () => (await stateOf()).status === 'SENT', 'the issue to finish');
    await sleep(1000); // time for a duplicate to show up, if there were one

    const copies = new Map<string, number>();
    for (const mail of ofIssue()) for (const to of mail.envelopeTo) copies.set(to, (copies.get(to) ?? 0) + 1);
    expect(emails.filter((email) => copies.get(email) !== 1)).toEqual([]);
    expect(copies.size).toBe(COUNT);
    expect(await stateOf()).toEqual({ status: 'SENT', queued: 0, sent: COUNT });
  }, 240_000);
});

describeDb('newsletter sending claims one copy at a time: a kill strands only the copies in flight (issue #31, 8e)', () => {
  const COUNT = 300;
  /** Copies one sending run hands to the mail server at once (sending.service.ts CONCURRENCY). */
  const IN_FLIGHT = 10;
  let smtp: TestSmtpServer;
  let rig: ServerBehindProxy;
  let db: Client;

  beforeAll(async () => {
    smtp = await startSmtpServer({ delayMs: 50 });
    // The app reaches the database only through the proxy: cutting it is a hard kill as the database sees it.
    rig = await startServerBehindProxy({ SMTP_URL: smtp.url });
    db = new Client({ connectionString: rig.directUrl });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    rig?.proxy.restore();
    await rig?.stop();
    await smtp?.close();
  });

  it('after a kill mid-send, sends every other copy at once and re-sends at most the copies in flight, with the same Message-ID', async () => {
    const { server, proxy } = rig;
    const { newsletter, newsletterIssues } = server.services;
    const emails = Array.from({ length: COUNT }, (_, i) => `inflight-${i}@example.org`);
    await db.query(
      `INSERT INTO newsletter_subscribers (email, status, consent_at, consent_page, consent_wording, unsubscribe_token, confirmed_at)
       SELECT e, 'CONFIRMED', now(), '/', 'test', md5(e) || md5(e || 'x'), now() FROM unnest($1::text[]) AS e`,
      [emails],
    );
    const { token } = await staff(server.services, Role.EDITOR);
    const subject = 'Footpath works next week';
    const sent = await server.gql<{ sendNewsletter: { id: string } }>(
      `mutation($input: SendNewsletterInput!) { sendNewsletter(input: $input) { id } }`,
      { input: { subject, content: '<p>Expect noise.</p>', recipients: COUNT } },
      token,
    );
    expect(sent.errors).toBeUndefined();
    const issueId = sent.data!.sendNewsletter.id;
    const ofIssue = () => smtp.messages.filter((m) => m.parsed.subject === subject);

    // The kill: after 40 copies reached the mail server, the sender loses the database mid-send.
    await smtp.waitFor((m) => m.parsed.subject === subject, 40, 60_000);
    proxy.cut();
    await sleep(1500); // the copies in flight reach the mail server; their SENT marks cannot be written
    const { rows: stranded } = await db.query<{ id: string; email: string }>(
      `SELECT id, email FROM newsletter_deliveries WHERE issue_id = $1 AND status = 'SENDING'`,
      [issueId],
    );
    // Only the copies in the mail server's hands are left claimed; every other copy is still QUEUED for anyone to send.
    expect(stranded.length).toBeLessThanOrEqual(IN_FLIGHT);
    const strandedEmails = new Set(stranded.map((row) => row.email));

    // The database comes back; a sender (another instance) sends the rest at once, without waiting for the lease.
    proxy.restore();
    await newsletter.runIssue(issueId);
    const before = await newsletterIssues.issue(issueId);
    expect({ queued: before.queued, sent: before.sent }).toEqual({ queued: stranded.length, sent: COUNT - stranded.length });
    await sleep(500);
    const once = new Map<string, number>();
    for (const mail of ofIssue()) for (const to of mail.envelopeTo) once.set(to, (once.get(to) ?? 0) + 1);
    expect(emails.filter((email) => !strandedEmails.has(email) && once.get(email) !== 1)).toEqual([]);

    // After the lease the stranded copies go again: at most those in flight arrive twice, with the same Message-ID.
    await newsletter.resume(new Date(Date.now() + 6 * 60_000));
    await newsletter.runIssue(issueId);
    const deadline = Date.now() + 60_000;
    while ((await newsletterIssues.issue(issueId)).status !== 'SENT' && Date.now() < deadline) await sleep(250);
    await sleep(1000); // time for a duplicate to show up, if there were one
    const copies = new Map<string, ReceivedMail[]>();
    for (const mail of ofIssue()) for (const to of mail.envelopeTo) copies.set(to, [...(copies.get(to) ?? []), mail]);
    expect(emails.filter((email) => !copies.get(email)?.length)).toEqual([]);
    const twice = [...copies.entries()].filter(([, mails]) => mails.length > 1);
    expect(twice.map(([email]) => email).filter((email) => !strandedEmails.has(email))).toEqual([]);
    expect(twice.length).toBeLessThanOrEqual(IN_FLIGHT);
    expect(twice.length).toBeGreaterThan(0); // the kill did catch copies in flight, so the Message-ID check below ran
    const ids = new Map(stranded.map((row) => [row.email, messageIdOf(row.id)]));
    for (const [email, mails] of twice)
      expect(mails.map((m) => m.parsed.messageId && `<${m.parsed.messageId.replace(/^<|>$/g, '')}>`)).toEqual([ids.get(email), ids.get(email)]);
    expect(twice.every(([, mails]) => mails.every((m) => m.parsed.messageId === mails[0].parsed.messageId))).toBe(true);
    expect((await newsletterIssues.issue(issueId)).status).toBe('SENT');
  }, 240_000);
});
