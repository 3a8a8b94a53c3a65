import nodemailer from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import { contact } from '../../../shared/limits';
import { adminMessages } from '../../../shared/admin-messages';
import { createClock, type Clock } from '../../../shared/clock';
import { normaliseEmail } from '../common/email-address';
import { NotFoundError } from '../common/errors';
import { isUuid } from '../common/ids';
import { pageRequest, type Page } from '../common/pagination';
import { currentSender, renderMail } from './email-layout';
import { OutboxEmail } from './outbox.entity';
import type { EmailAttachment, EmailDraft } from './templates';
import type { JobQueue } from '../jobs';

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
 * The mail transport: SMTP from SMTP_URL (a pool of connections, so a newsletter's batches reuse
 * them), else nodemailer's JSON transport (demo and tests), whose output is kept on the outbox row
 * so staff can read what would have been sent — shown as "Kept — not sent", never "Sent".
 */
export function createMailTransport(smtpUrl: string | null): MailTransport {
  return smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 10, maxMessages: Infinity })
    : nodemailer.createTransport({ jsonTransport: true });
}

/** The From header of every e-mail. */
export const FROM = `${contact.groupName} <${contact.email}>`;

/** The Message-ID of a message with this id (the same across retries, so receivers can drop a duplicate). */
export const messageIdOf = (id: string): string => `<${id}@greenfieldresidents.org.au>`;

/** True when the SMTP server refused for good (5xx): retrying cannot help until someone acts. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The SMTP server's own words for a failure (its response line), else the error's message. */
export function failureReason(error: unknown): string {
  const response = (error as { response?: unknown } | null)?.response;
  if (typeof response === 'string' && response) return response;
  return error instanceof Error ? error.message : String(error);
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

  /**
   * @param transport where messages go (`createMailTransport`)
   * @param retryBaseMs first retry delay of a failed message
   * @param clock the association's clock (the date in every e-mail's footer; default TIME_ZONE's default)
   * @param delivers true (default) when the transport is a real mail server (SMTP_URL); false: messages
   *   are kept, not sent, and say so (issue #18 honest outbox)
   */
  constructor(
    private readonly db: DataSource,
    private transport: MailTransport,
    private readonly retryBaseMs: number,
    private readonly clock: Clock = createClock(),
    private delivers: boolean = true,
  ) {}

  /** True when e-mail leaves the server (SMTP_URL is set); false: it is only kept in the outbox. */
  get configured(): boolean {
    return this.delivers;
  }

  /**
   * Queues an e-mail in the caller's transaction, laid out by the one layout (`renderMail`: plain
   * text and HTML, the association's footer, Reply-To the association unless the draft names
   * another), and (when sending runs on the job queue) a job to send it, in the same transaction:
   * the e-mail leaves only if the change that wrote it commits.
   * @returns the outbox row's id
   */
  async enqueue(tx: EntityManager, draft: EmailDraft): Promise<string> {
    const sender = await currentSender(tx);
    const rendered = renderMail(
      sender,
      {
        body: draft.body,
        html: draft.html,
        reason: draft.reason ?? adminMessages.mail.whyDefault,
        footerText: draft.footerText,
        footerHtml: draft.footerHtml,
      },
      this.clock,
    );
    const result = await tx.getRepository(OutboxEmail).insert({
      kind: draft.kind,
      to: draft.to,
      subject: draft.subject,
      body: rendered.body,
      html: rendered.html,
      replyTo: draft.replyTo ?? sender.email,
      subjectEmail: draft.subjectEmail ? normaliseEmail(draft.subjectEmail) : null,
      headers: draft.headers ?? {},
      attachments: draft.attachments ?? [],
    });
    if (this.jobs) await this.jobs.send(OUTBOX_JOB, {}, { tx });
    return (result.identifiers[0] as { id: string }).id;
  }

  /**
   * Hands one message to the transport now (the newsletter's batches, which keep their own
   * per-recipient rows).
   * @returns the transport's answer
   * @throws the transport's error (with `responseCode` for an SMTP refusal)
   */
  deliver(message: MailMessage): Promise<unknown> {
    return this.transport.sendMail(message);
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

  /**
   * Replaces the transport (tests inject failing ones).
   * @param delivers whether it is a real mail server (default: as before)
   */
  useTransport(transport: MailTransport, delivers: boolean = this.delivers): void {
    this.transport = transport;
    this.delivers = delivers;
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
          messageId: messageIdOf(claimed.id),
          from: FROM,
          to: claimed.to,
          subject: claimed.subject,
          text: claimed.body,
          ...(claimed.html ? { html: claimed.html } : {}),
          ...(claimed.replyTo ? { replyTo: claimed.replyTo } : {}),
          ...(Object.keys(claimed.headers).length ? { headers: claimed.headers } : {}),
          ...(claimed.attachments.length ? { attachments: claimed.attachments } : {}),
        });
        // Without a mail server the message is kept, not sent (issue #18): never shown as "Sent".
        await this.db.query(
          `UPDATE email_outbox SET sent_at = now(), kept = $3, last_error = NULL, failed_at = NULL, transport_response = $2 WHERE id = $1`,
          [claimed.id, JSON.stringify(info), !this.delivers],
        );
        sent++;
      } catch (error) {
        if (isPermanentFailure(error)) {
          // Refused for good (5xx): no more automatic attempts; staff see the reason and may retry.
          await this.db.query(`UPDATE email_outbox SET last_error = $2, failed_at = now(), next_attempt_at = 'infinity' WHERE id = $1`, [
            claimed.id,
            failureReason(error),
          ]);
          continue;
        }
        const wait = backoffMs(claimed.attempts, this.retryBaseMs);
        await this.db.query(`UPDATE email_outbox SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`, [
          claimed.id,
          failureReason(error),
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

  /**
   * Admin: tries a message that has not gone again now ("Retry"): clears a permanent failure and
   * makes it due, with a job to send it when sending runs on the job queue.
   * @throws NotFoundError when there is no such message or it has gone already
   */
  async retry(id: string): Promise<OutboxEmail> {
    if (!isUuid(id)) throw new NotFoundError('E-mail');
    await this.db.transaction(async (tx) => {
      const [, affected] = (await tx.query(
        `UPDATE email_outbox SET failed_at = NULL, next_attempt_at = now() WHERE id = $1 AND sent_at IS NULL RETURNING id`,
        [id],
      )) as [unknown[], number];
      if (!affected) throw new NotFoundError('E-mail');
      if (this.jobs) await this.jobs.send(OUTBOX_JOB, {}, { tx });
    });
    return this.db.getRepository(OutboxEmail).findOneByOrFail({ id });
  }

  /**
   * Admin: one message, to read it rendered.
   * @throws NotFoundError
   */
  async get(id: string): Promise<OutboxEmail> {
    const found = isUuid(id) ? await this.db.getRepository(OutboxEmail).findOneBy({ id }) : null;
    if (!found) throw new NotFoundError('E-mail');
    return found;
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
