import type { Capability } from './capabilities';
import * as yup from 'yup';
import { messages } from './messages';
import { isEmailAddress } from './email-address';
import { collections, PRIORITY_LABELS, type CollectionType } from './collections';

/** How a content field is entered and stored. */
export type FieldKind =
  'text' | 'textarea' | 'richText' | 'email' | 'int' | 'float' | 'boolean' | 'date' | 'datetime' | 'select' | 'tags' | 'image' | 'file';

/** One option of a select field; `value` is what the API takes (GraphQL enum name or number). */
export interface FieldOption {
  value: string | number;
  label: string;
}

/**
 * A content field declared once (STYLE: Payload-style collections). The server's validation, the
 * web's Yup schema, the admin form and the list columns are all derived from it.
 */
export interface FieldDecl {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  options?: FieldOption[];
  /** Form default (SPEC §5: numbers 0, checkboxes false, dates now, tags empty). */
  default?: unknown;
  /** Shown as a column in the admin list. */
  column?: boolean;
  /** Help text under the field. */
  hint?: string;
}

/** The rule of SPEC §4 "visible to the public", as data the server turns into SQL. */
export interface PublicVisibility {
  /** Statuses visitors may see; deleted items (in the trash) are never visible. */
  statuses: ('DRAFT' | 'PUBLISHED' | 'ARCHIVED')[];
}

/** The capabilities (shared/capabilities.ts) a content type's operations need. */
export interface ContentAccess {
  manage: Capability;
  purge: Capability;
}

/** A type's progress (SPEC §4 Project progress): derived from a 0–100 completion field. */
export interface ProgressRule {
  /** The completion field, e.g. completionPercentage. */
  field: string;
  /** Its SQL column, e.g. completion_percentage. */
  column: string;
}

/**
 * A content type's declaration shared by server and web (issue #23: one file per type under
 * shared/collections/): how staff edit the type and who sees it. The server's GraphQL inputs,
 * validation, lists and activity query, and the web's routes, sidebar, audit filters, forms, list and
 * CSV columns are derived from it. What is stored — columns, types, nullability, precision, indexes,
 * the GraphQL object — is the type's entity's (issue #32: server/src/content/content.entities.ts);
 * content.declarations.test.ts fails when the two disagree.
 */
export interface ContentTypeDecl<Type extends string = ContentTypeName> {
  /** GraphQL ContentType value, e.g. 'PROJECT' (its lower case is the stored/audited entity type). */
  type: Type;
  /** Singular label in messages ("Project created successfully!"). */
  label: string;
  /** Plural label ("Projects deleted successfully!"). */
  pluralLabel: string;
  /** CSV file name prefix and admin path segment (/admin/cms/{path}). */
  path: string;
  /** The admin sidebar's link text (under CMS). */
  menuLabel: string;
  /** Singular GraphQL object name, e.g. "GalleryItem" (createGalleryItem, GalleryItemInput). */
  graphqlName: string;
  /** Plural used in operation names, e.g. "GalleryItems" (adminGalleryItems, bulkUpdateGalleryItems). */
  graphqlPlural: string;
  /** The SQL table. */
  table: string;
  /** Field shown as the item's title (lists, confirmations, recent activity). */
  titleField: string;
  /** Fields the admin list's text search matches, case-insensitively (SPEC §5 List search). */
  searchFields: string[];
  /** Listed in the dashboard's recent activity (SPEC §3). */
  recentActivity: boolean;
  /** What "visible to the public" means for this type (SPEC §4). */
  publicVisibility: PublicVisibility;
  /**
   * Who may work on this type (SPEC §6, decided on the server by the authChecker): `manage` lists,
   * creates, edits, trashes, restores and bulk-changes items; `purge` deletes one for good.
   */
  access: ContentAccess;
  /** Progress derived from a completion field, when the type has one (SPEC §4). */
  progress?: ProgressRule;
  /** Statuses staff may choose (testimonials: draft or published only, SPEC §3). */
  statuses: ('DRAFT' | 'PUBLISHED' | 'ARCHIVED')[];
  /** The form's fields; those with `column` are the list and CSV columns (SPEC §7). */
  fields: FieldDecl[];
  /** Numbers the site keeps (not edited in the form) shown as list columns, e.g. a resource's downloads (issue #20). */
  countColumns?: { name: string; label: string }[];
  /**
   * Columns the server sets and the form never does (slugs, thumbnails, file metadata, counters).
   * With `fields` and `countColumns` they name every column of the type's entity beyond the common
   * ones (the web's list documents and CSV read them); content.declarations.test.ts fails when the
   * entity and this declaration disagree.
   */
  serverFields?: string[];
}

/** The GraphQL ContentType values, one per file in shared/collections/. */
export type ContentTypeName = CollectionType;

/** The content types keyed by their ContentType value (SPEC §3), in sidebar order. */
export const contentTypes = Object.fromEntries(collections.map((c) => [c.type, c])) as { [T in ContentTypeName]: ContentTypeDecl<T> };

export { collections, PRIORITY_LABELS };
export { defineCollection } from './collections/common';

/**
 * A noun with its indefinite article for API descriptions, e.g. `withArticle('event')` → 'an event',
 * `withArticle('news item', { capital: true })` → 'A news item' (by its first letter: no label of ours starts with a silent h or a "you" sound).
 */
export const withArticle = (noun: string, { capital = false } = {}): string => {
  const article = /^[aeiou]/i.test(noun) ? 'an' : 'a';
  return `${capital ? article[0].toUpperCase() + article.slice(1) : article} ${noun}`;
};

/** Splits comma-separated tags, trimmed, blanks dropped, duplicates removed (SPEC §5). */
export function parseTags(value: string | string[] | null | undefined): string[] {
  const parts = Array.isArray(value) ? value : (value ?? '').split(',');
  return [...new Set(parts.map((t) => t.trim()).filter(Boolean))];
}

const { required, min, max, format, fileAddress } = messages.validation;

/**
 * True for an address an image or file field may hold (issue #16 item 14): one of our uploads
 * (`/uploads/<key>`, no `..`) or an absolute http(s) URL. Everything else — `javascript:`, `data:`,
 * protocol-relative `//host`, other relative paths — is refused, so the site never emits it as a
 * link or an image source.
 * @param value the trimmed field value
 */
export function isFileAddress(value: string): boolean {
  return /^\/uploads\/(?!.*\.\.)[\w.-]+(\/[\w.-]+)*$/.test(value) || isHttpAddress(value);
}

/**
 * True for an absolute http(s) URL with a host and no white space: the only external address a
 * file field may hold, and the only one the download route sends a visitor on to (issue #16 item 14).
 */
export function isHttpAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s/]/i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
const empty = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The Yup rule of one field, with SPEC §5's messages. */
function fieldSchema(field: FieldDecl): yup.Schema {
  const { label } = field;
  let schema: yup.Schema;
  switch (field.kind) {
    case 'int':
    case 'float': {
      let n = yup
        .number()
        .transform((v: number, o: unknown) => (o === '' || o === null || o === undefined ? null : v))
        .typeError(format(label))
        .nullable();
      if (field.kind === 'int') n = n.integer(format(label));
      if (field.min !== undefined) n = n.min(field.min, min(label, field.min));
      if (field.max !== undefined) n = n.max(field.max, max(label, field.max));
      schema = field.required ? n.required(required(label)) : n;
      break;
    }
    case 'boolean':
      schema = yup.boolean().nullable();
      break;
    case 'select': {
      const values = (field.options ?? []).map((o) => o.value);
      const s = yup
        .mixed()
        .transform(empty)
        .nullable()
        .oneOf([...values, null], format(label));
      schema = field.required ? s.test('required', required(label), (v) => v !== null && v !== undefined) : s;
      break;
    }
    case 'tags':
      schema = yup
        .array(yup.string().max(50, max(`${label} length`, 50)))
        .max(30, max(label, 30))
        .transform((v: unknown) => parseTags(v as string[]));
      break;
    case 'date': {
      const s = yup
        .string()
        .transform(empty)
        .nullable()
        .matches(/^\d{4}-\d{2}-\d{2}$/, format(label));
      schema = field.required ? s.required(required(label)) : s;
      break;
    }
    case 'datetime': {
      const s = yup
        .mixed()
        .transform(empty)
        .nullable()
        .test('datetime', format(label), (v) => v === null || v === undefined || !Number.isNaN(new Date(v as string).getTime()));
      schema = field.required ? s.test('required', required(label), (v) => v !== null && v !== undefined) : s;
      break;
    }
    default: {
      let s = yup.string().trim().transform(empty).nullable();
      if (field.maxLength) s = s.max(field.maxLength, max(`${label} length`, field.maxLength));
      if (field.kind === 'email') s = s.test('email', format(label), (v) => !v || isEmailAddress(v));
      if (field.kind === 'image' || field.kind === 'file')
        s = s.test('file-address', fileAddress(label), (v) => v === null || v === undefined || isFileAddress(v));
      schema = field.required ? s.required(required(label)) : s;
    }
  }
  return schema;
}

/**
 * The Yup schema of a content type: every declared field plus status. The server validates its
 * input with it and the web form uses it as Formik's validationSchema.
 */
export function contentSchema(decl: ContentTypeDecl) {
  const shape: Record<string, yup.Schema> = { status: yup.string().oneOf(decl.statuses, format('Status')).required(required('Status')) };
  for (const field of decl.fields) shape[field.name] = fieldSchema(field);
  return yup.object(shape);
}

/** Form defaults of a content type (SPEC §5: status draft, tags empty, numbers 0, checkboxes false, dates now). */
export function contentDefaults(decl: ContentTypeDecl, now = new Date()): Record<string, unknown> {
  const values: Record<string, unknown> = { status: 'DRAFT' };
  for (const field of decl.fields) {
    if (field.default !== undefined) values[field.name] = field.default;
    else if (field.kind === 'datetime' && field.required) values[field.name] = now.toISOString();
    else if (field.kind === 'boolean') values[field.name] = false;
    else values[field.name] = null;
  }
  return values;
}

/** The resource type inferred from a MIME type (SPEC §5): image, video, audio, document (pdf, document, text), else other. */
export function resourceTypeOf(mime: string): 'IMAGE' | 'VIDEO' | 'AUDIO' | 'DOCUMENT' | 'OTHER' {
  if (mime.startsWith('image/')) return 'IMAGE';
  if (mime.startsWith('video/')) return 'VIDEO';
  if (mime.startsWith('audio/')) return 'AUDIO';
  if (/pdf|document|text|msword|spreadsheet|presentation|officedocument|rtf/.test(mime)) return 'DOCUMENT';
  return 'OTHER';
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A file size for people (SPEC §9): Bytes, KB, MB or GB (1024 steps) with up to two decimals,
 * e.g. 0 → "0 Bytes", 1536 → "1.5 KB", 5 242 880 → "5 MB".
 * @param bytes size in bytes; null or negative gives an empty string
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes === 0) return '0 Bytes';
  const unit = Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** unit).toFixed(2))} ${SIZE_UNITS[unit]}`;
}

/** What `POST /uploads` answers with (201): the server's upload service returns it, the admin's upload field reads it. */
export interface StoredUpload {
  id: string;
  /** The original file. */
  url: string;
  /** Images: a web-sized version (≤ 1600 px) and a thumbnail (≤ 400 px), WebP. */
  webUrl: string | null;
  thumbnailUrl: string | null;
  fileName: string;
  fileSize: number;
  fileType: string;
  /** SPEC §5 inference from the type ({@link resourceTypeOf}). */
  resourceType: ReturnType<typeof resourceTypeOf>;
}

/** Upload limits of SPEC §5 and §9. */
export const uploadLimits = {
  imageTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  imageMaxBytes: 5 * 1024 * 1024,
  fileMaxBytes: 10 * 1024 * 1024,
  invalidImage: 'Please select a valid image file (JPEG, PNG, GIF, WebP)',
  imageTooLarge: 'Image size must be less than 5MB',
  fileTooLarge: 'File size must be less than 10MB',
} as const;
