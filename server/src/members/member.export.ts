import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../../shared/clock';
import type { Member } from './member.entity';
import { neutraliseFormula } from '../common/csv-file';

/** SPEC §7 Export columns, in order. */
export const EXPORT_COLUMNS = ['Name', 'Email', 'Phone', 'Address', 'Type', 'Status', 'Join Date', 'Approved Date', 'Last Login'] as const;

/**
 * Members as CSV with SPEC §7's columns, written by csv-stringify (quotes, commas and newlines are
 * a well-kept library's job, not ours). Dates are YYYY-MM-DD: the join date as stored (a calendar
 * day), the approval and last sign-in as the association's calendar day of the instant — not the
 * UTC day, which is a day early every Melbourne morning (issue #23).
 * @param clock the association's clock
 */
export function membersCsv(members: Member[], clock: Clock): string {
  const day = (value: Date | string | null): string => (value ? (typeof value === 'string' ? value : clock.isoDay(value)) : '');
  const rows = members.map((m) =>
    [m.fullName, m.email, m.phone, m.address ?? '', m.memberType, m.status, day(m.joinDate), day(m.approvedDate), day(m.lastLoginDate)].map(
      neutraliseFormula,
    ),
  );
  return stringify([[...EXPORT_COLUMNS], ...rows], { quoted_match: /[",\r\n]/, record_delimiter: 'windows' });
}
