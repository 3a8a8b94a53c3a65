/** What other features may use of member-import/ (issue #34 "Moving in"; a feature imports another only through its index.ts). */
export { MemberImportService } from './member-import.service';
export type { ImportOutcome, MemberImportDeps } from './member-import.service';
