import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts run from the admin (issue #20): an account is invited, active or deactivated and
 * remembers its last sign-in; an invited account has no password yet. Invitation and password
 * reset links are single-use tokens kept as SHA-256 hashes. Phone search ignores spaces and
 * punctuation through a trigram index on the phone's digits, and the audit log filters by person.
 */
export class StaffAccounts1795564800020 implements MigrationInterface {
  name = 'StaffAccounts1795564800020';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of [
      `ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL`,
      `ALTER TABLE "users" ADD COLUMN "status" text NOT NULL DEFAULT 'active'`,
      `ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("status" IN ('invited', 'active', 'deactivated'))`,
      `ALTER TABLE "users" ADD COLUMN "last_sign_in_at" TIMESTAMP WITH TIME ZONE`,
      `CREATE TABLE "staff_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE, "purpose" text NOT NULL, "token_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_staff_tokens" PRIMARY KEY ("id"), CONSTRAINT "staff_tokens_purpose_check" CHECK ("purpose" IN ('invite', 'reset')))`,
      `CREATE UNIQUE INDEX "staff_tokens_token_hash_key" ON "staff_tokens"("token_hash")`,
      `CREATE INDEX "staff_tokens_user_id_idx" ON "staff_tokens"("user_id")`,
      `CREATE INDEX "members_phone_digits_trgm_idx" ON "members" USING gin ((regexp_replace("phone", '[^0-9]', '', 'g')) gin_trgm_ops)`,
      `CREATE INDEX "audit_entries_actor_idx" ON "audit_entries"("actor_id", "at")`,
    ]) {
      await queryRunner.query(statement);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "audit_entries_actor_idx"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "members_phone_digits_trgm_idx"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "staff_tokens"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN IF EXISTS "last_sign_in_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_status_check"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN IF EXISTS "status"`);
    await queryRunner.query(`UPDATE "users" SET "password_hash" = '!' WHERE "password_hash" IS NULL`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "password_hash" SET NOT NULL`);
  }
}
