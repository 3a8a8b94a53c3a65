import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../page-type';
import { ResourceType } from '../../content/content.enums';
import { Event } from '../../content/event/event.entity';
import { GalleryItem } from '../../content/gallery/gallery-item.entity';
import { News } from '../../content/news/news.entity';
import { Resource } from '../../content/resource/resource.entity';
import { Project } from '../../content/project/project.entity';
import { Testimonial } from '../../content/testimonial/testimonial.entity';
import { EventWhen } from '../../public/public.enums';
import type {
  GalleryAlbum as GalleryAlbumModel,
  GalleryAlbumDetail as GalleryAlbumDetailModel,
  PublicStats as PublicStatsModel,
  ResourceStats as ResourceStatsModel,
} from '../../public/public.models';

// Plain data types without field resolvers, @Authorized fields or middlewares: `simpleResolvers`
// lets graphql-js read each field directly instead of through TypeGraphQL's wrapper (issue #24).
// search.types.ts does the same.

/** The four Home stat tiles (SPEC §2 Home). */
@ObjectType({ simpleResolvers: true, description: 'Figures of the Home page stat tiles (SPEC §2).' })
export class PublicStats implements PublicStatsModel {
  @Field(() => Int, { description: 'Approved members (the admin labels approved as "Active Members").' })
  activeMembers: number;
  @Field(() => Int, { description: 'Published, not deleted projects at 100 % completion.' })
  projectsCompleted: number;
  @Field(() => Int, { description: 'Published, not deleted events.' })
  eventsHosted: number;
  @Field(() => Int, { description: 'Years serving the community (fixed at 5).' })
  yearsServing: number;
}

registerEnumType(EventWhen, {
  name: 'EventWhen',
  description: 'UPCOMING: today or later, or no date (ascending); PAST: before today (descending); ALL: upcoming then past.',
});

export const ProjectPage = PageType(Project, 'ProjectPage');
export const EventPage = PageType(Event, 'EventPage');
export const TestimonialPage = PageType(Testimonial, 'TestimonialPage');
export const NewsPage = PageType(News, 'NewsPage');

/** A gallery album: photos sharing an album name (SPEC §2 /gallery). */
@ObjectType({ simpleResolvers: true, description: 'A gallery album: the published photos sharing an album name.' })
export class GalleryAlbum implements GalleryAlbumModel {
  @Field({ description: 'URL slug of the album; used at /gallery/{albumSlug}.' })
  slug: string;
  @Field({ description: 'Album name.' })
  name: string;
  @Field(() => Int, { nullable: true, description: 'Year the photos were taken (earliest), or null.' })
  year: number | null;
  @Field(() => Int, { description: 'Number of published photos.' })
  photoCount: number;
  @Field(() => GalleryItem, { description: 'Cover: the first photo by sort order.' })
  cover: GalleryItem;
}

/** An album with its photos in sort order. */
@ObjectType({ simpleResolvers: true, description: 'An album with its published photos in sort order.' })
export class GalleryAlbumDetail extends GalleryAlbum implements GalleryAlbumDetailModel {
  @Field(() => [GalleryItem], { description: 'Photos by sort order.' })
  photos: GalleryItem[];
}

/** Figures of the resource library header (SPEC §2 /resources stats). */
@ObjectType({ simpleResolvers: true, description: 'Figures of the resource library (published resources).' })
export class ResourceStats implements ResourceStatsModel {
  @Field(() => Int, { description: 'Published resources.' })
  total: number;
  @Field(() => Int, { description: 'Downloads of published resources, all time.' })
  totalDownloads: number;
  @Field(() => [String], { description: 'Categories in use, alphabetical.' })
  categories: string[];
  @Field(() => [ResourceType], { description: 'Resource types in use.' })
  types: ResourceType[];
}

export const GalleryAlbumPage = PageType(GalleryAlbum, 'GalleryAlbumPage');
export const ResourcePage = PageType(Resource, 'ResourcePage');
