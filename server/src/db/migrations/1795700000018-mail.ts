import { MigrationInterface, QueryRunner } from 'typeorm';

/** A random token of 64 hex characters, in SQL (gen_random_uuid is built in; pgcrypto is not). */
const TOKEN = `replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`;

/**
 * Mail that keeps every promise (issue #18): newsletter subscribers with a status and a consent
 * record (double opt-in, one-click unsubscribe), newsletter issues with one delivery row per
 * recipient, contact messages staff can mark handled and annotate, and an honest outbox (kept
 * without a mail server, failed for good on a permanent refusal).
 */
export class Mail1795700000018 implements MigrationInterface {
  name = 'Mail1795700000018';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of [
      // Rows from before double opt-in subscribed themselves on the footer form: kept as confirmed,
      // their consent recorded as that form.
      `ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" text NOT NULL DEFAULT 'CONFIRMED'`,
      `ALTER TABLE "newsletter_subscribers" ALTER COLUMN "status" SET DEFAULT 'PENDING'`,
      `ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_status_check" CHECK ("status" IN ('PENDING', 'CONFIRMED', 'UNSUBSCRIBED'))`,
      `ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_at" TIMESTAMP WITH TIME ZONE`,
      `ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_page" text`,
      `ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_wording" text`,
      `UPDATE "newsletter_subscribers" SET "consent_at" = "created_at", "consent_page" = '/', "consent_wording" = 'Footer newsletter sign-up (before confirmation e-mails)'`,
      `ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token" text`,
      `ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribe_token" text NOT NULL DEFAULT ${TOKEN}`,
      `ALTER TABLE "newsletter_subscribers" ALTER COLUMN "unsubscribe_token" DROP DEFAULT`,
      `CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_key" ON "newsletter_subscribers"("confirm_token")`,
      `CREATE UNIQUE INDEX "newsletter_subscribers_unsubscribe_token_key" ON "newsletter_subscribers"("unsubscribe_token")`,
      `ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_sent_at" TIMESTAMP WITH TIME ZONE`,
      `ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" TIMESTAMP WITH TIME ZONE`,
      `UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at"`,
      `ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" TIMESTAMP WITH TIME ZONE`,
      `CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers"("status", "created_at")`,

      `CREATE TABLE "newsletter_issues" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "subject" text NOT NULL, "content" text NOT NULL, "status" text NOT NULL DEFAULT 'SENDING' CHECK ("status" IN ('SENDING', 'SENT')), "recipients" integer NOT NULL, "created_by_id" uuid, "created_by_name" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_newsletter_issues" PRIMARY KEY ("id"))`,
      `CREATE INDEX "newsletter_issues_created_at_idx" ON "newsletter_issues"("created_at")`,
      `CREATE TABLE "newsletter_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "issue_id" uuid NOT NULL REFERENCES "newsletter_issues"("id") ON DELETE CASCADE, "subscriber_id" uuid REFERENCES "newsletter_subscribers"("id") ON DELETE SET NULL, "email" text NOT NULL, "unsubscribe_token" text NOT NULL, "status" text NOT NULL DEFAULT 'QUEUED' CHECK ("status" IN ('QUEUED', 'SENDING', 'SENT', 'KEPT', 'FAILED')), "error" text, "attempts" integer NOT NULL DEFAULT 0, "claimed_at" TIMESTAMP WITH TIME ZONE, "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_newsletter_deliveries" PRIMARY KEY ("id"))`,
      `CREATE UNIQUE INDEX "newsletter_deliveries_issue_email_key" ON "newsletter_deliveries"("issue_id", lower("email"))`,
      `CREATE INDEX "newsletter_deliveries_issue_status_idx" ON "newsletter_deliveries"("issue_id", "status")`,

      `ALTER TABLE "contact_messages" ADD COLUMN "handled_at" TIMESTAMP WITH TIME ZONE`,
      `ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text`,
      `ALTER TABLE "contact_messages" ADD COLUMN "note" text`,
      `CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages"("created_at") WHERE "handled_at" IS NULL`,

      // "Sent" by the JSON transport (no SMTP_URL) never left the server: kept, not sent.
      `ALTER TABLE "email_outbox" ADD COLUMN "kept" boolean NOT NULL DEFAULT false`,
      `UPDATE "email_outbox" SET "kept" = true WHERE "sent_at" IS NOT NULL AND coalesce("transport_response", '') NOT LIKE '%"accepted"%'`,
      `ALTER TABLE "email_outbox" ADD COLUMN "failed_at" TIMESTAMP WITH TIME ZONE`,
    ]) {
      await queryRunner.query(statement);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of [
      `ALTER TABLE "email_outbox" DROP COLUMN IF EXISTS "failed_at"`,
      `ALTER TABLE "email_outbox" DROP COLUMN IF EXISTS "kept"`,
      `DROP INDEX IF EXISTS "contact_messages_unhandled_idx"`,
      `ALTER TABLE "contact_messages" DROP COLUMN IF EXISTS "note"`,
      `ALTER TABLE "contact_messages" DROP COLUMN IF EXISTS "handled_by"`,
      `ALTER TABLE "contact_messages" DROP COLUMN IF EXISTS "handled_at"`,
      `DROP TABLE IF EXISTS "newsletter_deliveries"`,
      `DROP TABLE IF EXISTS "newsletter_issues"`,
      `DROP INDEX IF EXISTS "newsletter_subscribers_status_idx"`,
      `DROP INDEX IF EXISTS "newsletter_subscribers_unsubscribe_token_key"`,
      `DROP INDEX IF EXISTS "newsletter_subscribers_confirm_token_key"`,
      `ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT IF EXISTS "newsletter_subscribers_status_check"`,
    ]) {
      await queryRunner.query(statement);
    }
    for (const column of [
      'unsubscribed_at',
      'confirmed_at',
      'confirmation_sent_at',
      'unsubscribe_token',
      'confirm_token',
      'consent_wording',
      'consent_page',
      'consent_at',
      'status',
    ]) {
      await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN IF EXISTS "${column}"`);
    }
  }
}
