import type { ClassType } from 'type-graphql';
import { getMetadataArgsStorage } from 'typeorm';
import { collections } from '../../../shared/collections';
import type { ContentItem } from './content.entity';
import { createContentEntity } from './content.entity-factory';
import { Event } from './event/event.entity';
import { GalleryItem } from './gallery/gallery-item.entity';
import { News } from './news/news.entity';
import { Project } from './project/project.entity';
import { Resource } from './resource/resource.entity';
import { Testimonial } from './testimonial/testimonial.entity';

/**
 * The six types of SPEC §3 keep their hand-written entities: their indexes, `update: false` counter,
 * progress getter, numeric precision and descriptions are part of the committed schema and database,
 * and content.declarations.test.ts holds each to its declaration.
 */
export const handWrittenContentEntities = [Project, Event, GalleryItem, Resource, Testimonial, News];

const handWrittenTables = new Set(
  getMetadataArgsStorage()
    .tables.filter((t) => (handWrittenContentEntities as unknown[]).includes(t.target))
    .map((t) => t.name),
);

/**
 * One entity built from its declaration (content.entity-factory.ts) for every type in
 * shared/collections/ whose table has no hand-written entity (issue #23): a new type needs no
 * entity file and no line in db/entities.ts.
 */
export const generatedContentEntities: ClassType<ContentItem>[] = collections
  .filter((c) => !handWrittenTables.has(c.table))
  .map((c) => createContentEntity(c));

/** Every content entity, hand-written first, for db/entities.ts. */
export const contentEntities: ClassType<ContentItem>[] = [...handWrittenContentEntities, ...generatedContentEntities];
