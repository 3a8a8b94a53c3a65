import { getMetadataArgsStorage } from 'typeorm';
import { progressSql } from '../../../shared/collections/project';
import type { CollectionType } from '../../../shared/collections';
import type { ContentDeclaration } from './content.declarations';
import type { DashboardStats } from './dashboard.models';

/** A dashboard figure: an SQL aggregate over one type's table (deleted rows excluded), or a group of them. */
type Figures = { [name: string]: string | Figures };

const all = 'count(*)::int';
const where = (condition: string) => `count(*) FILTER (WHERE ${condition})::int`;
const status = (value: string) => where(`status = '${value}'`);
/** One count per value of an enum column, e.g. gallery_type → { event, project, … }. */
const byValue = (column: string, values: string[]): Figures => Object.fromEntries(values.map((v) => [v, where(`${column} = '${v}'`)]));

/**
 * The CMS dashboard's figures per content type, exactly SPEC §3's shape (dashboard.models.ts,
 * served by the API's dashboard.types.ts); a type without an entry here is not on the dashboard.
 * Events are upcoming when dated after now (the admin side of SPEC §3).
 */
export const DASHBOARD_FIGURES: Partial<Record<CollectionType, { key: keyof DashboardStats; figures: Figures }>> = {
  PROJECT: {
    key: 'projects',
    figures: { total: all, published: status('published'), draft: status('draft'), completed: where(progressSql('completed')) },
  },
  EVENT: {
    key: 'events',
    figures: {
      total: all,
      upcoming: where('event_date > now()'),
      past: where('event_date IS NULL OR event_date <= now()'),
      published: status('published'),
    },
  },
  NEWS: { key: 'news', figures: { total: all, featured: where('featured'), published: status('published') } },
  GALLERY: {
    key: 'gallery',
    figures: {
      total: all,
      published: status('published'),
      draft: status('draft'),
      byType: byValue('gallery_type', ['event', 'project', 'community', 'other']),
    },
  },
  RESOURCE: {
    key: 'resources',
    figures: {
      total: all,
      published: status('published'),
      totalDownloads: 'coalesce(sum(download_count), 0)::int',
      byType: byValue('resource_type', ['document', 'image', 'video', 'audio', 'other']),
    },
  },
};

const jsonObject = (figures: Figures): string =>
  `json_build_object(${Object.entries(figures)
    .map(([name, sql]) => `'${name}', ${typeof sql === 'string' ? sql : jsonObject(sql)}`)
    .join(', ')})`;

/**
 * One query for the whole CMS dashboard (SPEC §3 Dashboard stats): a sub-select per declared type
 * with dashboard figures, over the declaration's table, each row of the result a JSON object.
 */
export function dashboardStatsSql(declarations: readonly ContentDeclaration[]): string {
  const parts = declarations.flatMap((d) => {
    const entry = DASHBOARD_FIGURES[d.fields.type];
    return entry ? [`(SELECT ${jsonObject(entry.figures)} FROM ${d.fields.table} WHERE NOT is_deleted) AS "${entry.key}"`] : [];
  });
  return `SELECT ${parts.join(', ')}`;
}

/** The SQL column of an entity property (its `name` option, else the property name). */
export function columnOf(declaration: ContentDeclaration, property: string): string {
  const column = getMetadataArgsStorage().columns.find(
    (c) =>
      c.propertyName === property && (c.target === declaration.entity || declaration.entity.prototype instanceof (c.target as new () => unknown)),
  );
  return column?.options.name ?? property;
}

/**
 * One query for the recent activity (SPEC §3/§7): the latest `limit` rows of every type whose
 * declaration lists it in recent activity, from its table with its title field as `title`, newest first.
 * @param limit already checked to be within 1–100
 */
export function recentActivitySql(declarations: readonly ContentDeclaration[], limit: number): string {
  const union = declarations
    .filter((d) => d.fields.recentActivity)
    .map(
      (d) =>
        `(SELECT id, '${d.type}' AS type, ${columnOf(d, d.titleField)} AS title, updated_at, created_at, published_at, is_deleted FROM ${d.fields.table} ORDER BY updated_at DESC LIMIT ${limit})`,
    )
    .join(' UNION ALL ');
  return `SELECT * FROM (${union}) a ORDER BY updated_at DESC, id LIMIT ${limit}`;
}
