import ExcelJS from 'exceljs';

/** One file format's result of the member import section (issue #34 "Moving in"). */
export interface MemberImportRow {
  format: 'csv' | 'xlsx';
  rows: number;
  /** Bytes sent. */
  bytes: number;
  /** From sending the file to the answer: reading it, checking every row and writing them in one transaction. */
  importSec: number;
  rowsPerSec: number;
  /** Members the answer says it added (all of them, or the section failed). */
  created: number;
}

/** Target of the member import section: 10,000 rows in under a minute. */
export const MEMBER_IMPORT_TARGET_SEC = 60;

/** What the section needs from the bench runner. */
export interface MemberImportBenchDeps {
  /** A fresh PostgreSQL database: its URL and how to drop it. */
  database(): Promise<{ url: string; drop(): Promise<void> }>;
  /** Starts the built server as a child process with this environment; resolves once it answers. */
  startServer(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
  /** Signs the bench admin in. */
  login(url: string): Promise<string>;
}

/** A committee's spreadsheet: member number, name, e-mail, phone, address, join date, type. */
function memberRows(rows: number, tag: string): (string | number)[][] {
  return Array.from({ length: rows }, (_, i) => [
    100_000 + i,
    `Imported Member ${i}`,
    `import.${tag}.${i}@bench.example.org`,
    `0412 ${String(i % 1000).padStart(3, '0')} ${String(i % 997).padStart(3, '0')}`,
    `${1 + (i % 200)} Example Street`,
    `${1 + (i % 28)}/${1 + (i % 12)}/${2000 + (i % 25)}`,
    ['owner', 'renter', 'investor'][i % 3],
  ]);
}
const HEADERS = ['Member number', 'Name', 'Email', 'Phone', 'Address', 'Join date', 'Member type'];

/** The file of one format. */
async function fileOf(format: 'csv' | 'xlsx', rows: (string | number)[][]): Promise<Buffer> {
  if (format === 'csv') return Buffer.from([HEADERS, ...rows].map((r) => r.join(',')).join('\r\n'));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Members');
  sheet.addRows([HEADERS, ...rows]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Imports `rows` members from a CSV and then from an Excel workbook (other addresses and numbers)
 * through the real server's `POST /member-import` on a fresh PostgreSQL database, and measures rows
 * per second from sending the file to the answer.
 */
export async function measureMemberImport(deps: MemberImportBenchDeps, rows = 10_000): Promise<MemberImportRow[]> {
  const database = await deps.database();
  const server = await deps.startServer({ DATABASE_URL: database.url });
  try {
    const token = await deps.login(server.url);
    const results: MemberImportRow[] = [];
    for (const [i, format] of (['csv', 'xlsx'] as const).entries()) {
      const file = await fileOf(
        format,
        memberRows(rows, format).map((r) => [Number(r[0]) + i * rows, ...r.slice(1)]),
      );
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), `members.${format}`);
      form.append('request', JSON.stringify({ mapping: ['memberNumber', 'fullName', 'email', 'phone', 'address', 'joinDate', 'memberType'] }));
      const started = performance.now();
      const response = await fetch(`${server.url}/member-import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      const answer = (await response.json()) as { created?: number; error?: string };
      const importSec = (performance.now() - started) / 1000;
      if (!response.ok) throw new Error(`member import (${format}) answered ${response.status}: ${answer.error}`);
      results.push({ format, rows, bytes: file.length, importSec, rowsPerSec: rows / importSec, created: answer.created ?? 0 });
    }
    return results;
  } finally {
    await server.stop();
    await database.drop();
  }
}
