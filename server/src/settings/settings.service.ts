import type { DataSource } from 'typeorm';
import { defaultSettings, settingsSchema, type SiteSettingsValues } from '../../../shared/settings';
import type { AuditService } from '../audit';
import { OneRowSettings } from './one-row-settings';

/** Site settings kept in one row (issue 5 /admin/settings); `update` throws ValidationError naming each invalid field. */
export class SettingsService extends OneRowSettings<SiteSettingsValues> {
  constructor(db: DataSource, audit: AuditService) {
    super(db, audit, { table: 'site_settings', defaults: defaultSettings, schema: settingsSchema, auditId: 'site' });
  }
}
