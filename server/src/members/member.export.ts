import { stringify } from 'csv-stringify/sync';
import type { Member } from './member.entity';

/** SPEC §7 Export columns, in order. */
export const EXPORT_COLUMNS = ['Name', 'Email', 'Phone', 'Address', 'Type', 'Status', 'Join Date', 'Approved Date', 'Last Login'] as const;

/**
 * Makes a cell safe to open in a spreadsheet: text starting with =, +, -, @, tab or carriage
 * return is prefixed with an apostrophe so it is not run as a formula (OWASP CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const day = (value: Date | string | null): string => (value ? (typeof value === 'string' ? value : value.toISOString().slice(0, 10)) : '');

/**
 * Members as CSV with SPEC §7's columns, written by csv-stringify (quotes, commas and newlines are
 * a well-kept library's job, not ours).
 */
export function membersCsv(members: Member[]): string {
  const rows = members.map((m) =>
    [m.fullName, m.email, m.phone, m.address ?? '', m.memberType, m.status, day(m.joinDate), day(m.approvedDate), day(m.lastLoginDate)].map(
      neutraliseFormula,
    ),
  );
  return stringify([[...EXPORT_COLUMNS], ...rows], { quoted_match: /[",\r\n]/, record_delimiter: 'windows' });
}
