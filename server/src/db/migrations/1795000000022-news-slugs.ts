import { MigrationInterface, QueryRunner } from 'typeorm';
import { slugify } from '../../common/slug';

/**
 * News items get slugs (issue #22: /news/{slug}): existing items get one from their title, as new
 * ones do on create (content.declarations.ts), "-2", "-3", … when taken, oldest first.
 */
export class NewsSlugs1795000000022 implements MigrationInterface {
  name = 'NewsSlugs1795000000022';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "news" ADD COLUMN "slug" text`);
    const rows = (await queryRunner.query(`SELECT "id", "title" FROM "news" ORDER BY "created_at", "id"`)) as { id: string; title: string }[];
    const taken = new Set<string>();
    for (const row of rows) {
      const base = slugify(row.title);
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      taken.add(slug);
      await queryRunner.query(`UPDATE "news" SET "slug" = $1 WHERE "id" = $2`, [slug, row.id]);
    }
    await queryRunner.query(`ALTER TABLE "news" ALTER COLUMN "slug" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "news" ADD CONSTRAINT "news_slug_key" UNIQUE ("slug")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "news" DROP COLUMN IF EXISTS "slug"`);
  }
}
