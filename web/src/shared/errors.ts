import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The `extensions.code` of the first GraphQL error, or null (network errors, non-GraphQL). */
export function errorCode(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** Per-field messages of a BAD_USER_INPUT error (`extensions.fields`), or {}. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (CombinedGraphQLErrors.is(error)) {
    const fields = error.errors[0]?.extensions?.fields;
    if (fields && typeof fields === 'object') return fields as Record<string, string>;
  }
  return {};
}

/** A readable message of any error. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join('; ');
  return error instanceof Error ? error.message : String(error);
}
