import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';

/** The newsletter section's result (issue #18): 10,000 confirmed subscribers to a local SMTP server. */
export interface NewsletterResult {
  recipients: number;
  /** How long `sendNewsletter` took to answer: the issue and one queued row per recipient written. */
  queueMs: number;
  /** From the answer to the last copy accepted by the SMTP server. */
  sendSec: number;
  messagesPerSec: number;
  /** Copies the SMTP server accepted, and addresses that received more than one. */
  received: number;
  duplicates: number;
  /** The server process's CPU time per message (user + system): what a copy costs, whatever else the machine runs. */
  serverCpuMsPerMessage: number;
}

/** Target of the newsletter section: messages per second to a local SMTP server (CiviMail's published ≈ 40/s is the anchor). */
export const NEWSLETTER_TARGET_PER_SEC = 200;

/** What the section needs from the bench runner. */
export interface NewsletterBenchDeps {
  /** A fresh PostgreSQL database: its URL and how to drop it. */
  database(): Promise<{ url: string; drop(): Promise<void> }>;
  /** Starts the built server as a child process with this environment; resolves once it answers. */
  startServer(env: Record<string, string>): Promise<{ url: string; cpuMs(): number; stop(): Promise<void> }>;
  /** Signs the bench admin in. */
  login(url: string): Promise<string>;
  /** One GraphQL request. */
  post(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<Record<string, unknown>>;
}

/** A counting SMTP server (no parsing: the bench measures the site, not mailparser); member-notices.ts uses it too. */
export async function countingSmtpServer(): Promise<{
  url: string;
  received: () => number;
  perAddress: Map<string, number>;
  close(): Promise<void>;
}> {
  let received = 0;
  const perAddress = new Map<string, number>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 50,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        for (const { address } of session.envelope.rcptTo) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    perAddress,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Sends one newsletter to `recipients` confirmed subscribers through the real server (its job
 * queue, batches, per-recipient rows and pooled SMTP connections) to a local SMTP server in this
 * process, and measures the time to queue and the messages per second.
 */
export async function measureNewsletter(deps: NewsletterBenchDeps, recipients = 10_000): Promise<NewsletterResult> {
  const smtp = await countingSmtpServer();
  const database = await deps.database();
  const server = await deps.startServer({ DATABASE_URL: database.url, SMTP_URL: smtp.url });
  try {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `INSERT INTO newsletter_subscribers (email, status, consent_at, consent_page, consent_wording, unsubscribe_token, confirmed_at)
       SELECT 'reader-' || n || '@example.org', 'CONFIRMED', now(), '/', 'bench', md5(n::text) || md5((n + 1)::text), now() FROM generate_series(1, $1) AS n`,
      [recipients],
    );
    await client.end();
    const token = await deps.login(server.url);
    const cpuBefore = server.cpuMs();
    const started = performance.now();
    await deps.post(
      server.url,
      `mutation($input: SendNewsletterInput!) { sendNewsletter(input: $input) { id } }`,
      { input: { subject: 'Bench issue', content: '<p>Working bee on <strong>Saturday</strong>: bring gloves.</p>', recipients } },
      token,
    );
    const queued = performance.now();
    const deadline = Date.now() + 15 * 60_000;
    while (smtp.received() < recipients && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const finished = performance.now();
    const cpuMs = server.cpuMs() - cpuBefore;
    const sendSec = (finished - queued) / 1000;
    return {
      recipients,
      queueMs: queued - started,
      sendSec,
      messagesPerSec: smtp.received() / sendSec,
      received: smtp.received(),
      duplicates: [...smtp.perAddress.values()].filter((n) => n > 1).length,
      serverCpuMsPerMessage: cpuMs / Math.max(1, smtp.received()),
    };
  } finally {
    await server.stop();
    await database.drop();
    await smtp.close();
  }
}
