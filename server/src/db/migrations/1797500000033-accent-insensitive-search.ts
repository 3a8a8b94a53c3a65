import { MigrationInterface, QueryRunner } from 'typeorm';

/** The member search's trigram index as migrations 1764000000000 and 1796400000024 left it. */
const PLAIN_INDEX = `CREATE INDEX "members_search_trgm_idx" ON "members" USING gin (("full_name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops) WITH (fastupdate = off)`;

/**
 * Members search ignores accents (issue #33): "Muller" finds "Müller", "Lukasz" finds "Łukasz",
 * "Zoe" finds "Zoë", and the other way round.
 *
 * - The `unaccent` extension (PostgreSQL contrib; the embedded PGlite loads
 *   `@electric-sql/pglite/contrib/unaccent`, server/src/db/embedded.ts).
 * - `search_fold(text)`: the text without accents. `unaccent(text)` is only STABLE (its dictionary
 *   could change), so an index cannot use it; this wrapper names the dictionary and is declared
 *   IMMUTABLE, as the PostgreSQL documentation suggests, so the trigram index can.
 * - `members_search_trgm_idx` is rebuilt on the folded search text the list matches
 *   (`MemberService.filteredQuery`), still without a pending list.
 *
 * Works on PostgreSQL and the embedded PGlite; the down step restores the plain index and drops the function.
 */
export class AccentInsensitiveSearch1797500000033 implements MigrationInterface {
  name = 'AccentInsensitiveSearch1797500000033';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`);
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION public.search_fold(text) RETURNS text
         LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
         AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS "members_search_trgm_idx"`);
    await queryRunner.query(
      `CREATE INDEX "members_search_trgm_idx" ON "members" USING gin (public.search_fold("full_name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops) WITH (fastupdate = off)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "members_search_trgm_idx"`);
    await queryRunner.query(PLAIN_INDEX);
    await queryRunner.query(`DROP FUNCTION IF EXISTS public.search_fold(text)`);
  }
}
