import { Client } from 'pg';
import { countingSmtpServer, type NewsletterBenchDeps } from './newsletter';

/** The member notices section's result (issue #35): one notice to 5,000 approved members through the outbox. */
export interface MemberNoticesResult {
  recipients: number;
  /** How long `sendMemberNotice` took to answer: the notice and one recipient row per member written (frozen audience). */
  sendMs: number;
  /** From the answer to every copy in the outbox (the queueing job's batches). */
  queuedSec: number;
  /** From the answer to the last copy accepted by the SMTP server. */
  deliveredSec: number;
  messagesPerSec: number;
  received: number;
  duplicates: number;
}

/** Target: every member's copy accepted by the mail server within this many seconds of pressing Send. */
export const MEMBER_NOTICES_TARGET_SEC = 300;

/**
 * Sends one member notice to `recipients` approved members through the real server (frozen audience,
 * batches to the outbox on the job queue, the outbox's sender) to a local SMTP server in this process.
 */
export async function measureMemberNotices(deps: NewsletterBenchDeps, recipients = 5_000): Promise<MemberNoticesResult> {
  const smtp = await countingSmtpServer();
  const database = await deps.database();
  const server = await deps.startServer({ DATABASE_URL: database.url, SMTP_URL: smtp.url, OUTBOX_POLL_MS: '200' });
  const client = new Client({ connectionString: database.url });
  try {
    await client.connect();
    await client.query(
      `INSERT INTO members (full_name, email, phone, address, status)
       SELECT 'Member ' || n, 'member-' || n || '@example.org', '0400 000 000', n || ' Bench Street', 'approved' FROM generate_series(1, $1) AS n`,
      [recipients],
    );
    const token = await deps.login(server.url);
    const started = performance.now();
    await deps.post(
      server.url,
      `mutation($input: SendMemberNoticeInput!) { sendMemberNotice(input: $input) { id } }`,
      {
        input: {
          subject: 'Notice of the annual general meeting',
          body: 'The AGM is on Tuesday 20 October at 7 pm in the hall.',
          expectedRecipients: recipients,
        },
      },
      token,
    );
    const sent = performance.now();
    let queued = 0;
    const deadline = Date.now() + 15 * 60_000;
    while (smtp.received() < recipients && Date.now() < deadline) {
      if (!queued) {
        const { rows } = await client.query<{ done: boolean }>(`SELECT bool_and(queued_at IS NOT NULL) AS done FROM member_notices`);
        if (rows[0]?.done) queued = performance.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const finished = performance.now();
    const deliveredSec = (finished - sent) / 1000;
    return {
      recipients,
      sendMs: sent - started,
      queuedSec: ((queued || finished) - sent) / 1000,
      deliveredSec,
      messagesPerSec: smtp.received() / deliveredSec,
      received: smtp.received(),
      duplicates: [...smtp.perAddress.values()].filter((n) => n > 1).length,
    };
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
    await database.drop();
    await smtp.close();
  }
}
