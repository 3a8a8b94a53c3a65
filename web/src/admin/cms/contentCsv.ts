import type { ContentTypeDecl, FieldDecl } from '../../../../shared/content-fields';
import type { CmsItem } from './collections';

const TIME_ZONE = 'Australia/Melbourne';
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const dateOnly = new Intl.DateTimeFormat('en-AU', { timeZone: TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A moment as YYYY-MM-DD in Melbourne (file names, the CSV's Created column). */
export const melbourneDay = (moment: Date | string): string => isoDay.format(new Date(moment));

/** A date-time in Australian English, Melbourne time, e.g. "05 Mar 2025, 14:30". */
export const formatMelbourneDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** A moment as a date in Australian English, Melbourne time, e.g. "05 Mar 2025". */
export const formatMelbourneDate = (iso: string): string => dateOnly.format(new Date(iso));

/** The columns of a collection's list and CSV: the declaration's `column` fields (SPEC §7 "columns per type"). */
export const columnFields = (decl: ContentTypeDecl): FieldDecl[] => decl.fields.filter((f) => f.column);

/**
 * A stored value as text for the table and the CSV: option labels for selects, Yes/No, dates in
 * Australian English (Melbourne), tags joined with commas; '' when empty.
 */
export function displayValue(field: FieldDecl, value: unknown): string {
  if (field.kind === 'boolean') return value === true ? 'Yes' : 'No';
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'select':
      return field.options?.find((o) => String(o.value) === String(value))?.label ?? String(value);
    case 'tags':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'date': {
      const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
      // A calendar day is the same everywhere: format it at noon UTC so no zone moves it.
      return day ? dateOnly.format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12))) : String(value);
    }
    case 'datetime':
      return formatMelbourneDateTime(String(value));
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

/**
 * A collection's CSV (SPEC §7 CSV export of a content list): the declaration's column fields, then
 * Status and Created (YYYY-MM-DD); CRLF line ends.
 */
export function contentCsv(decl: ContentTypeDecl, items: readonly CmsItem[]): string {
  const fields = columnFields(decl);
  const header = [...fields.map((f) => f.label), 'Status', 'Created'];
  const rows = items.map((item) => [
    ...fields.map((f) => displayValue(f, item[f.name])),
    item.status.charAt(0) + item.status.slice(1).toLowerCase(),
    melbourneDay(item.createdAt),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The export's file name, `{path}-{YYYY-MM-DD}.csv` (SPEC §7). */
export const csvFileName = (decl: ContentTypeDecl, now = new Date()): string => `${decl.path}-${melbourneDay(now)}.csv`;
