/** What other features may use of settings/ (issue #32: a feature imports another only through its index.ts). */
export type { RetentionSettingsService } from './retention-settings.service';
export type { MembershipYearSettingsService } from './membership-year-settings.service';
