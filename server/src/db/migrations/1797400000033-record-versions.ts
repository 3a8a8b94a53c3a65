import { MigrationInterface, QueryRunner } from 'typeorm';

/** Content tables: their column is `row_version`, because a resource's `version` is its document's ("1.0"). */
const CONTENT = ['projects', 'events', 'gallery_items', 'resources', 'testimonials', 'news'];
/** The other tables whose rows staff edit in a form: members, staff accounts, the one-row settings. */
const OTHERS = ['members', 'users', 'site_settings', 'retention_settings'];

/**
 * Optimistic concurrency on every staff edit (issue #33): each edited row gets an integer `version`
 * (content: `row_version`),
 * 1 for rows that exist now, incremented by every staff write; an edit carries the version it started
 * from and a save against a newer one is refused with CONFLICT. `audit_entries.entity_version` is the
 * record's version after the change, so "what changed since version N, and who" is read from the log.
 */
export class RecordVersions1797400000033 implements MigrationInterface {
  name = 'RecordVersions1797400000033';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of CONTENT) await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "row_version" integer NOT NULL DEFAULT 1`);
    for (const table of OTHERS) await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "version" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE "audit_entries" ADD COLUMN "entity_version" integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_entries" DROP COLUMN "entity_version"`);
    for (const table of OTHERS) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "version"`);
    for (const table of CONTENT) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "row_version"`);
  }
}
