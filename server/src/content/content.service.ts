import { Brackets, DataSource, type ObjectLiteral } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { pageRequest, type Page } from '../common/pagination';
import { assertFreeTextLengths } from '../common/free-text';
import { contentTypes } from '../../../shared/content-fields';
import { progressSql } from '../../../shared/collections/project';
import { contentDeclarations, visibleToPublicSql, type ContentDeclaration } from './content.declarations';
import { dashboardStatsSql, recentActivitySql } from './dashboard.queries';
import { ActivityAction, ContentType, EventTiming } from './content.enums';
import type { DashboardStats, RecentActivity } from './dashboard.models';
import type { ContentFilterInput } from './content.models';
import { likePattern } from '../common/like-pattern';

/** Counts shown on the admin dashboard overview (SPEC §2 Admin dashboard overview). */
export interface AdminOverviewCounts {
  activeProjects: number;
  totalProjects: number;
  publishedGalleryItems: number;
  totalGalleryItems: number;
}

/** The one service behind all six content types (SPEC §7 Admin content tables). */
export class ContentService {
  /** @param clock the association's clock: the events list's "today" starts at its midnight (SPEC §4) */
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Lists items of one type for staff: exact total, newest first (SPEC §7 List).
   * @param declaration the content type
   * @param filter search, statuses, tags overlap, created range, trash
   * @throws ValidationError for a bad page or limit
   */
  async list<T extends ObjectLiteral>(
    declaration: ContentDeclaration,
    filter: ContentFilterInput = {},
    page?: number,
    limit?: number,
  ): Promise<Page<T>> {
    assertFreeTextLengths({ search: filter.search, tags: filter.tags });
    const request = pageRequest(page, limit);
    const query = this.db
      .getRepository<T>(declaration.entity)
      .createQueryBuilder('item')
      .where('item.isDeleted = :deleted', { deleted: filter.deleted ?? false });
    const search = filter.search?.trim();
    if (search) {
      query.andWhere(
        new Brackets((or) => {
          for (const field of declaration.searchFields) or.orWhere(`item.${field} ILIKE :search`, { search: likePattern(search) });
        }),
      );
    }
    if (filter.statuses?.length) query.andWhere('item.status IN (:...statuses)', { statuses: filter.statuses });
    if (filter.tags?.length) query.andWhere('item.tags && :tags', { tags: filter.tags });
    if (filter.createdFrom) query.andWhere('item.createdAt >= :from', { from: filter.createdFrom });
    if (filter.createdTo) query.andWhere('item.createdAt <= :to', { to: filter.createdTo });
    if (declaration.type === ContentType.EVENT) {
      // Issue #17: staff see events by date; upcoming soonest first (undated last), past latest first.
      // Upcoming is the public rule (SPEC §4): no date, or from the start of today in the association's zone.
      const upcoming = '(item.eventDate IS NULL OR item.eventDate >= :startOfToday)';
      query.setParameter('startOfToday', this.clock.startOfDay(this.clock.today()));
      if (filter.timing === EventTiming.UPCOMING) query.andWhere(upcoming).orderBy('item.eventDate', 'ASC', 'NULLS LAST');
      else if (filter.timing === EventTiming.PAST) query.andWhere(`NOT ${upcoming}`).orderBy('item.eventDate', 'DESC');
      else query.orderBy('item.eventDate', 'DESC', 'NULLS FIRST');
    } else query.orderBy('item.createdAt', 'DESC');
    const [items, total] = await query.addOrderBy('item.id', 'ASC').skip(request.offset).take(request.limit).getManyAndCount();
    return { items, total, page: request.page, limit: request.limit };
  }

  /**
   * Dashboard overview counts (SPEC §2 Admin dashboard overview) in one query: active projects are
   * visible to the public (their declaration's rule) and not completed (the progress rule).
   */
  async overview(): Promise<AdminOverviewCounts> {
    const project = contentTypes.PROJECT;
    const gallery = contentTypes.GALLERY;
    const [row] = (await this.db.query(
      `SELECT (SELECT count(*) FROM ${project.table} p WHERE NOT p.is_deleted)::int AS "totalProjects",
              (SELECT count(*) FROM ${project.table} p WHERE ${visibleToPublicSql(project, 'p')} AND NOT (${progressSql('completed', 'p')}))::int AS "activeProjects",
              (SELECT count(*) FROM ${gallery.table} g WHERE NOT g.is_deleted)::int AS "totalGalleryItems",
              (SELECT count(*) FROM ${gallery.table} g WHERE ${visibleToPublicSql(gallery, 'g')})::int AS "publishedGalleryItems"`,
    )) as AdminOverviewCounts[];
    return row;
  }

  /** CMS dashboard figures in one query built from the declarations (SPEC §3 Dashboard stats). */
  async dashboardStats(): Promise<DashboardStats> {
    const [row] = (await this.db.query(dashboardStatsSql(contentDeclarations))) as DashboardStats[];
    return row;
  }

  /**
   * The most recently changed items of the types listed in recent activity (projects, events, news,
   * gallery items and resources; SPEC §3/§7), newest first, in one query built from the declarations;
   * the action follows the timestamps rule plus published/deleted.
   * @throws ValidationError for a limit outside 1–100
   */
  async recentActivity(limit = 10): Promise<RecentActivity[]> {
    const request = pageRequest(1, limit);
    const rows = (await this.db.query(recentActivitySql(contentDeclarations, request.limit))) as {
      id: string;
      type: ContentType;
      title: string;
      updated_at: Date;
      created_at: Date;
      published_at: Date | null;
      is_deleted: boolean;
    }[];
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      timestamp: r.updated_at,
      action: r.is_deleted
        ? ActivityAction.DELETED
        : r.created_at.getTime() === r.updated_at.getTime()
          ? ActivityAction.CREATED
          : r.published_at && r.published_at.getTime() === r.updated_at.getTime()
            ? ActivityAction.PUBLISHED
            : ActivityAction.UPDATED,
    }));
  }
}
