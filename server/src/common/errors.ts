import { GraphQLError } from 'graphql';

/** Field name → message, returned in `extensions.fields` of a BAD_USER_INPUT error. */
export type FieldErrors = Record<string, string>;

/**
 * The stable `extensions.code` values of the API. Clients branch on these, never on messages.
 */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  DUPLICATE_EMAIL: 'DUPLICATE_EMAIL',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

/** Invalid input; `extensions.fields` names each offending field with its message (SPEC §5 texts). */
export class ValidationError extends GraphQLError {
  constructor(readonly fields: FieldErrors) {
    const message = Object.entries(fields)
      .map(([field, text]) => `${field}: ${text}`)
      .join('; ');
    super(message || 'Invalid input', { extensions: { code: ErrorCode.BAD_USER_INPUT, fields } });
  }
}

/** An email that is already registered, in any letter case (SPEC §8, code 23505 in the old site). */
export class DuplicateEmailError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: ErrorCode.DUPLICATE_EMAIL, fields: { email: message } } });
  }
}

/** The addressed record does not exist (or is not visible to the caller). */
export class NotFoundError extends GraphQLError {
  constructor(what: string) {
    super(`${what} not found`, { extensions: { code: ErrorCode.NOT_FOUND } });
  }
}

/** The record is not in a state that allows the action (e.g. approving a member who is no longer pending). */
export class ConflictError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: ErrorCode.CONFLICT } });
  }
}

/** No valid credentials: bad login, or a staff operation without a valid token. */
export class UnauthenticatedError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: ErrorCode.UNAUTHENTICATED } });
  }
}

/** Signed in, but the role does not allow the operation. */
export class ForbiddenError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: ErrorCode.FORBIDDEN } });
  }
}

/** True when a PostgreSQL error is a unique violation (23505), optionally on a named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.code ?? e.driverError?.code;
  const name = e.constraint ?? e.driverError?.constraint;
  return code === '23505' && (!constraint || name === constraint);
}
