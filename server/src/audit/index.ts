/** What other features may use of audit/ (issue #32: a feature imports another only through its index.ts). */
export { AuditEntry } from './audit.entity';
export type { Changes } from './audit.entity';
export type { AuditService } from './audit.service';
export { lockVersion } from './record-versions';
