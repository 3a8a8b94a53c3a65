import { GraphQLError } from 'graphql';
import * as ErrorCode from '../../../shared/error-codes';
import * as ConflictReason from '../../../shared/conflict-reasons';
import { messages } from '../../../shared/messages';

/** Field name → message, returned in `extensions.fields` of a BAD_USER_INPUT error. */
export type FieldErrors = Record<string, string>;

/** The stable `extensions.code` values of the API and the reasons of a CONFLICT, one list for the server and the web. */
export { ConflictReason, ErrorCode };

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

/** What a stale-version CONFLICT carries besides its code (issue #33); see {@link StaleVersionError}. */
export interface StaleVersionDetails {
  /** The version the editor started from (their `expectedVersion`). */
  expectedVersion: number;
  /** The record's version now; a save after resolving sends this one. */
  currentVersion: number;
  /** The fields changed since `expectedVersion`, from the audit log (empty when the log names none). */
  changedFields: string[];
  /** Each changed field as it was at `expectedVersion` (`before`) and as it is now (`after`), stored values. */
  changes: Record<string, { before: unknown; after: unknown }>;
  /** Name of the person who saved last (null for the public or the system, or when the log has no entry). */
  lastChangedBy: string | null;
  /** Id of that staff account, or null. */
  lastChangedById: string | null;
  /** When they saved (ISO 8601), or null when the log has no entry. */
  lastChangedAt: string | null;
}

/**
 * An edit based on a version older than the record's (issue #33 optimistic concurrency): someone else
 * saved in between. `extensions.code` is CONFLICT and `extensions.reason` STALE_VERSION; the other
 * extensions are {@link StaleVersionDetails}, so the form can show both versions and save again with
 * `currentVersion`.
 */
export class StaleVersionError extends GraphQLError {
  /** @param what the record with its article, e.g. "this project", "the site settings" */
  constructor(
    what: string,
    readonly details: StaleVersionDetails,
  ) {
    const who = details.lastChangedBy ?? 'Someone else';
    super(`${who} saved ${what} since you opened it. Review their changes before saving.`, {
      extensions: { code: ErrorCode.CONFLICT, reason: ConflictReason.STALE_VERSION, ...details },
    });
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

/**
 * Too many attempts from one IP or on one account; `extensions.retryAfter` says after how many
 * seconds a new attempt is counted again (HTTP answers carry the same in a Retry-After header).
 */
export class RateLimitedError extends GraphQLError {
  constructor(readonly retryAfter: number) {
    super(messages.errors.rateLimited(retryAfter), {
      extensions: { code: ErrorCode.RATE_LIMITED, retryAfter },
    });
  }
}

/** True when a PostgreSQL error is a unique violation (23505), optionally on a named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.code ?? e.driverError?.code;
  const name = e.constraint ?? e.driverError?.constraint;
  return code === '23505' && (!constraint || name === constraint);
}

/** Node socket errors and PostgreSQL SQLSTATEs that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // statement_timeout: the anonymous read pool cancels a statement after 1 s (issue #16 item 5);
  // the visitor is told the service is busy and may retry, not that something broke.
  '57014',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|not queryable|terminating connection/i;

/**
 * True when an error (or one it wraps: GraphQL `originalError`, TypeORM `driverError`, `cause`,
 * graphql-js's `thrownValue` for a thrown value that is not an `Error` of this realm)
 * says the database is unreachable: refused or reset sockets, connect timeouts, a server shutting
 * down (57P0x), SQLSTATE class 08 (connection exception), a statement cancelled by its timeout (57014). Such failures are retryable.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as {
    code?: unknown;
    message?: unknown;
    originalError?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
    thrownValue?: unknown;
  };
  if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return [e.originalError, e.driverError, e.cause, e.thrownValue].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
