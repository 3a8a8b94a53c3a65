import type { DataSource } from 'typeorm';
import { defaultSettings, settingsSchema, type SiteSettingsValues } from '../../../shared/settings';
import type { AuditService } from '../audit/audit.service';
import { validateInput } from '../common/validation';
import type { Actor } from '../common/actor';

/** Site settings kept in one row (issue 5 /admin/settings). */
export class SettingsService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Current settings: stored values over the defaults. */
  async get(): Promise<SiteSettingsValues> {
    const [row] = (await this.db.query(`SELECT "values" FROM site_settings WHERE id = 1`)) as { values: Partial<SiteSettingsValues> }[];
    return { ...defaultSettings, ...(row?.values ?? {}) };
  }

  /**
   * Replaces the settings, audited in the same transaction.
   * @throws ValidationError naming each invalid field
   */
  async update(actor: Actor, input: SiteSettingsValues): Promise<SiteSettingsValues> {
    const values = (await validateInput(settingsSchema, input)) as SiteSettingsValues;
    const before = await this.get();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO site_settings (id, "values", updated_at) VALUES (1, $1, now()) ON CONFLICT (id) DO UPDATE SET "values" = EXCLUDED."values", updated_at = now()`,
        [JSON.stringify(values)],
      );
      await this.audit.record(tx, actor, 'update', 'settings', 'site', before, values);
    });
    return values;
  }
}
