import { pageRequest, type Page } from '../common/pagination';
import { addDays } from './renewal-period';
import { renewalDays, renewalStanding, type RenewalStanding } from './renewal.rules';
import type { RenewalDeps } from './renewals.service';

/** Which renewals the staff list shows (issue #34). */
export enum RenewalFilter {
  /** Renewal due or in its grace period: reminded or about to be. */
  DUE = 'due',
  /** Past the grace period, not yet ceased. */
  UNFINANCIAL = 'unfinancial',
  /** Former members: lapsed, resigned or removed, with the day they ceased. */
  ENDED = 'ended',
}

/** One line of the staff's Renewals list. */
export interface RenewalListItem {
  memberId: string;
  memberNumber: number;
  fullName: string;
  email: string;
  className: string | null;
  /** The fee the member pays (cents), after any concession. */
  feeCents: number | null;
  financialUntil: string | null;
  /** Null for a former member. */
  standing: RenewalStanding | null;
  /** The reminders sent for this period (offsets in days, before positive), in the order sent. */
  remindedOffsets: number[];
  unfinancialFrom: string | null;
  ceasesOn: string | null;
  chargeReference: string | null;
  chargeAmountCents: number | null;
  chargeDueDate: string | null;
  ceasedDate: string | null;
  /** 'lapsed', 'resigned' or 'removed'. */
  ceasedReason: string | null;
}

/** The admin dashboard's card and the page's counts. */
export interface RenewalSummary {
  due: number;
  unfinancial: number;
  paused: boolean;
}

/** The signed-in member's own renewal: where they stand and what they owe (issue #34). */
export interface MyRenewal {
  standing: RenewalStanding;
  financialUntil: string;
  unfinancialFrom: string;
  ceasesOn: string;
  amountCents: number | null;
  reference: string | null;
  dueDate: string | null;
}

const FEE = `CASE WHEN m.concession AND c.concession_fee_cents IS NOT NULL THEN c.concession_fee_cents ELSE c.annual_fee_cents END`;

const CURRENT_FROM = `FROM members m JOIN membership_classes c ON c.id = m.membership_class_id
  WHERE m.status = 'approved' AND m.financial_until IS NOT NULL AND c.renews AND ${FEE} > 0`;

const CURRENT_COLUMNS = `m.id AS "memberId", m.member_number AS "memberNumber", m.full_name AS "fullName", m.email, c.name AS "className",
  ${FEE} AS "feeCents", to_char(m.financial_until, 'YYYY-MM-DD') AS "financialUntil",
  COALESCE((SELECT array_agg(r.offset_days ORDER BY r.sent_at, r.offset_days DESC) FROM renewal_reminders r
             WHERE r.member_id = m.id AND r.period_end = m.financial_until AND NOT r.skipped), '{}') AS "remindedOffsets",
  ch.reference AS "chargeReference", ch.amount_cents AS "chargeAmountCents", to_char(ch.due_date, 'YYYY-MM-DD') AS "chargeDueDate",
  NULL AS "ceasedDate", NULL AS "ceasedReason"`;

const OPEN_CHARGE = `LEFT JOIN LATERAL (SELECT reference, amount_cents, due_date FROM charges
  WHERE member_id = m.id AND kind = 'fee' AND status = 'open' AND period_end > m.financial_until ORDER BY created_at DESC LIMIT 1) ch ON true`;

/** Who is due, reminded, unfinancial or gone (issue #34): the admin's Renewals page and dashboard card. */
export class RenewalQueries {
  constructor(private readonly deps: Pick<RenewalDeps, 'db' | 'clock' | 'settings'>) {}

  /** The due and unfinancial counts (association's today) and whether renewals are paused. */
  async summary(): Promise<RenewalSummary> {
    const settings = await this.deps.settings.get();
    const { dueFrom, graceEnd } = this.bounds(settings);
    const [row] = (await this.deps.db.query(
      `SELECT count(*) FILTER (WHERE m.financial_until >= $2::date AND m.financial_until <= $1::date)::int AS due,
              count(*) FILTER (WHERE m.financial_until < $2::date)::int AS unfinancial
         ${CURRENT_FROM.replace('WHERE', 'WHERE m.financial_until <= $1::date AND')}`,
      [dueFrom, graceEnd],
    )) as { due: number; unfinancial: number }[];
    return { due: row.due, unfinancial: row.unfinancial, paused: settings.renewalsPaused };
  }

  /**
   * One page of a filter's members: DUE and UNFINANCIAL by "financial until" (oldest first), ENDED by
   * the day they ceased (latest first).
   * @throws ValidationError naming `page` or `limit`
   */
  async list(filter: RenewalFilter, page = 1, limit = 25): Promise<Page<RenewalListItem>> {
    const request = pageRequest(page, limit);
    const settings = await this.deps.settings.get();
    const today = this.deps.clock.today();
    const { dueFrom, graceEnd } = this.bounds(settings);
    let where: string;
    let params: unknown[];
    let rows: RenewalListItem[];
    let total: number;
    if (filter === RenewalFilter.ENDED) {
      where = `FROM members m LEFT JOIN membership_classes c ON c.id = m.membership_class_id WHERE m.status = 'inactive' AND m.ceased_reason IS NOT NULL`;
      [rows, total] = await Promise.all([
        this.deps.db.query(
          `SELECT m.id AS "memberId", m.member_number AS "memberNumber", m.full_name AS "fullName", m.email, c.name AS "className",
                  ${FEE} AS "feeCents", to_char(m.financial_until, 'YYYY-MM-DD') AS "financialUntil", '{}'::int[] AS "remindedOffsets",
                  NULL AS "chargeReference", NULL AS "chargeAmountCents", NULL AS "chargeDueDate",
                  to_char(m.ceased_date, 'YYYY-MM-DD') AS "ceasedDate", m.ceased_reason AS "ceasedReason"
             ${where} ORDER BY m.ceased_date DESC NULLS LAST, m.member_number DESC LIMIT $1 OFFSET $2`,
          [request.limit, request.offset],
        ) as Promise<RenewalListItem[]>,
        this.count(where, []),
      ]);
    } else {
      where =
        filter === RenewalFilter.DUE
          ? `${CURRENT_FROM} AND m.financial_until >= $1::date AND m.financial_until <= $2::date`
          : `${CURRENT_FROM} AND m.financial_until < $1::date`;
      params = filter === RenewalFilter.DUE ? [graceEnd, dueFrom] : [graceEnd];
      const n = params.length;
      [rows, total] = await Promise.all([
        this.deps.db.query(
          `SELECT ${CURRENT_COLUMNS} ${where.replace('WHERE', `${OPEN_CHARGE} WHERE`)}
            ORDER BY m.financial_until, m.member_number LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...params, request.limit, request.offset],
        ) as Promise<RenewalListItem[]>,
        this.count(where, params),
      ]);
    }
    const items = rows.map((r) => {
      if (r.ceasedReason || !r.financialUntil) return { ...r, standing: null, unfinancialFrom: null, ceasesOn: null };
      const days = renewalDays(r.financialUntil, settings);
      return { ...r, standing: renewalStanding(r.financialUntil, settings, today), unfinancialFrom: days.unfinancialFrom, ceasesOn: days.ceasesOn };
    });
    return { items, total, page: request.page, limit: request.limit };
  }

  /**
   * The signed-in member's renewal: their standing and the open renewal charge, or null when they
   * are not a current member of a renewing class with a fee.
   */
  async mine(memberId: string): Promise<MyRenewal | null> {
    const settings = await this.deps.settings.get();
    const [row] = (await this.deps.db.query(`SELECT ${CURRENT_COLUMNS} ${CURRENT_FROM.replace('WHERE', `${OPEN_CHARGE} WHERE`)} AND m.id = $1`, [
      memberId,
    ])) as RenewalListItem[];
    if (!row?.financialUntil) return null;
    const days = renewalDays(row.financialUntil, settings);
    return {
      standing: renewalStanding(row.financialUntil, settings, this.deps.clock.today()),
      financialUntil: row.financialUntil,
      unfinancialFrom: days.unfinancialFrom,
      ceasesOn: days.ceasesOn,
      amountCents: row.chargeAmountCents,
      reference: row.chargeReference,
      dueDate: row.chargeDueDate,
    };
  }

  /** "Financial until" bounds of today's due list: from the grace's end back, to the first reminder's day ahead. */
  private bounds(settings: { reminderOffsetDays: number[]; graceDays: number }): { dueFrom: string; graceEnd: string } {
    const today = this.deps.clock.today();
    return { dueFrom: addDays(today, Math.max(0, ...settings.reminderOffsetDays)), graceEnd: addDays(today, -settings.graceDays) };
  }

  private async count(where: string, params: unknown[]): Promise<number> {
    const [row] = (await this.deps.db.query(`SELECT count(*)::int AS n ${where}`, params)) as { n: number }[];
    return row.n;
  }
}
