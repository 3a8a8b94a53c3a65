import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_BYTES, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, importMessages } from '../../../shared/member-import';
import { ValidationError } from '../common/errors';
import { cleanText } from '../common/text';

/** One row of a file as the person sees it: its spreadsheet row number (header = 1) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** A file read for import: the header row and the member rows under it (blank rows dropped, numbers kept). */
export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** A calendar day as YYYY-MM-DD from an Excel date cell (exceljs gives the day at UTC midnight). */
const isoDay = (date: Date): string => (Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10));

/** The text of an Excel cell value: rich text joined, a formula's result, a link's text, a date as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

/** Text from bytes: UTF-8 (a byte order mark dropped), or Windows-1252 when the bytes are not UTF-8 (older Excel's "CSV"). */
function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** Splits records into the header and the non-blank rows, numbering them as a spreadsheet does, and checks the limits. */
function toSheet(records: SheetRow[]): Sheet {
  const [header, ...rest] = records;
  if (!header || header.row !== 1) throw new ValidationError({ file: importMessages.noRows });
  const width = Math.max(header.cells.length, ...rest.slice(0, IMPORT_MAX_ROWS + 1).map((r) => r.cells.length));
  if (width > IMPORT_MAX_COLUMNS) throw new ValidationError({ file: importMessages.tooManyColumns });
  // Cleaned as typed text is (NFC, no control characters: PostgreSQL cannot store NUL), then trimmed.
  const pad = (cells: string[]) => Array.from({ length: width }, (_, i) => cleanText(cells[i] ?? '').trim());
  const rows = rest.filter((r) => r.cells.some((c) => c.trim() !== '')).map((r) => ({ row: r.row, cells: pad(r.cells) }));
  if (rows.length > IMPORT_MAX_ROWS) throw new ValidationError({ file: importMessages.tooManyRows });
  if (rows.length === 0) throw new ValidationError({ file: importMessages.noRows });
  return { headers: pad(header.cells), rows };
}

/** Reads a CSV: RFC 4180 quoting, comma or semicolon, UTF-8 or Windows-1252; record n is spreadsheet row n. */
function readCsv(buffer: Buffer): Sheet {
  const text = decodeText(buffer).replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch {
    throw new ValidationError({ file: importMessages.unreadable });
  }
  return toSheet(records.map((cells, i) => ({ row: i + 1, cells })));
}

/** Reads the first worksheet of an Excel workbook (.xlsx); its row numbers are the sheet's own. */
async function readXlsx(buffer: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ValidationError({ file: importMessages.unreadable });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ValidationError({ file: importMessages.noRows });
  const records: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (records.length > IMPORT_MAX_ROWS + 1) return;
    const values = row.values as ExcelJS.CellValue[];
    // row.values is 1-based: index 0 is always empty.
    records.push({ row: rowNumber, cells: values.slice(1).map(cellText) });
  });
  if (records[0] && records[0].row !== 1) records.unshift({ row: 1, cells: [] });
  return toSheet(records);
}

/**
 * Reads an uploaded members file (issue #34 "Moving in"): an Excel workbook (.xlsx, its first sheet)
 * or a CSV, told apart by their first bytes. Row 1 is the header; every cell is text, trimmed
 * (Excel dates as YYYY-MM-DD).
 * @param buffer the file's bytes, at most IMPORT_MAX_BYTES
 * @returns the header and the non-blank rows under it, each with its spreadsheet row number
 * @throws ValidationError naming `file`: too large, too many rows or columns, an old .xls, unreadable, no rows
 */
export async function readSheet(buffer: Buffer): Promise<Sheet> {
  if (buffer.length > IMPORT_MAX_BYTES) throw new ValidationError({ file: importMessages.fileTooLarge });
  if (buffer.length === 0) throw new ValidationError({ file: importMessages.noRows });
  if (buffer.subarray(0, 4).equals(OLE)) throw new ValidationError({ file: importMessages.oldExcel });
  return buffer.subarray(0, 4).equals(ZIP) ? readXlsx(buffer) : readCsv(buffer);
}
