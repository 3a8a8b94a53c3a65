import { ValidationError } from 'yup';

/**
 * A Yup failure (from `validate(…, { abortEarly: false })`) as `{ field: message }`, the first
 * message per field: what the server sends in a BAD_USER_INPUT's `extensions.fields`
 * (server/src/common/validation.ts) and what the web's forms show beside each field.
 * @param keyOf the field a failure's path is shown on (e.g. 'tags[0]' → 'tags'); '' drops the failure. Default: the path.
 * @throws the error itself when it is not a Yup ValidationError
 */
export function yupFieldErrors(error: unknown, keyOf: (path: string) => string = (path) => path): Record<string, string> {
  if (!ValidationError.isError(error)) throw error;
  const fields: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const key = keyOf(inner.path ?? '');
    if (key) fields[key] ??= inner.message;
  }
  return fields;
}
