import { CombinedGraphQLErrors } from '@apollo/client/errors';
import * as ErrorCode from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';

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

/**
 * The SPEC text for a RATE_LIMITED error ("Too many attempts. Please try again in N seconds."),
 * from its `extensions.retryAfter`; null for any other error.
 */
export function rateLimitedText(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  if (first?.extensions?.code !== ErrorCode.RATE_LIMITED) return null;
  const retryAfter = Number(first.extensions.retryAfter);
  return messages.errors.rateLimited(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 60);
}
