import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions remember their sign-in time, so a refresh never extends one beyond sign-in +
 * SESSION_MAX_AGE (issue #16 item 13). Existing tokens get their family's first token's time.
 */
export class SessionStartedAt1764275000000 implements MigrationInterface {
  name = 'SessionStartedAt1764275000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" ADD COLUMN "started_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `UPDATE "sessions" s SET "started_at" = f."first" FROM (SELECT "family_id", min("created_at") AS "first" FROM "sessions" GROUP BY "family_id") f WHERE f."family_id" = s."family_id"`,
    );
    await queryRunner.query(`ALTER TABLE "sessions" ALTER COLUMN "started_at" SET NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN IF EXISTS "started_at"`);
  }
}
