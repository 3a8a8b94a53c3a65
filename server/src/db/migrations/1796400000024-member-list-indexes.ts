import { MigrationInterface, QueryRunner } from 'typeorm';

/** The member search's trigram indexes (migrations 1764000000000 and 1795900000020). */
const TRIGRAM_INDEXES = ['members_search_trgm_idx', 'members_phone_national_trgm_idx'];

/**
 * The admin member list at 50,000 rows (issue #24: p95 < 50 ms).
 *
 * - The search's GIN trigram indexes stop using their pending list (`fastupdate = off`). With it
 *   on, new entries wait in an unsorted list of up to 4 MB that every search reads through and
 *   that only VACUUM or autoanalyze merges — never on the embedded PGlite, which has no
 *   autovacuum. After the bench's 50,000 inserts the phone index kept 12,000 entries there: a
 *   6 ms read per search, and the planner, counting it, filtered the type index's 16,667 rows
 *   through two regexp_replace calls instead (84 ms). Members are added a few at a time, so
 *   inserting into the index directly costs nothing anyone notices. What is already pending is
 *   merged here.
 * - `members_status_name_idx` on (status, lower(full_name)): the list of one status sorted by name
 *   read through `members_full_name_idx` every earlier name first (10,000 rows before the first
 *   pending "Grace" in the bench data).
 *
 * Works on PostgreSQL and the embedded PGlite; the down step restores the defaults and drops the index.
 */
export class MemberListIndexes1796400000024 implements MigrationInterface {
  name = 'MemberListIndexes1796400000024';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of TRIGRAM_INDEXES) {
      await queryRunner.query(`ALTER INDEX "${index}" SET (fastupdate = off)`);
      await queryRunner.query(`SELECT gin_clean_pending_list('"${index}"'::regclass)`);
    }
    await queryRunner.query(`CREATE INDEX "members_status_name_idx" ON "members" ("status", lower("full_name"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "members_status_name_idx"`);
    for (const index of [...TRIGRAM_INDEXES].reverse()) await queryRunner.query(`ALTER INDEX "${index}" RESET (fastupdate)`);
  }
}
