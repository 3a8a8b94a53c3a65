/*
 * Donations by card (issue #34): the limits of an amount the donor types and the texts the donation
 * panel, the thank-you page and the thank-you e-mail share. No yup here: /join loads this with the page.
 */

/** The smallest donation by card, in cents ($2: below it Stripe's fee takes most of the gift). */
export const MIN_DONATION_CENTS = 200;
/** The largest donation by card, in cents ($10,000: a typo guard; larger gifts go by bank transfer). */
export const MAX_DONATION_CENTS = 1_000_000;

/** Texts of the donation panel, the thank-you page and e-mail. */
export const donationTexts = {
  /** The panel's button that opens the donor form (SPEC §2: a Stripe button). */
  stripeButton: 'Donate with Stripe',
  paypalButton: 'Donate with PayPal',
  otherAmount: 'Another amount ($)',
  amountRange: `Any amount from $${MIN_DONATION_CENTS / 100} to $${(MAX_DONATION_CENTS / 100).toLocaleString('en-AU')}`,
  toCheckout: 'Continue to secure payment',
  redirecting: 'Taking you to Stripe to pay…',
  receiptNote: 'We e-mail you a receipt as soon as your payment goes through.',
  failed: 'We could not start the payment. Please try again.',
  offline: 'Card payments are not available on this site yet.',
  bankTransfer: 'You can give by bank transfer to:',
  bankReference: 'Please use your name as the reference, and e-mail us if you would like a receipt.',
  contactUs: 'To make a donation, please get in touch:',
  thanksTitle: 'Thank you for your donation',
  thanksPending: 'We are confirming your payment with Stripe. This usually takes a few seconds…',
  thanksPaid: 'Your payment has gone through, and your receipt is on its way to your inbox.',
  thanksSlow: 'Stripe has not confirmed your payment yet. Your receipt will be e-mailed to you as soon as it does.',
  thanksExpired: 'This payment was not completed, so nothing was charged.',
  thanksUnknown: 'We could not find this payment. If you were charged, please contact us.',
  downloadReceipt: 'Download your receipt (PDF)',
} as const;

/**
 * Why an amount in cents cannot be a donation, or null when it can.
 * @param cents a whole number of cents
 */
export function donationAmountProblem(cents: number): string | null {
  if (!Number.isInteger(cents)) return 'Amount must be in dollars and cents';
  if (cents < MIN_DONATION_CENTS) return `Amount must be at least $${MIN_DONATION_CENTS / 100}`;
  if (cents > MAX_DONATION_CENTS) return `Amount must be at most $${(MAX_DONATION_CENTS / 100).toLocaleString('en-AU')}`;
  return null;
}
