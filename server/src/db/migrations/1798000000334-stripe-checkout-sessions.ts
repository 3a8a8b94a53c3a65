import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stripe Checkout sessions this site opened (issue #34): which charge each one pays, so the webhook
 * only applies sessions that are ours and the donation thank-you page can show its receipt by the
 * session's id without asking Stripe. The payment intent is filled in when the payment is recorded.
 */
export class StripeCheckoutSessions1798000000334 implements MigrationInterface {
  name = 'StripeCheckoutSessions1798000000334';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stripe_checkout_sessions" (
        "id" text NOT NULL PRIMARY KEY,
        "charge_id" uuid NOT NULL REFERENCES "charges" ("id") ON DELETE RESTRICT,
        "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
        "status" text NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'complete', 'expired')),
        "payment_intent_id" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await queryRunner.query(`CREATE INDEX "stripe_checkout_sessions_charge_idx" ON "stripe_checkout_sessions" ("charge_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "stripe_checkout_sessions"`);
  }
}
