import type { ClassType } from 'type-graphql';
import type { EntityManager } from 'typeorm';
import { collections } from '../../../shared/collections';
import type { ContentTypeDecl } from '../../../shared/content-fields';
import { slugify, uniqueSlug } from '../common/slug';
import type { UploadService } from '../uploads';
import { contentEntityOf } from './content.entities';
import type { ContentItem } from './content.entity';
import { ContentType } from './content.enums';

/**
 * A content type as the server uses it: its shared declaration (shared/collections/, issue #23) plus
 * its entity (content.entities.ts, the source of what is stored) and the fields the server derives. Everything else
 * (GraphQL names, labels, search and title fields) is read from the shared declaration.
 */
export interface ContentDeclaration<T extends ContentItem = ContentItem> {
  type: ContentType;
  entity: ClassType<T>;
  /** Singular GraphQL name, e.g. "Project". */
  name: string;
  /** Plural used in operation names, e.g. "Projects" → adminProjects. */
  plural: string;
  /** Singular label in messages, e.g. "Project". */
  label: string;
  /** Entity properties the text search matches, case-insensitively. */
  searchFields: string[];
  /** The shared declaration (fields, labels, rules, defaults, table) of this type. */
  fields: ContentTypeDecl;
  /** Property shown as the item's title in activity lists (testimonials: name). */
  titleField: string;
  /** Fields the server derives from the validated input (slugs, thumbnails, file metadata). */
  derive?(values: Record<string, unknown>, context: DeriveContext): Promise<Record<string, unknown>>;
}

/** What a derive hook may use: the transaction, the item being edited (null on create) and uploads. */
export interface DeriveContext {
  tx: EntityManager;
  existing: Record<string, unknown> | null;
  uploads: UploadService;
}

type Derive = NonNullable<ContentDeclaration['derive']>;

/** Slug from the title on create; kept on edit so shared links keep working. */
const slugOnCreate =
  (entity: ClassType<ContentItem>): Derive =>
  async (values, { tx, existing }) =>
    existing ? {} : { slug: await uniqueSlug(tx, entity, String(values.title)) };

/**
 * Fields derived from an upload, by type; a type not listed here derives a slug on create when its
 * declaration lists `slug` among its server fields, else nothing.
 */
const DERIVED_FROM_UPLOADS: Partial<Record<ContentTypeDecl['type'], Derive>> = {
  // The album's slug follows its name; the thumbnail comes from the upload.
  async GALLERY(values, { uploads, tx }) {
    const upload = await uploads.byUrl(values.imageUrl as string, tx);
    return {
      albumSlug: values.albumName ? slugify(String(values.albumName)) : null,
      thumbnailUrl: upload?.thumbnailUrl ?? (values.imageUrl as string),
    };
  },
  // File name, size and type come from the upload (SPEC §5), never from the form.
  async RESOURCE(values, { uploads, existing, tx }) {
    const upload = await uploads.byUrl(values.fileUrl as string, tx);
    if (upload) return { fileName: upload.fileName, fileSize: upload.fileSize, fileType: upload.fileType };
    if (existing && existing.fileUrl === values.fileUrl) return {};
    return { fileName: String(values.fileUrl).split('/').pop() ?? null, fileSize: null, fileType: null };
  },
};

/** A shared declaration with its entity and derive hook (see {@link ContentDeclaration}). */
function serverDeclaration(decl: ContentTypeDecl): ContentDeclaration {
  const entity = contentEntityOf[decl.type];
  return {
    type: ContentType[decl.type],
    entity,
    name: decl.graphqlName,
    plural: decl.graphqlPlural,
    label: decl.label,
    searchFields: decl.searchFields,
    fields: decl,
    titleField: decl.titleField,
    derive: DERIVED_FROM_UPLOADS[decl.type] ?? (decl.serverFields?.includes('slug') ? slugOnCreate(entity) : undefined),
  };
}

/** Every content type (SPEC §3), from shared/collections/, in the same order. */
export const contentDeclarations: ContentDeclaration[] = collections.map((c) => serverDeclaration(c));

/**
 * SPEC §4 "visible to the public" for one type, as SQL from its declaration's `publicVisibility`:
 * one of the visible statuses and not in the trash.
 * @param alias the query's alias of the type's table, e.g. `p`; columns are named as stored
 */
export function visibleToPublicSql(decl: ContentTypeDecl, alias: string): string {
  const statuses = decl.publicVisibility.statuses.map((s) => `'${s.toLowerCase()}'`).join(', ');
  return `${alias}.status IN (${statuses}) AND NOT ${alias}.is_deleted`;
}
