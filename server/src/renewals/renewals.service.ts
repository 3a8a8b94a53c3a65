import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { formatIsoDay } from '../../../shared/clock';
import type { MembershipYearValues } from '../../../shared/membership-year';
import type { AuditService } from '../audit';
import type { Logger } from '../common/logger';
import { issueLink } from '../member-portal';
import { Member, MemberChangeAction } from '../members';
import { ChargeStatus, MoneyKind, type Charge, type Ledger } from '../money';
import type { OutboxService } from '../notifications';
import type { PubSub } from '../realtime';
import type { MembershipYearSettingsService } from '../settings';
import { membershipLapsedEmail, RENEWAL_LINK_DAYS, renewalReminderEmail } from './renewal-emails';
import { addDays, nextPeriod } from './renewal-period';
import { isIdle, planRenewal, renewalDays, type RenewalState } from './renewal.rules';

/** The daily renewal job (issue #34): reminders, renewal charges, lapses. */
export const RENEWALS_JOB = 'membership.renewals';
/** When it runs: 06:05 every day in the association's zone (cron lines are in TIME_ZONE), before people read their mail. */
export const RENEWALS_CRON = '5 6 * * *';

/** What the renewal job and the membership's end need. */
export interface RenewalDeps {
  db: DataSource;
  clock: Clock;
  audit: AuditService;
  outbox: OutboxService;
  ledger: Ledger;
  settings: MembershipYearSettingsService;
  pubsub: PubSub;
  log: Logger;
  /** The site's absolute address, for the one-click link. */
  publicUrl: string;
}

/** What one run of the renewal job did (also its log line). */
export interface RenewalRunResult {
  /** The association's day the run acted for ("YYYY-MM-DD"). */
  day: string;
  /** True when the committee had paused renewals: the run did nothing. */
  paused: boolean;
  /** Members looked at (a renewing class with a fee, a "financial until", and something possibly due). */
  considered: number;
  chargesCreated: number;
  remindersSent: number;
  /** Members who ceased today ('lapsed'). */
  ceased: number;
}

/** A renewing member as the job reads them: fee, class and the state of this period's renewal. */
interface RenewalRow extends RenewalState {
  id: string;
  fullName: string;
  email: string;
  classId: string;
  className: string;
  feeCents: number;
  chargeId: string | null;
}

/** What one member's transaction did; `ceased` is the member as they ceased. */
interface RenewOutcome {
  chargesCreated: number;
  remindersSent: number;
  ceased: Member | null;
}

/**
 * The renewing members the job looks at: approved, a class that renews with a fee (after concession)
 * above $0, a "financial until" — and the state of their renewal of the period it ends.
 */
const RENEWING = `
  SELECT m.id, m.full_name AS "fullName", m.email, to_char(m.financial_until, 'YYYY-MM-DD') AS "financialUntil",
         c.id AS "classId", c.name AS "className",
         CASE WHEN m.concession AND c.concession_fee_cents IS NOT NULL THEN c.concession_fee_cents ELSE c.annual_fee_cents END AS "feeCents",
         COALESCE((SELECT array_agg(r.offset_days) FROM renewal_reminders r WHERE r.member_id = m.id AND r.period_end = m.financial_until), '{}') AS "recordedOffsets",
         ch.id AS "chargeId", ch.status AS "chargeStatus",
         EXISTS (SELECT 1 FROM renewal_lapses l WHERE l.member_id = m.id AND l.period_end = m.financial_until AND l.undone_at IS NOT NULL) AS "lapseUndone"
    FROM members m
    JOIN membership_classes c ON c.id = m.membership_class_id
    LEFT JOIN LATERAL (
      SELECT id, status FROM charges
       WHERE member_id = m.id AND kind = 'fee' AND status <> 'void' AND period_end > m.financial_until
       ORDER BY created_at DESC LIMIT 1) ch ON true
   WHERE m.status = 'approved' AND m.financial_until IS NOT NULL AND c.renews
     AND (CASE WHEN m.concession AND c.concession_fee_cents IS NOT NULL THEN c.concession_fee_cents ELSE c.annual_fee_cents END) > 0`;

/**
 * Renewals that run themselves (issue #34): once a day (pg-boss cron, once across instances) each
 * renewing member gets the renewal charge for the next period at the first reminder, each reminder
 * once (recorded in `renewal_reminders`, whose key makes a second run or instance send nothing),
 * and — unpaid past the grace and unfinancial periods — ceases: INACTIVE, ceased that day ('lapsed',
 * the register of members' date, AIR Act s 56), the renewal charge voided, e-mailed, audited.
 * "Unfinancial" is derived (renewal.rules.ts), never stored. Paused settings: nothing happens.
 */
export class Renewals {
  constructor(private readonly deps: RenewalDeps) {}

  /**
   * One run for the association's day of `now` (the handler passes the clock's now; tests a fixed one).
   * Each member is one transaction with their row locked and their state read again, so two runs the
   * same day, or on two instances, do everything once.
   */
  async run(now: Date): Promise<RenewalRunResult> {
    const day = this.deps.clock.isoDay(now);
    const settings = await this.deps.settings.get();
    const result: RenewalRunResult = { day, paused: settings.renewalsPaused, considered: 0, chargesCreated: 0, remindersSent: 0, ceased: 0 };
    if (settings.renewalsPaused) {
      this.deps.log.info({ renewals: result }, 'renewals are paused in the membership settings: the renewal job did nothing');
      return result;
    }
    // Only members whose first reminder's day has come can have anything to do.
    const horizon = addDays(day, Math.max(0, ...settings.reminderOffsetDays));
    const rows = (await this.deps.db.query(`${RENEWING} AND m.financial_until <= $1::date ORDER BY m.financial_until, m.id`, [
      horizon,
    ])) as RenewalRow[];
    result.considered = rows.length;
    for (const row of rows) {
      if (isIdle(planRenewal(row, settings, day))) continue;
      const done = await this.deps.db.transaction((tx) => this.renewOne(tx, row.id, row.financialUntil, settings, now, day));
      result.chargesCreated += done.chargesCreated;
      result.remindersSent += done.remindersSent;
      if (done.ceased) {
        result.ceased++;
        // After the commit, as the members service does: the admin's lists reload.
        this.deps.pubsub.publish('MEMBER_CHANGED', { action: MemberChangeAction.DEACTIVATED, member: done.ceased });
      }
    }
    this.deps.log.info({ renewals: result }, 'renewal job done');
    return result;
  }

  /** One member's renewal today, with their row locked and their state read afresh. */
  private async renewOne(
    tx: EntityManager,
    memberId: string,
    financialUntil: string,
    settings: MembershipYearValues,
    now: Date,
    day: string,
  ): Promise<RenewOutcome> {
    const done: RenewOutcome = { chargesCreated: 0, remindersSent: 0, ceased: null };
    const locked = (await tx.query(`SELECT id FROM members WHERE id = $1 AND status = 'approved' AND financial_until = $2::date FOR UPDATE`, [
      memberId,
      financialUntil,
    ])) as unknown[];
    if (!locked.length) return done;
    const [row] = (await tx.query(`${RENEWING} AND m.id = $1`, [memberId])) as RenewalRow[];
    if (!row) return done;
    const plan = planRenewal(row, settings, day);
    if (plan.cease) {
      done.ceased = await this.cease(tx, row, day);
      return done;
    }
    let charge: Charge | null = row.chargeId ? await this.deps.ledger.charge(tx, row.chargeId) : null;
    if (plan.createCharge) {
      const period = nextPeriod(settings, null, row.financialUntil);
      charge = await this.deps.ledger.createCharge(tx, null, {
        memberId: row.id,
        payerName: row.fullName,
        payerEmail: row.email,
        kind: MoneyKind.FEE,
        description: `Membership renewal (${row.className}), ${formatIsoDay(period.start)} to ${formatIsoDay(period.end)}`,
        amountCents: row.feeCents,
        membershipClassId: row.classId,
        periodStart: period.start,
        periodEnd: period.end,
        dueDate: row.financialUntil,
      });
      done.chargesCreated = 1;
    }
    for (const offset of plan.skip)
      await tx.query(
        `INSERT INTO renewal_reminders (member_id, period_end, offset_days, sent_at, skipped) VALUES ($1, $2, $3, $4, true) ON CONFLICT DO NOTHING`,
        [row.id, row.financialUntil, offset, now],
      );
    if (plan.remind !== null && charge?.status === ChargeStatus.OPEN) {
      const [inserted] = (await tx.query(
        `INSERT INTO renewal_reminders (member_id, period_end, offset_days, sent_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING offset_days`,
        [row.id, row.financialUntil, plan.remind, now],
      )) as unknown[];
      if (inserted) {
        const secret = await issueLink(tx, now, row.id, 'renewal', RENEWAL_LINK_DAYS * 24 * 60);
        const days = renewalDays(row.financialUntil, settings);
        await this.deps.outbox.enqueue(
          tx,
          renewalReminderEmail(
            {
              name: row.fullName,
              to: row.email,
              offset: plan.remind,
              financialUntil: row.financialUntil,
              amountCents: charge.amountCents,
              dueDate: charge.dueDate ?? row.financialUntil,
              reference: charge.reference,
              periodStart: charge.periodStart ?? addDays(row.financialUntil, 1),
              periodEnd: charge.periodEnd!,
              unfinancialFrom: days.unfinancialFrom,
              ceasesOn: days.ceasesOn,
              link: `${this.deps.publicUrl}/members/sign-in/${secret}?open=membership`,
            },
            settings,
          ),
        );
        await this.deps.audit.record(tx, null, 'renewal-reminder', 'member', row.id, null, {
          offsetDays: plan.remind,
          financialUntil: row.financialUntil,
          charge: charge.reference,
        });
        done.remindersSent = 1;
      }
    }
    return done;
  }

  /** The member ceases today: INACTIVE, the register's date, 'lapsed'; the renewal charge voided; e-mailed; audited. */
  private async cease(tx: EntityManager, row: RenewalRow, day: string): Promise<Member> {
    const before = await tx.getRepository(Member).findOneByOrFail({ id: row.id });
    await tx.query(
      `UPDATE members SET status = 'inactive', ceased_date = $2, ceased_reason = 'lapsed', version = version + 1, updated_at = now()
        WHERE id = $1 AND status = 'approved'`,
      [row.id, day],
    );
    let amountCents = row.feeCents;
    if (row.chargeId) {
      const charge = (await this.deps.ledger.charge(tx, row.chargeId))!;
      amountCents = charge.amountCents;
      // A renewal partly paid is left open for the treasurer to refund or settle (the ledger refuses to void it).
      if (charge.status === ChargeStatus.OPEN && (await this.deps.ledger.paidTowards(tx, charge.id)) === 0)
        await this.deps.ledger.voidCharge(tx, null, charge.id, `Membership lapsed on ${formatIsoDay(day)}: renewal not paid`);
    }
    await tx.query(
      `INSERT INTO renewal_lapses (member_id, period_end, ceased_on, charge_id, amount_cents) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id, period_end) DO UPDATE SET ceased_on = EXCLUDED.ceased_on, charge_id = EXCLUDED.charge_id,
         amount_cents = EXCLUDED.amount_cents, undone_at = NULL, undone_by = NULL, created_at = now()`,
      [row.id, row.financialUntil, day, row.chargeId, amountCents],
    );
    const after = await tx.getRepository(Member).findOneByOrFail({ id: row.id });
    await this.deps.audit.record(tx, null, 'lapse', 'member', row.id, before, after);
    await this.deps.outbox.enqueue(tx, membershipLapsedEmail(row.fullName, row.email, day, row.financialUntil, amountCents));
    return after;
  }
}
