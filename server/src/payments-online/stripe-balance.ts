import type Stripe from 'stripe';
import type { StripeBalanceSource } from '../money';
import type { StripeBalanceLine } from './online-payments.models';

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Stripe's balance history over the SDK (GET /v1/balance_transactions, every page), for the
 * treasurer's reconciliation (issue #34). Each line's source is expanded so a card payment or refund
 * names its payment intent, the ledger's key.
 */
export class StripeBalanceHistory implements StripeBalanceSource {
  constructor(private readonly stripe: Stripe) {}

  /** @param from inclusive @param to exclusive @returns the lines, oldest first */
  async listBalanceTransactions(from: Date, to: Date): Promise<StripeBalanceLine[]> {
    const lines: StripeBalanceLine[] = [];
    const pages = this.stripe.balanceTransactions.list({
      created: { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) },
      limit: 100,
      expand: ['data.source'],
    });
    for await (const txn of pages) {
      const source = txn.source as (Stripe.Charge | Stripe.Refund | { id: string }) | string | null;
      const paymentIntent = source && typeof source === 'object' && 'payment_intent' in source ? idOf(source.payment_intent) : null;
      lines.push({
        id: txn.id,
        type: txn.type,
        amountCents: txn.amount,
        feeCents: txn.fee,
        netCents: txn.net,
        currency: txn.currency,
        created: new Date(txn.created * 1000),
        availableOn: new Date(txn.available_on * 1000),
        paymentIntentId: paymentIntent,
        refundId: txn.type === 'refund' || idOf(source)?.startsWith('re_') ? idOf(source) : null,
        sourceId: idOf(source),
        description: txn.description ?? null,
      });
    }
    return lines.sort((a, b) => a.created.getTime() - b.created.getTime());
  }
}
