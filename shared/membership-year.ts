import * as yup from 'yup';
import { messages } from './messages';

/*
 * The membership year's settings (issue #34): the financial year, renewals and their reminders, how
 * to pay offline, and the association's tax status for receipts. Statutory and ATO sources of each
 * default are cited in docs/membership-year.md. Money is integer cents AUD; days are calendar days
 * in the association's time zone.
 */

/** Whether memberships run with the financial year or for a year from the day each member joined. */
export type MembershipPeriod = 'financial_year' | 'anniversary';

/** The membership year's settings, as staff set them in the admin. */
export interface MembershipYearValues {
  /** Month (1–12) the association's financial year starts; default 7 (1 July – 30 June). */
  financialYearStartMonth: number;
  /** Whether a membership runs with the financial year or a year from the join date. */
  membershipPeriod: MembershipPeriod;
  /** Days before (positive) or after (negative) "financial until" that a renewal reminder is sent. */
  reminderOffsetDays: number[];
  /** Days after "financial until" a member stays financial (the grace period). */
  graceDays: number;
  /** Days a member stays unfinancial before ceasing to be a member (the rules' period). */
  ceaseAfterUnfinancialDays: number;
  /** True while the committee has paused renewals: no reminder, lapse or cease happens. */
  renewalsPaused: boolean;
  /** Account name for bank transfers (shown to members and on invoices); empty hides bank transfer. */
  bankAccountName: string;
  /** BSB, "123-456". */
  bankBsb: string;
  /** Account number, digits only. */
  bankAccountNumber: string;
  /** The association's ABN (11 digits), or empty. */
  abn: string;
  /** True when the association (or its fund) is endorsed as a deductible gift recipient. */
  dgr: boolean;
  /** The name of the DGR fund, authority or institution a gift receipt must name. */
  dgrFundName: string;
}

/** Defaults until staff change them (sources in docs/membership-year.md). */
export const defaultMembershipYear: MembershipYearValues = {
  financialYearStartMonth: 7,
  membershipPeriod: 'financial_year',
  reminderOffsetDays: [30, 7, 0, -14],
  graceDays: 30,
  ceaseAfterUnfinancialDays: 90,
  renewalsPaused: false,
  bankAccountName: '',
  bankBsb: '',
  bankAccountNumber: '',
  abn: '',
  dgr: false,
  dgrFundName: '',
};

const { required, min, max, format } = messages.validation;

const days = (label: string, low: number, high: number) =>
  yup.number().typeError(format(label)).integer(format(label)).min(low, min(label, low)).max(high, max(label, high)).required(required(label));

/** Whether an ABN's 11 digits pass the ATO's check-digit rule (weights 10,1,3,5,…,19; sum mod 89). */
export function isAbn(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * weights[i], 0);
  return sum % 89 === 0;
}

/** Rules of the membership year's settings form, shared by the server and the admin. */
export const membershipYearSchema = yup.object({
  financialYearStartMonth: days('Financial year start month', 1, 12),
  membershipPeriod: yup
    .mixed<MembershipPeriod>()
    .oneOf(['financial_year', 'anniversary'], format('Membership period'))
    .required(required('Membership period')),
  reminderOffsetDays: yup
    .array(days('Reminder', -365, 365))
    .max(8, max('Reminders', 8))
    .required(required('Reminders')),
  graceDays: days('Grace period', 0, 365),
  ceaseAfterUnfinancialDays: days('Days before ceasing', 0, 730),
  renewalsPaused: yup.boolean().required(required('Renewals paused')),
  bankAccountName: yup.string().trim().max(100, max('Account name length', 100)).default(''),
  bankBsb: yup
    .string()
    .trim()
    .default('')
    .test('bsb', format('BSB'), (v) => !v || /^\d{3}-?\d{3}$/.test(v)),
  bankAccountNumber: yup
    .string()
    .trim()
    .default('')
    .test('account', format('Account number'), (v) => !v || /^\d{5,10}$/.test(v)),
  abn: yup
    .string()
    .trim()
    .default('')
    .test('abn', format('ABN'), (v) => !v || isAbn(v)),
  dgr: yup.boolean().required(required('Deductible gift recipient')),
  dgrFundName: yup
    .string()
    .trim()
    .max(200, max('Fund name length', 200))
    .default('')
    .when('dgr', { is: true, then: (s) => s.required(required('Fund name')) }),
});

/** True when members can be shown how to pay by bank transfer (account name, BSB and number set). */
export const bankTransferReady = (v: MembershipYearValues): boolean => !!(v.bankAccountName && v.bankBsb && v.bankAccountNumber);

/** True when gifts may get a tax-deductible receipt: DGR endorsed, with an ABN and the fund's name. */
export const giftReceiptsReady = (v: MembershipYearValues): boolean => v.dgr && isAbn(v.abn) && !!v.dgrFundName;
