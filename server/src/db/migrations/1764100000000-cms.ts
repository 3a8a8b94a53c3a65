import { MigrationInterface, QueryRunner } from 'typeorm';

const CONTENT_TABLES = ['projects', 'events', 'gallery_items', 'resources', 'testimonials', 'news'];

/** CMS: when each item was last published, uploaded files, and the site settings row. */
export class Cms1764100000000 implements MigrationInterface {
  name = 'Cms1764100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of CONTENT_TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "published_at" TIMESTAMP WITH TIME ZONE`);
      await queryRunner.query(`UPDATE "${table}" SET "published_at" = "updated_at" WHERE "status" = 'published'`);
      await queryRunner.query(`CREATE INDEX "${table}_updated_at_idx" ON "${table}"("updated_at")`);
    }
    await queryRunner.query(
      `CREATE TABLE "uploads" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "url" text NOT NULL, "thumbnail_url" text, "web_url" text, "original_name" text NOT NULL, "size" integer NOT NULL, "mime_type" text NOT NULL, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_uploads" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uploads_url_key" ON "uploads"("url")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uploads_web_url_key" ON "uploads"("web_url")`);
    await queryRunner.query(
      `CREATE TABLE "site_settings" ("id" integer NOT NULL DEFAULT 1 CHECK ("id" = 1), "values" jsonb NOT NULL DEFAULT '{}', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_site_settings" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "site_settings"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "uploads"`);
    for (const table of CONTENT_TABLES) {
      await queryRunner.query(`DROP INDEX IF EXISTS "${table}_updated_at_idx"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN IF EXISTS "published_at"`);
    }
  }
}
