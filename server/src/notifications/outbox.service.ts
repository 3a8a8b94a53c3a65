import nodemailer from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import { contact } from '../../../shared/messages';
import { pageRequest, type Page } from '../common/pagination';
import { OutboxEmail } from './outbox.entity';
import type { EmailDraft } from './templates';

/** What the outbox needs of a mail transport (nodemailer's `sendMail`). */
export interface MailTransport {
  sendMail(message: { messageId: string; from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/**
 * The mail transport: SMTP from SMTP_URL, else nodemailer's JSON transport (demo and tests), whose
 * output is kept on the outbox row so staff can read what was "sent".
 */
export function createMailTransport(smtpUrl: string | null): MailTransport {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: DataSource,
    private transport: MailTransport,
    private readonly retryBaseMs: number,
  ) {}

  /** Queues an e-mail in the caller's transaction. */
  async enqueue(tx: EntityManager, draft: EmailDraft): Promise<void> {
    await tx.getRepository(OutboxEmail).insert({ kind: draft.kind, to: draft.to, subject: draft.subject, body: draft.body });
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
          RETURNING id, to_address AS "to", subject, body, attempts`,
        [id],
      )) as [{ id: string; to: string; subject: string; body: string; attempts: number }[], number];
      const claimed = rows[0];
      if (!claimed) continue;
      try {
        const info = await this.transport.sendMail({
          messageId: `<${claimed.id}@greenfieldresidents.org.au>`,
          from: `${contact.groupName} <${contact.email}>`,
          to: claimed.to,
          subject: claimed.subject,
          text: claimed.body,
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

  /** Polls for due messages every `intervalMs` until stopped. */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce().catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  /** Stops polling and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
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
