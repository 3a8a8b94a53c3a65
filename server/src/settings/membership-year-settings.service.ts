import type { DataSource } from 'typeorm';
import { defaultMembershipYear, membershipYearSchema, type MembershipYearValues } from '../../../shared/membership-year';
import type { AuditService } from '../audit';
import { OneRowSettings } from './one-row-settings';

/**
 * The membership year's settings (issue #34: financial year, renewal reminders, grace and cease
 * periods, the pause switch, bank details, ABN and DGR status), kept in one row like the site's;
 * `update` throws ValidationError naming each invalid field.
 */
export class MembershipYearSettingsService extends OneRowSettings<MembershipYearValues> {
  constructor(db: DataSource, audit: AuditService) {
    super(db, audit, { table: 'membership_settings', defaults: defaultMembershipYear, schema: membershipYearSchema, auditId: 'membership-year' });
  }
}
