import type { DataSource, EntityManager } from 'typeorm';
import type { AnyObjectSchema } from 'yup';
import type { AuditService } from '../audit';
import type { Actor } from '../common/actor';
import { validateInput } from '../common/validation';
import { lockVersion } from '../audit';

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

  /**
   * Current settings: stored values over the defaults, with the row's version (issue #33; 0 while
   * nothing was ever saved).
   * @param manager inside a transaction, its manager (the embedded database has one connection)
   */
  async get(manager: EntityManager | DataSource = this.db): Promise<V & Versioned> {
    const [row] = (await manager.query(`SELECT "values", version FROM ${this.decl.table} WHERE id = 1`)) as { values: Partial<V>; version: number }[];
    return { ...this.decl.defaults, ...(row?.values ?? {}), version: row?.version ?? 0 };
  }

  /**
   * Replaces the settings and increments their version, audited in the same transaction.
   * @param input every setting; `expectedVersion` (optional, issue #33) is the version the form started from
   * @returns the new settings with their version
   * @throws ValidationError naming each invalid field; StaleVersionError (CONFLICT) when `expectedVersion`
   *   is not the current version (someone else saved since)
   */
  async update(actor: Actor, input: V & { expectedVersion?: number | null }): Promise<V & Versioned> {
    const { expectedVersion, ...fields } = input;
    const values = (await validateInput(this.decl.schema, fields)) as V;
    const label = `the ${this.decl.auditId} settings`;
    return this.db.transaction(async (tx) => {
      // The row may never have been written: make it (version 0) so it can be locked like any other.
      await tx.query(`INSERT INTO ${this.decl.table} (id, "values", version) VALUES (1, '{}', 0) ON CONFLICT (id) DO NOTHING`);
      const version =
        (await lockVersion(tx, { table: this.decl.table, id: 1, auditType: 'settings', auditId: this.decl.auditId, label }, expectedVersion)) ?? 0;
      const [row] = (await tx.query(`SELECT "values" FROM ${this.decl.table} WHERE id = 1`)) as { values: Partial<V> }[];
      const before = { ...this.decl.defaults, ...(row?.values ?? {}), version };
      const after = { ...values, version: version + 1 };
      await tx.query(`UPDATE ${this.decl.table} SET "values" = $1, updated_at = now(), version = $2 WHERE id = 1`, [
        JSON.stringify(values),
        after.version,
      ]);
      await this.audit.record(tx, actor, 'update', 'settings', this.decl.auditId, before, after);
      return after;
    });
  }
}

/** The version of a one-row settings record (issue #33). */
export interface Versioned {
  version: number;
}
