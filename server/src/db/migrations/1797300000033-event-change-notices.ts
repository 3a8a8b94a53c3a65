import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Event change notices (issue #33 "No lost work"): when an event's date, time, place or status
 * changes, everyone going and waitlisted is e-mailed once with an updated calendar file.
 * - `events.calendar_sequence`: the .ics SEQUENCE, raised with each notice so calendars replace the entry;
 * - `events.change_notice_from`: what the event was before the first change not yet told (null when
 *   nothing is waiting), so several quick edits become one notice with the final state;
 * - `rsvps.told_of_change_at`: when the person was last e-mailed about a change (staff see it).
 */
export class EventChangeNotices1797300000033 implements MigrationInterface {
  name = 'EventChangeNotices1797300000033';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "calendar_sequence" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "change_notice_from" jsonb`);
    await queryRunner.query(`ALTER TABLE "rsvps" ADD COLUMN IF NOT EXISTS "told_of_change_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rsvps" DROP COLUMN IF EXISTS "told_of_change_at"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN IF EXISTS "change_notice_from"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN IF EXISTS "calendar_sequence"`);
  }
}
