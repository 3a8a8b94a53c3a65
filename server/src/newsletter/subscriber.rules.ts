import { SubscriberStatus } from './subscriber.entity';

/** A subscriber status transition as data: from which states, to which, and the column it stamps. */
export interface SubscriberTransition {
  from: SubscriberStatus[];
  to: SubscriberStatus;
  /** The timestamp column set to `now`. */
  stamps: 'confirmed_at' | 'unsubscribed_at';
  /** The token column that names the subscriber in the link. */
  token: 'confirm_token' | 'unsubscribe_token';
}

/** Days a pending address may wait for its confirmation before it expires (the daily job deletes it). */
export const CONFIRMATION_DAYS = 7;
/** At most one confirmation e-mail per pending address in this many hours (no mail-bombing a stranger). */
export const CONFIRMATION_INTERVAL_HOURS = 24;

/**
 * Issue #18: pending → confirmed by the button of the confirmation e-mail; pending or confirmed →
 * unsubscribed by the link in every newsletter (works for ever). Re-subscribing starts over at
 * pending (`SubscriptionService.subscribe`).
 */
export const subscriberTransitions = {
  confirm: { from: [SubscriberStatus.PENDING], to: SubscriberStatus.CONFIRMED, stamps: 'confirmed_at', token: 'confirm_token' },
  unsubscribe: {
    from: [SubscriberStatus.PENDING, SubscriberStatus.CONFIRMED],
    to: SubscriberStatus.UNSUBSCRIBED,
    stamps: 'unsubscribed_at',
    token: 'unsubscribe_token',
  },
} satisfies Record<string, SubscriberTransition>;
