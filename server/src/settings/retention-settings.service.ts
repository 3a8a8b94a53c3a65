import type { DataSource } from 'typeorm';
import { defaultRetention, retentionSchema, type RetentionValues } from '../../../shared/privacy';
import type { AuditService } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { validateInput } from '../common/validation';

/** How long each kind of record is kept (issue #19 retention), in one row; /privacy states them. */
export class RetentionSettingsService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Current settings: stored values over the defaults. */
  async get(): Promise<RetentionValues> {
    const [row] = (await this.db.query(`SELECT "values" FROM retention_settings WHERE id = 1`)) as { values: Partial<RetentionValues> }[];
    return { ...defaultRetention, ...(row?.values ?? {}) };
  }

  /**
   * Replaces the settings, audited in the same transaction.
   * @throws ValidationError naming each invalid field (whole days, 1 to 3650)
   */
  async update(actor: Actor, input: RetentionValues): Promise<RetentionValues> {
    const values = (await validateInput(retentionSchema, input)) as RetentionValues;
    const before = await this.get();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO retention_settings (id, "values", updated_at) VALUES (1, $1, now()) ON CONFLICT (id) DO UPDATE SET "values" = EXCLUDED."values", updated_at = now()`,
        [JSON.stringify(values)],
      );
      await this.audit.record(tx, actor, 'update', 'settings', 'retention', before, values);
    });
    return values;
  }
}
