import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The members' own area (issue #21): single-use e-mailed links (sign-in, e-mail change), member
 * sessions, requests to change a name or address, erasure requests, and the private calendar feed
 * (only the SHA-256 of its secret is kept). Everything of a member goes with the member row.
 */
export class MemberPortal1795800000021 implements MigrationInterface {
  name = 'MemberPortal1795800000021';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "members" ADD COLUMN "calendar_token_hash" text`);
    await queryRunner.query(`ALTER TABLE "members" ADD COLUMN "calendar_token_created_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE UNIQUE INDEX "members_calendar_token_hash_idx" ON "members" ("calendar_token_hash")`);
    await queryRunner.query(
      `CREATE TABLE "member_links" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "member_id" uuid NOT NULL REFERENCES "members" ("id") ON DELETE CASCADE,
        "purpose" text NOT NULL CHECK ("purpose" IN ('sign_in', 'email_change')),
        "token_hash" text NOT NULL,
        "new_email" text,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_member_links" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "member_links_token_hash_idx" ON "member_links" ("token_hash")`);
    await queryRunner.query(`CREATE INDEX "member_links_member_idx" ON "member_links" ("member_id")`);
    await queryRunner.query(
      `CREATE TABLE "member_sessions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "member_id" uuid NOT NULL REFERENCES "members" ("id") ON DELETE CASCADE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_member_sessions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "member_sessions_member_idx" ON "member_sessions" ("member_id")`);
    await queryRunner.query(
      `CREATE TABLE "member_change_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "member_id" uuid NOT NULL REFERENCES "members" ("id") ON DELETE CASCADE,
        "full_name" text,
        "address" text,
        "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'declined')),
        "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "decided_at" TIMESTAMP WITH TIME ZONE,
        "decided_by" text,
        CONSTRAINT "PK_member_change_requests" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "member_change_requests_member_idx" ON "member_change_requests" ("member_id", "requested_at" DESC)`);
    await queryRunner.query(
      `CREATE INDEX "member_change_requests_pending_idx" ON "member_change_requests" ("requested_at") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE TABLE "member_erasure_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "member_id" uuid NOT NULL REFERENCES "members" ("id") ON DELETE CASCADE,
        "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_member_erasure_requests" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_member_erasure_requests_member" UNIQUE ("member_id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "member_erasure_requests"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "member_change_requests"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "member_sessions"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "member_links"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "members_calendar_token_hash_idx"`);
    await queryRunner.query(`ALTER TABLE "members" DROP COLUMN IF EXISTS "calendar_token_created_at"`);
    await queryRunner.query(`ALTER TABLE "members" DROP COLUMN IF EXISTS "calendar_token_hash"`);
  }
}
