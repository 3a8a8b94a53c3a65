import { MigrationInterface, QueryRunner } from 'typeorm';

/** Audit trail of staff changes, the e-mail outbox, and the member list's search and sort indexes. */
export class AuditOutbox1764000000000 implements MigrationInterface {
  name = 'AuditOutbox1764000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of [
      `CREATE TABLE "audit_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_id" uuid, "actor_name" text, "action" text NOT NULL, "entity_type" text NOT NULL, "entity_id" text NOT NULL, "changes" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_audit_entries" PRIMARY KEY ("id"))`,
      `CREATE INDEX "audit_entries_entity_idx" ON "audit_entries"("entity_type", "entity_id", "at")`,
      `CREATE INDEX "audit_entries_at_idx" ON "audit_entries"("at")`,
      `CREATE TABLE "email_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" text NOT NULL, "to_address" text NOT NULL, "subject" text NOT NULL, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "attempts" integer NOT NULL DEFAULT 0, "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, "last_error" text, "transport_response" text, CONSTRAINT "PK_email_outbox" PRIMARY KEY ("id"))`,
      `CREATE INDEX "email_outbox_due_idx" ON "email_outbox"("next_attempt_at") WHERE "sent_at" IS NULL`,
      `CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox"("created_at")`,
      `CREATE INDEX "members_search_trgm_idx" ON "members" USING gin (("full_name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops)`,
      `CREATE INDEX "members_join_date_idx" ON "members"("join_date", "created_at")`,
      `CREATE INDEX "members_full_name_idx" ON "members"(lower("full_name"))`,
      `CREATE INDEX "members_type_idx" ON "members"("member_type")`,
    ]) {
      await queryRunner.query(statement);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of ['members_type_idx', 'members_full_name_idx', 'members_join_date_idx', 'members_search_trgm_idx']) {
      await queryRunner.query(`DROP INDEX IF EXISTS "${index}"`);
    }
    await queryRunner.query(`DROP TABLE IF EXISTS "email_outbox"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "audit_entries"`);
  }
}
