import type { MembershipYearValues } from '../../../shared/membership-year';

/** A calendar day "YYYY-MM-DD" moved by `days` (pure; calendar days, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ("YYYY-MM-DD"; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const at = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}

/** The period a membership fee covers: its first and last day ("YYYY-MM-DD"). */
export interface MembershipPeriodDays {
  start: string;
  end: string;
}

/** What of a membership class decides its period (a local stand-in for the "classes" helper's class model). */
export interface RenewingClass {
  renews: boolean;
}

/**
 * The period after the one that ends on `financialUntil` (pure, issue #34): it starts the next day
 * and runs to the end of that financial year (`membershipPeriod` 'financial_year', the financial year
 * starting on the 1st of `financialYearStartMonth`) or for a year less a day ('anniversary').
 *
 * A local version of the "classes" helper's `nextPeriod(settings, cls, financialUntil)`
 * (server/src/membership/membership-period.ts), same signature, until that is merged.
 * @param financialUntil the last day paid for, "YYYY-MM-DD"
 */
export function nextPeriod(
  settings: Pick<MembershipYearValues, 'financialYearStartMonth' | 'membershipPeriod'>,
  _cls: RenewingClass | null,
  financialUntil: string,
): MembershipPeriodDays {
  const start = addDays(financialUntil, 1);
  const [y, m, d] = start.split('-').map(Number);
  if (settings.membershipPeriod === 'anniversary') return { start, end: new Date(Date.UTC(y + 1, m - 1, d - 1)).toISOString().slice(0, 10) };
  const month = settings.financialYearStartMonth;
  // The next financial year's first day after `start`: the 1st of the start month this year or next.
  const nextYearStart = Date.UTC(m >= month ? y + 1 : y, month - 1, 1);
  return { start, end: new Date(nextYearStart - 86_400_000).toISOString().slice(0, 10) };
}
