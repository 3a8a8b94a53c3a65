/** What other features may use of money/ (issue #34; a feature imports another only through its index.ts). */
export { bankReference, chargeNumberOf } from './bank-reference';
export { formatCents, Ledger, MAX_AMOUNT_CENTS, STRIPE_RECORDER } from './ledger';
export { ChargeStatus, MoneyKind, PaymentMethod } from './money.enums';
export type { Charge, LedgerEntry, NewCharge, NewPayment } from './money.models';
export { MoneyQueries, type ChargeFilter, type ChargeRow, type LedgerEntryRow, type LedgerFilter } from './money-queries';
export { TreasurerCommands, type AdHocCharge, type OfflinePayment, type ReceivePayment, type ReversePayment } from './treasurer-commands';
export {
  TreasurerReports,
  XERO_COLUMNS,
  type CsvDownload,
  type IncomeReport,
  type MonthIncome,
  type MonthReconciliation,
  type OutstandingReport,
  type Reconciliation,
  type StripeBalanceSource,
  type StripeBalanceTransaction,
  type StripeReconciliation,
} from './treasurer-reports';
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
