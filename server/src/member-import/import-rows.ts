import { isEmailAddress } from '../../../shared/email-address';
import {
  IMPORT_FIELDS,
  importField,
  importMessages,
  type ImportFieldKey,
  type ImportMapping,
  type ImportProblem,
} from '../../../shared/member-import';
import { normaliseEmail } from '../common/email-address';
import { ValidationError } from '../common/errors';
import { MemberStatus, MemberType } from '../members';
import type { SheetRow } from './import-file';

/** One row read with a mapping: the values given (null: the cell was empty or not mapped). */
export interface ImportedMember {
  /** Spreadsheet row number (header = 1). */
  row: number;
  fullName: string | null;
  /** As typed, trimmed. */
  email: string | null;
  /** Trimmed and lower-case, as members' e-mail is compared (common/email-address.ts); null when not valid. */
  emailKey: string | null;
  phone: string | null;
  address: string | null;
  languageSpoken: string | null;
  numAdults: number | null;
  numChildren: number | null;
  memberType: MemberType | null;
  /** YYYY-MM-DD. */
  joinDate: string | null;
  memberNumber: number | null;
  status: MemberStatus | null;
  notes: string | null;
  /** YYYY-MM-DD: the last day the membership is paid for. */
  financialUntil: string | null;
  /** The class's name as written; its id is found by the import (membership_classes, by name in any letter case). */
  membershipClass: string | null;
}

/** The longest text each text field keeps (the /join limits; notes as staff notes). */
const MAX_LENGTH: Partial<Record<ImportFieldKey, number>> = {
  fullName: 200,
  email: 254,
  phone: 40,
  address: 500,
  languageSpoken: 100,
  notes: 5000,
};

/** A heading as compared with the fields' headings: letters and digits only, lower-case. */
const headingKey = (heading: string): string => heading.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The mapping suggested for a file's headings: each column whose heading names a field (see
 * IMPORT_FIELDS' headings) fills it; a field is suggested for its first such column only.
 * @returns one entry per heading: the field's key, or null
 */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportFieldKey>();
  return headers.map((heading) => {
    const key = headingKey(heading);
    const field = IMPORT_FIELDS.find((f) => !taken.has(f.key) && f.headings.includes(key));
    if (!field) return null;
    taken.add(field.key);
    return field.key;
  });
}

/**
 * Checks a mapping against a file's columns.
 * @throws ValidationError naming `mapping`: not one entry per column, an unknown field, a field
 *   mapped twice, or a required field (full name, email) without a column
 */
export function checkMapping(mapping: unknown, columns: number): ImportMapping {
  if (!Array.isArray(mapping) || mapping.length !== columns) throw new ValidationError({ mapping: importMessages.mappingLength });
  const keys = new Set(IMPORT_FIELDS.map((f) => f.key as string));
  const seen = new Set<string>();
  for (const entry of mapping as unknown[]) {
    if (entry === null || entry === '') continue;
    if (typeof entry !== 'string' || !keys.has(entry)) throw new ValidationError({ mapping: importMessages.mappingLength });
    if (seen.has(entry)) throw new ValidationError({ mapping: importMessages.mappedTwice(importField(entry as ImportFieldKey).label) });
    seen.add(entry);
  }
  const missing = IMPORT_FIELDS.filter((f) => f.required && !seen.has(f.key)).map((f) => f.label);
  if (missing.length) throw new ValidationError({ mapping: importMessages.unmapped(missing) });
  return (mapping as unknown[]).map((entry) => (entry ? (entry as ImportFieldKey) : null));
}

/**
 * A date as a person types it: YYYY-MM-DD, or the Australian D/M/YYYY (1/7/2024 is 1 July).
 * @returns YYYY-MM-DD, or null when it is no calendar day
 */
export function parseDay(text: string): string | null {
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const au = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (au) [d, m, y] = [Number(au[1]), Number(au[2]), Number(au[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1800) return null;
  return date.toISOString().slice(0, 10);
}

const MEMBER_TYPES: Record<string, MemberType> = { owner: MemberType.OWNER, renter: MemberType.RENTER, investor: MemberType.INVESTOR };
const STATUSES: Record<string, MemberStatus> = {
  pending: MemberStatus.PENDING,
  approved: MemberStatus.APPROVED,
  active: MemberStatus.APPROVED,
  rejected: MemberStatus.REJECTED,
  inactive: MemberStatus.INACTIVE,
};
const PHONE = /^[0-9+()\-\s.]{6,40}$/;

/**
 * Reads one row with a mapping, checking each value (the /join limits; dates; numbers; the type
 * and status names, in any letter case).
 * @param today the association's today (YYYY-MM-DD): a join date may not be after it
 * @returns the values, and a problem for each bad one (the row's number, the field, the message)
 */
export function readMember(source: SheetRow, mapping: ImportMapping, today: string): { member: ImportedMember; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const problem = (field: ImportFieldKey, message: string) => problems.push({ row: source.row, field, message });
  const cell = (key: ImportFieldKey): string | null => {
    const index = mapping.indexOf(key);
    const value = index < 0 ? '' : (source.cells[index] ?? '').trim();
    return value === '' ? null : value;
  };
  const text = (key: ImportFieldKey): string | null => {
    const value = cell(key);
    const max = MAX_LENGTH[key];
    if (value !== null && max !== undefined && value.length > max) problem(key, importMessages.tooLong(importField(key).label, max));
    return value;
  };
  const count = (key: 'numAdults' | 'numChildren'): number | null => {
    const value = cell(key);
    if (value === null) return null;
    if (!/^\d{1,2}$/.test(value)) return (problem(key, importMessages.count(importField(key).label)), null);
    return Number(value);
  };
  const member: ImportedMember = {
    row: source.row,
    fullName: text('fullName'),
    email: text('email'),
    emailKey: null,
    phone: text('phone'),
    address: text('address'),
    languageSpoken: text('languageSpoken'),
    numAdults: count('numAdults'),
    numChildren: count('numChildren'),
    memberType: null,
    joinDate: null,
    memberNumber: null,
    status: null,
    notes: text('notes'),
    financialUntil: null,
    membershipClass: cell('membershipClass'),
  };
  if (member.fullName === null) problem('fullName', importMessages.required('Full name'));
  if (member.email === null) problem('email', importMessages.required('Email'));
  else if (!isEmailAddress(member.email)) problem('email', importMessages.email(member.email));
  else member.emailKey = normaliseEmail(member.email);
  if (member.phone !== null && !PHONE.test(member.phone)) problem('phone', importMessages.phone);
  const type = cell('memberType');
  if (type !== null) {
    member.memberType = MEMBER_TYPES[type.toLowerCase()] ?? null;
    if (!member.memberType) problem('memberType', importMessages.memberType);
  }
  const status = cell('status');
  if (status !== null) {
    member.status = STATUSES[status.toLowerCase()] ?? null;
    if (!member.status) problem('status', importMessages.status);
  }
  const joined = cell('joinDate');
  if (joined !== null) {
    member.joinDate = parseDay(joined);
    if (!member.joinDate) problem('joinDate', importMessages.date('Join date', joined));
    else if (member.joinDate > today) problem('joinDate', importMessages.futureDate('Join date'));
  }
  const paid = cell('financialUntil');
  if (paid !== null) {
    member.financialUntil = parseDay(paid);
    if (!member.financialUntil) problem('financialUntil', importMessages.date('Financial until', paid));
  }
  const number = cell('memberNumber');
  if (number !== null) {
    member.memberNumber = /^\d{1,9}$/.test(number) && Number(number) >= 1 ? Number(number) : null;
    if (member.memberNumber === null) problem('memberNumber', importMessages.memberNumber);
  }
  return { member, problems };
}
