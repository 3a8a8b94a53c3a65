/**
 * Bank-transfer references (issue #34): one per amount owed, printed on the invoice and shown to the
 * member, so the treasurer can match a line of the bank statement to exactly one charge.
 *
 * Format: "RA" + the charge's number (at least 6 digits) + one Luhn check digit, e.g. charge 427 → "RA0004275". Letters and digits only, ≤ 18 characters: every Australian bank's "reference"
 * or "description" field takes it, and a mistyped digit is caught by the check digit.
 */

const PREFIX = 'RA';

/** The Luhn check digit of a string of digits. */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The bank reference of a charge.
 * @param chargeNumber the charge's number (a positive integer)
 * @throws RangeError when the number is not a positive integer
 */
export function bankReference(chargeNumber: number): string {
  if (!Number.isInteger(chargeNumber) || chargeNumber < 1) throw new RangeError(`bad charge number ${chargeNumber}`);
  const digits = String(chargeNumber).padStart(6, '0');
  return `${PREFIX}${digits}${luhnDigit(digits)}`;
}

/**
 * The charge number a reference as typed into a bank app or found on a statement names, or null when
 * it is not one of ours (wrong prefix, bad check digit). Case, spaces and dashes are ignored.
 */
export function chargeNumberOf(reference: string): number | null {
  const match = /^RA(\d{6,})(\d)$/.exec(reference.toUpperCase().replace(/[\s-]/g, ''));
  if (!match || luhnDigit(match[1]) !== Number(match[2])) return null;
  return Number(match[1]);
}
