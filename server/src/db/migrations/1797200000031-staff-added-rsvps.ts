import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff-added RSVPs (issue #31, 8d): `rsvps.added_by_staff` marks a walk-in or phoned-in RSVP that
 * staff recorded, whose e-mail address the person did not give the association themselves; an
 * editor's "E-mail attendees" skips those rows. Rows recorded before this migration are found by
 * their `walk-in` audit entry; one a person later re-made through the public form (after it was
 * cancelled) stays marked too — the safe side: an admin's mail still reaches it.
 */
export class StaffAddedRsvps1797200000031 implements MigrationInterface {
  name = 'StaffAddedRsvps1797200000031';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rsvps" ADD COLUMN "added_by_staff" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `UPDATE "rsvps" r SET "added_by_staff" = true
        WHERE EXISTS (SELECT 1 FROM "audit_entries" a WHERE a."entity_type" = 'rsvp' AND a."entity_id" = r."id"::text AND a."action" = 'walk-in')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rsvps" DROP COLUMN "added_by_staff"`);
  }
}
