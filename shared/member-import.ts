/**
 * Moving in (issue #34): importing existing members from a CSV or Excel (.xlsx) file. The fields a
 * column can fill, the limits, the texts, and the shapes of the import's HTTP answers — one module
 * read by the server (`server/src/member-import/`), the admin screen and the tests.
 */

/** The largest file accepted, in bytes (10 MB, as SPEC §5's other files). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most member rows one file may hold (under its header row). */
export const IMPORT_MAX_ROWS = 20_000;
/** The most columns read from a file. */
export const IMPORT_MAX_COLUMNS = 100;
/** Rows shown in the preview. */
export const IMPORT_PREVIEW_ROWS = 10;
/** The most problems one answer lists (`problemCount` gives them all). */
export const IMPORT_MAX_PROBLEMS_LISTED = 1000;

/** A member field a column can be mapped onto. */
export type ImportFieldKey =
  | 'fullName'
  | 'email'
  | 'phone'
  | 'address'
  | 'languageSpoken'
  | 'numAdults'
  | 'numChildren'
  | 'memberType'
  | 'joinDate'
  | 'memberNumber'
  | 'status'
  | 'notes'
  | 'financialUntil'
  | 'membershipClass';

/** One field of the import: its label, whether every row needs it, and the headings that suggest it. */
export interface ImportField {
  key: ImportFieldKey;
  label: string;
  required: boolean;
  /** Column headings that map onto it, compared as letters and digits only, lower-case ("E-mail" = "email"). */
  headings: readonly string[];
}

/** The fields, in the order the mapping select lists them. The members export's own headings are among them, so an export imports back. */
export const IMPORT_FIELDS: readonly ImportField[] = [
  { key: 'fullName', label: 'Full name', required: true, headings: ['fullname', 'name', 'membername', 'member'] },
  { key: 'email', label: 'Email', required: true, headings: ['email', 'emailaddress', 'mail'] },
  { key: 'phone', label: 'Phone', required: false, headings: ['phone', 'phonenumber', 'mobile', 'mobilenumber', 'telephone', 'tel'] },
  { key: 'address', label: 'Address', required: false, headings: ['address', 'streetaddress', 'homeaddress', 'postaladdress'] },
  { key: 'languageSpoken', label: 'Language spoken', required: false, headings: ['languagespoken', 'language', 'languages'] },
  { key: 'numAdults', label: 'Adults', required: false, headings: ['adults', 'numadults', 'numberofadults'] },
  { key: 'numChildren', label: 'Children', required: false, headings: ['children', 'numchildren', 'numberofchildren', 'kids'] },
  { key: 'memberType', label: 'Member type', required: false, headings: ['membertype', 'membershiptype', 'type'] },
  { key: 'joinDate', label: 'Join date', required: false, headings: ['joindate', 'joined', 'datejoined', 'dateofjoining', 'membersince'] },
  {
    key: 'memberNumber',
    label: 'Member number',
    required: false,
    headings: ['membernumber', 'memberno', 'membershipnumber', 'membershipno', 'number', 'no'],
  },
  { key: 'status', label: 'Status', required: false, headings: ['status', 'memberstatus', 'membershipstatus'] },
  { key: 'notes', label: 'Notes', required: false, headings: ['notes', 'note', 'comments', 'comment'] },
  {
    key: 'financialUntil',
    label: 'Financial until',
    required: false,
    headings: ['financialuntil', 'financialto', 'paiduntil', 'paidto', 'paidup', 'expiry', 'expirydate', 'expires', 'renewaldate'],
  },
  {
    key: 'membershipClass',
    label: 'Membership class',
    required: false,
    headings: ['membershipclass', 'classofmembership', 'class', 'membershipcategory', 'category'],
  },
];

/** The field with this key. */
export const importField = (key: ImportFieldKey): ImportField => IMPORT_FIELDS.find((f) => f.key === key)!;

/** A column mapping: for each column of the file, in order, the field it fills, or null to leave it out. */
export type ImportMapping = (ImportFieldKey | null)[];

/** What to do with a row whose e-mail address belongs to a member already. */
export type DuplicateDecision = 'skip' | 'update';

/** The choices sent with a dry run and with the import. */
export interface ImportRequest {
  mapping: ImportMapping;
  /** Spreadsheet row numbers to leave out (e.g. the rows with problems). */
  excludeRows?: number[];
  /** Per duplicate, by its spreadsheet row number: skip it, or update the existing member. */
  decisions?: Record<string, DuplicateDecision>;
  /** For every duplicate without its own decision. */
  allDuplicates?: DuplicateDecision | null;
}

/** The first look at a file: its headings, its first rows and a suggested mapping. */
export interface ImportPreview {
  fileName: string;
  /** The header row (row 1), as written ('' for an empty heading). */
  headers: string[];
  /** The first rows under it, each as long as `headers`, with their spreadsheet row numbers. */
  rows: { row: number; cells: string[] }[];
  /** Member rows in the file (blank rows not counted). */
  totalRows: number;
  /** A field for each column whose heading names one. */
  mapping: ImportMapping;
}

/** One thing wrong in the file: the spreadsheet row (header = 1), the field, and what to do. */
export interface ImportProblem {
  row: number;
  field: ImportFieldKey | null;
  message: string;
}

/** A row whose e-mail address belongs to a member already (compared trimmed, in any letter case). */
export interface ImportDuplicate {
  row: number;
  email: string;
  fullName: string;
  existing: { id: string; memberNumber: number; fullName: string; status: string };
  /** The decision the request made for it, or null when none yet. */
  decision: DuplicateDecision | null;
}

/** A dry run's answer (and a refused import's): what the import would do, and every problem. */
export interface ImportCheck {
  /** Member rows read (blank and left-out rows not counted). */
  totalRows: number;
  /** Rows left out by the request. */
  excludedRows: number;
  /** Members the import would add. */
  toCreate: number;
  /** Existing members it would update. */
  toUpdate: number;
  /** Duplicates it would skip. */
  toSkip: number;
  duplicates: ImportDuplicate[];
  /** The first IMPORT_MAX_PROBLEMS_LISTED problems, by row. */
  problems: ImportProblem[];
  /** All problems. */
  problemCount: number;
}

/** A finished import. */
export interface ImportResult {
  created: number;
  updated: number;
  skipped: number;
  excluded: number;
}

/** The HTTP error answer of the import routes: the message, its code, the fields and, for a refused import, its check. */
export interface ImportErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
  check?: ImportCheck;
}

/** The import's texts. */
export const importMessages = {
  noFile: 'Choose a CSV or Excel (.xlsx) file to import.',
  fileTooLarge: 'The file is larger than 10 MB. Split it into smaller files and import them one at a time.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows. Split it into smaller files and import them one at a time.`,
  tooManyColumns: `The file has more than ${IMPORT_MAX_COLUMNS} columns. Keep only the member columns and try again.`,
  oldExcel: 'This is an old Excel file (.xls). Save it as Excel Workbook (.xlsx) or CSV and try again.',
  unreadable: 'This file could not be read. Save it as CSV (UTF-8) or Excel Workbook (.xlsx) and try again.',
  noRows: 'The file has no member rows under its header row.',
  mappingLength: 'Choose a field (or "Leave out") for each column of the file.',
  mappedTwice: (label: string) => `Only one column can be ${label}.`,
  unmapped: (labels: string[]) => `Choose the column that holds ${labels.join(' and ')}.`,
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  email: (value: string) => `"${value}" is not a valid email address`,
  phone: 'Phone format is invalid',
  date: (label: string, value: string) => `${label} "${value}" is not a date: use 2024-07-01 or 1/7/2024`,
  futureDate: (label: string) => `${label} cannot be in the future`,
  count: (label: string) => `${label} must be a whole number from 0 to 99`,
  memberNumber: 'Member number must be a whole number from 1',
  memberType: 'Member type must be owner, renter or investor',
  status: 'Status must be pending, approved (or active), rejected or inactive',
  sameEmailAs: (row: number) => `The same email as row ${row}`,
  sameNumberAs: (row: number) => `The same member number as row ${row}`,
  numberTaken: (n: number, name: string) => `Member number ${n} belongs to ${name} already`,
  membershipClass: (name: string) => `Membership class "${name}" is not one of the association's classes: add it first, or fix the name`,
  undecided: 'This email belongs to a member already: choose skip or update',
  refused: (count: number) => `Nothing was imported: the file has ${count === 1 ? '1 problem' : `${count} problems`}.`,
  imported: (r: ImportResult) =>
    `Imported: ${r.created} added, ${r.updated} updated, ${r.skipped} skipped${r.excluded ? `, ${r.excluded} rows left out` : ''}.`,
} as const;
