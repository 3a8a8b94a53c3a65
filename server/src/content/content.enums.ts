import { collections, type CollectionType } from '../../../shared/collections';
import { registerEnumType } from 'type-graphql';

/** Publication state of a content item (SPEC §4 Content status). */
export enum ContentStatus {
  DRAFT = 'draft',
  PUBLISHED = 'published',
  ARCHIVED = 'archived',
}

/**
 * The content types served by the generic content module, one per declaration in
 * shared/collections/ (issue #23): `ContentType.PROJECT === 'project'`, the value stored in the audit
 * log and sent on `contentChanged`.
 */
export const ContentType = Object.fromEntries(collections.map((c) => [c.type, c.type.toLowerCase()])) as {
  readonly [T in CollectionType]: Lowercase<T>;
};
/** One content type's value, e.g. 'project'. */
export type ContentType = Lowercase<CollectionType>;

/** Project progress derived from completion (SPEC §4 Project progress). */
export enum ProjectProgress {
  PLANNED = 'planned',
  IN_PROGRESS = 'in-progress',
  COMPLETED = 'completed',
}

/** Kind of gallery photo (SPEC §3 Gallery item). */
export enum GalleryType {
  EVENT = 'event',
  PROJECT = 'project',
  COMMUNITY = 'community',
  OTHER = 'other',
}

/** Kind of downloadable resource (SPEC §3 Resource). */
export enum ResourceType {
  DOCUMENT = 'document',
  IMAGE = 'image',
  VIDEO = 'video',
  AUDIO = 'audio',
  OTHER = 'other',
}

/** What happened to a content item, as sent on `contentChanged`. */
export enum ContentChangeAction {
  CREATED = 'created',
  UPDATED = 'updated',
  DELETED = 'deleted',
  RESTORED = 'restored',
  PURGED = 'purged',
}

/** The admin events list's filter (issue #17): the public rule of SPEC §4, so staff and residents agree. */
export enum EventTiming {
  UPCOMING = 'upcoming',
  PAST = 'past',
}

/** What happened in a recent activity item (SPEC §3). */
export enum ActivityAction {
  CREATED = 'created',
  UPDATED = 'updated',
  PUBLISHED = 'published',
  DELETED = 'deleted',
}

registerEnumType(ContentStatus, { name: 'ContentStatus', description: 'Publication state; visitors see only PUBLISHED, not deleted items.' });
registerEnumType(ContentType, { name: 'ContentType', description: 'A content type managed in the CMS.' });
registerEnumType(ProjectProgress, {
  name: 'ProjectProgress',
  description: 'Progress from completion: 100 completed, 1–99 in progress, else planned.',
});
registerEnumType(GalleryType, { name: 'GalleryType', description: 'What a gallery photo shows.' });
registerEnumType(ResourceType, { name: 'ResourceType', description: 'Kind of downloadable resource.' });
