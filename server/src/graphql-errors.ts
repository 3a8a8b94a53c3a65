import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { messages } from '../../shared/messages';
import { ErrorCode, isDatabaseUnavailable } from './common/errors';
import type { AppContext } from './context';

/** Codes whose errors carry `extensions.requestId` (and `errorId`, the same) to find them in the log. */
export const TRACED_CODES: unknown[] = [ErrorCode.INTERNAL_SERVER_ERROR, ErrorCode.SERVICE_UNAVAILABLE];

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
export const unexpected = (error: GraphQLError): boolean =>
  !error.extensions?.code || TRACED_CODES.includes(error.extensions.code) || isDatabaseUnavailable(error);

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
