import { Brackets, DataSource, SelectQueryBuilder, type ObjectLiteral } from 'typeorm';
import { limits } from '../../../shared/messages';
import { NotFoundError } from '../common/errors';
import { pageRequest, type Page } from '../common/pagination';
import { likePattern } from '../content/content.service';
import { ContentStatus, ProjectProgress } from '../content/content.enums';
import { Event } from '../content/event/event.entity';
import { Project } from '../content/project/project.entity';
import { Testimonial } from '../content/testimonial/testimonial.entity';
import { MemberStatus } from '../members/member.enums';
import { EventWhen, type PublicStats } from './public.types';

/** Restricts a query to what visitors may see: published and not deleted (SPEC §4). */
export function visible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias = 'item'): SelectQueryBuilder<T> {
  return query.andWhere(`${alias}.status = :published AND ${alias}.isDeleted = false`, { published: ContentStatus.PUBLISHED });
}

/** Public read model of the site: only published, not deleted content (SPEC §2 public routes). */
export class PublicService {
  constructor(private readonly db: DataSource) {}

  /** Home stat tiles (SPEC §2 Home); Active Members counts approved members only. */
  async stats(): Promise<PublicStats> {
    const [row] = (await this.db.query(
      `SELECT (SELECT count(*) FROM members WHERE status = $1)::int AS "activeMembers",
              (SELECT count(*) FROM projects WHERE status = $2 AND NOT is_deleted AND completion_percentage = 100)::int AS "projectsCompleted",
              (SELECT count(*) FROM events WHERE status = $2 AND NOT is_deleted)::int AS "eventsHosted"`,
      [MemberStatus.APPROVED, ContentStatus.PUBLISHED],
    )) as Omit<PublicStats, 'yearsServing'>[];
    return { ...row, yearsServing: limits.yearsServing };
  }

  /**
   * Published projects, newest first, with optional search, progress status and tag (SPEC §2 /projects).
   * @throws ValidationError for a bad page or limit
   */
  async projects(args: {
    search?: string | null;
    status?: ProjectProgress | null;
    tag?: string | null;
    page?: number;
    limit?: number;
  }): Promise<Page<Project>> {
    const request = pageRequest(args.page, args.limit ?? limits.publicPageSize.projects);
    const query = visible(this.db.getRepository(Project).createQueryBuilder('item'));
    this.search(query, args.search);
    if (args.status === ProjectProgress.COMPLETED) query.andWhere('item.completionPercentage = 100');
    else if (args.status === ProjectProgress.IN_PROGRESS) query.andWhere('item.completionPercentage > 0 AND item.completionPercentage < 100');
    else if (args.status === ProjectProgress.PLANNED) query.andWhere('(item.completionPercentage <= 0 OR item.completionPercentage > 100)');
    if (args.tag) query.andWhere(':tag = ANY(item.tags)', { tag: args.tag });
    const [items, total] = await query
      .orderBy('item.createdAt', 'DESC')
      .addOrderBy('item.id')
      .skip(request.offset)
      .take(request.limit)
      .getManyAndCount();
    return { items, total, page: request.page, limit: request.limit };
  }

  /** One published project by slug. @throws NotFoundError */
  async project(slug: string): Promise<Project> {
    const project = await visible(this.db.getRepository(Project).createQueryBuilder('item')).andWhere('item.slug = :slug', { slug }).getOne();
    if (!project) throw new NotFoundError('Project');
    return project;
  }

  /**
   * Published events (SPEC §4 public side): upcoming = today or later or no date, ascending;
   * past descending; ALL lists upcoming first, then past.
   */
  async events(args: { search?: string | null; when?: EventWhen; page?: number; limit?: number }): Promise<Page<Event>> {
    const request = pageRequest(args.page, args.limit ?? limits.publicPageSize.events);
    const query = visible(this.db.getRepository(Event).createQueryBuilder('item'));
    this.search(query, args.search);
    const upcoming = "(item.eventDate IS NULL OR item.eventDate >= date_trunc('day', now()))";
    const when = args.when ?? EventWhen.ALL;
    if (when === EventWhen.UPCOMING) query.andWhere(upcoming).orderBy('item.eventDate', 'ASC', 'NULLS LAST');
    else if (when === EventWhen.PAST) query.andWhere(`NOT ${upcoming}`).orderBy('item.eventDate', 'DESC');
    else {
      query
        .addSelect(`CASE WHEN ${upcoming} THEN 0 ELSE 1 END`, 'past_rank')
        .addSelect(`CASE WHEN ${upcoming} THEN extract(epoch FROM item.eventDate) ELSE -extract(epoch FROM item.eventDate) END`, 'date_rank')
        .orderBy('past_rank', 'ASC')
        .addOrderBy('date_rank', 'ASC', 'NULLS LAST');
    }
    const [items, total] = await query.addOrderBy('item.id').skip(request.offset).take(request.limit).getManyAndCount();
    return { items, total, page: request.page, limit: request.limit };
  }

  /** One published event by slug. @throws NotFoundError */
  async event(slug: string): Promise<Event> {
    const event = await visible(this.db.getRepository(Event).createQueryBuilder('item')).andWhere('item.slug = :slug', { slug }).getOne();
    if (!event) throw new NotFoundError('Event');
    return event;
  }

  /** Published testimonials by sort order (SPEC §7 Home queries). */
  async testimonials(limit: number): Promise<Testimonial[]> {
    const request = pageRequest(1, limit);
    return visible(this.db.getRepository(Testimonial).createQueryBuilder('item'))
      .orderBy('item.sortOrder', 'ASC')
      .addOrderBy('item.createdAt', 'DESC')
      .take(request.limit)
      .getMany();
  }

  private search<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, text: string | null | undefined): void {
    const search = text?.trim();
    if (!search) return;
    query.andWhere(
      new Brackets((or) => {
        or.where('item.title ILIKE :search', { search: likePattern(search) }).orWhere('item.description ILIKE :search');
      }),
    );
  }
}
