import { MigrationInterface, QueryRunner } from 'typeorm';

/** Stores what the public forms send: RSVPs, contact messages and newsletter subscriptions. */
export class Engagement1763900000000 implements MigrationInterface {
  name = 'Engagement1763900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of [
      `CREATE TABLE "rsvps" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE, "name" text NOT NULL, "email" text NOT NULL, "attendees" integer NOT NULL CHECK ("attendees" BETWEEN 1 AND 5), "comments" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_rsvps" PRIMARY KEY ("id"))`,
      `CREATE INDEX "rsvps_event_idx" ON "rsvps"("event_id", "created_at")`,
      `CREATE TABLE "contact_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "email" text NOT NULL, "message" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_contact_messages" PRIMARY KEY ("id"))`,
      `CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at")`,
      `CREATE TABLE "newsletter_subscribers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_newsletter_subscribers" PRIMARY KEY ("id"))`,
      `CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers"(lower("email"))`,
      `CREATE INDEX "gallery_items_taken_date_idx" ON "gallery_items"("taken_date")`,
      `CREATE INDEX "resources_visible_idx" ON "resources"("status", "is_deleted", "created_at")`,
    ]) {
      await queryRunner.query(statement);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "resources_visible_idx"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "gallery_items_taken_date_idx"`);
    for (const table of ['newsletter_subscribers', 'contact_messages', 'rsvps']) await queryRunner.query(`DROP TABLE IF EXISTS "${table}"`);
  }
}
