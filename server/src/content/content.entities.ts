import type { ClassType } from 'type-graphql';
import type { ContentTypeName } from '../../../shared/content-fields';
import type { ContentItem } from './content.entity';
import { Event } from './event/event.entity';
import { GalleryItem } from './gallery/gallery-item.entity';
import { News } from './news/news.entity';
import { Project } from './project/project.entity';
import { Resource } from './resource/resource.entity';
import { Testimonial } from './testimonial/testimonial.entity';

/**
 * The entity of each content type (issue #32: one source of truth per type). The entity is the
 * source of what is stored and what the GraphQL object shows — columns, types, nullability,
 * precision, indexes, descriptions, the project's progress getter, the event's `update: false`
 * counter — and matches the migrations (server/test/entity-schema.int.test.ts). The shared
 * declaration (shared/collections/) says how staff edit the type and is held to its entity by
 * content.declarations.test.ts. A type declared without an entity here does not compile.
 */
export const contentEntityOf: { [T in ContentTypeName]: ClassType<ContentItem> } = {
  PROJECT: Project,
  EVENT: Event,
  GALLERY: GalleryItem,
  RESOURCE: Resource,
  TESTIMONIAL: Testimonial,
  NEWS: News,
};

/** Every content entity, for db/entities.ts. */
export const contentEntities: ClassType<ContentItem>[] = Object.values(contentEntityOf);
