/** What other layers may use of payments-online/ (issue #34; a feature imports another only through its index.ts). */
export { CHECKOUT_LIFETIME_SEC, ONLINE_PAYMENTS_OFF, OnlineCheckout, STRIPE_MIN_AUD_CENTS } from './online-checkout';
export type { OnlineCheckoutDeps } from './online-checkout';
export { CheckoutState } from './online-payments.models';
export type { CheckoutOutcome, CheckoutStart, DonationRequest, PaymentOptions, PaymentRecorder, StripeBalanceLine } from './online-payments.models';
export { StripeBalanceHistory } from './stripe-balance';
export { createStripeClient, type StripeClient } from './stripe-client';
export { PaymentNotYetRecordedError, STRIPE_EVENT_TYPES, StripeWebhooks, type WebhookOutcome } from './stripe-webhooks';
