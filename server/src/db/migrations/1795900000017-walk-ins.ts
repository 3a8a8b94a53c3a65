import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Walk-ins and derived places (issue #17): staff may record a walk-in without an e-mail, so
 * `rsvps.email` becomes nullable (the unique index on (event_id, lower(email)) still holds for
 * every address: NULLs never clash); and `events.current_attendees` is recomputed from the GOING
 * RSVPs, which older databases (the demo seed set places with no RSVP behind them) did not match.
 */
export class WalkIns1795900000017 implements MigrationInterface {
  name = 'WalkIns1795900000017';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rsvps" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(
      `UPDATE "events" e SET "current_attendees" = coalesce((SELECT sum(r."attendees") FROM "rsvps" r WHERE r."event_id" = e."id" AND r."status" = 'going'), 0)
        WHERE e."current_attendees" IS DISTINCT FROM coalesce((SELECT sum(r."attendees") FROM "rsvps" r WHERE r."event_id" = e."id" AND r."status" = 'going'), 0)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "rsvps" WHERE "email" IS NULL`);
    await queryRunner.query(`ALTER TABLE "rsvps" ALTER COLUMN "email" SET NOT NULL`);
  }
}
