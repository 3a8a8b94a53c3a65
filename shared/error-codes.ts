/**
 * The stable `extensions.code` values of the API (docs/api.md), one list for both sides: the server
 * throws them (server/src/common/errors.ts), the web branches on them — never on a message, and never
 * on a code written again as a string (web/src/shared/errorCodes.test.ts fails on one).
 *
 * Read as a namespace, `import * as ErrorCode from '…/shared/error-codes'`, then `ErrorCode.NOT_FOUND`:
 * one constant a code, so the bundler puts in each page only the codes it compares (the public
 * site's JavaScript budget, scripts/bundle-budget.js), where an object would ship whole.
 */

export const BAD_USER_INPUT = 'BAD_USER_INPUT';
export const DUPLICATE_EMAIL = 'DUPLICATE_EMAIL';
export const NOT_FOUND = 'NOT_FOUND';
export const CONFLICT = 'CONFLICT';
export const UNAUTHENTICATED = 'UNAUTHENTICATED';
export const FORBIDDEN = 'FORBIDDEN';
export const RATE_LIMITED = 'RATE_LIMITED';
/** The database cannot be reached right now; `extensions.retryable: true`. */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';
export const INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR';
/** Apollo's code for a document that does not parse, or has more tokens than the limit. */
export const GRAPHQL_PARSE_FAILED = 'GRAPHQL_PARSE_FAILED';
/** Apollo's code for a document that fails validation, and the query limits' (server/src/api/graphql/graphql-limits.ts). */
export const GRAPHQL_VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';
/** With PERSISTED_OPERATIONS=only: an operation that is not the web app's own (server/src/api/graphql/operation-allow-list.ts). */
export const OPERATION_NOT_ALLOWED = 'OPERATION_NOT_ALLOWED';
/** A /graphql request body over 1 MB (HTTP 413). */
export const PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE';
/** A /graphql request body that is not JSON (HTTP 400). */
export const BAD_REQUEST = 'BAD_REQUEST';

/** Any of the codes above. */
export type Code = (typeof import('./error-codes'))[keyof typeof import('./error-codes')];
