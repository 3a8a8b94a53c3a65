import type { MembershipYearValues } from '../../../shared/membership-year';
import type { MembershipClass } from './membership-class.models';

/*
 * The period a membership fee pays for (issue #34), computed on calendar days ("YYYY-MM-DD") in the
 * association's time zone. Pure: no clock, no database. docs/membership-year.md, "Classes and the
 * membership period", says why each rule is what it is.
 */

/** The first and last day a membership fee pays for, both included ("YYYY-MM-DD"). */
export interface MembershipPeriodDays {
  start: string;
  end: string;
}

/** What the period depends on in the settings: when the financial year starts, and which kind of period. */
export type PeriodSettings = Pick<MembershipYearValues, 'financialYearStartMonth' | 'membershipPeriod'>;

/** What the period depends on in the class: whether it renews at all. */
export type PeriodClass = Pick<MembershipClass, 'renews'>;

/** Days a new member has to pay their first fee, from the day they were approved (issue #34). */
export const FEE_DUE_DAYS = 30;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1–12) and day of a "YYYY-MM-DD" string. @throws RangeError when it is not a real calendar day */
function partsOf(day: string): { year: number; month: number; date: number } {
  const match = DAY.exec(day);
  const [year, month, date] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (!match || utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date)
    throw new RangeError(`not a calendar day: ${day}`);
  return { year, month, date };
}

/** "YYYY-MM-DD" of a UTC calendar day (months and days out of range roll over, as Date.UTC does). */
const dayOf = (year: number, month: number, date: number): string => new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);

/**
 * A calendar day plus some days.
 * @param day "YYYY-MM-DD"
 * @param days whole days, negative to go back
 * @returns "YYYY-MM-DD"
 * @throws RangeError when `day` is not a calendar day
 */
export function addDays(day: string, days: number): string {
  const { year, month, date } = partsOf(day);
  return dayOf(year, month, date + days);
}

/**
 * The same day a year later; from 29 February, 1 March (so a year from 29 Feb 2028 ends on 28 Feb 2029).
 * @throws RangeError when `day` is not a calendar day
 */
export function sameDayNextYear(day: string): string {
  const { year, month, date } = partsOf(day);
  return dayOf(year + 1, month, date);
}

/** The association's financial year containing a day (e.g. 1 Jul 2026 – 30 Jun 2027 for start month 7). */
export function financialYearOf(settings: Pick<PeriodSettings, 'financialYearStartMonth'>, day: string): MembershipPeriodDays {
  const { year, month } = partsOf(day);
  const startMonth = settings.financialYearStartMonth;
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) throw new RangeError(`bad financial year start month ${startMonth}`);
  const startYear = month >= startMonth ? year : year - 1;
  return { start: dayOf(startYear, startMonth, 1), end: dayOf(startYear + 1, startMonth, 0) };
}

/**
 * The period a new member's first fee pays for (issue #34), e.g. when an application is approved.
 * - financial year: the financial year containing `day` (1 Jul 2026 – 30 Jun 2027 for start month 7
 *   and any day in it);
 * - anniversary: a year from `day`, ending the day before its anniversary (12 Mar 2026 – 11 Mar 2027;
 *   29 Feb 2028 – 28 Feb 2029).
 *
 * A member who is still financial on `day` (imported, or approved again) gets the period after the one
 * paid for instead: {@link nextPeriod} of `financialUntil`.
 * @param settings the membership year's settings (start month 1–12, financial year or anniversary)
 * @param cls the member's class
 * @param day the join or approval day, "YYYY-MM-DD" in the association's time zone
 * @param financialUntil the member's current "financial until" day, if any
 * @returns the first and last day paid for, "YYYY-MM-DD"
 * @throws RangeError when a day is not a calendar day or the start month is not 1–12
 */
export function firstPeriod(settings: PeriodSettings, cls: PeriodClass, day: string, financialUntil?: string | null): MembershipPeriodDays {
  partsOf(day);
  if (financialUntil && financialUntil >= day) return followingPeriod(settings, financialUntil);
  if (settings.membershipPeriod === 'anniversary') return { start: day, end: addDays(sameDayNextYear(day), -1) };
  return financialYearOf(settings, day);
}

/**
 * The period a renewal pays for (issue #34, used by the renewals job): it starts the day after
 * `financialUntil` and ends
 * - financial year: at the end of the financial year containing that day (a full year when
 *   `financialUntil` is the end of a financial year, as it is unless the settings changed);
 * - anniversary: the day before the anniversary of that day.
 * @param settings the membership year's settings
 * @param cls the member's class
 * @param financialUntil the last day the member has paid for, "YYYY-MM-DD"
 * @returns the period, or null when the class does not renew (e.g. life membership: paid once, never lapses for money)
 * @throws RangeError when `financialUntil` is not a calendar day
 */
export function nextPeriod(settings: PeriodSettings, cls: PeriodClass, financialUntil: string): MembershipPeriodDays | null {
  if (!cls.renews) return null;
  return followingPeriod(settings, financialUntil);
}

/** The period after `until`, whether or not the class renews. */
function followingPeriod(settings: PeriodSettings, until: string): MembershipPeriodDays {
  const start = addDays(until, 1);
  if (settings.membershipPeriod === 'anniversary') return { start, end: addDays(sameDayNextYear(start), -1) };
  return { start, end: financialYearOf(settings, start).end };
}

/**
 * When a first fee is due: {@link FEE_DUE_DAYS} days after approval, or the period's first day when
 * that is later (a fee for a period that has not started is not due before it starts).
 * @param approvedOn "YYYY-MM-DD"
 * @param period the period the fee pays for
 * @returns "YYYY-MM-DD"
 */
export function firstFeeDueDate(approvedOn: string, period: MembershipPeriodDays): string {
  const due = addDays(approvedOn, FEE_DUE_DAYS);
  return due > period.start ? due : period.start;
}
