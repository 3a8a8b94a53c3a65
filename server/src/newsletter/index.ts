/** What other features may use of newsletter/ (issue #32: a feature imports another only through its index.ts). */
export { NewsletterDelivery } from './issue.entity';
export { NewsletterSubscriber } from './subscriber.entity';
export type { SubscriptionService } from './subscription.service';
