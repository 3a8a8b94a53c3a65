import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { adminMessages } from '../../../shared/admin-messages';
import { memberNoticeSchema } from '../../../shared/member-notices';
import type { AuditService } from '../audit';
import type { Actor } from '../common/actor';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors';
import { isUuid } from '../common/ids';
import { pageRequest, type Page } from '../common/pagination';
import { validateInput } from '../common/validation';
import type { JobQueue } from '../jobs';
import { MemberStatus } from '../members';
import { greeting, type OutboxService } from '../notifications';
import { financialMemberSql } from './financial-member';
import {
  NoticeRecipientStatus,
  type AudienceCount,
  type MemberNoticeRecord,
  type NoticeAudience,
  type NoticeCounts,
  type NoticeDraft,
  type NoticeRecipient,
  type PostRecipient,
} from './member-notice.models';

/** Hands a notice's recipients to the outbox in batches (queued with the notice, and again to resume). */
export const MEMBER_NOTICE_JOB = 'member-notices.queue';
/** Every minute: gives a job to every notice whose recipients are not all in the outbox yet (an instance killed mid-way). */
export const MEMBER_NOTICE_RESUME_JOB = 'member-notices.resume';
/** Recipients handed to the outbox per transaction: a kill loses at most one uncommitted batch, which the next run does again. */
const BATCH_SIZE = 200;
/** The outbox kind of a notice's e-mails. */
export const NOTICE_KIND = 'member-notice';

/** The SQL test of an address a notice can be sent to: one @, something either side, no spaces, a dot in the domain. */
const DELIVERABLE = `btrim(m.email) ~ '^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$'`;

/** Dependencies of member notices. */
export interface MemberNoticeDeps {
  db: DataSource;
  outbox: OutboxService;
  audit: AuditService;
  clock: Clock;
}

/** An audience after checking: the statuses (default APPROVED), the classes (null: all) and the financial filter. */
interface CheckedAudience {
  statuses: MemberStatus[];
  classIds: string[] | null;
  financialOnly: boolean;
}

/** A notice row as read from the database. */
type NoticeRow = Omit<MemberNoticeRecord, 'counts'>;

const NOTICE_COLUMNS = `id, subject, body, statuses, class_ids AS "classIds", financial_only AS "financialOnly", meeting_id AS "meetingId",
  recipients, by_post AS "byPost", queued_at AS "queuedAt", sent_by_id AS "sentById", sent_by_name AS "sentByName", created_at AS "createdAt"`;

/** A recipient's delivery state from its own row and its outbox e-mail (alias r and o). */
const STATUS_SQL = `CASE
  WHEN r.email IS NULL THEN 'NO_ADDRESS'
  WHEN r.skipped_reason IS NOT NULL THEN 'SKIPPED'
  WHEN o.sent_at IS NOT NULL AND o.kept THEN 'KEPT'
  WHEN o.sent_at IS NOT NULL THEN 'SENT'
  WHEN o.failed_at IS NOT NULL THEN 'FAILED'
  WHEN o.attempts > 0 THEN 'RETRYING'
  ELSE 'QUEUED' END`;
const REASON_SQL = `CASE WHEN r.email IS NULL THEN $NO_ADDRESS WHEN r.skipped_reason IS NOT NULL THEN r.skipped_reason
  WHEN o.sent_at IS NULL THEN o.last_error ELSE NULL END`;

/**
 * Member notices (issue #35): notices every member entitled to them must receive — a general
 * meeting's first. Not marketing: no opt-in and no unsubscribe, but never to a ceased member. The
 * audience is frozen when the notice is sent (one recipient row per member, in the same
 * transaction as the notice); a job then hands the recipients to the outbox in batches, each batch
 * one transaction that writes the outbox e-mails and marks its recipients, so a killed instance
 * leaves every recipient either with its one e-mail or waiting for the next run, and two runs at
 * once (two instances) each take other rows (SKIP LOCKED). The outbox sends, retries and records
 * each e-mail's delivery; a recipient's status is read from its e-mail.
 */
export class MemberNotices {
  private jobs: JobQueue | null = null;

  constructor(private readonly deps: MemberNoticeDeps) {}

  /** Declares the queueing and resume jobs. Call before `jobs.start()`. */
  runOn(jobs: JobQueue): void {
    jobs.define<{ noticeId: string }>({
      name: MEMBER_NOTICE_JOB,
      pollingIntervalSeconds: 1,
      retryLimit: 5,
      handler: async ({ data }) => void (await this.queueRecipients(data.noticeId)),
    });
    jobs.define({
      name: MEMBER_NOTICE_RESUME_JOB,
      cron: '* * * * *',
      retryLimit: 0,
      handler: async () => void (await this.resume()),
    });
    this.jobs = jobs;
  }

  /**
   * How many members an audience holds now (the count shown before sending).
   * @throws ValidationError naming `statuses` or `classIds`
   */
  async audience(audience: NoticeAudience | null | undefined): Promise<AudienceCount> {
    const checked = await this.checkAudience(this.deps.db.manager, audience);
    const { sql, params } = this.audienceSql(checked);
    const [row] = (await this.deps.db.query(
      `SELECT count(*)::int AS members, count(*) FILTER (WHERE ${DELIVERABLE})::int AS "byEmail" FROM members m WHERE ${sql}`,
      params,
    )) as { members: number; byEmail: number }[];
    return { members: row.members, byEmail: row.byEmail, byPost: row.members - row.byEmail };
  }

  /**
   * Sends a notice: the notice, one recipient row per member of the audience now (frozen: a member
   * who joins later is not added), its audit entry and the job that hands the e-mails to the outbox,
   * in one transaction.
   * @throws ValidationError naming `subject`, `body`, `statuses`, `classIds`, or `audience` when no
   *   member matches; ConflictError when `expectedRecipients` is given and the audience is no longer that many
   */
  async send(actor: Actor, draft: NoticeDraft): Promise<MemberNoticeRecord> {
    const { subject, body } = await validateInput(memberNoticeSchema, { subject: draft.subject, body: draft.body });
    const meetingId = draft.meetingId?.trim() || null;
    const id = await this.deps.db.transaction(async (tx) => {
      const checked = await this.checkAudience(tx, draft.audience);
      const { sql, params } = this.audienceSql(checked);
      const [notice] = (await tx.query(
        `INSERT INTO member_notices (subject, body, statuses, class_ids, financial_only, meeting_id, recipients, by_post, sent_by_id, sent_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, 0, 0, $7, $8) RETURNING id`,
        [subject, body, checked.statuses, checked.classIds, checked.financialOnly, meetingId, actor.id, actor.name ?? 'Admin'],
      )) as { id: string }[];
      const n = params.length;
      await tx.query(
        `INSERT INTO member_notice_recipients (notice_id, member_id, member_number, email)
         SELECT $${n + 1}, m.id, m.member_number, CASE WHEN ${DELIVERABLE} THEN lower(btrim(m.email)) END
           FROM members m WHERE ${sql}`,
        [...params, notice.id],
      );
      const [counts] = (await tx.query(
        `UPDATE member_notices SET recipients = c.total, by_post = c.post
           FROM (SELECT count(*)::int AS total, count(*) FILTER (WHERE email IS NULL)::int AS post FROM member_notice_recipients WHERE notice_id = $1) c
          WHERE id = $1 RETURNING c.total, c.post`,
        [notice.id],
      )) as [{ total: number; post: number }[], number];
      const { total } = counts[0];
      if (total === 0) throw new ValidationError({ audience: adminMessages.memberNotices.noRecipients });
      if (draft.expectedRecipients != null && draft.expectedRecipients !== total) {
        throw new ConflictError(adminMessages.memberNotices.recipientsChanged(total));
      }
      await this.deps.audit.record(tx, actor, 'send', 'member-notice', notice.id, null, {
        subject,
        recipients: total,
        byPost: counts[0].post,
        statuses: checked.statuses,
        classIds: checked.classIds,
        financialOnly: checked.financialOnly,
        meetingId,
      });
      if (this.jobs) await this.jobs.send(MEMBER_NOTICE_JOB, { noticeId: notice.id }, { tx });
      return notice.id;
    });
    return this.notice(id);
  }

  /**
   * The job: hands the notice's waiting recipients to the outbox, one batch per transaction (the
   * outbox e-mail and the recipient's mark together), until none is left; then records the notice
   * as queued. Recipients whose member has ceased, been removed or erased since are skipped, never sent.
   * Safe to run twice at once or again after a kill: each recipient is taken by one run and gets one e-mail.
   * @param options.batchSize recipients per transaction (default 200); options.maxBatches stop after this many (tests)
   * @returns how many e-mails this run queued
   */
  async queueRecipients(noticeId: string, options: { batchSize?: number; maxBatches?: number } = {}): Promise<number> {
    const { db, outbox } = this.deps;
    const batchSize = options.batchSize ?? BATCH_SIZE;
    const maxBatches = options.maxBatches ?? Infinity;
    const [notice] = (await db.query(`SELECT subject, body FROM member_notices WHERE id = $1`, [noticeId])) as { subject: string; body: string }[];
    if (!notice) return 0;
    let queued = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const taken = await db.transaction(async (tx) => {
        const rows = (await tx.query(
          `SELECT r.id, r.email, m.full_name AS "fullName", (m.ceased_date IS NOT NULL) AS ceased
             FROM member_notice_recipients r JOIN members m ON m.id = r.member_id
            WHERE r.notice_id = $1 AND r.queued_at IS NULL AND r.email IS NOT NULL AND r.skipped_reason IS NULL
            ORDER BY r.member_number LIMIT $2 FOR UPDATE OF r SKIP LOCKED`,
          [noticeId, batchSize],
        )) as { id: string; email: string; fullName: string; ceased: boolean }[];
        for (const row of rows) {
          if (row.ceased) {
            await tx.query(`UPDATE member_notice_recipients SET skipped_reason = $2 WHERE id = $1`, [
              row.id,
              adminMessages.memberNotices.skippedCeased,
            ]);
            continue;
          }
          const outboxId = await outbox.enqueue(tx, {
            kind: NOTICE_KIND,
            to: row.email,
            subject: notice.subject,
            body: `${greeting(row.fullName)}\n\n${notice.body}`,
            reason: adminMessages.memberNotices.why,
          });
          await tx.query(`UPDATE member_notice_recipients SET outbox_id = $2, queued_at = now() WHERE id = $1`, [row.id, outboxId]);
          queued++;
        }
        return rows.length;
      });
      if (taken < batchSize) break;
    }
    await db.query(
      `UPDATE member_notices SET queued_at = now() WHERE id = $1 AND queued_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM member_notice_recipients r WHERE r.notice_id = $1 AND r.queued_at IS NULL AND r.email IS NOT NULL AND r.skipped_reason IS NULL)`,
      [noticeId],
    );
    return queued;
  }

  /**
   * Every minute (and after a restart): a job for each notice whose recipients are not all in the
   * outbox — one whose queueing run was killed.
   * @returns the notices resumed
   */
  async resume(): Promise<string[]> {
    const rows = (await this.deps.db.query(
      `SELECT id FROM member_notices WHERE queued_at IS NULL AND created_at < now() - interval '1 minute' ORDER BY created_at`,
    )) as { id: string }[];
    for (const { id } of rows) if (this.jobs) await this.jobs.send(MEMBER_NOTICE_JOB, { noticeId: id }, { singletonKey: `member-notice:${id}` });
    return rows.map((r) => r.id);
  }

  /** Sent notices, newest first, with their delivery counts. */
  async list(page?: number, limit?: number): Promise<Page<MemberNoticeRecord>> {
    const request = pageRequest(page, limit);
    const rows = (await this.deps.db.query(`SELECT ${NOTICE_COLUMNS} FROM member_notices ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`, [
      request.limit,
      request.offset,
    ])) as NoticeRow[];
    const [{ total }] = (await this.deps.db.query(`SELECT count(*)::int AS total FROM member_notices`)) as { total: number }[];
    const counts = await this.countsOf(rows.map((r) => r.id));
    return { items: rows.map((r) => ({ ...r, counts: counts.get(r.id) ?? emptyCounts() })), total, page: request.page, limit: request.limit };
  }

  /**
   * One notice with its delivery counts.
   * @throws NotFoundError
   */
  async notice(id: string): Promise<MemberNoticeRecord> {
    const [row] = isUuid(id) ? ((await this.deps.db.query(`SELECT ${NOTICE_COLUMNS} FROM member_notices WHERE id = $1`, [id])) as NoticeRow[]) : [];
    if (!row) throw new NotFoundError('Notice');
    const counts = await this.countsOf([id]);
    return { ...row, counts: counts.get(id) ?? emptyCounts() };
  }

  /**
   * A notice's recipients by member number, with each one's delivery state.
   * @param status only recipients in this state
   * @throws NotFoundError; ValidationError naming page or limit
   */
  async recipients(noticeId: string, page?: number, limit?: number, status?: NoticeRecipientStatus | null): Promise<Page<NoticeRecipient>> {
    const request = pageRequest(page, limit);
    await this.notice(noticeId);
    const where = status ? `AND (${STATUS_SQL}) = $4` : '';
    const params: unknown[] = [noticeId, request.limit, request.offset, ...(status ? [status] : [])];
    const reason = REASON_SQL.replace('$NO_ADDRESS', `'${adminMessages.memberNotices.noAddress.replaceAll("'", "''")}'`);
    const rows = (await this.deps.db.query(
      `SELECT r.id, r.member_id AS "memberId", r.member_number AS "memberNumber", m.full_name AS "fullName", r.email,
              ${STATUS_SQL} AS status, ${reason} AS reason, o.sent_at AS "sentAt", count(*) OVER() AS total
         FROM member_notice_recipients r JOIN members m ON m.id = r.member_id LEFT JOIN email_outbox o ON o.id = r.outbox_id
        WHERE r.notice_id = $1 ${where}
        ORDER BY r.member_number LIMIT $2 OFFSET $3`,
      params,
    )) as (NoticeRecipient & { total: string })[];
    const total = rows.length ? Number(rows[0].total) : request.offset > 0 ? await this.countRecipients(noticeId, status) : 0;
    return { items: rows.map(({ total: _total, ...r }) => r), total, page: request.page, limit: request.limit };
  }

  /**
   * The post list of a notice: members it could not reach by e-mail — no deliverable address, or the
   * e-mail refused for good — with their name, postal address and member number.
   * @throws NotFoundError
   */
  async postList(noticeId: string): Promise<PostRecipient[]> {
    await this.notice(noticeId);
    const reason = REASON_SQL.replace('$NO_ADDRESS', `'${adminMessages.memberNotices.noAddress.replaceAll("'", "''")}'`);
    return (await this.deps.db.query(
      `SELECT r.member_number AS "memberNumber", m.full_name AS "fullName", m.address, ${STATUS_SQL} AS status, ${reason} AS reason
         FROM member_notice_recipients r JOIN members m ON m.id = r.member_id LEFT JOIN email_outbox o ON o.id = r.outbox_id
        WHERE r.notice_id = $1 AND (r.email IS NULL OR (r.skipped_reason IS NULL AND o.sent_at IS NULL AND o.failed_at IS NOT NULL))
        ORDER BY r.member_number`,
      [noticeId],
    )) as PostRecipient[];
  }

  private async countRecipients(noticeId: string, status?: NoticeRecipientStatus | null): Promise<number> {
    const [{ n }] = (await this.deps.db.query(
      `SELECT count(*)::int AS n FROM member_notice_recipients r LEFT JOIN email_outbox o ON o.id = r.outbox_id
        WHERE r.notice_id = $1 ${status ? `AND (${STATUS_SQL}) = $2` : ''}`,
      status ? [noticeId, status] : [noticeId],
    )) as { n: number }[];
    return n;
  }

  private async countsOf(ids: string[]): Promise<Map<string, NoticeCounts>> {
    const result = new Map<string, NoticeCounts>();
    if (!ids.length) return result;
    const rows = (await this.deps.db.query(
      `SELECT r.notice_id AS "noticeId", ${STATUS_SQL} AS status, count(*)::int AS n
         FROM member_notice_recipients r LEFT JOIN email_outbox o ON o.id = r.outbox_id
        WHERE r.notice_id = ANY($1::uuid[]) GROUP BY 1, 2`,
      [ids],
    )) as { noticeId: string; status: NoticeRecipientStatus; n: number }[];
    for (const { noticeId, status, n } of rows) {
      const counts = result.get(noticeId) ?? emptyCounts();
      counts[COUNT_KEY[status]] += n;
      result.set(noticeId, counts);
    }
    return result;
  }

  /** Checks an audience: at least one status, every class id known. @throws ValidationError naming `statuses` or `classIds` */
  private async checkAudience(tx: EntityManager, audience: NoticeAudience | null | undefined): Promise<CheckedAudience> {
    const statuses = [...new Set(audience?.statuses ?? [MemberStatus.APPROVED])];
    const classIds = audience?.classIds?.length ? [...new Set(audience.classIds)] : null;
    const fields: Record<string, string> = {};
    if (!statuses.length || statuses.some((s) => !Object.values(MemberStatus).includes(s)))
      fields.statuses = adminMessages.memberNotices.statusesRequired;
    if (classIds) {
      const valid = classIds.filter(isUuid);
      const [{ n }] = (await tx.query(`SELECT count(*)::int AS n FROM membership_classes WHERE id = ANY($1::uuid[])`, [valid])) as { n: number }[];
      if (valid.length !== classIds.length || n !== classIds.length) fields.classIds = adminMessages.memberNotices.unknownClass;
    }
    if (Object.keys(fields).length) throw new ValidationError(fields);
    return { statuses, classIds, financialOnly: audience?.financialOnly ?? false };
  }

  /** The audience as an SQL condition over `members m`: chosen statuses and classes, never a ceased member. */
  private audienceSql(audience: CheckedAudience): { sql: string; params: unknown[] } {
    const params: unknown[] = [audience.statuses];
    const parts = [`m.status = ANY($1::text[])`, `m.ceased_date IS NULL`];
    if (audience.classIds) {
      params.push(audience.classIds);
      parts.push(`m.membership_class_id = ANY($${params.length}::uuid[])`);
    }
    if (audience.financialOnly) {
      params.push(this.deps.clock.today());
      parts.push(financialMemberSql('m', `$${params.length}`));
    }
    return { sql: parts.join(' AND '), params };
  }
}

const COUNT_KEY: Record<NoticeRecipientStatus, keyof NoticeCounts> = {
  QUEUED: 'queued',
  RETRYING: 'retrying',
  SENT: 'sent',
  KEPT: 'kept',
  FAILED: 'failed',
  NO_ADDRESS: 'noAddress',
  SKIPPED: 'skipped',
};

const emptyCounts = (): NoticeCounts => ({ queued: 0, retrying: 0, sent: 0, kept: 0, failed: 0, noAddress: 0, skipped: 0 });
