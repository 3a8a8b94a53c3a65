import type { MembershipYearValues } from '../../../shared/membership-year';
import { addDays } from './renewal-period';

/** The settings the renewal rules read (shared/membership-year.ts). */
export type RenewalSettings = Pick<MembershipYearValues, 'reminderOffsetDays' | 'graceDays' | 'ceaseAfterUnfinancialDays'>;

/**
 * Where a renewing member stands on a day (issue #34), derived — never stored — from "financial
 * until", the settings and today:
 * - FINANCIAL: paid, and the renewal is not yet due (before the first reminder's day);
 * - DUE: the renewal is due (from the first reminder's day to "financial until");
 * - GRACE: "financial until" has passed but the grace period has not;
 * - UNFINANCIAL: the grace period has passed; the member ceases `ceaseAfterUnfinancialDays` later.
 */
export enum RenewalStanding {
  FINANCIAL = 'financial',
  DUE = 'due',
  GRACE = 'grace',
  UNFINANCIAL = 'unfinancial',
}

/** The reminder offsets, each once, earliest day first (the largest offset is sent first). */
export const offsetsOf = (settings: RenewalSettings): number[] => [...new Set(settings.reminderOffsetDays)].sort((a, b) => b - a);

/** The renewal's key days for a period ending on `financialUntil` (pure, "YYYY-MM-DD"). */
export function renewalDays(financialUntil: string, settings: RenewalSettings): { chargeFrom: string; unfinancialFrom: string; ceasesOn: string } {
  const first = Math.max(0, ...settings.reminderOffsetDays);
  return {
    /** The first reminder's day (or "financial until" with no reminder): the renewal charge is made then. */
    chargeFrom: addDays(financialUntil, -first),
    /** The first day after the grace period. */
    unfinancialFrom: addDays(financialUntil, settings.graceDays + 1),
    /** The first day after `ceaseAfterUnfinancialDays` days unfinancial: the member ceases. */
    ceasesOn: addDays(financialUntil, settings.graceDays + settings.ceaseAfterUnfinancialDays + 1),
  };
}

/** A renewing member's standing on `today` (pure; see {@link RenewalStanding}). */
export function renewalStanding(financialUntil: string, settings: RenewalSettings, today: string): RenewalStanding {
  const days = renewalDays(financialUntil, settings);
  if (today >= days.unfinancialFrom) return RenewalStanding.UNFINANCIAL;
  if (today > financialUntil) return RenewalStanding.GRACE;
  if (today >= days.chargeFrom) return RenewalStanding.DUE;
  return RenewalStanding.FINANCIAL;
}

/** What the renewal job knows of one member's renewal of the period ending on `financialUntil`. */
export interface RenewalState {
  financialUntil: string;
  /** Offsets already recorded (sent or skipped) for this period. */
  recordedOffsets: number[];
  /** The fee charge for the next period that is not void: OPEN (owed) or PAID; null when none. */
  chargeStatus: 'open' | 'paid' | null;
  /** True when staff undid a lapse for this period: the job will not cease the member again for it. */
  lapseUndone: boolean;
}

/** What the renewal job does for one member today (pure). */
export interface RenewalPlan {
  /** Make the renewal charge for the next period. */
  createCharge: boolean;
  /** The reminder to send (an offset), or null. */
  remind: number | null;
  /** Offsets whose day passed while a later one is due: recorded as skipped, never sent (no burst of old reminders). */
  skip: number[];
  /** The member ceases today (their renewal is unpaid past the grace and unfinancial periods). */
  cease: boolean;
}

/** True when a plan does nothing. */
export const isIdle = (plan: RenewalPlan): boolean => !plan.createCharge && plan.remind === null && !plan.skip.length && !plan.cease;

/**
 * The renewal job's rule for one member on `today` (pure, issue #34): past the cease day (and no
 * undone lapse for the period) the member ceases; from the first reminder's day the renewal charge is
 * made if there is none, and the latest reminder whose day has come is sent once (earlier ones not
 * yet sent are skipped); nothing once the renewal is paid.
 */
export function planRenewal(state: RenewalState, settings: RenewalSettings, today: string): RenewalPlan {
  const idle: RenewalPlan = { createCharge: false, remind: null, skip: [], cease: false };
  if (state.chargeStatus === 'paid') return idle;
  const days = renewalDays(state.financialUntil, settings);
  if (today >= days.ceasesOn && !state.lapseUndone) return { ...idle, cease: true };
  if (today < days.chargeFrom) return idle;
  const due = offsetsOf(settings).filter((offset) => addDays(state.financialUntil, -offset) <= today && !state.recordedOffsets.includes(offset));
  const remind = due.length ? due[due.length - 1] : null;
  return { createCharge: state.chargeStatus === null, remind, skip: due.slice(0, -1), cease: false };
}
