import Stripe from 'stripe';
import type { StripeConfig } from '../config';

/**
 * The one Stripe client (issue #34), built from STRIPE_SECRET_KEY; with STRIPE_API_BASE (tests, the
 * bench) it talks to a local stand-in through the SDK's own host, port and protocol options.
 * Retries twice on network errors (the SDK adds idempotency keys to retried POSTs).
 */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'residents-association' },
    ...(config.apiBase ?? {}),
  });
}

/** The client's type, for the services that take it. */
export type StripeClient = Stripe;
