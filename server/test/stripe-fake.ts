import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';

/** A request the fake received: method, path and the form body the SDK sent, parsed. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  /** The Authorization header (Bearer <secret key>). */
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

/** A Checkout Session as the fake keeps it (Stripe's documented fields the server reads). */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  url: string | null;
  livemode: false;
}

/** A local stand-in for Stripe's API on loopback, for the real SDK (STRIPE_API_BASE). */
export interface FakeStripe {
  /** STRIPE_API_BASE, e.g. http://127.0.0.1:40123 */
  url: string;
  /** The environment the server under test needs. */
  env: Record<string, string>;
  secret: string;
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeSession>;
  /** Where the checkout page posts its webhook (the app's /stripe/webhook); set by the test. */
  webhookUrl: string | null;
  /** The origin the checkout page sends the browser back to instead of success_url's (PUBLIC_URL is not the test server's). */
  returnOrigin: string | null;
  /** Marks a session paid and returns its checkout.session.completed event (not delivered). */
  complete(sessionId: string): Stripe.Event;
  /** Marks a session expired and returns its checkout.session.expired event. */
  expire(sessionId: string): Stripe.Event;
  /** A succeeded refund of `amount` cents of a payment intent: its refund.created event. */
  refund(paymentIntentId: string, amount: number): Stripe.Event;
  /** POSTs an event to `webhookUrl` signed with the webhook secret (or `secret`); returns the HTTP status. */
  deliver(event: Stripe.Event, options?: { secret?: string; signature?: string }): Promise<number>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
/** Stripe's domestic card fee in Australia: 1.7 % + 30c (for the balance history). */
const feeOf = (amount: number) => Math.round(amount * 0.017) + 30;

/**
 * Starts the fake: POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/refunds and
 * GET /v1/balance_transactions answer with Stripe's documented JSON shapes; every request is
 * recorded (parsed as the SDK form-encodes it) so tests can assert the amounts the server computed.
 * GET /pay/:id is the "Checkout page" a browser lands on: its Pay button completes the session,
 * delivers the signed checkout.session.completed webhook to `webhookUrl` and redirects to the
 * session's success_url.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const secret = `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe('sk_test_signer');
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const balance: Record<string, unknown>[] = [];
  let base = '';

  const event = (type: string, object: object): Stripe.Event =>
    ({
      id: id('evt'),
      object: 'event',
      api_version: '2026-11-18.endive',
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }) as unknown as Stripe.Event;

  const fake: FakeStripe = {
    url: '',
    env: {},
    secret,
    requests,
    sessions,
    webhookUrl: null,
    returnOrigin: null,
    complete(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (session.status !== 'complete') {
        session.status = 'complete';
        session.payment_status = 'paid';
        session.payment_intent = id('pi');
        session.url = null;
        const charge = id('ch');
        balance.push({
          id: id('txn'),
          object: 'balance_transaction',
          amount: session.amount_total,
          fee: feeOf(session.amount_total),
          net: session.amount_total - feeOf(session.amount_total),
          currency: 'aud',
          created: now(),
          available_on: now() + 2 * 86_400,
          description: null,
          type: 'charge',
          status: 'pending',
          reporting_category: 'charge',
          source: { id: charge, object: 'charge', payment_intent: session.payment_intent, amount: session.amount_total },
        });
      }
      return event('checkout.session.completed', { ...session });
    },
    expire(sessionId) {
      const session = sessions.get(sessionId)!;
      session.status = 'expired';
      session.url = null;
      return event('checkout.session.expired', { ...session });
    },
    refund(paymentIntentId, amount) {
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: 'aud',
        charge: id('ch'),
        payment_intent: paymentIntentId,
        reason: 'requested_by_customer',
        status: 'succeeded',
        created: now(),
        metadata: {},
      };
      balance.push({
        id: id('txn'),
        object: 'balance_transaction',
        amount: -amount,
        fee: 0,
        net: -amount,
        currency: 'aud',
        created: now(),
        available_on: now(),
        description: 'REFUND FOR CHARGE',
        type: 'refund',
        status: 'available',
        reporting_category: 'refund',
        source: refund,
      });
      return event('refund.created', refund);
    },
    async deliver(evt, options = {}) {
      if (!fake.webhookUrl) throw new Error('FakeStripe.webhookUrl is not set');
      const payload = JSON.stringify(evt);
      const signature = options.signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? secret });
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: http.ServerResponse, what: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', base);
        const raw = Buffer.concat(chunks).toString();
        const body = (req.method === 'GET' ? qs.parse(url.search.slice(1)) : qs.parse(raw)) as Record<string, unknown>;
        if (url.pathname.startsWith('/v1/'))
          requests.push({
            method: req.method ?? 'GET',
            path: url.pathname,
            body,
            authorization: req.headers.authorization,
            idempotencyKey: req.headers['idempotency-key'] as string | undefined,
          });
        if (url.pathname.startsWith('/v1/') && !req.headers.authorization?.startsWith('Bearer sk_'))
          return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        let match: RegExpExecArray | null;
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          const items = (body.line_items ?? []) as { quantity: string; price_data: { unit_amount: string; currency: string } }[];
          const amount = items.reduce((sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity), 0);
          const sid = id('cs');
          const session: FakeSession = {
            id: sid,
            object: 'checkout.session',
            amount_total: amount,
            currency: String(body.currency ?? items[0]?.price_data.currency ?? 'aud'),
            client_reference_id: (body.client_reference_id as string) ?? null,
            customer_email: (body.customer_email as string) ?? null,
            metadata: (body.metadata as Record<string, string>) ?? {},
            mode: String(body.mode),
            payment_intent: null,
            payment_status: 'unpaid',
            status: 'open',
            success_url: String(body.success_url),
            cancel_url: String(body.cancel_url),
            expires_at: Number(body.expires_at ?? now() + 86_400),
            created: now(),
            url: `${base}/pay/${sid}`,
            livemode: false,
          };
          sessions.set(sid, session);
          return send(res, 200, session);
        }
        if (req.method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname))) {
          const session = sessions.get(match[1]);
          return session ? send(res, 200, session) : notFound(res, `checkout.session: '${match[1]}'`);
        }
        if (req.method === 'GET' && url.pathname === '/v1/balance_transactions') {
          const created = (body.created ?? {}) as { gte?: string; lt?: string };
          const data = balance.filter(
            (t) => (!created.gte || Number(t.created) >= Number(created.gte)) && (!created.lt || Number(t.created) < Number(created.lt)),
          );
          return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/balance_transactions' });
        }
        if (req.method === 'POST' && url.pathname === '/v1/refunds') {
          const evt = fake.refund(String(body.payment_intent), Number(body.amount));
          return send(res, 200, evt.data.object);
        }
        if ((match = /^\/pay\/([\w-]+)$/.exec(url.pathname))) {
          const session = sessions.get(match[1]);
          if (!session) return notFound(res, 'session');
          if (req.method === 'GET') {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            return res.end(
              `<!doctype html><html lang="en"><head><title>Pay — fake Stripe Checkout</title></head><body><main><h1>Fake Stripe Checkout</h1>` +
                `<p>Amount: $${(session.amount_total / 100).toFixed(2)} AUD</p><form method="post"><button type="submit">Pay</button></form></main></body></html>`,
            );
          }
          const status = await fake.deliver(fake.complete(session.id));
          if (status !== 200) return send(res, 502, { error: `webhook answered ${status}` });
          const back = new URL(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
          res.writeHead(303, { location: fake.returnOrigin ? `${fake.returnOrigin}${back.pathname}${back.search}` : back.href });
          return res.end();
        }
        notFound(res, `route ${req.method} ${url.pathname}`);
      })().catch((error: unknown) => send(res, 500, { error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = base;
  fake.env = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: base };
  return fake;
}
