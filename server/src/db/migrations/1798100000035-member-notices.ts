import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Member notices (issue #35): a notice every member entitled to it must receive (a general meeting's
 * notice first), with its audience as chosen and one row per member it was frozen to — the address
 * it went to, the outbox e-mail that carries it (its delivery status), or why it goes by post.
 * Erasing a person (issue #19) deletes their member row and so their recipient rows (CASCADE): the
 * notice keeps only its frozen counts.
 */
export class MemberNotices1798100000035 implements MigrationInterface {
  name = 'MemberNotices1798100000035';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      `CREATE TABLE "member_notices" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "subject" text NOT NULL,
        "body" text NOT NULL,
        "statuses" text[] NOT NULL,
        "class_ids" uuid[],
        "financial_only" boolean NOT NULL DEFAULT false,
        "meeting_id" text,
        "recipients" integer NOT NULL,
        "by_post" integer NOT NULL,
        "queued_at" timestamptz,
        "sent_by_id" uuid,
        "sent_by_name" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await q(`CREATE INDEX "member_notices_created_at_idx" ON "member_notices" ("created_at")`);
    await q(`CREATE INDEX "member_notices_meeting_idx" ON "member_notices" ("meeting_id") WHERE "meeting_id" IS NOT NULL`);
    await q(`CREATE INDEX "member_notices_unqueued_idx" ON "member_notices" ("created_at") WHERE "queued_at" IS NULL`);
    await q(
      `CREATE TABLE "member_notice_recipients" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "notice_id" uuid NOT NULL REFERENCES "member_notices" ("id") ON DELETE CASCADE,
        "member_id" uuid NOT NULL REFERENCES "members" ("id") ON DELETE CASCADE,
        "member_number" integer NOT NULL,
        "email" text,
        "outbox_id" uuid UNIQUE REFERENCES "email_outbox" ("id") ON DELETE SET NULL,
        "skipped_reason" text,
        "queued_at" timestamptz,
        UNIQUE ("notice_id", "member_id")
      )`,
    );
    await q(`CREATE INDEX "member_notice_recipients_notice_idx" ON "member_notice_recipients" ("notice_id", "member_number")`);
    await q(
      `CREATE INDEX "member_notice_recipients_waiting_idx" ON "member_notice_recipients" ("notice_id", "member_number")
        WHERE "queued_at" IS NULL AND "email" IS NOT NULL AND "skipped_reason" IS NULL`,
    );
    await q(`CREATE INDEX "member_notice_recipients_member_idx" ON "member_notice_recipients" ("member_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "member_notice_recipients"`);
    await queryRunner.query(`DROP TABLE "member_notices"`);
  }
}
