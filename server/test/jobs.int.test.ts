import type { DataSource } from 'typeorm';
import { createLogger } from '../src/common/logger';
import { createDataSource } from '../src/db/data-source';
import { JobQueue } from '../src/jobs/job-queue';
import { OutboxEmail } from '../src/notifications/outbox.entity';
import { describeDb, target, useTestServer } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

const silent = createLogger({ logLevel: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `done` every 50 ms for up to `ms`. */
async function until(done: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(50);
}

describeDb('the job queue (pg-boss on our database) and the outbox on it', () => {
  let smtp: TestSmtpServer;
  let secondDb: DataSource;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const server = useTestServer(() => ({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '500' }));
  beforeAll(async () => {
    // The second instance: its own pool on PostgreSQL; the embedded database has one session,
    // owned by one process, so there the second queue shares it (pg-boss still races two workers).
    secondDb = target === 'postgres' ? await createDataSource(server.config.databaseUrl!).initialize() : server.services.db;
  });

  afterAll(async () => {
    if (target === 'postgres') await secondDb?.destroy();
    await smtp?.close();
  });

  /** A queue of one instance with a "test.count" job that records what it ran. */
  function instance(db: DataSource, ran: number[]): JobQueue {
    const queue = new JobQueue(db, silent, { timeZone: 'Australia/Melbourne', workers: true });
    queue.define<{ n: number }>({
      name: 'test.count',
      pollingIntervalSeconds: 0.5,
      handler: async ({ data }) => {
        await sleep(5);
        ran.push(data.n);
      },
    });
    return queue;
  }

  it('runs each job exactly once when two instances work the same queue', async () => {
    const ranByFirst: number[] = [];
    const ranBySecond: number[] = [];
    const first = instance(server.services.db, ranByFirst);
    const second = instance(secondDb, ranBySecond);
    await first.start();
    await second.start();
    try {
      for (let n = 0; n < 40; n++) await first.send('test.count', { n });
      await until(() => ranByFirst.length + ranBySecond.length >= 40);
      await sleep(1500); // time for a duplicate to show up, if there were one
      const all = [...ranByFirst, ...ranBySecond].sort((a, b) => a - b);
      expect(all).toEqual(Array.from({ length: 40 }, (_, n) => n));
    } finally {
      await first.stop(2000);
      await second.stop(2000);
    }
  });

  it('runs a job sent in a transaction only if the transaction commits', async () => {
    const ran: number[] = [];
    const queue = instance(server.services.db, ran);
    await queue.start();
    try {
      await server.services.db
        .transaction(async (tx) => {
          await queue.send('test.count', { n: 1 }, { tx });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await server.services.db.transaction(async (tx) => {
        await queue.send('test.count', { n: 2 }, { tx });
      });
      await until(() => ran.length >= 1);
      await sleep(1500);
      expect(ran).toEqual([2]);
    } finally {
      await queue.stop(2000);
    }
  });

  // The embedded database's pool has one connection: a burst of visitors can hold it past the
  // pool's 5 s connect timeout while pg-boss marks a job done (issue #24: this ended the process).
  (target === 'embedded' ? it : it.skip)('survives its one connection being busy past the connect timeout while a job settles', async () => {
    const crashes: unknown[] = [];
    const onUnhandled = (reason: unknown) => crashes.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const ran: number[] = [];
    let release: () => void = () => undefined;
    const queue = new JobQueue(server.services.db, silent, { timeZone: 'Australia/Melbourne', workers: true });
    queue.define<{ n: number }>({
      name: 'test.busy',
      pollingIntervalSeconds: 0.5,
      handler: async ({ data }) => {
        ran.push(data.n);
        // Take the only connection away until released, as 50 page renders do.
        const runner = server.services.db.createQueryRunner();
        await runner.connect();
        release = () => void runner.release();
      },
    });
    await queue.start();
    try {
      await queue.send('test.busy', { n: 7 });
      await until(() => ran.length === 1);
      await sleep(6500);
      release();
      await until(() => false, 2000);
      expect(crashes).toEqual([]);
      expect(await queue.pending('test.busy')).toBe(0);
    } finally {
      release();
      process.off('unhandledRejection', onUnhandled);
      await queue.stop(2000);
    }
  });

  it('delivers a queued e-mail to the SMTP server by itself, multipart, with its Reply-To, headers and attachment', async () => {
    const to = `jobs-${Date.now()}@example.org`;
    await server.services.db.transaction((tx) =>
      server.services.outbox.enqueue(tx, {
        kind: 'test',
        to,
        subject: 'Working bee this Saturday',
        body: 'Plain text part',
        html: '<p>HTML part</p>',
        replyTo: 'committee@example.org',
        headers: { 'X-Test-Header': 'yes' },
        attachments: [{ filename: 'event.ics', contentType: 'text/calendar; method=PUBLISH', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
      }),
    );
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(to));
    expect(mail.parsed.subject).toBe('Working bee this Saturday');
    // The one layout (issue #18) adds the association's footer below the message.
    expect(mail.parsed.text).toMatch(/^Plain text part\n/);
    expect(mail.parsed.html).toContain('<p>HTML part</p>');
    expect(mail.parsed.replyTo?.text).toBe('committee@example.org');
    expect(mail.parsed.headers.get('x-test-header')).toBe('yes');
    expect(mail.parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([['event.ics', 'text/calendar']]);
    const row = await server.services.db.getRepository(OutboxEmail).findOneByOrFail({ to });
    expect(row.sentAt).not.toBeNull();
    expect(smtp.to(to)).toHaveLength(1);
  });
});
