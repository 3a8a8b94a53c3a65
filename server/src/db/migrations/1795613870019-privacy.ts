import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Privacy and the member record (issue #19): the date a member ceased (AIR Act 2012 (Vic) s 56(3)),
 * whether staff entered the member (so its join date may be set from a paper form), and the
 * retention settings (one row, like site_settings).
 */
export class Privacy1795613870019 implements MigrationInterface {
  name = 'Privacy1795613870019';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "members" ADD COLUMN "ceased_date" date`);
    await queryRunner.query(`ALTER TABLE "members" ADD COLUMN "entered_by_staff" boolean NOT NULL DEFAULT false`);
    // Members added with Add Member before this change: their audit entry says "create" (an application says "apply").
    await queryRunner.query(
      `UPDATE "members" SET "entered_by_staff" = true
        WHERE id::text IN (SELECT entity_id FROM audit_entries WHERE entity_type = 'member' AND action = 'create')`,
    );
    // Inactive members before this change: the day of their last deactivation, else of their last change.
    await queryRunner.query(
      `UPDATE "members" m SET "ceased_date" = coalesce(
         (SELECT max(a.at)::date FROM audit_entries a WHERE a.entity_type = 'member' AND a.entity_id = m.id::text AND a.action = 'deactivate'),
         m.updated_at::date)
        WHERE m.status = 'inactive'`,
    );
    await queryRunner.query(
      `CREATE TABLE "retention_settings" ("id" integer NOT NULL DEFAULT 1 CHECK ("id" = 1), "values" jsonb NOT NULL DEFAULT '{}', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_retention_settings" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS "rsvps_email_lower_idx" ON "rsvps" (lower("email"))`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS "contact_messages_email_lower_idx" ON "contact_messages" (lower("email"))`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS "email_outbox_to_lower_idx" ON "email_outbox" (lower("to_address"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "email_outbox_to_lower_idx"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "contact_messages_email_lower_idx"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "rsvps_email_lower_idx"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "retention_settings"`);
    await queryRunner.query(`ALTER TABLE "members" DROP COLUMN IF EXISTS "entered_by_staff"`);
    await queryRunner.query(`ALTER TABLE "members" DROP COLUMN IF EXISTS "ceased_date"`);
  }
}
