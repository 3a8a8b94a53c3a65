import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { ProjectProgress } from '../content/content.enums';
import { Event } from '../content/event/event.entity';
import { Project } from '../content/project/project.entity';
import { Testimonial } from '../content/testimonial/testimonial.entity';
import { EventPage, EventWhen, ProjectPage, PublicStats } from './public.types';

/** Anonymous queries of the public site (SPEC §2 public routes, §7 public lists). */
@Resolver()
export class PublicResolver {
  /** Home stat tiles. */
  @Query(() => PublicStats, { description: 'Home page stat tiles (public).' })
  publicStats(@Ctx() ctx: AppContext): Promise<PublicStats> {
    return ctx.services.publicSite.stats();
  }

  /** Published projects, newest first. */
  @Query(() => ProjectPage, { description: 'Published projects, newest first (public). Default page size 50.' })
  projects(
    @Ctx() ctx: AppContext,
    @Arg('search', () => String, { nullable: true, description: 'Case-insensitive match on title or description.' }) search: string | null,
    @Arg('status', () => ProjectProgress, { nullable: true, description: 'Progress derived from completion.' }) status: ProjectProgress | null,
    @Arg('tag', () => String, { nullable: true, description: 'Only projects with this tag.' }) tag: string | null,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'Page size, 1–100.' }) limit: number,
  ) {
    return ctx.services.publicSite.projects({ search, status, tag, page, limit });
  }

  /** One published project. @throws NOT_FOUND */
  @Query(() => Project, { description: 'One published project by slug (public). NOT_FOUND when absent or unpublished.' })
  project(@Arg('slug') slug: string, @Ctx() ctx: AppContext): Promise<Project> {
    return ctx.services.publicSite.project(slug);
  }

  /** Published events: upcoming ascending, past descending. */
  @Query(() => EventPage, { description: 'Published events (public): upcoming ascending, past descending. Default page size 50.' })
  events(
    @Ctx() ctx: AppContext,
    @Arg('search', () => String, { nullable: true, description: 'Case-insensitive match on title or description.' }) search: string | null,
    @Arg('when', () => EventWhen, { defaultValue: EventWhen.ALL, description: 'Upcoming, past or all.' }) when: EventWhen,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'Page size, 1–100.' }) limit: number,
  ) {
    return ctx.services.publicSite.events({ search, when, page, limit });
  }

  /** One published event. @throws NOT_FOUND */
  @Query(() => Event, { description: 'One published event by slug (public). NOT_FOUND when absent or unpublished.' })
  event(@Arg('slug') slug: string, @Ctx() ctx: AppContext): Promise<Event> {
    return ctx.services.publicSite.event(slug);
  }

  /** Published testimonials by sort order. */
  @Query(() => [Testimonial], { description: 'Published testimonials by sort order (public).' })
  testimonials(
    @Ctx() ctx: AppContext,
    @Arg('limit', () => Int, { defaultValue: 3, description: 'How many, 1–100.' }) limit: number,
  ): Promise<Testimonial[]> {
    return ctx.services.publicSite.testimonials(limit);
  }
}
