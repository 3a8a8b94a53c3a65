import type { DataSource } from 'typeorm';
import { defaultRetention, retentionSchema, type RetentionValues } from '../../../shared/privacy';
import type { AuditService } from '../audit';
import { OneRowSettings } from './one-row-settings';

/**
 * How long each kind of record is kept (issue #19 retention), in one row; /privacy states them.
 * `update` throws ValidationError naming each invalid field (whole days, 1 to 3650).
 */
export class RetentionSettingsService extends OneRowSettings<RetentionValues> {
  constructor(db: DataSource, audit: AuditService) {
    super(db, audit, { table: 'retention_settings', defaults: defaultRetention, schema: retentionSchema, auditId: 'retention' });
  }
}
