/** A UTF-16 surrogate without its partner: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** C0 control characters except tab, line feed and carriage return (NUL cannot be stored in PostgreSQL text). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Normalises text as typed by a person before it is validated and stored: Unicode NFC (so "é"
 * is one code point whatever the keyboard sent), lone surrogates replaced by U+FFFD, and control
 * characters other than tab and line breaks removed.
 * @param value any string
 * @returns the cleaned string (same length or shorter, except U+FFFD replacements)
 */
export function cleanText(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD').normalize('NFC').replace(CONTROL, '');
}

/**
 * `cleanText` applied to every string in a plain object or array, recursively (other values as
 * they are). Returns a new value; the input is not changed.
 */
export function cleanTextDeep<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => cleanTextDeep(item)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) out[key] = cleanTextDeep(item);
    return out as T;
  }
  return value;
}

/** True when a string anywhere in the value (object, array) holds a NUL character. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.values(value as Record<string, unknown>).some(containsNul);
  return false;
}
