import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Event change notices (issue #33 "No lost work"): when an event's date, time, place or status
 * changes, everyone going and waitlisted is e-mailed once with an updated calendar file.
 * - `event_calendar_state` (one row per event, made on its first change; kept apart from `events`,
 *   whose columns the content declaration describes whole):
 *   - `calendar_sequence`: the .ics SEQUENCE, raised with each notice so calendars replace the entry;
 *   - `change_notice_from`: what the event was before the first change not yet told (null when
 *     nothing is waiting), so several quick edits become one notice with the final state;
 * - `rsvps.told_of_change_at`: when the person was last e-mailed about a change (staff see it).
 */
export class EventChangeNotices1797300000033 implements MigrationInterface {
  name = 'EventChangeNotices1797300000033';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "event_calendar_state" (
        "event_id" uuid PRIMARY KEY REFERENCES "events"("id") ON DELETE CASCADE,
        "calendar_sequence" integer NOT NULL DEFAULT 0,
        "change_notice_from" jsonb
      )`,
    );
    await queryRunner.query(`ALTER TABLE "rsvps" ADD COLUMN IF NOT EXISTS "told_of_change_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rsvps" DROP COLUMN IF EXISTS "told_of_change_at"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "event_calendar_state"`);
  }
}
