import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full-text search of the public site (issue #22): each searchable table gets a generated
 * `search_vector` (PostgreSQL's English configuration: stems, no stop words; weights A title,
 * B description, C place and the like, D rich text — its HTML tags are not words) and a GIN index,
 * so `/search` and the list pages' searches match words in any order and rank by weight. Generated
 * columns keep themselves up to date on every write, on PostgreSQL and on the embedded database.
 */
const VECTORS: Record<string, string> = {
  projects: `setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(location, '') || ' ' || coalesce(coordinator, '')), 'C') || setweight(to_tsvector('english', coalesce(content, '')), 'D')`,
  events: `setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(location, '')), 'C') || setweight(to_tsvector('english', coalesce(content, '')), 'D')`,
  news: `setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(content, '')), 'D')`,
  resources: `setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(category, '') || ' ' || coalesce(file_name, '')), 'C')`,
  gallery_items: `setweight(to_tsvector('english', coalesce(album_name, '') || ' ' || coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(location, '') || ' ' || coalesce(photographer, '')), 'C')`,
};

export class SearchVectors1795000002202 implements MigrationInterface {
  name = 'SearchVectors1795000002202';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, vector] of Object.entries(VECTORS)) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (${vector}) STORED`);
      await queryRunner.query(`CREATE INDEX "${table}_search_idx" ON "${table}" USING GIN ("search_vector")`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of Object.keys(VECTORS)) {
      await queryRunner.query(`DROP INDEX IF EXISTS "${table}_search_idx"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN IF EXISTS "search_vector"`);
    }
  }
}
