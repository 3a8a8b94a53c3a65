import type { DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { adminMessages } from '../../../shared/admin-messages';
import { escapeHtml } from '../../../shared/escape-html';
import type { AuditService } from '../audit';
import type { Actor } from '../common/actor';
import { ConflictError, ValidationError } from '../common/errors';
import type { Logger } from '../common/logger';
import type { JobQueue } from '../jobs';
import { currentSender, htmlToText, type MailSender, type RenderedMail } from '../notifications';
import { failureReason, FROM, isPermanentFailure, messageIdOf, type OutboxService } from '../notifications';
import { removeSentDraft } from './drafts.service';
import { DeliveryStatus, IssueStatus, NewsletterIssue } from './issue.entity';
import { AcceptedMarks, ClaimRounds, type ClaimedCopy } from './newsletter-batching';
import { composeNewsletter, type NewsletterDraft } from './newsletter-compose';
import { NewsletterIssues } from './newsletter-issues';
import { renderIssue, UNSUBSCRIBE_PLACEHOLDER, unsubscribeHeaders, unsubscribeMailtoOf, unsubscribeUrlOf } from './newsletter-mail';

/** Sends an issue's queued copies (queued with the issue, and again to resume). */
export const NEWSLETTER_SEND_JOB = 'newsletter.send';
/** Every minute: releases copies whose sender vanished and resumes issues left unfinished. */
export const NEWSLETTER_RESUME_JOB = 'newsletter.resume';

/** Copies handed to the mail server at once (the SMTP pool has as many connections): the workers of one run. */
const CONCURRENCY = 10;
/** A copy claimed longer ago than this by a sender that is gone is queued again (same Message-ID). */
const LEASE_MINUTES = 5;
/**
 * A worker hands over no copy whose claim took longer than this (half the lease) and gives it back:
 * after the lease another instance may have queued and sent it.
 */
const HAND_OVER_WITHIN_MS = (LEASE_MINUTES * 60_000) / 2;
/** A copy that failed this many times (temporary failures) is marked failed. */
const MAX_ATTEMPTS = 5;
/** This many temporary failures in a row (the mail server is down, not one hiccup) pause the issue … */
const FAILURES_BEFORE_PAUSE = 20;
/** … for this long before it tries again. */
const PAUSE_AFTER_FAILURE_MS = 60_000;

/** Dependencies of the sending service. */
export interface NewsletterSendingDeps {
  db: DataSource;
  outbox: OutboxService;
  audit: AuditService;
  clock: Clock;
  publicUrl: string;
  log: Logger;
}

/**
 * Sending newsletter issues (issue #18; composing and the preview: newsletter-compose.ts; staff's
 * reports: newsletter-issues.ts): to every confirmed subscriber on the job queue with a row per
 * recipient. Each copy is claimed on its own
 * (QUEUED → SENDING, one short conditional UPDATE with SKIP LOCKED, committed) just before it is
 * handed to the mail server, and marked SENT the moment the server accepts it (issue #31, 8e), so
 * at any moment a run holds only the copies in the mail server's hands: one per worker, CONCURRENCY
 * per run. A sender that stops claims nothing more and finishes those. A process killed outright
 * leaves just those copies SENDING; every other copy stays QUEUED for the next sender at once, and
 * after LEASE_MINUTES the stranded ones are queued again and sent. Delivery is at least once: the
 * only copies that can arrive twice are those the mail server had accepted whose SENT mark was not
 * yet written — at most one per worker in flight at the kill — and they go again with the same
 * Message-ID (the row's id), so mail clients and servers can recognise the duplicate.
 */
export class NewsletterSendingService {
  private jobs: JobQueue | null = null;
  private stopping = false;
  private readonly running = new Set<Promise<unknown>>();

  /** Records accepted copies, the marks of concurrent workers in one UPDATE. */
  private readonly marks: AcceptedMarks;
  private readonly issues: NewsletterIssues;

  constructor(private readonly deps: NewsletterSendingDeps) {
    this.marks = new AcceptedMarks(deps.db, () => (deps.outbox.configured ? DeliveryStatus.SENT : DeliveryStatus.KEPT));
    this.issues = new NewsletterIssues(deps);
  }

  /** Declares the send and resume jobs on the queue. Call before `jobs.start()`. */
  runOn(jobs: JobQueue): void {
    jobs.define<{ issueId: string }>({
      name: NEWSLETTER_SEND_JOB,
      pollingIntervalSeconds: 1,
      retryLimit: 5,
      // A job fetched while this instance stops is left to the next one (its start-up `resume`).
      handler: async ({ data }) => void (this.stopping ? undefined : await this.track(this.runIssue(data.issueId))),
    });
    jobs.define({
      name: NEWSLETTER_RESUME_JOB,
      cron: '* * * * *',
      retryLimit: 0,
      handler: async () => void (await this.track(this.resume(this.deps.clock.now()))),
    });
    this.jobs = jobs;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    return work.finally(() => this.running.delete(work));
  }

  /**
   * "Send to N confirmed subscribers": the issue and one QUEUED copy per confirmed subscriber, its
   * audit entry and the sending job, in one transaction.
   * @param expectedRecipients the N staff confirmed; when the list has changed since, nothing is sent
   * @throws ValidationError as `compose`, or naming `recipients` when there is no one to send to;
   *   ConflictError when the number of confirmed subscribers is no longer N
   */
  async send(actor: Actor, draft: NewsletterDraft, expectedRecipients: number): Promise<NewsletterIssue> {
    const composed = composeNewsletter(draft);
    const id = await this.deps.db.transaction(async (tx) => {
      const [{ n }] = (await tx.query(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE status = 'CONFIRMED'`)) as { n: number }[];
      if (n === 0) throw new ValidationError({ recipients: adminMessages.newsletterAdmin.noRecipients });
      if (n !== expectedRecipients) throw new ConflictError(adminMessages.newsletterAdmin.recipientsChanged(n));
      const [issue] = (await tx.query(
        `INSERT INTO newsletter_issues (subject, content, status, recipients, created_by_id, created_by_name) VALUES ($1, $2, 'SENDING', $3, $4, $5) RETURNING id`,
        [composed.subject, composed.html, n, actor.id, actor.name],
      )) as { id: string }[];
      await tx.query(
        `INSERT INTO newsletter_deliveries (issue_id, subscriber_id, email, unsubscribe_token)
         SELECT $1, id, email, unsubscribe_token FROM newsletter_subscribers WHERE status = 'CONFIRMED'`,
        [issue.id],
      );
      await this.deps.audit.record(tx, actor, 'send', 'newsletter-issue', issue.id, null, { subject: composed.subject, recipients: n });
      await removeSentDraft(tx, draft.draftId);
      if (this.jobs) await this.jobs.send(NEWSLETTER_SEND_JOB, { issueId: issue.id }, { tx });
      return issue.id;
    });
    return this.issues.issue(id);
  }

  /**
   * The send job: CONCURRENCY workers each claim one queued copy and hand it to the mail server,
   * until none is left, the service stops (each finishes its copy; the rest stays queued for
   * whichever instance starts next) or the mail server fails for a while (the job comes back in a
   * minute).
   * @throws when the database fails (after every worker has finished its copy in flight)
   * @returns how many copies this run handed over
   */
  async runIssue(issueId: string): Promise<number> {
    const { db } = this.deps;
    const issue = await db.getRepository(NewsletterIssue).findOneBy({ id: issueId });
    if (!issue || issue.status !== IssueStatus.SENDING) return 0;
    const sender = await currentSender(db);
    const composed = { subject: issue.subject, html: issue.content, text: htmlToText(issue.content) };
    const rendered = renderIssue(sender, this.deps.clock, composed, UNSUBSCRIBE_PLACEHOLDER);
    let handed = 0;
    let pause = false;
    let failuresInARow = 0;
    await this.skipUnsubscribed(issueId);
    const claims = new ClaimRounds((count) => this.claim(issueId, count));
    const workers = await Promise.allSettled(
      Array.from({ length: CONCURRENCY }, async () => {
        while (!this.stopping && !pause) {
          const claimedAt = Date.now();
          const copy = await claims.next();
          if (!copy) return;
          // A claim that took half the lease goes back rather than risk a second copy.
          if (Date.now() - claimedAt >= HAND_OVER_WITHIN_MS) {
            await this.release(copy);
            return;
          }
          const outcome = await this.sendCopy(copy, issue.subject, rendered, sender);
          if (outcome === 'handed') handed++;
          // A copy that failed for now goes back to the queue (up to MAX_ATTEMPTS); only a streak pauses.
          failuresInARow = outcome === 'temporary' ? failuresInARow + 1 : 0;
          if (failuresInARow >= FAILURES_BEFORE_PAUSE) pause = true;
        }
      }),
    );
    // Every worker has finished its copy in flight before a failure (the database gone) is thrown.
    const failed = workers.find((worker): worker is PromiseRejectedResult => worker.status === 'rejected');
    if (failed) throw failed.reason;
    await this.skipUnsubscribed(issueId);
    if (await this.finishIfDone(issueId)) return handed;
    // After a streak of temporary failures, again in a minute. After a stop, whichever instance starts next
    // resumes it (`resume` at start-up, and every minute).
    if (this.jobs && pause) await this.jobs.send(NEWSLETTER_SEND_JOB, { issueId }, { startAfter: new Date(Date.now() + PAUSE_AFTER_FAILURE_MS) });
    return handed;
  }

  /** Copies of subscribers who unsubscribed (or were removed) since the issue was queued are never sent. */
  private async skipUnsubscribed(issueId: string): Promise<void> {
    await this.deps.db.query(
      `UPDATE newsletter_deliveries d SET status = 'FAILED', error = $2
        WHERE d.issue_id = $1 AND d.status = 'QUEUED'
          AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers s WHERE s.id = d.subscriber_id AND s.status = 'CONFIRMED')`,
      [issueId, adminMessages.newsletterAdmin.skippedUnsubscribed],
    );
  }

  /**
   * Claims up to `count` queued copies of still-confirmed subscribers, one for each waiting worker:
   * one committed UPDATE (SKIP LOCKED: one winner per copy), written before the copies are handed
   * to the mail server. Copies tried fewer times go first, so one that failed for now waits behind
   * the rest.
   */
  private async claim(issueId: string, count: number): Promise<ClaimedCopy[]> {
    const [rows] = (await this.deps.db.query(
      `UPDATE newsletter_deliveries SET status = 'SENDING', claimed_at = now(), attempts = attempts + 1
        WHERE id IN (SELECT d.id FROM newsletter_deliveries d
                      WHERE d.issue_id = $1 AND d.status = 'QUEUED'
                        AND EXISTS (SELECT 1 FROM newsletter_subscribers s WHERE s.id = d.subscriber_id AND s.status = 'CONFIRMED')
                      ORDER BY d.attempts, d.id LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING id, email, unsubscribe_token, attempts, claimed_at::text AS claim`,
      [issueId, count],
    )) as [ClaimedCopy[], number];
    return rows;
  }

  /** Gives back a copy not handed over, only while it is still under this claim. */
  private async release(copy: ClaimedCopy): Promise<void> {
    await this.deps.db.query(
      `UPDATE newsletter_deliveries SET status = 'QUEUED', claimed_at = NULL, attempts = attempts - 1
        WHERE id = $1 AND status = 'SENDING' AND claimed_at = $2::timestamptz`,
      [copy.id, copy.claim],
    );
  }

  /**
   * Hands one copy to the mail server and records the outcome on its row. An accepted copy is
   * marked before the worker takes the next one (the marks of concurrent workers share one UPDATE).
   * @throws when the database cannot record an accepted copy: the row stays SENDING and the lease
   *   queues it again later with the same Message-ID
   */
  private async sendCopy(copy: ClaimedCopy, subject: string, rendered: RenderedMail, sender: MailSender): Promise<'handed' | 'failed' | 'temporary'> {
    const url = unsubscribeUrlOf(this.deps.publicUrl, copy.unsubscribe_token);
    try {
      await this.deps.outbox.deliver({
        messageId: messageIdOf(copy.id),
        from: FROM,
        to: copy.email,
        subject,
        text: rendered.body.replaceAll(UNSUBSCRIBE_PLACEHOLDER, url),
        html: rendered.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, escapeHtml(url)),
        replyTo: sender.email,
        headers: unsubscribeHeaders(url, unsubscribeMailtoOf(sender.email, copy.unsubscribe_token)),
      });
    } catch (error) {
      const final = isPermanentFailure(error) || copy.attempts >= MAX_ATTEMPTS;
      await this.deps.db.query(
        `UPDATE newsletter_deliveries SET status = $2, error = $3, claimed_at = NULL WHERE id = $1 AND status = 'SENDING' AND claimed_at = $4::timestamptz`,
        [copy.id, final ? DeliveryStatus.FAILED : DeliveryStatus.QUEUED, failureReason(error), copy.claim],
      );
      if (!final) this.deps.log.warn({ err: error, deliveryId: copy.id }, 'a newsletter copy failed for now; the issue resumes in a minute');
      return final ? 'failed' : 'temporary';
    }
    await this.marks.mark(copy.id);
    return 'handed';
  }

  /** Marks the issue SENT when every copy has a final status. @returns true when it is (now) sent */
  private async finishIfDone(issueId: string): Promise<boolean> {
    const [, affected] = (await this.deps.db.query(
      `UPDATE newsletter_issues SET status = 'SENT', finished_at = now()
        WHERE id = $1 AND status = 'SENDING'
          AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries WHERE issue_id = $1 AND status IN ('QUEUED', 'SENDING'))
      RETURNING id`,
      [issueId],
    )) as [unknown, number];
    return affected > 0;
  }

  /**
   * At start-up and every minute: copies claimed by a sender that vanished (a killed process) more
   * than LEASE_MINUTES ago go back to the queue, and every unfinished issue gets a send job.
   * @returns the issues resumed
   */
  async resume(now: Date): Promise<string[]> {
    const { db } = this.deps;
    await db.query(
      `UPDATE newsletter_deliveries SET status = 'QUEUED', claimed_at = NULL
        WHERE status = 'SENDING' AND claimed_at <= $1::timestamptz - make_interval(mins => $2)`,
      [now, LEASE_MINUTES],
    );
    const unfinished = (await db.query(`SELECT id FROM newsletter_issues WHERE status = 'SENDING' ORDER BY created_at`)) as { id: string }[];
    const resumed: string[] = [];
    for (const { id } of unfinished) {
      if (await this.finishIfDone(id)) continue;
      const [{ waiting }] = (await db.query(`SELECT count(*)::int AS waiting FROM newsletter_deliveries WHERE issue_id = $1 AND status = 'QUEUED'`, [
        id,
      ])) as { waiting: number }[];
      if (!waiting) continue;
      // No singleton key: a job left "active" by a killed instance must not block this one; two runs
      // of one issue are safe (each copy is claimed by one).
      if (this.jobs) await this.jobs.send(NEWSLETTER_SEND_JOB, { issueId: id });
      resumed.push(id);
    }
    return resumed;
  }

  /** Stops sending: each worker finishes the copy in the mail server's hands and claims no more; the rest stays queued. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running]);
  }
}
