import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../../shared/clock';
import type { Member } from './member.entity';
import { neutraliseFormula } from '../common/csv-file';

/** SPEC §7 Export columns, in order. */
export const SPEC_EXPORT_COLUMNS = ['Name', 'Email', 'Phone', 'Address', 'Type', 'Status', 'Join Date', 'Approved Date', 'Last Login'] as const;

/**
 * Every other field of the register (issue #33: an export carries every register field), after
 * SPEC §7's columns, each with how a member's value is written.
 */
const REGISTER_COLUMNS: readonly [string, (m: Member, day: (value: Date | string | null) => string) => string][] = [
  ['Member Number', (m) => String(m.memberNumber)],
  ['Primary Applicant', (m) => m.primaryApplicantFullName ?? ''],
  ['Language Spoken', (m) => m.languageSpoken ?? ''],
  ['Adults', (m) => (m.numAdults === null ? '' : String(m.numAdults))],
  ['Children', (m) => (m.numChildren === null ? '' : String(m.numChildren))],
  ['WhatsApp Joint', (m) => m.whatsappJointStatus ?? ''],
  ['Receipt Requested', (m) => (m.receiptRequested ? 'Yes' : 'No')],
  ['Organisation', (m) => m.orgName ?? ''],
  ['Residency Proof Status', (m) => m.residencyProofStatus ?? ''],
  ['Residency Proof Type', (m) => m.residencyProofType ?? ''],
  ['Residency Proof Received By', (m) => m.residencyProofReceivedBy ?? ''],
  ['Approved By', (m) => m.approvedBy ?? ''],
  ['Rejected Date', (m, day) => day(m.rejectedDate)],
  ['Rejected By', (m) => m.rejectedBy ?? ''],
  ['Rejection Reason', (m) => m.rejectionReason ?? ''],
  ['Ceased Date', (m, day) => day(m.ceasedDate)],
  ['Entered By Staff', (m) => (m.enteredByStaff ? 'Yes' : 'No')],
  ['Notes', (m) => m.notes ?? ''],
];

/** The export's columns: SPEC §7's first and in order, then every other register field (issue #33). */
export const EXPORT_COLUMNS: readonly string[] = [...SPEC_EXPORT_COLUMNS, ...REGISTER_COLUMNS.map(([name]) => name)];

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
 * Members as CSV with SPEC §7's columns and then every other register field (issue #33), written by csv-stringify (quotes, commas and newlines are
 * a well-kept library's job, not ours). Dates are YYYY-MM-DD: the join date as stored (a calendar
 * day), the approval and last sign-in as the association's calendar day of the instant — not the
 * UTC day, which is a day early every Melbourne morning (issue #23). The file starts with a UTF-8
 * byte order mark and phones stay readable (issue #20).
 * @param clock the association's clock
 */
export function membersCsv(members: Member[], clock: Clock): string {
  const day = (value: Date | string | null): string => (value ? (typeof value === 'string' ? value : clock.isoDay(value)) : '');
  const rows = members.map((m) =>
    [
      m.fullName,
      m.email,
      m.phone,
      m.address ?? '',
      m.memberType,
      m.status,
      day(m.joinDate),
      day(m.approvedDate),
      day(m.lastLoginDate),
      ...REGISTER_COLUMNS.map(([, value]) => value(m, day)),
    ].map((value, column) => (column === 2 ? phoneCell(value) : neutraliseFormula(value))),
  );
  return UTF8_BOM + stringify([[...EXPORT_COLUMNS], ...rows], { quoted_match: /[",\r\n]/, record_delimiter: 'windows' });
}
