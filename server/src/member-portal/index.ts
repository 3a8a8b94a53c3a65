/** What other features may use of member-portal/ (issue #32: a feature imports another only through its index.ts). */
export { MemberChangeRequest, MemberErasureRequestRow, MemberLink, MemberSession } from './member-portal.entities';
export type { MemberLinkPurpose } from './member-portal.entities';
export { MemberAccounts, memberActor } from './member-account';
export type { MemberPortalDeps } from './member-account';
export type { MemberAccount, MemberErasureRequest } from './member-portal.models';
export { issueLink } from './member-links';
