import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { isUuid } from '../common/ids';
import { likePattern } from '../common/like-pattern';
import { normaliseEmail } from '../common/email-address';
import { pageRequest, type Page } from '../common/pagination';
import { assertFreeTextLengths } from '../common/free-text';
import { AuditEntry, type Changes } from './audit.entity';
import type { Actor } from '../common/actor';

/** Fields never copied into the audit trail. */
// `version` and `rowVersion` are recorded as the entry's `entityVersion` instead (issue #33).
const SKIPPED = new Set(['updatedAt', 'createdAt', 'passwordHash', 'tokenVersion', 'version', 'rowVersion']);

const comparable = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/**
 * The address an entry's changes record (their `email` field: after, else before), normalised — the
 * person the entry is about, linked when written (issue #31).
 * @returns the address, or null when the changes hold none
 */
export function subjectEmailOf(changes: Changes): string | null {
  const email = changes.email;
  const value = typeof email?.after === 'string' ? email.after : typeof email?.before === 'string' ? email.before : null;
  return value && normaliseEmail(value) ? normaliseEmail(value) : null;
}

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

/** Where one kind of audited record keeps its name: the entry's `entityType`, the table and the column. */
export interface AuditSubject {
  type: string;
  table: string;
  column: string;
}

/** Writes and reads the audit trail (issue 4). */
export class AuditService {
  /** Where each kind of audited record keeps its name: members, staff, and the kinds given (content types' titles). */
  private readonly subjects: AuditSubject[];

  /**
   * @param clock the association's clock: the date filters are its days
   * @param named the other kinds whose names the log shows (each content type and its title column),
   *   given by the composition root so that the audit trail imports no feature (issue #32)
   */
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    named: readonly AuditSubject[] = [],
  ) {
    this.subjects = [{ type: 'member', table: 'members', column: 'full_name' }, { type: 'staff', table: 'users', column: 'name' }, ...named];
  }

  /**
   * Records one change inside the caller's transaction, so the change and its entry commit together.
   * The entry is linked to its person when written (issue #31): `actorMemberId` from a member actor
   * (`Actor.memberId`), `subjectEmail` from the changes' `email` field (`subjectEmailOf`). A numeric
   * `rowVersion` (content) or `version` of `after` is kept as the entry's `entityVersion` (issue #33), not as a change.
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
    const changes = diff(before, after);
    const record = after as { version?: unknown; rowVersion?: unknown } | null;
    const version = record?.rowVersion ?? record?.version;
    await repo.save(
      repo.create({
        actorId: actor?.id ?? null,
        actorName: actor?.name ?? null,
        actorMemberId: actor?.memberId ?? null,
        subjectEmail: subjectEmailOf(changes),
        action,
        entityType,
        entityId,
        entityVersion: typeof version === 'number' ? version : null,
        changes,
      }),
    );
  }

  /**
   * Entries newest first, each with the current name of its record (issue #20), filtered by every
   * given filter: kind and id of record, person (`actorId`; "public" for changes without one),
   * action, the association's days `from`–`to` (inclusive, YYYY-MM-DD in TIME_ZONE) and free text
   * (who, what, record id, record name or changed values).
   * @throws ValidationError for a bad page or limit
   */
  async list(filter: AuditFilter): Promise<Page<AuditEntry>> {
    assertFreeTextLengths({
      entityType: filter.entityType,
      entityId: filter.entityId,
      actorId: filter.actorId,
      action: filter.action,
      text: filter.text,
      from: filter.from,
      to: filter.to,
    });
    const request = pageRequest(filter.page, filter.limit ?? 25);
    const query = this.db.getRepository(AuditEntry).createQueryBuilder('a');
    if (filter.entityType) query.andWhere('a.entity_type = :type', { type: filter.entityType });
    if (filter.entityId) query.andWhere('a.entity_id = :id', { id: filter.entityId });
    if (filter.actorId === PUBLIC_ACTOR) query.andWhere('a.actor_id IS NULL');
    else if (filter.actorId)
      query.andWhere('a.actor_id = :actor', { actor: isUuid(filter.actorId) ? filter.actorId : '00000000-0000-0000-0000-000000000000' });
    if (filter.action) query.andWhere('a.action = :action', { action: filter.action });
    if (filter.from) query.andWhere('a.at >= :from', { from: this.clock.startOfDay(filter.from) });
    if (filter.to) query.andWhere('a.at < :to', { to: this.clock.startOfDay(nextDay(filter.to)) });
    const text = filter.text?.trim();
    if (text) {
      const names = this.subjects.map(
        (s) =>
          `EXISTS (SELECT 1 FROM ${s.table} t WHERE a.entity_type = '${s.type}' AND CAST(t.id AS text) = a.entity_id AND t.${s.column} ILIKE :needle)`,
      );
      query.andWhere(
        `(coalesce(a.actor_name, '') ILIKE :needle OR a.action ILIKE :needle OR a.entity_type ILIKE :needle OR a.entity_id ILIKE :needle OR CAST(a.changes AS text) ILIKE :needle OR ${names.join(' OR ')})`,
        { needle: likePattern(text) },
      );
    }
    const [items, total] = await query.orderBy('a.at', 'DESC').addOrderBy('a.id', 'ASC').skip(request.offset).take(request.limit).getManyAndCount();
    await this.name(items);
    return { items, total, page: request.page, limit: request.limit };
  }

  /** Fills `subjectName` of each entry with one query per kind of record on the page. */
  private async name(items: AuditEntry[]): Promise<void> {
    const found = new Map<string, string>();
    for (const subject of this.subjects) {
      const ids = [...new Set(items.filter((e) => e.entityType === subject.type && isUuid(e.entityId)).map((e) => e.entityId))];
      if (ids.length === 0) continue;
      const rows = (await this.db.query(`SELECT id::text AS id, ${subject.column} AS name FROM ${subject.table} WHERE id = ANY($1::uuid[])`, [
        ids,
      ])) as {
        id: string;
        name: string;
      }[];
      for (const row of rows) found.set(`${subject.type}:${row.id}`, row.name);
    }
    for (const entry of items) {
      entry.subjectName =
        entry.entityType === 'settings' ? 'Site settings' : (found.get(`${entry.entityType}:${entry.entityId}`) ?? `deleted ${entry.entityType}`);
    }
  }
}

/** The `actorId` filter value for changes made by the public (applications) or the system. */
export const PUBLIC_ACTOR = 'public';

/** What `AuditService.list` filters by. */
export interface AuditFilter {
  page?: number;
  limit?: number;
  entityType?: string | null;
  entityId?: string | null;
  actorId?: string | null;
  action?: string | null;
  from?: string | null;
  to?: string | null;
  text?: string | null;
}

/** The calendar day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
