/** What other features may use of events/ (issue #32: a feature imports another only through its index.ts). */
export { Rsvp } from './rsvp.entity';
export type { RsvpStatus } from './rsvp.entity';
export type { ManagedRsvps, UpcomingRsvp } from './rsvp-manage';
