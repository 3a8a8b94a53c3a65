import type { DataSource } from 'typeorm';
import type { AnyObjectSchema } from 'yup';
import type { AuditService } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { validateInput } from '../common/validation';

/** Where one kind of settings is kept and how it is checked. */
export interface OneRowSettingsDecl<V extends object> {
  /** The table that keeps them, in its row with id 1 (a `values` JSON column and `updated_at`). */
  table: string;
  /** What each setting is until staff change it. */
  defaults: V;
  /** The shared Yup schema the admin form uses too. */
  schema: AnyObjectSchema;
  /** The audit log's record id for a change (entity type `settings`). */
  auditId: string;
}

/**
 * Settings kept in one row of their own table, the stored values over the defaults, replaced whole
 * and audited in the same transaction (issue #23: written once for the site settings and the
 * retention periods).
 */
export class OneRowSettings<V extends object> {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly decl: OneRowSettingsDecl<V>,
  ) {}

  /** Current settings: stored values over the defaults. */
  async get(): Promise<V> {
    const [row] = (await this.db.query(`SELECT "values" FROM ${this.decl.table} WHERE id = 1`)) as { values: Partial<V> }[];
    return { ...this.decl.defaults, ...(row?.values ?? {}) };
  }

  /**
   * Replaces the settings, audited in the same transaction.
   * @throws ValidationError naming each invalid field
   */
  async update(actor: Actor, input: V): Promise<V> {
    const values = (await validateInput(this.decl.schema, input)) as V;
    const before = await this.get();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO ${this.decl.table} (id, "values", updated_at) VALUES (1, $1, now()) ON CONFLICT (id) DO UPDATE SET "values" = EXCLUDED."values", updated_at = now()`,
        [JSON.stringify(values)],
      );
      await this.audit.record(tx, actor, 'update', 'settings', this.decl.auditId, before, values);
    });
    return values;
  }
}
