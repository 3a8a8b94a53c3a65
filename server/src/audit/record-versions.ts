import type { EntityManager } from 'typeorm';
import { StaleVersionError, type StaleVersionDetails } from '../common/errors';
import type { Changes } from './audit.entity';

/** The row an edit is about, and where the audit log keeps its entries. */
export interface VersionedRecord {
  /** Its table, e.g. `projects`. */
  table: string;
  /** Its version column: `version`, or `row_version` for content (a resource's `version` is its document's). */
  column?: 'version' | 'row_version';
  /** Its id (the one-row settings: 1). */
  id: string | number;
  /** The audit log's kind and id of the record, e.g. `project` and its UUID, or `settings` and `site`. */
  auditType: string;
  auditId: string;
  /** What the CONFLICT message calls it, with its article: "this project", "the site settings". */
  label: string;
}

/**
 * Locks the record's row for the caller's transaction and checks the version an edit started from
 * (issue #33 optimistic concurrency): with the row locked, two saves of one version cannot both pass.
 * The caller then writes `version = version + 1` (content: `row_version`).
 * @param tx the edit's transaction
 * @param expectedVersion the version the editor started from; null or undefined skips the check (old clients)
 * @returns the current version, or null when there is no such row
 * @throws StaleVersionError (CONFLICT) when the record is at another version, naming the fields changed
 *   since `expectedVersion` and who saved last, from the audit log
 */
export async function lockVersion(tx: EntityManager, record: VersionedRecord, expectedVersion?: number | null): Promise<number | null> {
  const [row] = (await tx.query(`SELECT ${record.column ?? 'version'} AS version FROM ${record.table} WHERE id = $1 FOR UPDATE`, [record.id])) as {
    version: number;
  }[];
  if (!row) return null;
  if (expectedVersion !== null && expectedVersion !== undefined && expectedVersion !== row.version) {
    throw new StaleVersionError(record.label, await changesSince(tx, record, expectedVersion, row.version));
  }
  return row.version;
}

/**
 * What the audit log says changed in a record after `version`: every field any later entry changed,
 * with its value before the first of them and after the last, and who made the last.
 */
export async function changesSince(
  tx: EntityManager,
  record: VersionedRecord,
  version: number,
  currentVersion: number,
): Promise<StaleVersionDetails> {
  const entries = (await tx.query(
    `SELECT actor_id AS "actorId", actor_name AS "actorName", at, changes FROM audit_entries
      WHERE entity_type = $1 AND entity_id = $2 AND entity_version > $3 ORDER BY entity_version ASC, at ASC`,
    [record.auditType, record.auditId, version],
  )) as { actorId: string | null; actorName: string | null; at: Date; changes: Changes }[];
  const changes: Changes = {};
  for (const entry of entries) {
    for (const [field, change] of Object.entries(entry.changes ?? {})) {
      changes[field] = { before: field in changes ? changes[field].before : change.before, after: change.after };
    }
  }
  for (const [field, change] of Object.entries(changes)) if (JSON.stringify(change.before) === JSON.stringify(change.after)) delete changes[field];
  const last = entries.at(-1);
  return {
    expectedVersion: version,
    currentVersion,
    changedFields: Object.keys(changes),
    changes,
    lastChangedBy: last?.actorName ?? null,
    lastChangedById: last?.actorId ?? null,
    lastChangedAt: last ? new Date(last.at).toISOString() : null,
  };
}
