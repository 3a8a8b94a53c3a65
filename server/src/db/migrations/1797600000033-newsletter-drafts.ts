import { MigrationInterface, QueryRunner } from 'typeorm';

/** Newsletter drafts saved as they are typed (issue #33 "Nothing typed is lost"). */
export class NewsletterDrafts1797600000033 implements MigrationInterface {
  name = 'NewsletterDrafts1797600000033';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "newsletter_drafts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "subject" text NOT NULL DEFAULT '',
        "content" text NOT NULL DEFAULT '',
        "created_by_id" uuid,
        "created_by_name" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await queryRunner.query(`CREATE INDEX "newsletter_drafts_updated_at_idx" ON "newsletter_drafts" ("updated_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "newsletter_drafts"`);
  }
}
