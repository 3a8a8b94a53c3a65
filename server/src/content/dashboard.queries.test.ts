import 'reflect-metadata';
import { contentDeclarations } from './content.declarations';
import { dashboardStatsSql, recentActivitySql } from './dashboard.queries';

describe('dashboard and activity queries built from the declarations (issue #23)', () => {
  it('reads recent activity from every type declared for it (today all but testimonials), each from its table with its title column', () => {
    const sql = recentActivitySql(contentDeclarations, 10);
    const read = [...sql.matchAll(/'(\w+)' AS type, (\w+) AS title, .*? FROM (\w+) /g)].map((m) => m.slice(1));
    expect(read).toEqual(contentDeclarations.filter((d) => d.fields.recentActivity).map((d) => [d.type, d.titleField, d.fields.table]));
    expect(read.slice(0, 5)).toEqual([
      ['project', 'title', 'projects'],
      ['event', 'title', 'events'],
      ['gallery', 'title', 'gallery_items'],
      ['resource', 'title', 'resources'],
      ['news', 'title', 'news'],
    ]);
    expect(sql).not.toContain('testimonials');
    expect(sql).toMatch(/ORDER BY updated_at DESC, id LIMIT 10$/);
  });

  it('counts the SPEC §3 dashboard in one statement, one sub-select per table', () => {
    const sql = dashboardStatsSql(contentDeclarations);
    expect([...sql.matchAll(/FROM (\w+) WHERE NOT is_deleted\) AS "(\w+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ['projects', 'projects'],
      ['events', 'events'],
      ['gallery_items', 'gallery'],
      ['resources', 'resources'],
      ['news', 'news'],
    ]);
    expect(sql).toContain(`'completed', count(*) FILTER (WHERE completion_percentage = 100)::int`);
  });
});
