import DataLoader from 'dataloader';
import { Kind, type FieldNode, type GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, Info, Int, Query, Resolver, Root } from 'type-graphql';
import { RELATED_MAX_LIMIT } from '../graphql/graphql-limits';
import { pageRequest } from '../../common/pagination';
import { requestedFields } from '../../common/selection';
import type { AppContext } from '../context';
import { ProjectProgress, ResourceType } from '../../content/content.enums';
import { GalleryItem } from '../../content/gallery/gallery-item.entity';
import { News } from '../../content/news/news.entity';
import { Resource } from '../../content/resource/resource.entity';
import { Event } from '../../content/event/event.entity';
import { Project } from '../../content/project/project.entity';
import { Testimonial } from '../../content/testimonial/testimonial.entity';
import { EventWhen } from '../../public/public.enums';
import { PublicService } from '../../public/public.service';
import { SearchResultPage } from './search.types';
import { EventPage, GalleryAlbumDetail, GalleryAlbumPage, NewsPage, ProjectPage, PublicStats, ResourcePage, ResourceStats } from './public.types';
import { limits } from '../../../../shared/limits';

/**
 * The public read model for this caller (issue #16 item 5): anonymous visitors read through
 * `services.anonymousSite` (the anonymous pool, whose statements have a timeout and which cannot
 * take the main pool's connections), signed-in staff through `services.publicSite`.
 */
const siteFor = (ctx: AppContext): PublicService => (ctx.user ? ctx.services.publicSite : ctx.services.anonymousSite);

/** Anonymous queries of the public site (SPEC §2 public routes, §7 public lists). */
@Resolver()
export class PublicResolver {
  /** Home stat tiles. */
  @Query(() => PublicStats, { description: 'Home page stat tiles (public).' })
  publicStats(@Ctx() ctx: AppContext): Promise<PublicStats> {
    return siteFor(ctx).stats();
  }

  /** Published projects, newest first. */
  @Query(() => ProjectPage, { description: `Published projects, newest first (public). Default page size ${limits.publicPageSize.projects}.` })
  projects(
    @Ctx() ctx: AppContext,
    @Arg('search', () => String, { nullable: true, description: 'Case-insensitive match on title or description.' }) search: string | null,
    @Arg('status', () => ProjectProgress, { nullable: true, description: 'Progress derived from completion.' }) status: ProjectProgress | null,
    @Arg('tag', () => String, { nullable: true, description: 'Only projects with this tag.' }) tag: string | null,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: limits.publicPageSize.projects, description: 'Page size, 1–100.' }) limit: number,
    @Info() info: GraphQLResolveInfo,
  ) {
    return siteFor(ctx).projects({ search, status, tag, page, limit, fields: requestedFields(info, 'items') });
  }

  /** One published project. @throws NOT_FOUND */
  @Query(() => Project, { description: 'One published project by slug (public). NOT_FOUND when absent or unpublished.' })
  project(@Arg('slug') slug: string, @Ctx() ctx: AppContext): Promise<Project> {
    return siteFor(ctx).project(slug);
  }

  /** Published events: upcoming ascending, past descending. */
  @Query(() => EventPage, {
    description: `Published events (public): upcoming ascending, past descending. Default page size ${limits.publicPageSize.events}.`,
  })
  events(
    @Ctx() ctx: AppContext,
    @Arg('search', () => String, { nullable: true, description: 'Case-insensitive match on title or description.' }) search: string | null,
    @Arg('when', () => EventWhen, { defaultValue: EventWhen.ALL, description: 'Upcoming, past or all.' }) when: EventWhen,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: limits.publicPageSize.events, description: 'Page size, 1–100.' }) limit: number,
    @Info() info: GraphQLResolveInfo,
  ) {
    return siteFor(ctx).events({ search, when, page, limit, fields: requestedFields(info, 'items') });
  }

  /** One published event. @throws NOT_FOUND */
  @Query(() => Event, { description: 'One published event by slug (public). NOT_FOUND when absent or unpublished.' })
  event(@Arg('slug') slug: string, @Ctx() ctx: AppContext): Promise<Event> {
    return siteFor(ctx).event(slug);
  }

  /** Published news, featured first, then newest (issue #22). */
  @Query(() => NewsPage, { description: `Published news (public): featured first, then newest. Default page size ${limits.publicPageSize.news}.` })
  news(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: limits.publicPageSize.news, description: 'Page size, 1–100.' }) limit: number,
    @Info() info: GraphQLResolveInfo,
  ) {
    return siteFor(ctx).news({ page, limit, fields: requestedFields(info, 'items') });
  }

  /** One published news item (issue #22). @throws NOT_FOUND */
  @Query(() => News, { description: 'One published news item by slug (public). NOT_FOUND when absent, unpublished or in the trash.' })
  newsItem(@Arg('slug') slug: string, @Ctx() ctx: AppContext): Promise<News> {
    return siteFor(ctx).newsItem(slug);
  }

  /**
   * Site search (issue #22): published projects, events, news, resources and albums matching every
   * word (as a prefix, any order), best first, highlighted.
   * @throws BAD_USER_INPUT naming q, page or limit
   */
  @Query(() => SearchResultPage, {
    description: `Site search over published projects, events, news, resources and albums (public): every word matches as a word prefix (English stemming, any order), best match first, with highlighted title and snippet. A search without words gives an empty page. BAD_USER_INPUT for a search over 200 characters. Default page size ${limits.publicPageSize.search}.`,
  })
  search(
    @Ctx() ctx: AppContext,
    @Arg('q', { description: 'What the visitor typed, e.g. "neighbour picnic".' }) q: string,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: limits.publicPageSize.search, description: 'Page size, 1–50.' }) limit: number,
  ) {
    return (ctx.user ? ctx.services.siteSearch : ctx.services.anonymousSearch).search({ q, page, limit });
  }

  /** Published testimonials by sort order. */
  @Query(() => [Testimonial], { description: 'Published testimonials by sort order (public).' })
  testimonials(
    @Ctx() ctx: AppContext,
    @Arg('limit', () => Int, { defaultValue: 3, description: 'How many, 1–100.' }) limit: number,
  ): Promise<Testimonial[]> {
    return siteFor(ctx).testimonials(limit);
  }

  /** Published events of one calendar month (association time zone). */
  @Query(() => [Event], { description: 'Published, dated events in one calendar month (public), ascending. BAD_USER_INPUT for a bad year or month.' })
  eventsInMonth(
    @Arg('year', () => Int, { description: 'Year, e.g. 2026.' }) year: number,
    @Arg('month', () => Int, { description: 'Month, 1–12.' }) month: number,
    @Ctx() ctx: AppContext,
  ): Promise<Event[]> {
    return siteFor(ctx).eventsInMonth(year, month);
  }

  /** Albums of published photos. */
  @Query(() => GalleryAlbumPage, { description: `Gallery albums (public), newest year first. Default page size ${limits.publicPageSize.gallery}.` })
  galleryAlbums(
    @Ctx() ctx: AppContext,
    @Arg('year', () => Int, { nullable: true, description: 'Only albums of this year.' }) year: number | null,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: limits.publicPageSize.gallery, description: 'Page size, 1–100.' }) limit: number,
  ) {
    return siteFor(ctx).galleryAlbums({ year, page, limit });
  }

  /** Years with published albums. */
  @Query(() => [Int], { description: 'Years that have published albums, newest first (public).' })
  galleryYears(@Ctx() ctx: AppContext): Promise<number[]> {
    return siteFor(ctx).galleryYears();
  }

  /** One album with its photos. @throws NOT_FOUND */
  @Query(() => GalleryAlbumDetail, { description: 'One album with its published photos (public). NOT_FOUND when it has none.' })
  galleryAlbum(@Arg('slug') slug: string, @Ctx() ctx: AppContext): Promise<GalleryAlbumDetail> {
    return siteFor(ctx).galleryAlbum(slug);
  }

  /** Published resources. */
  @Query(() => ResourcePage, { description: `Published resources (public), newest first. Default page size ${limits.publicPageSize.resources}.` })
  resources(
    @Ctx() ctx: AppContext,
    @Arg('search', () => String, { nullable: true, description: 'Case-insensitive match on title or description.' }) search: string | null,
    @Arg('type', () => ResourceType, { nullable: true, description: 'Only this resource type.' }) type: ResourceType | null,
    @Arg('category', () => String, { nullable: true, description: 'Only this category.' }) category: string | null,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: limits.publicPageSize.resources, description: 'Page size, 1–100.' }) limit: number,
    @Info() info: GraphQLResolveInfo,
  ) {
    return siteFor(ctx).resources({ search, type, category, page, limit, fields: requestedFields(info, 'items') });
  }

  /** Resource library figures. */
  @Query(() => ResourceStats, { description: 'Resource library figures over published resources (public).' })
  resourceStats(@Ctx() ctx: AppContext): Promise<ResourceStats> {
    return siteFor(ctx).resourceStats();
  }
}

/** Per-request loaders, kept beside the request's context object and dropped with it. */
const photoLoaders = new WeakMap<AppContext, DataLoader<string, GalleryItem[]>>();

/** The request's loader of project photos: every `photos` field of one request becomes one query (issue #7, N+1). */
function photoLoader(ctx: AppContext): DataLoader<string, GalleryItem[]> {
  let loader = photoLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader((ids: readonly string[]) => siteFor(ctx).projectPhotosBatch(ids));
    photoLoaders.set(ctx, loader);
  }
  return loader;
}

/** Per-request loaders of related projects, one per limit and whether `content` is read. */
const relatedLoaders = new WeakMap<AppContext, Map<string, DataLoader<Project, Project[], string>>>();

/**
 * The request's loader of related projects (issue #24, N+1): every `related` field of one request
 * with the same limit becomes one batch ({@link PublicService.relatedProjectsBatch}).
 * @param withContent read each related project's rich text (some field of the batch asked for it)
 */
function relatedLoader(ctx: AppContext, limit: number, withContent: boolean): DataLoader<Project, Project[], string> {
  const loaders = relatedLoaders.get(ctx) ?? new Map<string, DataLoader<Project, Project[], string>>();
  relatedLoaders.set(ctx, loaders);
  const key = `${limit}:${withContent}`;
  let loader = loaders.get(key);
  if (!loader) {
    const fields = withContent ? null : new Set<string>();
    loader = new DataLoader((projects: readonly Project[]) => siteFor(ctx).relatedProjectsBatch(projects, limit, fields), {
      cacheKeyFn: (project) => project.id,
    });
    loaders.set(key, loader);
  }
  return loader;
}

/**
 * The fields a client asked for directly under the current field (fragments followed), e.g. the
 * fields of each related project in `related { slug title }`.
 */
function selectedFields(info: GraphQLResolveInfo): Set<string> {
  // requestedFields reads a named child's selection: present the current field(s) as that child.
  const parent = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '' }, selectionSet: { kind: Kind.SELECTION_SET, selections: info.fieldNodes } };
  return requestedFields({ ...info, fieldNodes: [parent as FieldNode] }, info.fieldName);
}

/** What the project detail page shows beside the project itself (issue 3: /projects/{slug}). */
@Resolver(() => Project)
export class ProjectDetailResolver {
  /** Published photos documenting this project. */
  @FieldResolver(() => [GalleryItem], { description: 'Published gallery photos documenting this project.' })
  photos(@Root() project: Project, @Ctx() ctx: AppContext): Promise<GalleryItem[]> {
    return photoLoader(ctx).load(project.id);
  }

  /** Published resources sharing a tag with the project. */
  @FieldResolver(() => [Resource], { description: 'Published resources sharing a tag with this project.' })
  downloads(@Root() project: Project, @Ctx() ctx: AppContext): Promise<Resource[]> {
    return siteFor(ctx).projectDownloads(project);
  }

  /**
   * Other published projects sharing a tag: batched over every parent of the request with the same
   * limit (issue #24: two statements, not one per parent), `content` read only when asked for, and
   * never inside itself (graphql-limits.ts refuses `related { related }`).
   * @throws ValidationError (BAD_USER_INPUT) for a limit outside 1–RELATED_MAX_LIMIT (issue #16 item 5)
   */
  @FieldResolver(() => [Project], {
    description: `Other published projects sharing a tag, newest first. Not selectable inside itself (GRAPHQL_VALIDATION_FAILED).`,
  })
  related(
    @Root() project: Project,
    @Ctx() ctx: AppContext,
    @Arg('limit', () => Int, { defaultValue: 3, description: `How many, 1–${RELATED_MAX_LIMIT}.` }) limit: number,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Project[]> {
    pageRequest(1, limit, RELATED_MAX_LIMIT);
    return relatedLoader(ctx, limit, selectedFields(info).has('content')).load(project);
  }
}
