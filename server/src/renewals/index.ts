/** What other features may use of renewals/ (issue #34; a feature imports another only through its index.ts). */
export { CeasedReason, MembershipEnd } from './membership-end';
export { RenewalFilter, RenewalQueries } from './renewal-queries';
export type { MyRenewal, RenewalListItem, RenewalSummary } from './renewal-queries';
export { RenewalStanding } from './renewal.rules';
export { Renewals, RENEWALS_CRON, RENEWALS_JOB } from './renewals.service';
export type { RenewalDeps, RenewalRunResult } from './renewals.service';
