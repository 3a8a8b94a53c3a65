import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events that run themselves (issue #17): one RSVP per event and e-mail, a waitlist in the order
 * people joined it, cancellation, check-in, reminders recorded with the event date they were for,
 * and manage links whose tokens are stored hashed. Duplicate RSVPs of the old form (the same e-mail
 * twice, 48 → 50 → 52) are merged into the first one, keeping the places they took.
 */
export class RsvpLifecycle1795610000017 implements MigrationInterface {
  name = 'RsvpLifecycle1795610000017';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of [
      `ALTER TABLE "events" ADD COLUMN "waitlist_enabled" boolean NOT NULL DEFAULT true`,
      `ALTER TABLE "rsvps" DROP CONSTRAINT IF EXISTS "rsvps_attendees_check"`,
      `UPDATE "rsvps" r SET "attendees" = d."total" FROM (
         SELECT "id", sum("attendees") OVER (PARTITION BY "event_id", lower("email")) AS "total",
                row_number() OVER (PARTITION BY "event_id", lower("email") ORDER BY "created_at", "id") AS "rn" FROM "rsvps") d
       WHERE r."id" = d."id" AND d."rn" = 1 AND d."total" <> r."attendees"`,
      `DELETE FROM "rsvps" r USING (
         SELECT "id", row_number() OVER (PARTITION BY "event_id", lower("email") ORDER BY "created_at", "id") AS "rn" FROM "rsvps") d
       WHERE r."id" = d."id" AND d."rn" > 1`,
      `ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_attendees_check" CHECK ("attendees" >= 1)`,
      `ALTER TABLE "rsvps" ADD COLUMN "status" text NOT NULL DEFAULT 'going' CHECK ("status" IN ('going', 'waitlisted', 'cancelled'))`,
      `CREATE SEQUENCE "rsvps_waitlist_seq"`,
      `ALTER TABLE "rsvps" ADD COLUMN "waitlist_seq" bigint`,
      `ALTER TABLE "rsvps" ADD COLUMN "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
      `ALTER TABLE "rsvps" ADD COLUMN "cancelled_at" TIMESTAMP WITH TIME ZONE`,
      `ALTER TABLE "rsvps" ADD COLUMN "checked_in_at" TIMESTAMP WITH TIME ZONE`,
      `ALTER TABLE "rsvps" ADD COLUMN "reminded_for" TIMESTAMP WITH TIME ZONE`,
      `CREATE UNIQUE INDEX "rsvps_event_email_key" ON "rsvps"("event_id", lower("email"))`,
      `CREATE INDEX "rsvps_waitlist_idx" ON "rsvps"("event_id", "waitlist_seq") WHERE "status" = 'waitlisted'`,
      `CREATE INDEX "rsvps_email_idx" ON "rsvps"(lower("email"))`,
      `CREATE TABLE "rsvp_tokens" ("token_hash" text NOT NULL, "rsvp_id" uuid NOT NULL REFERENCES "rsvps"("id") ON DELETE CASCADE,
         "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_rsvp_tokens" PRIMARY KEY ("token_hash"))`,
      `CREATE INDEX "rsvp_tokens_rsvp_idx" ON "rsvp_tokens"("rsvp_id")`,
    ]) {
      await queryRunner.query(statement);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "rsvp_tokens"`);
    for (const index of ['rsvps_email_idx', 'rsvps_waitlist_idx', 'rsvps_event_email_key'])
      await queryRunner.query(`DROP INDEX IF EXISTS "${index}"`);
    await queryRunner.query(`DELETE FROM "rsvps" WHERE "status" <> 'going'`);
    for (const column of ['reminded_for', 'checked_in_at', 'cancelled_at', 'updated_at', 'waitlist_seq', 'status']) {
      await queryRunner.query(`ALTER TABLE "rsvps" DROP COLUMN IF EXISTS "${column}"`);
    }
    await queryRunner.query(`DROP SEQUENCE IF EXISTS "rsvps_waitlist_seq"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN IF EXISTS "waitlist_enabled"`);
  }
}
