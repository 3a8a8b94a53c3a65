import express, { Router } from 'express';
import { PaymentNotYetRecordedError } from '../../payments-online';
import type { Services } from '../context';

/** Where Stripe delivers its events (set up in Stripe's dashboard as `PUBLIC_URL` + this path). */
export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

/**
 * Stripe's webhook endpoint (issue #34). The body is read raw (the signature is over its exact
 * bytes; /graphql's JSON parser is not on this path) and verified with STRIPE_WEBHOOK_SECRET:
 * 400 when the signature is missing, wrong or older than five minutes, and nothing is recorded.
 * 200 once the event is applied, or was before (a replay). 500 when it cannot be applied yet — a
 * refund of a payment not recorded yet — or the database failed: nothing is kept, and Stripe
 * delivers it again later (with backoff, for up to three days). Without Stripe keys: 404.
 */
export function stripeWebhookRoutes(services: Services): Router {
  const router = Router();
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: '*/*', limit: '512kb' }), async (req, res) => {
    const webhooks = services.stripeWebhooks;
    res.set('Cache-Control', 'no-store');
    if (!webhooks) return void res.status(404).json({ error: 'Online payments are not set up' });
    const event = Buffer.isBuffer(req.body) ? webhooks.verify(req.body, req.header('stripe-signature')) : null;
    if (!event) return void res.status(400).json({ error: 'Invalid Stripe signature' });
    try {
      const outcome = await webhooks.apply(event);
      req.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'Stripe event');
      res.status(200).json({ received: true, outcome });
    } catch (error) {
      const early = error instanceof PaymentNotYetRecordedError;
      req.log[early ? 'warn' : 'error']({ err: error, stripeEvent: event.id, type: event.type }, 'Stripe event not applied; Stripe will retry');
      res.status(500).json({ error: early ? 'Not ready: the payment this refers to is not recorded yet' : 'Could not apply the event' });
    }
  });
  return router;
}
