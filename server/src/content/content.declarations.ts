import type { ClassType } from 'type-graphql';
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
}

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
  }),
  declare({ type: ContentType.EVENT, entity: Event, name: 'Event', plural: 'Events', label: 'Event', searchFields: ['title', 'description'] }),
  declare({
    type: ContentType.GALLERY,
    entity: GalleryItem,
    name: 'GalleryItem',
    plural: 'GalleryItems',
    label: 'Gallery item',
    searchFields: ['title', 'description'],
  }),
  declare({
    type: ContentType.RESOURCE,
    entity: Resource,
    name: 'Resource',
    plural: 'Resources',
    label: 'Resource',
    searchFields: ['title', 'description'],
  }),
  declare({
    type: ContentType.TESTIMONIAL,
    entity: Testimonial,
    name: 'Testimonial',
    plural: 'Testimonials',
    label: 'Testimonial',
    searchFields: ['name', 'role', 'message'],
  }),
  declare({ type: ContentType.NEWS, entity: News, name: 'News', plural: 'NewsItems', label: 'News item', searchFields: ['title', 'description'] }),
] as ContentDeclaration[];
