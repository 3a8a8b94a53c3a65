import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Role } from '../src/auth/roles';
import { staff } from './factories';
import { describeDb, freshPostgresDatabase, startTestServer, target, type TestServer } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

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
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '500' });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('leaves copies claimed by a killed instance alone within the lease, queues them again after it, and every address gets exactly one copy', async () => {
    const { db, newsletter } = server.services;
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
      const { status, queued, sent } = await newsletter.issue(issueId);
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
