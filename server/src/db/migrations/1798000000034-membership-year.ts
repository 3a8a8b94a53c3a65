import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The membership year (issue #34): membership classes and their fees, each member's class and
 * "financial until" date, what people owe (charges, each with its own bank-transfer reference), one
 * ledger of money received and refunded that is never changed or deleted (only reversed by a new
 * entry), numbered receipts, Stripe events applied once, the treasurer role and the membership
 * year's settings.
 */
export class MembershipYear1798000000034 implements MigrationInterface {
  name = 'MembershipYear1798000000034';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "users" DROP CONSTRAINT "users_role_check"`);
    await q(`ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('admin', 'editor', 'treasurer'))`);

    await q(
      `CREATE TABLE "membership_classes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "name" text NOT NULL,
        "annual_fee_cents" integer NOT NULL CHECK ("annual_fee_cents" >= 0),
        "concession_fee_cents" integer CHECK ("concession_fee_cents" >= 0 AND "concession_fee_cents" <= "annual_fee_cents"),
        "household" boolean NOT NULL DEFAULT false,
        "renews" boolean NOT NULL DEFAULT true,
        "archived" boolean NOT NULL DEFAULT false,
        "position" integer NOT NULL DEFAULT 0,
        "version" integer NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await q(`CREATE UNIQUE INDEX "membership_classes_name_key" ON "membership_classes" (lower("name"))`);

    await q(`ALTER TABLE "members" ADD COLUMN "membership_class_id" uuid REFERENCES "membership_classes" ("id") ON DELETE RESTRICT`);
    await q(`ALTER TABLE "members" ADD COLUMN "concession" boolean NOT NULL DEFAULT false`);
    await q(`ALTER TABLE "members" ADD COLUMN "financial_until" date`);
    await q(`ALTER TABLE "members" ADD COLUMN "ceased_reason" text`);
    await q(`CREATE INDEX "members_financial_until_idx" ON "members" ("financial_until") WHERE "status" = 'approved'`);
    await q(`CREATE INDEX "members_membership_class_idx" ON "members" ("membership_class_id")`);

    await q(
      `CREATE TABLE "membership_settings" ("id" integer NOT NULL DEFAULT 1 CHECK ("id" = 1) PRIMARY KEY, "values" jsonb NOT NULL DEFAULT '{}', "version" integer NOT NULL DEFAULT 0, "updated_at" timestamptz NOT NULL DEFAULT now())`,
    );

    // What someone owes: a membership fee for a period, a donation pledged at checkout, an event fee.
    await q(
      `CREATE TABLE "charges" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "number" integer GENERATED ALWAYS AS IDENTITY UNIQUE,
        "member_id" uuid REFERENCES "members" ("id") ON DELETE SET NULL,
        "payer_name" text NOT NULL,
        "payer_email" text,
        "kind" text NOT NULL CHECK ("kind" IN ('fee', 'donation', 'event')),
        "description" text NOT NULL,
        "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
        "membership_class_id" uuid REFERENCES "membership_classes" ("id") ON DELETE RESTRICT,
        "period_start" date,
        "period_end" date,
        "reference" text NOT NULL UNIQUE,
        "due_date" date,
        "status" text NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'paid', 'void')),
        "voided_reason" text,
        "version" integer NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK (("kind" = 'fee') = ("period_end" IS NOT NULL))
      )`,
    );
    await q(`CREATE INDEX "charges_member_idx" ON "charges" ("member_id")`);
    await q(`CREATE INDEX "charges_open_idx" ON "charges" ("due_date") WHERE "status" = 'open'`);

    // The ledger: money in (positive) and out (negative: refunds and reversals). Rows are never
    // updated or deleted; a mistake is undone by an entry that reverses it.
    await q(
      `CREATE TABLE "ledger_entries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "entry_number" integer GENERATED ALWAYS AS IDENTITY UNIQUE,
        "charge_id" uuid REFERENCES "charges" ("id") ON DELETE RESTRICT,
        "member_id" uuid REFERENCES "members" ("id") ON DELETE SET NULL,
        "payer_name" text NOT NULL,
        "payer_email" text,
        "kind" text NOT NULL CHECK ("kind" IN ('fee', 'donation', 'event')),
        "amount_cents" integer NOT NULL CHECK ("amount_cents" <> 0),
        "method" text NOT NULL CHECK ("method" IN ('bank_transfer', 'cash', 'card')),
        "reference" text,
        "paid_on" date NOT NULL,
        "gift" boolean NOT NULL DEFAULT false,
        "recorded_by_id" uuid,
        "recorded_by_name" text NOT NULL,
        "reverses_id" uuid UNIQUE REFERENCES "ledger_entries" ("id") ON DELETE RESTRICT,
        "stripe_payment_intent_id" text,
        "stripe_refund_id" text UNIQUE,
        "note" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await q(`CREATE UNIQUE INDEX "ledger_entries_stripe_payment_key" ON "ledger_entries" ("stripe_payment_intent_id") WHERE "amount_cents" > 0`);
    await q(`CREATE INDEX "ledger_entries_member_idx" ON "ledger_entries" ("member_id")`);
    await q(`CREATE INDEX "ledger_entries_charge_idx" ON "ledger_entries" ("charge_id")`);
    await q(`CREATE INDEX "ledger_entries_paid_on_idx" ON "ledger_entries" ("paid_on")`);
    // Erasing a person (issue #19) may clear member_id (ON DELETE SET NULL); nothing else may change.
    await q(
      `CREATE FUNCTION "ledger_entries_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND NEW."member_id" IS NULL AND OLD."member_id" IS NOT NULL
           AND (to_jsonb(NEW) - 'member_id') = (to_jsonb(OLD) - 'member_id') THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'ledger entries are never changed or deleted; record a reversal instead';
      END $$`,
    );
    await q(`CREATE TRIGGER "ledger_entries_keep" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_keep"()`);

    // Receipts: numbered without gaps in the order issued; the text they carry is kept as issued.
    await q(
      `CREATE TABLE "receipts" (
        "number" integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "ledger_entry_id" uuid NOT NULL UNIQUE REFERENCES "ledger_entries" ("id") ON DELETE RESTRICT,
        "tax_deductible" boolean NOT NULL,
        "issued_to" text NOT NULL,
        "issued_at" timestamptz NOT NULL DEFAULT now(),
        "content" jsonb NOT NULL
      )`,
    );

    // Stripe webhook events: each applied once, whatever the order or the number of deliveries.
    await q(
      `CREATE TABLE "stripe_events" (
        "id" text NOT NULL PRIMARY KEY,
        "type" text NOT NULL,
        "created" timestamptz NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now()
      )`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DROP TABLE "stripe_events"`);
    await q(`DROP TABLE "receipts"`);
    await q(`DROP TABLE "ledger_entries"`);
    await q(`DROP FUNCTION "ledger_entries_keep"()`);
    await q(`DROP TABLE "charges"`);
    await q(`DROP TABLE "membership_settings"`);
    for (const c of ['ceased_reason', 'financial_until', 'concession', 'membership_class_id']) await q(`ALTER TABLE "members" DROP COLUMN "${c}"`);
    await q(`DROP TABLE "membership_classes"`);
    await q(`UPDATE "users" SET "role" = 'editor' WHERE "role" = 'treasurer'`);
    await q(`ALTER TABLE "users" DROP CONSTRAINT "users_role_check"`);
    await q(`ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('admin', 'editor'))`);
  }
}
