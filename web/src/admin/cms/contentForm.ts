import { contentDefaults, contentSchema, parseTags, type ContentTypeDecl, type FieldDecl } from '../../../../shared/content-fields';
import { yupFieldErrors } from '../../../../shared/yup-field-errors';
import { associationClock } from '../../shared/timeZone';
import type { CmsInput, CmsItem } from './collections';
import type { StaleVersion } from '../common/editConflict';

/** What a form control holds: text for inputs and selects, a number, or a checkbox's state. */
export type FormValue = string | number | boolean;

/** The CMS form's values: `status` plus one entry per declared field, as the controls show them. */
export type ContentFormValues = Record<string, FormValue>;

/**
 * An ISO instant as a datetime-local value ("2025-03-05T14:30") on the association's wall clock
 * (TIME_ZONE), whatever the computer's zone (issue #23); '' when unreadable.
 */
export function isoToLocalInput(iso: string): string {
  return associationClock().toDateTimeInput(iso);
}

/**
 * A datetime-local value ("2025-03-05T14:30") read as the association's wall-clock time, as an ISO
 * instant; null when it is not such a value.
 */
export function localInputToIso(value: string): string | null {
  return associationClock().fromDateTimeInput(value)?.toISOString() ?? null;
}

/** One stored value as its control shows it. */
function toControl(field: FieldDecl, value: unknown): FormValue {
  if (field.kind === 'boolean') return value === true;
  if (value === null || value === undefined) return '';
  if (field.kind === 'tags') return Array.isArray(value) ? value.join(', ') : String(value);
  if (field.kind === 'datetime') return isoToLocalInput(String(value));
  if (field.kind === 'int' || field.kind === 'float') return typeof value === 'number' ? value : String(value);
  return String(value);
}

/**
 * The form's starting values (SPEC §5 Form defaults): an item's stored values when editing, else
 * the declaration's defaults (status draft, tags empty, numbers 0, checkboxes false, dates now).
 */
export function initialFormValues(decl: ContentTypeDecl, item: CmsItem | null): ContentFormValues {
  const source: Record<string, unknown> = item ?? contentDefaults(decl);
  const values: ContentFormValues = { status: String(source.status ?? 'DRAFT') };
  for (const field of decl.fields) values[field.name] = toControl(field, source[field.name]);
  return values;
}

/**
 * The record as it is now, as form values: the values the form opened with, changed by the stored
 * values the conflict names (a select's stored value matched to its option, e.g. `document` → DOCUMENT).
 */
export function theirValues(decl: ContentTypeDecl, base: ContentFormValues, conflict: StaleVersion): ContentFormValues {
  const changed: Record<string, unknown> = {};
  for (const field of decl.fields) {
    if (!(field.name in conflict.changes)) continue;
    let after = conflict.changes[field.name].after;
    const option = field.options?.find((o) => typeof after === 'string' && String(o.value).toLowerCase() === after.toLowerCase());
    if (option) after = option.value;
    changed[field.name] = after;
  }
  const item = { ...Object.fromEntries(decl.fields.map((f) => [f.name, undefined])), ...changed, status: base.status } as unknown as CmsItem;
  const converted = initialFormValues(decl, item);
  return { ...base, ...Object.fromEntries(Object.keys(changed).map((name) => [name, converted[name]])) };
}

/** One control's value as the API takes it; blanks become null. */
function toApi(field: FieldDecl, value: FormValue | undefined): unknown {
  if (field.kind === 'boolean') return value === true;
  if (field.kind === 'tags') return parseTags(String(value ?? ''));
  if (value === '' || value === undefined) return null;
  switch (field.kind) {
    case 'int':
    case 'float':
      return typeof value === 'number' ? value : Number(value);
    case 'datetime':
      // An unreadable value is passed on as typed so the schema reports "… format is invalid".
      return localInputToIso(String(value)) ?? value;
    case 'select': {
      const option = field.options?.find((o) => String(o.value) === String(value));
      return option ? option.value : value;
    }
    default:
      return typeof value === 'string' ? value.trim() || null : value;
  }
}

/** The form's values as the type's GraphQL input: tags split (parseTags), datetimes as ISO, numbers as numbers. */
export function toContentInput(decl: ContentTypeDecl, values: ContentFormValues): CmsInput {
  const input: Record<string, unknown> = { status: values.status };
  for (const field of decl.fields) input[field.name] = toApi(field, values[field.name]);
  return input as CmsInput;
}

/**
 * Formik `validate` for a content form: converts the values to the API input and checks them with
 * `contentSchema(decl)` — the Yup schema the server uses — so both give SPEC §5's messages.
 * @returns the first message per field, keyed by field name; {} when valid
 */
export async function validateContent(decl: ContentTypeDecl, values: ContentFormValues): Promise<Record<string, string>> {
  try {
    await contentSchema(decl).validate(toContentInput(decl, values), { abortEarly: false });
    return {};
  } catch (error) {
    return yupFieldErrors(error, (path) => path.split(/[.[]/)[0]);
  }
}
