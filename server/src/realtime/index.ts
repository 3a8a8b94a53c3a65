/** What other features may use of realtime/ (issue #32: a feature imports another only through its index.ts). */
export type { PubSub } from './pubsub';
