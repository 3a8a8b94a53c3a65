import type { ContentAccess, ContentTypeDecl, FieldDecl, PublicVisibility } from '../content-fields';

/**
 * Declares one collection, keeping its `type` literal so the list in ./index.ts yields the union of
 * type names; `access` defaults to {@link STAFF_CONTENT_ACCESS}. (Here, not in content-fields.ts, so the declarations import nothing at run time that
 * imports them back.)
 */
export const defineCollection = <const Type extends string>(
  decl: Omit<ContentTypeDecl<Type>, 'access'> & Partial<Pick<ContentTypeDecl<Type>, 'access'>>,
): ContentTypeDecl<Type> => ({ ...decl, access: decl.access ?? STAFF_CONTENT_ACCESS });

/** Every status a content item may take (SPEC §4 Content status). */
export const ALL_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as ('DRAFT' | 'PUBLISHED' | 'ARCHIVED')[];

/** SPEC §6: staff with content rights manage every content type; only admins delete for good. */
export const STAFF_CONTENT_ACCESS: ContentAccess = { manage: 'manageContent', purge: 'purgeContent' };

/** SPEC §4: visitors see only items with status published and is_deleted false. */
export const PUBLISHED_NOT_DELETED: PublicVisibility = { statuses: ['PUBLISHED'] };

/** Fields several types share, declared once. */
export const tags: FieldDecl = { name: 'tags', label: 'Tags', kind: 'tags', default: [], hint: 'Comma-separated' };
export const title: FieldDecl = { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200, column: true };
export const description: FieldDecl = { name: 'description', label: 'Description', kind: 'textarea', maxLength: 2000 };
export const content: FieldDecl = { name: 'content', label: 'Content', kind: 'richText', maxLength: 50_000 };
/** The optional cover image of a page of its own (Project, Event). */
export const coverImage: FieldDecl = { name: 'imageUrl', label: 'Image', kind: 'image' };
export const location: FieldDecl = { name: 'location', label: 'Location', kind: 'text', maxLength: 200 };
