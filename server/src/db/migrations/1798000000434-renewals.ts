import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Renewals that run themselves (issue #34): each renewal reminder sent (or skipped because a later
 * one was already due) once per member, period and offset; each lapse the renewal job made, with its
 * undo; and a member link that signs in from a renewal e-mail (valid longer than a requested link).
 */
export class Renewals1798000000434 implements MigrationInterface {
  name = 'Renewals1798000000434';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      `CREATE TABLE "renewal_reminders" (
        "member_id" uuid NOT NULL REFERENCES "members" ("id") ON DELETE CASCADE,
        "period_end" date NOT NULL,
        "offset_days" integer NOT NULL,
        "sent_at" timestamptz NOT NULL DEFAULT now(),
        "skipped" boolean NOT NULL DEFAULT false,
        PRIMARY KEY ("member_id", "period_end", "offset_days")
      )`,
    );
    await q(
      `CREATE TABLE "renewal_lapses" (
        "member_id" uuid NOT NULL REFERENCES "members" ("id") ON DELETE CASCADE,
        "period_end" date NOT NULL,
        "ceased_on" date NOT NULL,
        "charge_id" uuid REFERENCES "charges" ("id") ON DELETE SET NULL,
        "amount_cents" integer NOT NULL,
        "undone_at" timestamptz,
        "undone_by" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("member_id", "period_end")
      )`,
    );
    await q(`ALTER TABLE "member_links" DROP CONSTRAINT IF EXISTS "member_links_purpose_check"`);
    await q(`ALTER TABLE "member_links" ADD CONSTRAINT "member_links_purpose_check" CHECK ("purpose" IN ('sign_in', 'email_change', 'renewal'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DELETE FROM "member_links" WHERE "purpose" = 'renewal'`);
    await q(`ALTER TABLE "member_links" DROP CONSTRAINT IF EXISTS "member_links_purpose_check"`);
    await q(`ALTER TABLE "member_links" ADD CONSTRAINT "member_links_purpose_check" CHECK ("purpose" IN ('sign_in', 'email_change'))`);
    await q(`DROP TABLE "renewal_lapses"`);
    await q(`DROP TABLE "renewal_reminders"`);
  }
}
