import { DataSource, In } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { limits } from '../../../shared/limits';
import { NotFoundError, RateLimitedError, ValidationError } from '../common/errors';
import type { Limiter } from '../common/rate-limit';
import { sanitizeContentOf, sanitizeRichText } from '../common/sanitize';
import { pageRequest, windowPage, type Page, type PageRequest } from '../common/pagination';
import { assertFreeTextLengths } from '../common/free-text';
import { skipUnrequested } from '../common/selection';
import { isUuid } from '../common/ids';
import { ProjectProgress, ResourceType } from '../content';
import { GalleryItem } from '../content';
import { News } from '../content';
import { Resource } from '../content';
import { Event } from '../content';
import { Project } from '../content';
import { Testimonial } from '../content';
import { MemberStatus } from '../members';
import { EventWhen } from './public.enums';
import type { GalleryAlbum, GalleryAlbumDetail, PublicStats, ResourceStats } from './public.models';
import { visible } from '../content';
import { contentTypes, type ContentTypeName } from '../../../shared/content-fields';
import { progressSql } from '../../../shared/collections/project';
import { OTHER_PHOTOS } from '../../../shared/collections/gallery';
import { visibleToPublicSql } from '../content';
import { PlainRows } from './plain-rows';
import { PlainWhere } from './plain-where';

/**
 * SPEC §4 "visible to the public" for one content type as SQL, from its declaration (issue #23:
 * one place for each rule, content.declarations.ts).
 * @param alias the statement's alias of the type's table
 */
const visibleSql = (type: ContentTypeName, alias: string): string => visibleToPublicSql(contentTypes[type], alias);

/** A page whose items' rich text is sanitised like a detail query's (issue #16 item 14). */
function sanitizedPage<T extends { content?: string | null }>(page: Page<T>): Page<T> {
  sanitizeContentOf(page.items);
  return page;
}

/** Public read model of the site: only published, not deleted content (SPEC §2 public routes). */
export class PublicService {
  /** Plain readers of the hot public lists; getters and field resolvers name the columns they read. */
  private readonly projectRows: PlainRows<Project>;
  private readonly eventRows: PlainRows<Event>;
  private readonly resourceRows: PlainRows<Resource>;

  constructor(
    private readonly db: DataSource,
    /** The association's clock: decides "today" and calendar months. */
    private readonly clock: Clock,
  ) {
    const withTags = ['id', 'tags'];
    this.projectRows = new PlainRows(db, Project, 'item', {
      progress: ['completionPercentage'],
      photos: withTags,
      downloads: withTags,
      related: withTags,
    });
    this.eventRows = new PlainRows(db, Event, 'item');
    this.resourceRows = new PlainRows(db, Resource, 'item');
  }

  /**
   * One page of a hot public list and its exact total in one statement (`count(*) OVER()`, as
   * common/pagination.ts windowPage), read as plain rows ({@link PlainRows}): only the requested
   * columns, no query builder, no TypeORM hydration (issue #24). A page past the end carries no
   * total, so it is counted apart (rare).
   * @param table the list's table (quoted as TypeORM quotes it), under the alias `item`
   * @param order the ORDER BY list, ending with a unique key
   */
  private async plainPage<T extends object>(
    rows: PlainRows<T>,
    table: string,
    where: PlainWhere,
    order: string,
    request: PageRequest,
    fields: ReadonlySet<string> | null | undefined,
  ): Promise<Page<T>> {
    const found = (await this.db.query(
      `SELECT ${rows.select(fields)}, count(*) OVER() AS page_total FROM "${table}" item WHERE ${where}
        ORDER BY ${order} LIMIT ${request.limit} OFFSET ${request.offset}`,
      where.params,
    )) as (Record<string, unknown> & { page_total: string })[];
    let total = found.length ? Number(found[0].page_total) : 0;
    if (!found.length && request.offset > 0) {
      // ORDER BY too: it may hold the only use of a parameter (the events' "today" in ALL).
      const [counted] = (await this.db.query(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM "${table}" item WHERE ${where} ORDER BY ${order}) matching`,
        where.params,
      )) as {
        n: number;
      }[];
      total = counted.n;
    }
    return { items: rows.hydrate(found), total, page: request.page, limit: request.limit };
  }

  /** Home stat tiles (SPEC §2 Home); Active Members counts approved members only. */
  async stats(): Promise<PublicStats> {
    const [row] = (await this.db.query(
      `SELECT (SELECT count(*) FROM members WHERE status = $1)::int AS "activeMembers",
              (SELECT count(*) FROM projects p WHERE ${visibleSql('PROJECT', 'p')} AND ${progressSql('completed', 'p')})::int AS "projectsCompleted",
              (SELECT count(*) FROM events e WHERE ${visibleSql('EVENT', 'e')})::int AS "eventsHosted"`,
      [MemberStatus.APPROVED],
    )) as Omit<PublicStats, 'yearsServing'>[];
    return { ...row, yearsServing: limits.yearsServing };
  }

  /**
   * Published projects, newest first, with optional search, progress status and tag (SPEC §2 /projects).
   * @throws ValidationError for a bad page or limit, or a search or tag over 200 characters
   */
  async projects(args: {
    search?: string | null;
    status?: ProjectProgress | null;
    tag?: string | null;
    page?: number;
    limit?: number;
    /** Fields the client asked for on each item; only their columns are read (`content` only when asked for). */
    fields?: ReadonlySet<string> | null;
  }): Promise<Page<Project>> {
    assertFreeTextLengths({ search: args.search, tag: args.tag });
    const request = pageRequest(args.page, args.limit ?? limits.publicPageSize.projects);
    const where = new PlainWhere(visibleSql('PROJECT', 'item'));
    where.search(args.search);
    if (args.status) where.add(progressSql(args.status, 'item'));
    // `@>` (not `= ANY`) so that the GIN index on tags can answer it.
    if (args.tag) where.add(`item.tags @> ARRAY[${where.param(args.tag)}]::text[]`);
    return sanitizedPage(await this.plainPage(this.projectRows, 'projects', where, 'item.created_at DESC, item.id', request, args.fields));
  }

  /** One published project by slug. @throws NotFoundError */
  async project(slug: string): Promise<Project> {
    const project = await visible(this.db.getRepository(Project).createQueryBuilder('item')).andWhere('item.slug = :slug', { slug }).getOne();
    if (!project) throw new NotFoundError('Project');
    project.content = sanitizeRichText(project.content);
    return project;
  }

  /**
   * Published events (SPEC §4 public side): upcoming = today or later or no date, ascending;
   * past descending; ALL lists upcoming first, then past.
   */
  async events(args: {
    search?: string | null;
    when?: EventWhen;
    page?: number;
    limit?: number;
    /** Fields the client asked for on each item; only their columns are read (`content` only when asked for). */
    fields?: ReadonlySet<string> | null;
  }): Promise<Page<Event>> {
    assertFreeTextLengths({ search: args.search });
    const request = pageRequest(args.page, args.limit ?? limits.publicPageSize.events);
    const where = new PlainWhere(visibleSql('EVENT', 'item'));
    where.search(args.search);
    // Today begins at midnight in the association's zone, not the database session's (UTC).
    const startOfToday = where.param(this.clock.startOfDay(this.clock.today()));
    const upcoming = `(item.event_date IS NULL OR item.event_date >= ${startOfToday})`;
    const when = args.when ?? EventWhen.ALL;
    let order: string;
    if (when === EventWhen.UPCOMING) {
      where.add(upcoming);
      order = 'item.event_date ASC NULLS LAST';
    } else if (when === EventWhen.PAST) {
      where.add(`NOT ${upcoming}`);
      order = 'item.event_date DESC';
    } else {
      order = `CASE WHEN ${upcoming} THEN 0 ELSE 1 END ASC,
               CASE WHEN ${upcoming} THEN extract(epoch FROM item.event_date) ELSE -extract(epoch FROM item.event_date) END ASC NULLS LAST`;
    }
    return sanitizedPage(await this.plainPage(this.eventRows, 'events', where, `${order}, item.id`, request, args.fields));
  }

  /** One published event by slug. @throws NotFoundError */
  async event(slug: string): Promise<Event> {
    const event = await visible(this.db.getRepository(Event).createQueryBuilder('item')).andWhere('item.slug = :slug', { slug }).getOne();
    if (!event) throw new NotFoundError('Event');
    event.content = sanitizeRichText(event.content);
    return event;
  }

  /**
   * Published news (issue #22 /news): featured first, then newest (by publication, else creation).
   * @throws ValidationError for a bad page or limit
   */
  async news(args: { page?: number; limit?: number; fields?: ReadonlySet<string> | null }): Promise<Page<News>> {
    const request = pageRequest(args.page, args.limit ?? limits.publicPageSize.news);
    const query = skipUnrequested(visible(this.db.getRepository(News).createQueryBuilder('item')), 'item', ['content'], args.fields);
    query
      .addSelect('coalesce(item.publishedAt, item.createdAt)', 'news_date')
      .orderBy('item.featured', 'DESC')
      .addOrderBy('news_date', 'DESC')
      .addOrderBy('item.id');
    return sanitizedPage(await windowPage(query, request));
  }

  /** The newest published news items, rich text sanitised, newest first (the news feed). */
  async recentNews(limit: number): Promise<News[]> {
    return sanitizeContentOf(
      await visible(this.db.getRepository(News).createQueryBuilder('item'))
        .orderBy('coalesce(item.publishedAt, item.createdAt)', 'DESC')
        .addOrderBy('item.id')
        .take(pageRequest(1, limit).limit)
        .getMany(),
    );
  }

  /** One published news item by slug, its rich text sanitised. @throws NotFoundError */
  async newsItem(slug: string): Promise<News> {
    const item = await visible(this.db.getRepository(News).createQueryBuilder('item')).andWhere('item.slug = :slug', { slug }).getOne();
    if (!item) throw new NotFoundError('News item');
    item.content = sanitizeRichText(item.content);
    return item;
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

  /**
   * Published, dated events in one calendar month of the association's time zone, ascending.
   * @param year 2000–2100 @param month 1–12
   * @throws ValidationError naming year or month
   */
  async eventsInMonth(year: number, month: number): Promise<Event[]> {
    const fields: Record<string, string> = {};
    if (!Number.isInteger(year) || year < 2000 || year > 2100) fields.year = 'year must be between 2000 and 2100';
    if (!Number.isInteger(month) || month < 1 || month > 12) fields.month = 'month must be between 1 and 12';
    if (Object.keys(fields).length) throw new ValidationError(fields);
    const { start, end } = this.clock.monthRange(year, month);
    return sanitizeContentOf(
      await visible(this.db.getRepository(Event).createQueryBuilder('item'))
        .andWhere('item.eventDate >= :start AND item.eventDate < :end', { start, end })
        .orderBy('item.eventDate', 'ASC')
        .addOrderBy('item.id')
        .take(500)
        .getMany(),
    );
  }

  /**
   * Albums of published photos (grouped by album name), newest year first, optionally of one year.
   * The cover is the first photo by sort order. Published photos without an album make the album
   * "Other photos" (slug `other-photos`, issue #33: a published photo always appears on /gallery).
   */
  async galleryAlbums(args: { year?: number | null; page?: number; limit?: number }): Promise<Page<GalleryAlbum>> {
    const request = pageRequest(args.page, args.limit ?? limits.publicPageSize.gallery);
    // An album's year is the association's calendar year of its first photo (issue #23, one clock).
    const params = [args.year ?? null, this.clock.timeZone];
    const albums = `WITH albums AS (
        SELECT coalesce(album_slug, '${OTHER_PHOTOS.slug}') AS slug, coalesce(min(album_name), '${OTHER_PHOTOS.name}') AS name,
               extract(year FROM coalesce(min(taken_date), (min(created_at) AT TIME ZONE $2)::date))::int AS year,
               count(*)::int AS photo_count,
               (array_agg(id ORDER BY sort_order, created_at, id))[1] AS cover_id
          FROM gallery_items photo
         WHERE ${visibleSql('GALLERY', 'photo')}
         GROUP BY 1)`;
    const filter = 'WHERE ($1::int IS NULL OR year = $1::int)';
    // One statement groups the photos once for the page and its total (a page past the end has no row to carry it).
    const rows = (await this.db.query(
      `${albums} SELECT *, count(*) OVER()::int AS total FROM albums ${filter}
        ORDER BY year DESC NULLS LAST, name ASC LIMIT ${request.limit} OFFSET ${request.offset}`,
      params,
    )) as { slug: string; name: string; year: number | null; photo_count: number; cover_id: string; total: number }[];
    let total = rows[0]?.total ?? 0;
    if (!rows.length && request.offset > 0) {
      [{ total }] = (await this.db.query(`${albums} SELECT count(*)::int AS total FROM albums ${filter}`, params)) as { total: number }[];
    }
    const covers = rows.length ? await this.db.getRepository(GalleryItem).findBy({ id: In(rows.map((r) => r.cover_id)) }) : [];
    const coverById = new Map(covers.map((c) => [c.id, c]));
    const items = rows.map((r) => ({ slug: r.slug, name: r.name, year: r.year, photoCount: r.photo_count, cover: coverById.get(r.cover_id)! }));
    return { items, total, page: request.page, limit: request.limit };
  }

  /** Years that have published albums (with "Other photos"), newest first (for the /gallery year filter). */
  async galleryYears(): Promise<number[]> {
    const rows = (await this.db.query(
      `SELECT DISTINCT extract(year FROM coalesce(taken_date, (created_at AT TIME ZONE $1)::date))::int AS year
         FROM gallery_items photo WHERE ${visibleSql('GALLERY', 'photo')} ORDER BY year DESC`,
      [this.clock.timeZone],
    )) as { year: number }[];
    return rows.map((r) => r.year);
  }

  /**
   * One album with its published photos by sort order; `other-photos` also holds the published
   * photos without an album (issue #33).
   * @throws NotFoundError when it has no published photo
   */
  async galleryAlbum(slug: string): Promise<GalleryAlbumDetail> {
    const photos = await visible(this.db.getRepository(GalleryItem).createQueryBuilder('item'))
      .andWhere(slug === OTHER_PHOTOS.slug ? '(item.albumSlug = :slug OR item.albumSlug IS NULL)' : 'item.albumSlug = :slug', { slug })
      .orderBy('item.sortOrder', 'ASC')
      .addOrderBy('item.createdAt', 'ASC')
      .addOrderBy('item.id')
      .take(1000)
      .getMany();
    if (!photos.length) throw new NotFoundError('Album');
    const years = photos.map((p) => Number((p.takenDate ?? this.clock.isoDay(p.createdAt)).slice(0, 4)));
    return {
      slug,
      name: photos.find((p) => p.albumName)?.albumName ?? (slug === OTHER_PHOTOS.slug ? OTHER_PHOTOS.name : slug),
      year: Math.min(...years),
      photoCount: photos.length,
      cover: photos[0],
      photos,
    };
  }

  /** Published resources, newest first, with search, type and category filters (SPEC §2 /resources). */
  async resources(args: {
    search?: string | null;
    type?: ResourceType | null;
    category?: string | null;
    page?: number;
    limit?: number;
    /** Fields the client asked for on each item; only their columns are read. */
    fields?: ReadonlySet<string> | null;
  }): Promise<Page<Resource>> {
    assertFreeTextLengths({ search: args.search, category: args.category });
    const request = pageRequest(args.page, args.limit ?? limits.publicPageSize.resources);
    const where = new PlainWhere(visibleSql('RESOURCE', 'item'));
    where.search(args.search);
    if (args.type) where.add(`item.resource_type = ${where.param(args.type)}`);
    if (args.category) where.add(`item.category = ${where.param(args.category)}`);
    return this.plainPage(this.resourceRows, 'resources', where, 'item.created_at DESC, item.id', request, args.fields);
  }

  /** Resource library figures over published resources. */
  async resourceStats(): Promise<ResourceStats> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS total, coalesce(sum(download_count), 0)::int AS "totalDownloads",
              coalesce(array_agg(DISTINCT category) FILTER (WHERE category IS NOT NULL), '{}') AS categories,
              coalesce(array_agg(DISTINCT resource_type), '{}') AS types
         FROM resources r WHERE ${visibleSql('RESOURCE', 'r')}`,
    )) as ResourceStats[];
    return { ...row, categories: [...row.categories].sort(), types: [...row.types].sort() as ResourceType[] };
  }

  /**
   * Where a published resource's file is, without counting (issue #16 item 14: a download counts
   * only once the file is actually served, see `countDownload`).
   * @returns the file URL, name and type and the resource's title (for the leaving-the-site page), or
   *   null when the resource is unknown, not published or has no file
   */
  async resourceFile(id: string): Promise<{ fileUrl: string; fileName: string | null; fileType: string | null; title: string } | null> {
    if (!isUuid(id)) return null;
    const [row] = (await this.db.query(
      `SELECT file_url AS "fileUrl", file_name AS "fileName", file_type AS "fileType", title
         FROM resources r WHERE id = $1 AND ${visibleSql('RESOURCE', 'r')} AND file_url IS NOT NULL`,
      [id],
    )) as { fileUrl: string; fileName: string | null; fileType: string | null; title: string }[];
    return row ?? null;
  }

  /**
   * Counts one download of a resource, atomically, at most once per client and resource in the
   * limiter's window (issue #16 item 14: repeats from one client do not inflate the figure).
   * @param client the client's IP address
   * @param once a limiter of one point per window (e.g. 24 h), shared by every instance through Redis
   * @returns true when this download was counted
   */
  async countDownload(id: string, client: string, once: Limiter): Promise<boolean> {
    try {
      await once.consume(`${id}:${client || 'unknown'}`);
    } catch (error) {
      if (error instanceof RateLimitedError) return false;
      throw error;
    }
    const [, affected] = (await this.db.query(
      `UPDATE resources r SET download_count = download_count + 1 WHERE id = $1 AND ${visibleSql('RESOURCE', 'r')}`,
      [id],
    )) as [unknown, number];
    return affected > 0;
  }

  /** Published photos that document a project, by sort order (at most 50). */
  async projectPhotos(projectId: string): Promise<GalleryItem[]> {
    return (await this.projectPhotosBatch([projectId]))[0];
  }

  /**
   * Published photos of several projects in one query (the DataLoader batch of `Project.photos`):
   * at most 50 a project, by sort order.
   * @param projectIds project ids
   * @returns one list per id, in the order of the ids
   */
  async projectPhotosBatch(projectIds: readonly string[]): Promise<GalleryItem[][]> {
    const ids = projectIds.filter(isUuid);
    const photos = ids.length
      ? await visible(this.db.getRepository(GalleryItem).createQueryBuilder('item'))
          .andWhere(
            `item.id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY project_id ORDER BY sort_order, id) AS n
               FROM gallery_items photo WHERE project_id = ANY(:ids) AND ${visibleSql('GALLERY', 'photo')}) first WHERE n <= 50)`,
            { ids },
          )
          .orderBy('item.sortOrder', 'ASC')
          .addOrderBy('item.id')
          .getMany()
      : [];
    const byProject = new Map<string, GalleryItem[]>();
    for (const photo of photos) {
      const list = byProject.get(photo.projectId!) ?? [];
      list.push(photo);
      byProject.set(photo.projectId!, list);
    }
    return projectIds.map((id) => byProject.get(id) ?? []);
  }

  /** Published resources sharing a tag with the project ("downloads"). */
  async projectDownloads(project: Project): Promise<Resource[]> {
    if (!project.tags.length) return [];
    return visible(this.db.getRepository(Resource).createQueryBuilder('item'))
      .andWhere('item.tags && :tags', { tags: project.tags })
      .orderBy('item.title', 'ASC')
      .take(20)
      .getMany();
  }

  /** Other published projects sharing a tag, newest first. */
  async relatedProjects(project: Project, limit = 3): Promise<Project[]> {
    return (await this.relatedProjectsBatch([project], limit))[0];
  }

  /**
   * Other published projects sharing a tag with each of several projects, newest first (the
   * DataLoader batch of `Project.related`, issue #24): two statements for the whole batch instead
   * of one per project — the related ids of every parent (a LATERAL join), then each related row
   * once, its rich text read (and sanitised) only when the client asked for it.
   * @param projects the parent projects (their id and tags)
   * @param limit how many a parent, 1–100 (the resolver allows RELATED_MAX_LIMIT)
   * @param fields the fields the client asked for on each related project; `content` only when asked
   * @returns one list per project, in the order of `projects`
   * @throws ValidationError for a bad limit
   */
  async relatedProjectsBatch(
    projects: readonly Pick<Project, 'id' | 'tags'>[],
    limit = 3,
    fields: ReadonlySet<string> | null = null,
  ): Promise<Project[][]> {
    const take = pageRequest(1, limit).limit;
    const parents = projects.filter((p) => p.tags.length && isUuid(p.id));
    if (!parents.length) return projects.map(() => []);
    // Each parent's tags as the caller read them, one JSON array per parent (tags may hold any text).
    const pairs = (await this.db.query(
      `SELECT parent.id AS parent_id, related.id AS related_id
         FROM unnest($1::uuid[], $2::text[]) AS parent(id, tags_json)
         CROSS JOIN LATERAL (
           SELECT item.id, item.created_at FROM projects item
            WHERE ${visibleSql('PROJECT', 'item')} AND item.id <> parent.id
              AND item.tags && ARRAY(SELECT jsonb_array_elements_text(parent.tags_json::jsonb))
            ORDER BY item.created_at DESC, item.id
            LIMIT ${take}) related
        ORDER BY parent.id, related.created_at DESC, related.id`,
      [parents.map((p) => p.id), parents.map((p) => JSON.stringify(p.tags))],
    )) as { parent_id: string; related_id: string }[];
    const ids = [...new Set(pairs.map((p) => p.related_id))];
    const rows = ids.length
      ? sanitizeContentOf(
          await skipUnrequested(visible(this.db.getRepository(Project).createQueryBuilder('item')), 'item', ['content'], fields)
            .andWhere('item.id = ANY(:ids)', { ids })
            .getMany(),
        )
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const byParent = new Map<string, Project[]>();
    for (const pair of pairs) {
      const row = byId.get(pair.related_id);
      if (!row) continue; // unpublished between the two statements
      const list = byParent.get(pair.parent_id) ?? [];
      list.push(row);
      byParent.set(pair.parent_id, list);
    }
    return projects.map((p) => byParent.get(p.id) ?? []);
  }
}
