import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../../shared/clock';
import type { Member } from './member.entity';
import { neutraliseFormula } from '../common/csv-file';

/** SPEC §7 Export columns, in order. */
export const EXPORT_COLUMNS = ['Name', 'Email', 'Phone', 'Address', 'Type', 'Status', 'Join Date', 'Approved Date', 'Last Login'] as const;

/** A byte order mark first, so Excel reads the file as UTF-8 and accented names stay whole (issue #20). */
export const UTF8_BOM = '\uFEFF';

/**
 * A phone written as it is when it holds only what phone numbers hold (digits, spaces, + ( ) - .):
 * such a cell cannot call a function, so "+61 412 345 678" needs no apostrophe (issue #20); anything
 * else is neutralised like every other cell.
 */
export function phoneCell(phone: string): string {
  return /^\+?[\d\s().-]*\d[\d\s().-]*$/.test(phone) && !/^[-]/.test(phone) ? phone : neutraliseFormula(phone);
}

/**
 * Members as CSV with SPEC §7's columns, written by csv-stringify (quotes, commas and newlines are
 * a well-kept library's job, not ours). Dates are YYYY-MM-DD: the join date as stored (a calendar
 * day), the approval and last sign-in as the association's calendar day of the instant — not the
 * UTC day, which is a day early every Melbourne morning (issue #23). The file starts with a UTF-8
 * byte order mark and phones stay readable (issue #20).
 * @param clock the association's clock
 */
export function membersCsv(members: Member[], clock: Clock): string {
  const day = (value: Date | string | null): string => (value ? (typeof value === 'string' ? value : clock.isoDay(value)) : '');
  const rows = members.map((m) =>
    [m.fullName, m.email, m.phone, m.address ?? '', m.memberType, m.status, day(m.joinDate), day(m.approvedDate), day(m.lastLoginDate)].map(
      (value, column) => (column === 2 ? phoneCell(value) : neutraliseFormula(value)),
    ),
  );
  return UTF8_BOM + stringify([[...EXPORT_COLUMNS], ...rows], { quoted_match: /[",\r\n]/, record_delimiter: 'windows' });
}
