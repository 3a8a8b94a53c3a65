/** What other features may use of members/ (issue #32: a feature imports another only through its index.ts). */
export { Member } from './member.entity';
export { MemberStatus } from './member.enums';
export { UTF8_BOM } from './member.export';
export { MemberChangeAction } from './member.enums';
export { MemberType } from './member.enums';
export type { YesNo } from './member.enums';
