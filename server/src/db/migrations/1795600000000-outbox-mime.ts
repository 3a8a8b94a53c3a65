import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbox messages carry what a real e-mail needs (issues #17, #18): an HTML part beside the plain
 * text, a Reply-To address, extra headers (List-Unsubscribe …) and attachments (an event's .ics).
 */
export class OutboxMime1795600000000 implements MigrationInterface {
  name = 'OutboxMime1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD COLUMN "html" text`);
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text`);
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['attachments', 'headers', 'reply_to', 'html']) {
      await queryRunner.query(`ALTER TABLE "email_outbox" DROP COLUMN IF EXISTS "${column}"`);
    }
  }
}
