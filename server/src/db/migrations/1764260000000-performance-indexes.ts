import { MigrationInterface, QueryRunner } from 'typeorm';

/** Indexes the benchmark asked for (issue #7): one per filter or sort the lists use that had none. */
const INDEXES: [name: string, definition: string][] = [
  // Public project tag filter (`tags @> ARRAY[tag]`), related projects and project downloads (`tags && …`).
  ['projects_tags_gin_idx', `ON "projects" USING gin ("tags")`],
  ['resources_tags_gin_idx', `ON "resources" USING gin ("tags")`],
  // Photos documenting a project, by sort order (project detail page).
  ['gallery_items_project_idx', `ON "gallery_items"("project_id", "sort_order") WHERE "project_id" IS NOT NULL`],
  // Pending applications newest first, and the member list sorted by status then newest.
  ['members_status_created_idx', `ON "members"("status", "created_at")`],
];

/** Performance indexes; the down step drops exactly these. Works on PostgreSQL and the embedded PGlite. */
export class PerformanceIndexes1764260000000 implements MigrationInterface {
  name = 'PerformanceIndexes1764260000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, definition] of INDEXES) await queryRunner.query(`CREATE INDEX "${name}" ${definition}`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) await queryRunner.query(`DROP INDEX IF EXISTS "${name}"`);
  }
}
