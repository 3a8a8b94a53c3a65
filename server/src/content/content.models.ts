import type { ContentChangeAction, ContentStatus, ContentType, EventTiming } from './content.enums';

/** Payload published on the CONTENT_CHANGED topic. */
export interface ContentChangePayload {
  type: ContentType;
  action: ContentChangeAction;
  id: string;
  /** The item's `rowVersion` after an edit (issue #33), so an open form can tell another's save from its own. */
  rowVersion?: number | null;
}

/** Filters of the admin content lists (SPEC §7 Admin content tables: List). */
export interface ContentFilterInput {
  /** Case-insensitive text search (title or description; testimonials: name, role or message). */
  search?: string | null;
  /** Only these statuses. */
  statuses?: ContentStatus[] | null;
  /** Items having any of these tags. */
  tags?: string[] | null;
  /** Created at or after. */
  createdFrom?: Date | null;
  /** Created at or before. */
  createdTo?: Date | null;
  /** Events only: UPCOMING or PAST (SPEC §4 admin side); events are listed by event date. Other types ignore it. */
  timing?: EventTiming | null;
  /** true lists the trash (soft-deleted items) instead. */
  deleted?: boolean;
}

declare module '../realtime/pubsub' {
  interface Topics {
    /** A content item was created, changed, trashed, restored or purged (SPEC §4 Live updates). */
    CONTENT_CHANGED: [ContentChangePayload];
  }
}
