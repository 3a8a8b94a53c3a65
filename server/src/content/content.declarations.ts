import type { ClassType } from 'type-graphql';
import type { EntityManager } from 'typeorm';
import { contentTypes, type ContentTypeDecl } from '../../../shared/content-fields';
import { slugify, uniqueSlug } from '../common/slug';
import type { UploadService } from '../uploads/upload.service';
import { ContentItem } from './content.entity';
import { ContentType } from './content.enums';
import { Event } from './event/event.entity';
import { GalleryItem } from './gallery/gallery-item.entity';
import { News } from './news/news.entity';
import { Project } from './project/project.entity';
import { Resource } from './resource/resource.entity';
import { Testimonial } from './testimonial/testimonial.entity';

/**
 * A content type declared once (STYLE: Payload-style collections): its entity, GraphQL names and
 * the columns the list search matches (SPEC §5 List search). The generic module derives the rest.
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
  /** The shared field declarations (labels, rules, defaults) of this type. */
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

/** Slug from the title on create; kept on edit so shared links keep working. */
const slugOnCreate =
  (entity: ClassType<ContentItem>) =>
  async (values: Record<string, unknown>, { tx, existing }: DeriveContext): Promise<Record<string, unknown>> =>
    existing ? {} : { slug: await uniqueSlug(tx, entity, String(values.title)) };

const declare = <T extends ContentItem>(declaration: ContentDeclaration<T>) => declaration;

/** The six content types (SPEC §3). */
export const contentDeclarations = [
  declare({
    type: ContentType.PROJECT,
    entity: Project,
    name: 'Project',
    plural: 'Projects',
    label: 'Project',
    searchFields: ['title', 'description'],
    fields: contentTypes.PROJECT,
    titleField: 'title',
    derive: slugOnCreate(Project),
  }),
  declare({
    type: ContentType.EVENT,
    entity: Event,
    name: 'Event',
    plural: 'Events',
    label: 'Event',
    searchFields: ['title', 'description'],
    fields: contentTypes.EVENT,
    titleField: 'title',
    derive: slugOnCreate(Event),
  }),
  declare({
    type: ContentType.GALLERY,
    entity: GalleryItem,
    name: 'GalleryItem',
    plural: 'GalleryItems',
    label: 'Gallery item',
    searchFields: ['title', 'description'],
    fields: contentTypes.GALLERY,
    titleField: 'title',
    // The album's slug follows its name; the thumbnail comes from the upload.
    async derive(values, { uploads, tx }) {
      const upload = await uploads.byUrl(values.imageUrl as string, tx);
      return {
        albumSlug: values.albumName ? slugify(String(values.albumName)) : null,
        thumbnailUrl: upload?.thumbnailUrl ?? (values.imageUrl as string),
      };
    },
  }),
  declare({
    type: ContentType.RESOURCE,
    entity: Resource,
    name: 'Resource',
    plural: 'Resources',
    label: 'Resource',
    searchFields: ['title', 'description'],
    fields: contentTypes.RESOURCE,
    titleField: 'title',
    // File name, size and type come from the upload (SPEC §5), never from the form.
    async derive(values, { uploads, existing, tx }) {
      const upload = await uploads.byUrl(values.fileUrl as string, tx);
      if (upload) return { fileName: upload.fileName, fileSize: upload.fileSize, fileType: upload.fileType };
      if (existing && existing.fileUrl === values.fileUrl) return {};
      return { fileName: String(values.fileUrl).split('/').pop() ?? null, fileSize: null, fileType: null };
    },
  }),
  declare({
    type: ContentType.TESTIMONIAL,
    entity: Testimonial,
    name: 'Testimonial',
    plural: 'Testimonials',
    label: 'Testimonial',
    searchFields: ['name', 'role', 'message'],
    fields: contentTypes.TESTIMONIAL,
    titleField: 'name',
  }),
  declare({
    type: ContentType.NEWS,
    entity: News,
    name: 'News',
    plural: 'NewsItems',
    label: 'News item',
    searchFields: ['title', 'description'],
    fields: contentTypes.NEWS,
    titleField: 'title',
    derive: slugOnCreate(News),
  }),
] as ContentDeclaration[];
