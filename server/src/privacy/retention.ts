import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { retentionRules, type RetentionKey, type RetentionValues } from '../../../shared/privacy';
import type { AuditService } from '../audit';
import type { RetentionSettingsService } from '../settings';
import { eraseMemberRecord } from './erasure';
import { removeCancelledRsvps } from './rsvp-erasure';

/** The job that applies the retention settings once a day (issue #19). */
export const RETENTION_JOB = 'privacy.retention';
/** When it runs: 03:15 every day in the association's zone (cron lines are in TIME_ZONE). */
export const RETENTION_CRON = '15 3 * * *';

/** The hour and minute of RETENTION_CRON, in the association's zone. */
const RUN_AT = { hour: 3, minute: 15 };

/** When the daily run after `now` happens: today's 03:15 in the association's zone, or tomorrow's once past. */
export function nextRetentionRun(clock: Clock, now: Date): Date {
  const today = clock.wallClock(now);
  const at = (days: number) => clock.instantOf({ year: today.year, month: today.month, day: today.day + days, ...RUN_AT });
  return at(0) > now ? at(0) : at(1);
}

/** What replaces the text of an e-mail whose retention ran out (the row stays: that it was sent). */
export const BODY_REMOVED = '[removed under the retention settings]';

/** One retention rule as data: what expires before `cutoff`, counted or removed. */
interface RetentionRule {
  key: RetentionKey;
  /** Counts (dryRun) or removes what expired; returns how many. */
  apply(tx: EntityManager, cutoff: Date, dryRun: boolean): Promise<number>;
}

const count = async (tx: EntityManager, sql: string, params: unknown[]): Promise<number> => ((await tx.query(sql, params)) as { n: number }[])[0].n;

/**
 * Each setting's rule (issue #19): rejected applications by rejection date, contact messages and
 * e-mail bodies by when sent, cancelled RSVPs by cancellation. Tables are addressed by SQL. No rule
 * touches the money tables (charges, ledger entries, receipts, issue #34): financial records are kept
 * for at least 7 years (Associations Incorporation Reform Act 2012 (Vic) s 89(2)), and nothing
 * deletes them automatically yet.
 */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    key: 'rejectedApplicationDays',
    async apply(tx, cutoff, dryRun) {
      const expired = (await tx.query(`SELECT id, email FROM members WHERE status = 'rejected' AND rejected_date < $1 ORDER BY rejected_date`, [
        cutoff,
      ])) as { id: string; email: string }[];
      if (!dryRun) for (const member of expired) await eraseMemberRecord(tx, member);
      return expired.length;
    },
  },
  {
    key: 'contactMessageDays',
    apply: (tx, cutoff, dryRun) =>
      count(
        tx,
        dryRun
          ? `SELECT count(*)::int AS n FROM contact_messages WHERE created_at < $1`
          : `WITH gone AS (DELETE FROM contact_messages WHERE created_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
        [cutoff],
      ),
  },
  {
    key: 'outboxBodyDays',
    apply: (tx, cutoff, dryRun) =>
      count(
        tx,
        dryRun
          ? `SELECT count(*)::int AS n FROM email_outbox WHERE sent_at < $1 AND body <> $2`
          : `WITH done AS (
               UPDATE email_outbox SET body = $2, html = NULL, attachments = '[]'::jsonb, transport_response = NULL
                WHERE sent_at < $1 AND body <> $2 RETURNING 1)
             SELECT count(*)::int AS n FROM done`,
        [cutoff, BODY_REMOVED],
      ),
  },
  { key: 'cancelledRsvpDays', apply: (tx, cutoff, dryRun) => removeCancelledRsvps(tx, cutoff, dryRun) },
];

/** What one rule removes (or would) on a run. */
export interface RetentionOutcome {
  key: RetentionKey;
  label: string;
  days: number;
  /** Records older than this go. */
  cutoff: Date;
  count: number;
}

/** Applies the retention settings (issue #19): previewed in the admin, run daily on the job queue. */
export class RetentionService {
  constructor(private readonly deps: { db: DataSource; audit: AuditService; settings: RetentionSettingsService; clock: Clock }) {}

  /** What a run at `at` would remove, without removing it (the admin's "next run will remove": `at` = `nextRetentionRun`). */
  async preview(at: Date): Promise<RetentionOutcome[]> {
    const settings = await this.deps.settings.get();
    return this.deps.db.transaction((tx) => this.apply(tx, settings, at, true));
  }

  /**
   * Removes everything whose retention ran out at `now`, in one transaction with an audit entry
   * ("retention", the counts only) when anything went. Handlers pass `clock.now()`; tests pass a
   * fake now.
   */
  async run(now: Date): Promise<RetentionOutcome[]> {
    const settings = await this.deps.settings.get();
    return this.deps.db.transaction(async (tx) => {
      const outcomes = await this.apply(tx, settings, now, false);
      const removed = Object.fromEntries(outcomes.map((o) => [o.key, o.count]));
      if (outcomes.some((o) => o.count > 0)) {
        await this.deps.audit.record(tx, null, 'retention', 'privacy', this.deps.clock.isoDay(now), null, { removed });
      }
      return outcomes;
    });
  }

  private async apply(tx: EntityManager, settings: RetentionValues, now: Date, dryRun: boolean): Promise<RetentionOutcome[]> {
    const outcomes: RetentionOutcome[] = [];
    for (const rule of RETENTION_RULES) {
      const days = settings[rule.key];
      const cutoff = new Date(now.getTime() - days * 86_400_000);
      const label = retentionRules.find((r) => r.key === rule.key)!.label;
      outcomes.push({ key: rule.key, label, days, cutoff, count: await rule.apply(tx, cutoff, dryRun) });
    }
    return outcomes;
  }
}
