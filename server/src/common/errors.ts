import * as ErrorCode from '../../../shared/error-codes';
import * as ConflictReason from '../../../shared/conflict-reasons';
import { messages } from '../../../shared/messages';

/** Field name → message, returned in `extensions.fields` of a BAD_USER_INPUT error. */
export type FieldErrors = Record<string, string>;

/** The stable `extensions.code` values of the API and the reasons of a CONFLICT, one list for the server and the web. */
export { ConflictReason, ErrorCode };

/**
 * A failure the caller can act on, thrown by features (issue #32: services throw domain errors, not
 * transport errors). It carries a stable {@link ErrorCode} and the details a client may use; only
 * `server/src/api/` turns it into a GraphQL error (`extensions.code` and the details beside it) or an
 * HTTP status.
 */
export abstract class DomainError extends Error {
  /** The stable code clients branch on. */
  abstract readonly code: ErrorCode.Code;
  /** What the client may act on besides the code (field messages, a retry delay, a reason…); JSON-safe. */
  readonly details: Record<string, unknown>;

  protected constructor(message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = new.target.name;
    this.details = details;
  }
}

/**
 * Invalid input; the details name each offending field with its message (SPEC §5 texts), sent as
 * `extensions.fields`.
 * @param fields field name → message
 * @param message the error's message; by default the fields joined ("email: …; phone: …")
 */
export class ValidationError extends DomainError {
  readonly code = ErrorCode.BAD_USER_INPUT;
  constructor(
    readonly fields: FieldErrors,
    message?: string,
  ) {
    const joined = Object.entries(fields)
      .map(([field, text]) => `${field}: ${text}`)
      .join('; ');
    super(message ?? (joined || 'Invalid input'), { fields });
  }
}

/** An email that is already registered, in any letter case (SPEC §8, code 23505 in the old site). */
export class DuplicateEmailError extends DomainError {
  readonly code = ErrorCode.DUPLICATE_EMAIL;
  constructor(message: string) {
    super(message, { fields: { email: message } });
  }
}

/** The addressed record does not exist (or is not visible to the caller). */
export class NotFoundError extends DomainError {
  readonly code = ErrorCode.NOT_FOUND;
  constructor(what: string) {
    super(`${what} not found`);
  }
}

/**
 * The record is not in a state that allows the action (e.g. approving a member who is no longer
 * pending). `details` may name a `reason` and its facts for the client (e.g. OVERBOOK_NEEDED).
 */
export class ConflictError extends DomainError {
  readonly code = ErrorCode.CONFLICT;
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message, details);
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
 * saved in between. Its code is CONFLICT and its reason STALE_VERSION; the other details are
 * {@link StaleVersionDetails}, so the form can show both versions and save again with `currentVersion`.
 */
export class StaleVersionError extends ConflictError {
  /** @param what the record with its article, e.g. "this project", "the site settings" */
  constructor(
    what: string,
    readonly staleVersion: StaleVersionDetails,
  ) {
    const who = staleVersion.lastChangedBy ?? 'Someone else';
    super(`${who} saved ${what} since you opened it. Review their changes before saving.`, {
      reason: ConflictReason.STALE_VERSION,
      ...staleVersion,
    });
  }
}

/** No valid credentials: bad login, or a staff operation without a valid token. */
export class UnauthenticatedError extends DomainError {
  readonly code = ErrorCode.UNAUTHENTICATED;
  constructor(message: string) {
    super(message);
  }
}

/** Signed in, but the role does not allow the operation. */
export class ForbiddenError extends DomainError {
  readonly code = ErrorCode.FORBIDDEN;
  constructor(message: string) {
    super(message);
  }
}

/**
 * Too many attempts from one IP or on one account; `retryAfter` (sent as `extensions.retryAfter`) says
 * after how many seconds a new attempt is counted again (HTTP answers carry the same in a Retry-After
 * header).
 */
export class RateLimitedError extends DomainError {
  readonly code = ErrorCode.RATE_LIMITED;
  constructor(readonly retryAfter: number) {
    super(messages.errors.rateLimited(retryAfter), { retryAfter });
  }
}

/** The domain error an error is or wraps (GraphQL's `originalError`, `cause`), or null. */
export function domainErrorOf(error: unknown, depth = 0): DomainError | null {
  if (error instanceof DomainError) return error;
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const e = error as { originalError?: unknown; cause?: unknown };
  return domainErrorOf(e.originalError, depth + 1) ?? domainErrorOf(e.cause, depth + 1);
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
