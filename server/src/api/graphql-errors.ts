import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { messages } from '../../../shared/messages';
import { DomainError, ErrorCode, domainErrorOf, isDatabaseUnavailable } from '../common/errors';
import type { AppContext } from './context';

/** Codes whose errors carry `extensions.requestId` (and `errorId`, the same) to find them in the log. */
export const TRACED_CODES: unknown[] = [ErrorCode.INTERNAL_SERVER_ERROR, ErrorCode.SERVICE_UNAVAILABLE];

/** The GraphQL extensions of a domain error: its code, then its details (`fields`, `retryAfter`, `reason`…). */
const extensionsOf = (error: DomainError): Record<string, unknown> => ({ code: error.code, ...error.details });

/**
 * The one place a domain error becomes a GraphQL error (issue #32): `extensions.code` is the error's
 * code and its details sit beside it. Anything that is already a GraphQL error is returned as it is;
 * any other value is wrapped (and later masked by {@link formatError}).
 * @param error what a service, a limit or a plugin threw
 */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const domain = domainErrorOf(error);
  if (domain) return new GraphQLError(domain.message, { originalError: domain, extensions: extensionsOf(domain) });
  return new GraphQLError(error instanceof Error ? error.message : String(error), { originalError: error instanceof Error ? error : undefined });
}

/** The `extensions.code` an error is sent with: its domain error's code, else its own extension. */
export const codeOf = (error: GraphQLError): unknown => domainErrorOf(error)?.code ?? error.extensions?.code;

/**
 * Formats every GraphQL error sent to clients (docs/security.md, error masking): an unreachable
 * database becomes `SERVICE_UNAVAILABLE` with `retryable: true`; known errors keep message and code;
 * anything else is `INTERNAL_SERVER_ERROR`, and only its request id leaves the server — in every
 * mode, development included (issue #16 item 11: no SQL, database error text, stack or internal
 * message; the log line with that id has them). Logging happens in {@link errorLogPlugin}.
 */
export function formatError() {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const requestId = formatted.extensions?.requestId;
    const trace = typeof requestId === 'string' ? { requestId, errorId: requestId } : {};
    const domain = domainErrorOf(error);
    if (domain) return { message: domain.message, locations: formatted.locations, path: formatted.path, extensions: extensionsOf(domain) };
    if (formatted.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE || isDatabaseUnavailable(error)) {
      return {
        message: messages.errors.serviceUnavailable,
        path: formatted.path,
        extensions: { code: ErrorCode.SERVICE_UNAVAILABLE, retryable: true, ...trace },
      };
    }
    const code = formatted.extensions?.code;
    // Apollo gives every validation error GRAPHQL_VALIDATION_FAILED; a rule's own code (the allow-list's) wins.
    const ruleCode = (error as { originalError?: { extensions?: { code?: unknown } } } | null)?.originalError?.extensions?.code;
    if (code === ErrorCode.GRAPHQL_VALIDATION_FAILED && typeof ruleCode === 'string')
      return { ...formatted, extensions: { ...formatted.extensions, code: ruleCode } };
    if (code && code !== ErrorCode.INTERNAL_SERVER_ERROR) return formatted;
    return { message: messages.errors.internal, path: formatted.path, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR, ...trace } };
  };
}

/** True for errors clients cannot act on: no code of ours (or INTERNAL_SERVER_ERROR / SERVICE_UNAVAILABLE). */
export const unexpected = (error: GraphQLError): boolean => !codeOf(error) || TRACED_CODES.includes(codeOf(error)) || isDatabaseUnavailable(error);

/**
 * Logs each unexpected error with the request's pino logger (so with its `reqId`) and stamps the
 * same id as `extensions.requestId` on the errors the client receives.
 */
export const errorLogPlugin: ApolloServerPlugin<AppContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          if (!unexpected(error)) continue;
          const down = isDatabaseUnavailable(error);
          contextValue.log[down ? 'warn' : 'error'](
            { err: error.originalError ?? error, requestId: contextValue.requestId, path: error.path },
            down ? 'database unavailable' : 'unexpected error',
          );
        }
      },
      async willSendResponse({ response, contextValue }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        for (const error of errors ?? []) {
          if (!TRACED_CODES.includes(error.extensions?.code)) continue;
          (error as { extensions: Record<string, unknown> }).extensions = {
            ...error.extensions,
            requestId: contextValue.requestId,
            errorId: contextValue.requestId,
          };
        }
      },
    };
  },
};
