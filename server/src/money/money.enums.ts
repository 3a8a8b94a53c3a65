/** What a charge or a ledger entry is for (issue #34): a membership fee, a donation or an event fee. */
export enum MoneyKind {
  FEE = 'fee',
  DONATION = 'donation',
  EVENT = 'event',
}

/** A charge's state: OPEN (owed), PAID (in full) or VOID (cancelled; nothing is owed). */
export enum ChargeStatus {
  OPEN = 'open',
  PAID = 'paid',
  VOID = 'void',
}

/** How money arrived or left: bank transfer and cash recorded by the treasurer, card through Stripe. */
export enum PaymentMethod {
  BANK_TRANSFER = 'bank_transfer',
  CASH = 'cash',
  CARD = 'card',
}
