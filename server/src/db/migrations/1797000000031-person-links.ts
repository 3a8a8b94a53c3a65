import { MigrationInterface, QueryRunner } from 'typeorm';

/** A UUID as text: an audit entry's entity id is text, and only a UUID can name a member row. */
const UUID = `'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;

/**
 * Who an audit entry or a stored e-mail is about, linked when written (issue #31): a person is an
 * exact, normalised e-mail address and the ids of the rows that hold it, never a name or a part of
 * an address found afterwards.
 *
 * - `audit_entries.actor_member_id`: the member who acted in their own area (issue #21), whose entries
 *   only named them ("{name} (member)").
 * - `audit_entries.subject_email`: the address the entry's changes record (its `email` field, after or
 *   else before; an access export's address), normalised.
 * - `email_outbox.subject_email`: the person a staff notification is about (the resident who wrote a
 *   contact message); the recipient's own address is `to_address` already.
 *
 * Existing rows are filled only where the link is exact: a member's own-area entries from their entity
 * id (member entries without a staff actor, marked " (member)"), addresses from the recorded `email`
 * field, contact notifications from their Reply-To (the resident's address). Nothing by name.
 */
export class PersonLinks1797000000031 implements MigrationInterface {
  name = 'PersonLinks1797000000031';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_entries" ADD COLUMN "actor_member_id" uuid`);
    await queryRunner.query(`ALTER TABLE "audit_entries" ADD COLUMN "subject_email" text`);
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD COLUMN "subject_email" text`);
    await queryRunner.query(
      `UPDATE "audit_entries" SET "actor_member_id" = "entity_id"::uuid
        WHERE "entity_type" = 'member' AND "actor_id" IS NULL AND "actor_name" LIKE '% (member)' AND "entity_id" ~ ${UUID}`,
    );
    await queryRunner.query(
      `UPDATE "audit_entries" SET "subject_email" = lower(btrim(CASE WHEN jsonb_typeof("changes"->'email'->'after') = 'string'
                                                                    THEN "changes"->'email'->>'after' ELSE "changes"->'email'->>'before' END))
        WHERE jsonb_typeof("changes"->'email'->'after') = 'string' OR jsonb_typeof("changes"->'email'->'before') = 'string'`,
    );
    await queryRunner.query(
      `UPDATE "email_outbox" SET "subject_email" = lower(btrim("reply_to")) WHERE "kind" = 'contact-message' AND "reply_to" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "audit_entries_actor_member_idx" ON "audit_entries" ("actor_member_id") WHERE "actor_member_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "audit_entries_subject_email_idx" ON "audit_entries" (lower("subject_email")) WHERE "subject_email" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "email_outbox_subject_email_idx" ON "email_outbox" (lower("subject_email")) WHERE "subject_email" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "email_outbox_subject_email_idx"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "audit_entries_subject_email_idx"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "audit_entries_actor_member_idx"`);
    await queryRunner.query(`ALTER TABLE "email_outbox" DROP COLUMN "subject_email"`);
    await queryRunner.query(`ALTER TABLE "audit_entries" DROP COLUMN "subject_email"`);
    await queryRunner.query(`ALTER TABLE "audit_entries" DROP COLUMN "actor_member_id"`);
  }
}
