/** What other features may use of privacy/ (issue #32: a feature imports another only through its index.ts). */
export { erasePerson } from './erasure';
export type { PrivacyService } from './privacy.service';
export type { RsvpCanceller } from './rsvp-erasure';
export type { PersonalDataExport } from './privacy.models';
export type { PersonScope } from './person';
