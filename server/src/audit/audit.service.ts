import type { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import { pageRequest, type Page } from '../common/pagination';
import { AuditEntry, type Changes } from './audit.entity';
import type { Actor } from '../common/actor';

/** Fields never copied into the audit trail. */
const SKIPPED = new Set(['updatedAt', 'createdAt', 'passwordHash', 'tokenVersion']);

const comparable = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/**
 * The changed fields between two versions of a record. A created record lists every field with
 * `before: null`; a deleted one every field with `after: null`.
 */
export function diff(before: object | null, after: object | null): Changes {
  const changes: Changes = {};
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (SKIPPED.has(key)) continue;
    const was = comparable(b[key] ?? null);
    const now = comparable(a[key] ?? null);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

/** Writes and reads the audit trail (issue 4). */
export class AuditService {
  constructor(private readonly db: DataSource) {}

  /**
   * Records one change inside the caller's transaction, so the change and its entry commit together.
   * @param tx the transaction's manager
   */
  async record(
    tx: EntityManager,
    actor: Actor | null,
    action: string,
    entityType: string,
    entityId: string,
    before: object | null,
    after: object | null,
  ): Promise<void> {
    const repo = tx.getRepository(AuditEntry);
    await repo.save(
      repo.create({ actorId: actor?.id ?? null, actorName: actor?.name ?? null, action, entityType, entityId, changes: diff(before, after) }),
    );
  }

  /** Entries newest first, optionally for one entity type and id. */
  async list(args: { page?: number; limit?: number; entityType?: string | null; entityId?: string | null }): Promise<Page<AuditEntry>> {
    const request = pageRequest(args.page, args.limit ?? 25);
    const where: FindOptionsWhere<AuditEntry> = {};
    if (args.entityType) where.entityType = args.entityType;
    if (args.entityId) where.entityId = args.entityId;
    const [items, total] = await this.db
      .getRepository(AuditEntry)
      .findAndCount({ where, order: { at: 'DESC', id: 'ASC' }, skip: request.offset, take: request.limit });
    return { items, total, page: request.page, limit: request.limit };
  }
}
