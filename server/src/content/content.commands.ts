import { In, type DataSource, type EntityManager } from 'typeorm';
import { contentSchema, parseTags } from '../../../shared/content-fields';
import type { AuditService } from '../audit';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors';
import { isUuid } from '../common/ids';
import { sanitizeRichText } from '../common/sanitize';
import { validateInput } from '../common/validation';
import type { PubSub } from '../realtime';
import type { UploadService } from '../uploads';
import { lockVersion } from '../audit';
import type { ContentDeclaration } from './content.declarations';
import type { ContentItem } from './content.entity';
import { ContentChangeAction, ContentStatus } from './content.enums';
import type { Actor } from '../common/actor';

/** Bulk actions of the CMS lists (SPEC §4). */
export enum BulkAction {
  PUBLISH = 'publish',
  DRAFT = 'draft',
  ARCHIVE = 'archive',
  DELETE = 'delete',
  /** Takes items out of the trash (issue #20: bulk restore). */
  RESTORE = 'restore',
}

const BULK_STATUS: Partial<Record<BulkAction, ContentStatus>> = {
  [BulkAction.PUBLISH]: ContentStatus.PUBLISHED,
  [BulkAction.DRAFT]: ContentStatus.DRAFT,
  [BulkAction.ARCHIVE]: ContentStatus.ARCHIVED,
};

/** Most items one bulk action may touch. */
export const BULK_LIMIT = 100;

/** Dependencies of the content commands. */
export interface ContentCommandDeps {
  db: DataSource;
  audit: AuditService;
  pubsub: PubSub;
  uploads: UploadService;
  /** What other modules add to an edit of one content type, inside its transaction (events: RSVP places). */
  hooks?: Partial<Record<string, ContentUpdateHooks>>;
}

/**
 * Steps another module adds to an edit of a content type, run in the edit's transaction (issue #17:
 * an event's places are the RSVP module's; the event form may not lower capacity below them, and a
 * higher capacity promotes the waitlist).
 */
export interface ContentUpdateHooks {
  /** Before the row is written: may lock it and refuse the values (throw a ValidationError). */
  beforeUpdate?(tx: EntityManager, id: string, values: Record<string, unknown>): Promise<void>;
  /** After the row is written and read back. */
  afterUpdate?(tx: EntityManager, actor: Actor, before: ContentItem, after: ContentItem): Promise<void>;
  /**
   * After any change of one item — an edit, a move to or from the trash, a bulk status change — in
   * its transaction (issue #33: an event's attendees are told when it moves or is cancelled).
   */
  afterChange?(tx: EntityManager, before: ContentItem, after: ContentItem): Promise<void>;
}

/**
 * Create, update, soft delete, restore, purge and bulk actions for every content type, written once
 * (STYLE: one generic module). Each command validates with the type's shared declaration, writes its
 * audit entry in the same transaction and announces the change on `contentChanged`.
 */
export class ContentCommands {
  constructor(private readonly deps: ContentCommandDeps) {}

  /**
   * The entity fields of a validated input: GraphQL enum values are checked against the
   * declaration's option names, tags parsed, rich text sanitised.
   * @throws ValidationError with SPEC §5's messages, per field
   */
  private async values(declaration: ContentDeclaration, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
    const enumFields = declaration.fields.fields.filter((f) => f.kind === 'select' && typeof f.options?.[0]?.value === 'string').map((f) => f.name);
    const asApi: Record<string, unknown> = { ...input, status: upper(input.status ?? ContentStatus.DRAFT) };
    for (const name of enumFields) asApi[name] = upper(input[name]);
    const valid = (await validateInput(contentSchema(declaration.fields), asApi)) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const field of declaration.fields.fields) {
      // An empty field takes its declared default (SPEC §5 form defaults), e.g. version 1.0, numbers 0.
      let value = valid[field.name] ?? (field.kind === 'tags' ? null : (field.default ?? null));
      if (field.kind === 'tags') value = parseTags(value as string[] | null);
      if (field.kind === 'richText') value = sanitizeRichText(value as string | null);
      if (field.kind === 'datetime' && value !== null) value = new Date(value as string);
      if (field.kind === 'boolean') value = Boolean(value);
      if (enumFields.includes(field.name) && typeof value === 'string') value = value.toLowerCase();
      out[field.name] = value;
    }
    out.status = String(valid.status).toLowerCase();
    return out;
  }

  private actionOf(before: ContentItem | null, after: Record<string, unknown>): string {
    if (!before) return 'create';
    return before.status !== ContentStatus.PUBLISHED && after.status === ContentStatus.PUBLISHED ? 'publish' : 'update';
  }

  /**
   * Creates an item (SPEC §7 Create: is_deleted false).
   * @throws ValidationError
   */
  async create(declaration: ContentDeclaration, actor: Actor, input: Record<string, unknown>): Promise<ContentItem> {
    const fields = { ...input };
    delete fields.expectedVersion;
    const values = await this.values(declaration, fields);
    const item = await this.deps.db.transaction(async (tx) => {
      const derived = (await declaration.derive?.(values, { tx, existing: null, uploads: this.deps.uploads })) ?? {};
      const repo = tx.getRepository(declaration.entity);
      const entity = repo.create({ ...values, ...derived, isDeleted: false } as object);
      let saved = (await repo.save(entity)) as ContentItem;
      if (values.status === ContentStatus.PUBLISHED) {
        await repo.update({ id: saved.id } as object, { publishedAt: () => 'created_at' } as object);
        saved = await this.find(tx, declaration, saved.id);
      }
      await this.deps.audit.record(tx, actor, 'create', declaration.type, saved.id, null, saved);
      return saved;
    });
    this.announce(declaration, ContentChangeAction.CREATED, [item.id]);
    return item;
  }

  /**
   * Replaces an item's fields (SPEC §7 Update: only when not deleted) and increments its version.
   * @param input the form's fields; `expectedVersion` (optional, issue #33) is the version the edit started from
   * @throws NotFoundError; ConflictError when it is in the trash; StaleVersionError (CONFLICT) when
   *   `expectedVersion` is not the item's version (someone else saved since); ValidationError
   */
  async update(declaration: ContentDeclaration, actor: Actor, id: string, input: Record<string, unknown>): Promise<ContentItem> {
    const { expectedVersion, ...fields } = input as Record<string, unknown> & { expectedVersion?: number | null };
    const values = await this.values(declaration, fields);
    const item = await this.deps.db.transaction(async (tx) => {
      const table = tx.getRepository(declaration.entity).metadata.tableName;
      const record = {
        table,
        column: 'row_version' as const,
        id,
        auditType: declaration.type,
        auditId: id,
        label: `this ${declaration.label.toLowerCase()}`,
      };
      if (isUuid(id)) await lockVersion(tx, record, expectedVersion);
      const hooks = this.deps.hooks?.[declaration.type];
      await hooks?.beforeUpdate?.(tx, id, values);
      const before = await this.find(tx, declaration, id);
      if (before.isDeleted) throw new ConflictError(`Restore this ${declaration.label.toLowerCase()} from the trash before editing it.`);
      const derived =
        (await declaration.derive?.(values, { tx, existing: before as unknown as Record<string, unknown>, uploads: this.deps.uploads })) ?? {};
      const repo = tx.getRepository(declaration.entity);
      await repo.save(repo.merge(repo.create(before as object), { ...values, ...derived, rowVersion: before.rowVersion + 1 } as object));
      // published_at = updated_at marks "this change published it" for the activity list.
      if (this.actionOf(before, values) === 'publish') await repo.update({ id } as object, { publishedAt: () => 'updated_at' } as object);
      const after = await this.find(tx, declaration, id);
      await hooks?.afterUpdate?.(tx, actor, before, after);
      await hooks?.afterChange?.(tx, before, after);
      await this.deps.audit.record(tx, actor, this.actionOf(before, values), declaration.type, id, before, after);
      return after;
    });
    this.announce(declaration, ContentChangeAction.UPDATED, [id], item.rowVersion);
    return item;
  }

  /** Soft delete (SPEC §4: restorable). @throws NotFoundError */
  softDelete(declaration: ContentDeclaration, actor: Actor, id: string): Promise<ContentItem> {
    return this.setDeleted(declaration, actor, id, true);
  }

  /** Restores a soft-deleted item. @throws NotFoundError */
  restore(declaration: ContentDeclaration, actor: Actor, id: string): Promise<ContentItem> {
    return this.setDeleted(declaration, actor, id, false);
  }

  private async setDeleted(declaration: ContentDeclaration, actor: Actor, id: string, deleted: boolean): Promise<ContentItem> {
    const item = await this.deps.db.transaction(async (tx) => {
      const before = await this.find(tx, declaration, id);
      if (before.isDeleted === deleted) return before;
      await tx
        .getRepository(declaration.entity)
        .update({ id }, { isDeleted: deleted, updatedAt: () => 'now()', rowVersion: () => 'row_version + 1' } as object);
      const after = await this.find(tx, declaration, id);
      await this.deps.hooks?.[declaration.type]?.afterChange?.(tx, before, after);
      await this.deps.audit.record(tx, actor, deleted ? 'delete' : 'restore', declaration.type, id, before, after);
      return after;
    });
    this.announce(declaration, deleted ? ContentChangeAction.DELETED : ContentChangeAction.RESTORED, [id], item.rowVersion);
    return item;
  }

  /** Permanent delete (SPEC §4: removes the row). @throws NotFoundError */
  async purge(declaration: ContentDeclaration, actor: Actor, id: string): Promise<boolean> {
    await this.deps.db.transaction(async (tx) => {
      const before = await this.find(tx, declaration, id);
      await tx.getRepository(declaration.entity).delete({ id });
      await this.deps.audit.record(tx, actor, 'purge', declaration.type, id, before, null);
    });
    this.announce(declaration, ContentChangeAction.PURGED, [id]);
    return true;
  }

  /**
   * Publishes, drafts, archives or soft-deletes many items in one transaction; items in the trash are
   * left alone, except by RESTORE, which takes items out of the trash (and touches nothing else;
   * issue #20). Testimonials cannot be archived (SPEC §3: draft or published only).
   * @returns how many items changed
   * @throws ValidationError for bad ids, too many ids, or an action the type does not allow
   */
  async bulk(declaration: ContentDeclaration, actor: Actor, ids: string[], action: BulkAction): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0 || unique.length > BULK_LIMIT) throw new ValidationError({ ids: `Select between 1 and ${BULK_LIMIT} items` });
    if (!unique.every(isUuid)) throw new ValidationError({ ids: 'ids must be item ids' });
    const status = BULK_STATUS[action];
    if (status && !declaration.fields.statuses.includes(status.toUpperCase() as 'DRAFT'))
      throw new ValidationError({ action: `${declaration.fields.pluralLabel} cannot be ${action}d` });
    const changed = await this.deps.db.transaction(async (tx) => {
      const repo = tx.getRepository(declaration.entity);
      const restoring = action === BulkAction.RESTORE;
      const before = (await repo.findBy({ id: In(unique), isDeleted: restoring } as object)) as ContentItem[];
      const targets = before.filter((item) => (status ? item.status !== status : true));
      if (targets.length === 0) return [];
      const set: Record<string, unknown> = status ? { status } : { isDeleted: !restoring };
      if (status === ContentStatus.PUBLISHED) set.publishedAt = () => 'now()';
      await repo.update(
        { id: In(targets.map((t) => t.id)) } as object,
        { ...set, updatedAt: () => 'now()', rowVersion: () => 'row_version + 1' } as object,
      );
      const after = (await repo.findBy({ id: In(targets.map((t) => t.id)) } as object)) as ContentItem[];
      const afterById = new Map(after.map((a) => [a.id, a]));
      const hooks = this.deps.hooks?.[declaration.type];
      for (const item of targets) {
        const after = afterById.get(item.id) ?? null;
        if (after) await hooks?.afterChange?.(tx, item, after);
        await this.deps.audit.record(tx, actor, action, declaration.type, item.id, item, after);
      }
      return targets.map((t) => t.id);
    });
    const announced =
      action === BulkAction.DELETE
        ? ContentChangeAction.DELETED
        : action === BulkAction.RESTORE
          ? ContentChangeAction.RESTORED
          : ContentChangeAction.UPDATED;
    if (changed.length) this.announce(declaration, announced, changed);
    return changed.length;
  }

  private async find(tx: EntityManager, declaration: ContentDeclaration, id: string): Promise<ContentItem> {
    const item = isUuid(id) ? ((await tx.getRepository(declaration.entity).findOneBy({ id } as object)) as ContentItem | null) : null;
    if (!item) throw new NotFoundError(declaration.label);
    return item;
  }

  private announce(declaration: ContentDeclaration, action: ContentChangeAction, ids: string[], rowVersion: number | null = null): void {
    for (const id of ids) this.deps.pubsub.publish('CONTENT_CHANGED', { type: declaration.type, action, id, rowVersion });
  }
}
