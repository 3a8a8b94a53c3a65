import * as yup from 'yup';
import { messages } from './messages';

/*
 * Membership classes (issue #34): what staff set for each (name, annual fee, concession fee, household
 * or individual, renews), checked with the same rules by the server and the admin's Classes editor.
 * The server takes fees in integer cents AUD; the admin form holds dollars ("20" or "20.50") and
 * converts with `centsOfDollars`.
 */

/** Longest class name. */
export const CLASS_NAME_MAX = 60;
/** Highest annual fee: $10,000.00 (a typo guard, not a policy). */
export const CLASS_FEE_MAX_CENTS = 1_000_000;

/** A class as staff enter it, fees in cents. */
export interface MembershipClassValues {
  /** Shown on /join and in the member area, e.g. "Household"; unique whatever the letter case. */
  name: string;
  /** Fee for a year in cents AUD; 0 means free (nothing ever lapses for money). */
  annualFeeCents: number;
  /** Concession fee in cents, at most the annual fee; null when the class has none. */
  concessionFeeCents: number | null;
  /** True for a household membership, false for one person. */
  household: boolean;
  /** True when the membership renews every period; false for a one-off (e.g. life) membership. */
  renews: boolean;
}

const { required, min, max, format } = messages.validation;

/** A class's name is already used by another (any letter case). */
export const classNameTaken = 'A class with this name already exists';

/** The server's rules for a class (fees in cents); field errors name `name`, `annualFeeCents`, `concessionFeeCents`. */
export const membershipClassSchema = yup.object({
  name: yup.string().trim().required(required('Name')).max(CLASS_NAME_MAX, max('Name length', CLASS_NAME_MAX)),
  annualFeeCents: yup
    .number()
    .typeError(format('Annual fee'))
    .integer(format('Annual fee'))
    .min(0, min('Annual fee', 0))
    .max(CLASS_FEE_MAX_CENTS, 'Annual fee must be at most $10,000.00')
    .required(required('Annual fee')),
  concessionFeeCents: yup
    .number()
    .nullable()
    .default(null)
    .typeError(format('Concession fee'))
    .integer(format('Concession fee'))
    .min(0, min('Concession fee', 0))
    .test('concession', 'Concession fee must not be more than the annual fee', function (value) {
      const annual = (this.parent as { annualFeeCents?: number }).annualFeeCents;
      return value === null || value === undefined || typeof annual !== 'number' || value <= annual;
    }),
  household: yup.boolean().required(required('Household')),
  renews: yup.boolean().required(required('Renews')),
});

/**
 * Cents from a dollar amount as typed ("20", "20.5", "$1,020.50"), or null when it is not one
 * (more than two decimals, letters, negative).
 */
export function centsOfDollars(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "20.00" from cents: the admin form's text for a fee. */
export const dollarsOfCents = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** "$20.00" (or "Free" for 0) from cents, for /join and the member area. */
export const feeLabel = (cents: number): string =>
  cents === 0 ? 'Free' : `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The admin Classes editor's rules: fees as dollar text (`centsOfDollars`), the rest as the server's. */
export const membershipClassFormSchema = yup.object({
  name: membershipClassSchema.fields.name,
  annualFee: yup
    .string()
    .required(required('Annual fee'))
    .test('dollars', 'Annual fee must be an amount in dollars, e.g. 20 or 20.50', (v) => !v || centsOfDollars(v) !== null)
    .test('max', 'Annual fee must be at most $10,000.00', (v) => !v || (centsOfDollars(v) ?? 0) <= CLASS_FEE_MAX_CENTS),
  concessionFee: yup
    .string()
    .default('')
    .test('dollars', 'Concession fee must be an amount in dollars, e.g. 10 or 10.50', (v) => !v?.trim() || centsOfDollars(v) !== null)
    .test('concession', 'Concession fee must not be more than the annual fee', function (v) {
      const annual = centsOfDollars(String((this.parent as { annualFee?: string }).annualFee ?? ''));
      const concession = v?.trim() ? centsOfDollars(v) : null;
      return concession === null || annual === null || concession <= annual;
    }),
  household: yup.boolean().required(),
  renews: yup.boolean().required(),
});
