import { Brackets, DataSource, type ObjectLiteral } from 'typeorm';
import { pageRequest, type Page } from '../common/pagination';
import type { ContentDeclaration } from './content.declarations';
import { ContentStatus } from './content.enums';
import type { ContentFilterInput } from './content.types';
import { Project } from './project/project.entity';
import { GalleryItem } from './gallery/gallery-item.entity';

/** Escapes LIKE wildcards so a search for "50%" matches literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Counts shown on the admin dashboard overview (SPEC §2 Admin dashboard overview). */
export interface AdminOverviewCounts {
  activeProjects: number;
  totalProjects: number;
  publishedGalleryItems: number;
  totalGalleryItems: number;
}

/** The one service behind all six content types (SPEC §7 Admin content tables). */
export class ContentService {
  constructor(private readonly db: DataSource) {}

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
    const [items, total] = await query
      .orderBy('item.createdAt', 'DESC')
      .addOrderBy('item.id', 'ASC')
      .skip(request.offset)
      .take(request.limit)
      .getManyAndCount();
    return { items, total, page: request.page, limit: request.limit };
  }

  /** Dashboard overview counts, each in one query (SPEC §2 Admin dashboard overview). */
  async overview(): Promise<AdminOverviewCounts> {
    const projects = await this.db
      .getRepository(Project)
      .createQueryBuilder('p')
      .select('count(*)::int', 'total')
      .addSelect(`count(*) FILTER (WHERE p.status = :published AND NOT p.is_deleted AND p.completion_percentage < 100)::int`, 'active')
      .where('NOT p.is_deleted')
      .setParameter('published', ContentStatus.PUBLISHED)
      .getRawOne<{ total: number; active: number }>();
    const gallery = await this.db
      .getRepository(GalleryItem)
      .createQueryBuilder('g')
      .select('count(*)::int', 'total')
      .addSelect(`count(*) FILTER (WHERE g.status = :published)::int`, 'published')
      .where('NOT g.is_deleted')
      .setParameter('published', ContentStatus.PUBLISHED)
      .getRawOne<{ total: number; published: number }>();
    return {
      activeProjects: projects?.active ?? 0,
      totalProjects: projects?.total ?? 0,
      publishedGalleryItems: gallery?.published ?? 0,
      totalGalleryItems: gallery?.total ?? 0,
    };
  }
}
