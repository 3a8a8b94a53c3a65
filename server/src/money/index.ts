/** What other features may use of money/ (issue #34; a feature imports another only through its index.ts). */
export { bankReference, chargeNumberOf } from './bank-reference';
export { formatCents, Ledger, MAX_AMOUNT_CENTS, STRIPE_RECORDER } from './ledger';
export { ChargeStatus, MoneyKind, PaymentMethod } from './money.enums';
export type { Charge, LedgerEntry, NewCharge, NewPayment } from './money.models';
export { Payments, type PaymentsDeps } from './payments';
export {
  deductibilityStatement,
  isTaxDeductible,
  methodLabel,
  MIN_DEDUCTIBLE_GIFT_CENTS,
  ReceiptLinks,
  Receipts,
  type Receipt,
  type ReceiptContent,
} from './receipts';
