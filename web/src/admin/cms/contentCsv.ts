import { formatIsoDay } from '../../../../shared/clock';
import type { ContentTypeDecl, FieldDecl } from '../../../../shared/content-fields';
import { associationClock } from '../../shared/timeZone';
import type { CmsItem } from './collections';

/** A moment as YYYY-MM-DD in the association's zone (file names, the CSV's Created column). */
export const associationIsoDay = (moment: Date | string): string => associationClock().isoDay(moment);

/** A date-time in Australian English in the association's zone, e.g. "05 Mar 2025, 14:30". */
export const formatAssociationDateTime = (iso: string): string => associationClock().formatDateTime(iso);

/** A moment as a date in Australian English in the association's zone, e.g. "05 Mar 2025". */
export const formatAssociationDate = (iso: string): string => associationClock().formatDate(iso);

/** The columns of a collection's list and CSV: the declaration's `column` fields (SPEC §7 "columns per type"). */
export const columnFields = (decl: ContentTypeDecl): FieldDecl[] => decl.fields.filter((f) => f.column);

/**
 * A stored value as text for the table and the CSV: option labels for selects, Yes/No, dates in
 * Australian English (date-times in the association's zone), tags joined with commas; '' when empty.
 */
export function displayValue(field: FieldDecl, value: unknown): string {
  if (field.kind === 'boolean') return value === true ? 'Yes' : 'No';
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'select':
      return field.options?.find((o) => String(o.value) === String(value))?.label ?? String(value);
    case 'tags':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'date':
      // A calendar day is the same everywhere: no zone moves it.
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? formatIsoDay(String(value)) : String(value);
    case 'datetime':
      return formatAssociationDateTime(String(value));
    default:
      return String(value);
  }
}

/**
 * One CSV cell (RFC 4180): a cell starting with = + - @ (or a tab or carriage return) gets a leading
 * apostrophe so spreadsheets do not run it as a formula; cells with commas, quotes or line breaks
 * are quoted with inner quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The UTF-8 byte order mark: Excel then reads accented names as UTF-8, as in the members CSV (issue #20). */
export const UTF8_BOM = '\uFEFF';

/** "currentAttendees" → "Current attendees": a label for a column the server fills (slug, file name…). */
const serverLabel = (name: string): string => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A collection's CSV (SPEC §7 CSV export of a content list): a UTF-8 byte order mark (issue #20),
 * the declaration's column fields, then Status and Created (YYYY-MM-DD) — the list's columns, first
 * and in order — and then every other content field (issue #33: the export carries every field):
 * the declaration's other fields, the fields the server fills (slug, file name…), the counts
 * (downloads), Updated (YYYY-MM-DD) and Id; CRLF line ends.
 */
export function contentCsv(decl: ContentTypeDecl, items: readonly CmsItem[]): string {
  const fields = columnFields(decl);
  const others = decl.fields.filter((f) => !f.column);
  const server = [...(decl.serverFields ?? []).map((name) => ({ name, label: serverLabel(name) })), ...(decl.countColumns ?? [])];
  const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
  const header = [...fields.map((f) => f.label), 'Status', 'Created', ...others.map((f) => f.label), ...server.map((c) => c.label), 'Updated', 'Id'];
  const rows = items.map((item) => [
    ...fields.map((f) => displayValue(f, item[f.name])),
    item.status.charAt(0) + item.status.slice(1).toLowerCase(),
    associationIsoDay(item.createdAt),
    ...others.map((f) => displayValue(f, item[f.name])),
    ...server.map((c) => text(item[c.name])),
    associationIsoDay(item.updatedAt),
    item.id,
  ]);
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The export's file name, `{path}-{YYYY-MM-DD}.csv` (SPEC §7), the day in the association's zone. */
export const csvFileName = (decl: ContentTypeDecl, now = new Date()): string => `${decl.path}-${associationIsoDay(now)}.csv`;
