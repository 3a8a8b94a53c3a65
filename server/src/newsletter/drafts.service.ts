import type { DataSource, EntityManager } from 'typeorm';
import { messages } from '../../../shared/messages';
import type { AuditService } from '../audit';
import type { Actor } from '../common/actor';
import { NotFoundError, ValidationError } from '../common/errors';
import { isUuid } from '../common/ids';
import { cleanText } from '../common/text';
import { NewsletterDraftRecord } from './draft.entity';

/** The longest subject and body a draft keeps, as an issue (sending.service.ts). */
const SUBJECT_MAX = 200;
const CONTENT_MAX = 100_000;
/** The drafts listed at most (newest first); a residents' association has a handful. */
const LIST_MAX = 100;

/** What staff have typed so far; `id` absent starts a new draft. */
export interface DraftChanges {
  id?: string | null;
  subject: string;
  content: string;
}

/**
 * Newsletter drafts (issue #33 "Nothing typed is lost"): the admin saves what is typed as it goes
 * (debounced and on blur), so a reload, a crash or a navigation never loses it; drafts are listed,
 * reopened, sent (which removes the draft, in the sending transaction) or deleted. A draft may be
 * incomplete: only the lengths are checked here, everything else when it is previewed or sent.
 */
export class NewsletterDraftsService {
  constructor(private readonly deps: { db: DataSource; audit: AuditService }) {}

  /** @returns drafts, last saved first (at most 100) */
  list(): Promise<NewsletterDraftRecord[]> {
    return this.deps.db.getRepository(NewsletterDraftRecord).find({ order: { updatedAt: 'DESC', id: 'ASC' }, take: LIST_MAX });
  }

  /**
   * One draft.
   * @throws NotFoundError when there is no such draft (deleted, or sent)
   */
  async get(id: string): Promise<NewsletterDraftRecord> {
    const draft = isUuid(id) ? await this.deps.db.getRepository(NewsletterDraftRecord).findOneBy({ id }) : null;
    if (!draft) throw new NotFoundError('Draft');
    return draft;
  }

  /**
   * Saves what is typed: a new draft without `id`, else that draft's subject and body.
   * @returns the saved draft with its `updatedAt`
   * @throws ValidationError naming `subject` or `content` when too long; NotFoundError when the draft
   *   was deleted or sent meanwhile
   */
  async save(actor: Actor, changes: DraftChanges): Promise<NewsletterDraftRecord> {
    const subject = cleanText(changes.subject ?? '');
    const content = cleanText(changes.content ?? '');
    const fields: Record<string, string> = {};
    if (subject.length > SUBJECT_MAX) fields.subject = messages.validation.max('Subject length', SUBJECT_MAX);
    if (content.length > CONTENT_MAX) fields.content = messages.validation.max('Content length', CONTENT_MAX);
    if (Object.keys(fields).length) throw new ValidationError(fields);
    if (!changes.id) {
      const [row] = (await this.deps.db.query(
        `INSERT INTO newsletter_drafts (subject, content, created_by_id, created_by_name) VALUES ($1, $2, $3, $4) RETURNING id`,
        [subject, content, actor.id, actor.name],
      )) as { id: string }[];
      return this.get(row.id);
    }
    if (!isUuid(changes.id)) throw new NotFoundError('Draft');
    const [, updated] = (await this.deps.db.query(`UPDATE newsletter_drafts SET subject = $2, content = $3, updated_at = now() WHERE id = $1`, [
      changes.id,
      subject,
      content,
    ])) as [unknown, number];
    if (!updated) throw new NotFoundError('Draft');
    return this.get(changes.id);
  }

  /**
   * Deletes a draft (audited).
   * @throws NotFoundError
   */
  async remove(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw new NotFoundError('Draft');
    await this.deps.db.transaction(async (tx) => {
      const [, deleted] = (await tx.query(`DELETE FROM newsletter_drafts WHERE id = $1`, [id])) as [unknown, number];
      if (!deleted) throw new NotFoundError('Draft');
      await this.deps.audit.record(tx, actor, 'delete', 'newsletter-draft', id, { deleted: false }, { deleted: true });
    });
    return true;
  }
}

/** Removes a draft once it has been sent, in the sending transaction (nothing when there is none). */
export async function removeSentDraft(tx: EntityManager, id: string | null | undefined): Promise<void> {
  if (id && isUuid(id)) await tx.query(`DELETE FROM newsletter_drafts WHERE id = $1`, [id]);
}
