import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A person's money records in privacy (issues #19, #31, #34). Erasure keeps financial records (an
 * incorporated association must keep them for 7 years: Associations Incorporation Reform Act 2012
 * (Vic) s 89(2); APP 11.2 allows keeping what the law requires) but removes the payer's e-mail
 * address from them, so the ledger's trigger now allows exactly two changes to an entry: unlinking
 * `member_id` (the member record was deleted) and clearing `payer_email`. Anything else is still
 * refused. Indexes find a person's charges and entries by their exact address.
 */
export class MoneyPrivacy1798000000534 implements MigrationInterface {
  name = 'MoneyPrivacy1798000000534';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      `CREATE OR REPLACE FUNCTION "ledger_entries_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
           AND (NEW."member_id" IS NULL OR NEW."member_id" IS NOT DISTINCT FROM OLD."member_id")
           AND (NEW."payer_email" IS NULL OR NEW."payer_email" IS NOT DISTINCT FROM OLD."payer_email")
           AND (to_jsonb(NEW) - 'member_id' - 'payer_email') = (to_jsonb(OLD) - 'member_id' - 'payer_email') THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'ledger entries are never changed or deleted; record a reversal instead';
      END $$`,
    );
    await q(`CREATE INDEX "charges_payer_email_idx" ON "charges" (lower("payer_email")) WHERE "payer_email" IS NOT NULL`);
    await q(`CREATE INDEX "ledger_entries_payer_email_idx" ON "ledger_entries" (lower("payer_email")) WHERE "payer_email" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DROP INDEX "ledger_entries_payer_email_idx"`);
    await q(`DROP INDEX "charges_payer_email_idx"`);
    await q(
      `CREATE OR REPLACE FUNCTION "ledger_entries_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND NEW."member_id" IS NULL AND OLD."member_id" IS NOT NULL
           AND (to_jsonb(NEW) - 'member_id') = (to_jsonb(OLD) - 'member_id') THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'ledger entries are never changed or deleted; record a reversal instead';
      END $$`,
    );
  }
}
