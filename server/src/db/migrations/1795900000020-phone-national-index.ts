import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Phone search matches a stored phone in its national form (issue #20): "+61 412 345 678" is found
 * by "0412345678". The trigram index on the phone's bare digits gives way to one on the national
 * digits, the very expression the member service searches (phoneNationalSql in member.service.ts).
 */
export class PhoneNationalIndex1795900000020 implements MigrationInterface {
  name = 'PhoneNationalIndex1795900000020';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "members_phone_digits_trgm_idx"`);
    await queryRunner.query(
      `CREATE INDEX "members_phone_national_trgm_idx" ON "members" USING gin ((regexp_replace(regexp_replace("phone", '[^0-9]', '', 'g'), '^(00)?610?([0-9]{9})$', '0\\2')) gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "members_phone_national_trgm_idx"`);
    await queryRunner.query(
      `CREATE INDEX "members_phone_digits_trgm_idx" ON "members" USING gin ((regexp_replace("phone", '[^0-9]', '', 'g')) gin_trgm_ops)`,
    );
  }
}
