import { formatIsoMonth } from '../../../../shared/clock';
import * as yup from 'yup';

/** "$1,234.50" from integer cents AUD (issue #34: money is shown as Australians write it); "-$12.00" for money out. */
export function formatMoney(cents: number): string {
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-AU');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Dollars as typed ("45", "45.5", "$1,234.50") → integer cents, or null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1].replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the amount field shows them: "45.50". */
export const centsToDollars = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The amount field's rule: dollars and cents, more than $0.00 and at most `max` cents (what is still owed). */
export const amountField = (max?: number) =>
  yup
    .string()
    .required('Amount is required')
    .test('amount', 'Amount must be in dollars and cents, e.g. 45.50', (v) => parseDollars(v ?? '') !== null)
    .test('positive', 'Amount must be more than $0.00', (v) => (parseDollars(v ?? '') ?? 1) > 0)
    .test('max', `Amount must be at most ${formatMoney(max ?? 0)}`, (v) => max === undefined || (parseDollars(v ?? '') ?? 0) <= max);

/** "2026-07" → "July 2026". */
export function monthName(month: string): string {
  return formatIsoMonth(month);
}

/** What a charge or an entry is for, in words. */
export const KIND_LABELS: Record<string, string> = { FEE: 'Membership fee', DONATION: 'Donation', EVENT: 'Event' };
/** How money came, in words. */
export const METHOD_LABELS: Record<string, string> = { BANK_TRANSFER: 'Bank transfer', CASH: 'Cash', CARD: 'Card' };
