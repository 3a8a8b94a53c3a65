import nodemailer from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import { contact } from '../../../shared/messages';
import { pageRequest, type Page } from '../common/pagination';
import { OutboxEmail } from './outbox.entity';
import type { EmailAttachment, EmailDraft } from './templates';
import type { JobQueue } from '../jobs/job-queue';

/** What the outbox needs of a mail transport (nodemailer's `sendMail`). */
export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
}

/** One message as handed to the transport (nodemailer's message fields). */
export interface MailMessage {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
}

/** The outbox's background job: sends what is due (queued by `enqueue`, and every minute for retries). */
export const OUTBOX_JOB = 'outbox.flush';

/**
 * The mail transport: SMTP from SMTP_URL, else nodemailer's JSON transport (demo and tests), whose
 * output is kept on the outbox row so staff can read what was "sent".
 */
export function createMailTransport(smtpUrl: string | null): MailTransport {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
}

/** A claimed row's message fields. */
interface ClaimedEmail {
  to: string;
  subject: string;
  body: string;
  html: string | null;
  replyTo: string | null;
  headers: Record<string, string>;
  attachments: EmailAttachment[];
}

/** Retry schedule: base × 2^(attempt − 1), at most one hour. */
export const backoffMs = (attempts: number, baseMs: number): number => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** How long a claimed message is reserved for the sender that claimed it. */
const LEASE = "interval '5 minutes'";

/**
 * The e-mail outbox (issue 4): queue inside the change's transaction, send from a worker, retry
 * failures with backoff. A message is claimed with a lease before sending, so two workers never send
 * it at once, and it keeps its Message-ID across retries.
 */
export class OutboxService {
  private running: Promise<number> | null = null;
  private jobs: JobQueue | null = null;

  constructor(
    private readonly db: DataSource,
    private transport: MailTransport,
    private readonly retryBaseMs: number,
  ) {}

  /**
   * Queues an e-mail in the caller's transaction, and (when sending runs on the job queue) a job to
   * send it, in the same transaction: the e-mail leaves only if the change that wrote it commits.
   */
  async enqueue(tx: EntityManager, draft: EmailDraft): Promise<void> {
    await tx.getRepository(OutboxEmail).insert({
      kind: draft.kind,
      to: draft.to,
      subject: draft.subject,
      body: draft.body,
      html: draft.html ?? null,
      replyTo: draft.replyTo ?? null,
      headers: draft.headers ?? {},
      attachments: draft.attachments ?? [],
    });
    if (this.jobs) await this.jobs.send(OUTBOX_JOB, {}, { tx });
  }

  /**
   * Sends on the job queue (issue #17 "Jobs": no timer of our own): a job queued with each e-mail,
   * polled every `pollMs`, plus one every minute for retries that are due. Call before `jobs.start()`.
   */
  runOn(jobs: JobQueue, pollMs: number): void {
    jobs.define({
      name: OUTBOX_JOB,
      cron: '* * * * *',
      pollingIntervalSeconds: Math.max(0.5, pollMs / 1000),
      retryLimit: 0,
      handler: async () => void (await this.runOnce()),
    });
    this.jobs = jobs;
  }

  /** Replaces the transport (tests inject failing ones). */
  useTransport(transport: MailTransport): void {
    this.transport = transport;
  }

  /**
   * Sends every due message once. Concurrent calls share one run.
   * @returns how many messages were sent in this run
   */
  runOnce(): Promise<number> {
    this.running ??= this.sendDue().finally(() => (this.running = null));
    return this.running;
  }

  private async sendDue(): Promise<number> {
    const due = (await this.db.query(
      `SELECT id FROM email_outbox WHERE sent_at IS NULL AND next_attempt_at <= now() ORDER BY created_at LIMIT 50`,
    )) as { id: string }[];
    let sent = 0;
    for (const { id } of due) {
      const [rows] = (await this.db.query(
        `UPDATE email_outbox SET next_attempt_at = now() + ${LEASE}, attempts = attempts + 1
          WHERE id = $1 AND sent_at IS NULL AND next_attempt_at <= now()
          RETURNING id, to_address AS "to", subject, body, html, reply_to AS "replyTo", headers, attachments, attempts`,
        [id],
      )) as [(ClaimedEmail & { id: string; attempts: number })[], number];
      const claimed = rows[0];
      if (!claimed) continue;
      try {
        const info = await this.transport.sendMail({
          messageId: `<${claimed.id}@greenfieldresidents.org.au>`,
          from: `${contact.groupName} <${contact.email}>`,
          to: claimed.to,
          subject: claimed.subject,
          text: claimed.body,
          ...(claimed.html ? { html: claimed.html } : {}),
          ...(claimed.replyTo ? { replyTo: claimed.replyTo } : {}),
          ...(Object.keys(claimed.headers).length ? { headers: claimed.headers } : {}),
          ...(claimed.attachments.length ? { attachments: claimed.attachments } : {}),
        });
        await this.db.query(`UPDATE email_outbox SET sent_at = now(), last_error = NULL, transport_response = $2 WHERE id = $1`, [
          claimed.id,
          JSON.stringify(info),
        ]);
        sent++;
      } catch (error) {
        const wait = backoffMs(claimed.attempts, this.retryBaseMs);
        await this.db.query(`UPDATE email_outbox SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`, [
          claimed.id,
          error instanceof Error ? error.message : String(error),
          wait / 1000,
        ]);
      }
    }
    return sent;
  }

  /** Waits for a run in progress (shutdown; the job queue stops starting new ones). */
  async stop(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /** Staff: the outbox, newest first, so the admin can read what was sent. */
  async list(page?: number, limit?: number): Promise<Page<OutboxEmail>> {
    const request = pageRequest(page, limit);
    const [items, total] = await this.db
      .getRepository(OutboxEmail)
      .findAndCount({ order: { createdAt: 'DESC', id: 'ASC' }, skip: request.offset, take: request.limit });
    return { items, total, page: request.page, limit: request.limit };
  }
}
