import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { print } from 'graphql';
import { CloseCode, createClient, type Client } from 'graphql-ws';
import { Observable } from 'rxjs';
import * as ErrorCode from '../../../shared/error-codes';

/**
 * A subscription's token is renewed at most once in this long: a server that refuses even a fresh
 * token gets the refusal passed on instead of a loop of renewals.
 */
export const MIN_RENEWAL_INTERVAL_MS = 10_000;

/** What the renewing link needs of the WebSocket connection. */
export interface RenewingLinkOptions {
  /** graphql-ws's client (or a stand-in in tests). */
  client: Pick<Client, 'subscribe'>;
  /** Trades the refresh cookie for a new access token; false when the session is over (it is then cleared). */
  renew: () => Promise<boolean>;
  /** After a renewal: replaces a socket still open with the old token (its subscriptions then resubscribe). */
  reconnect: () => Promise<void>;
}

const isCloseEvent = (value: unknown): value is { code: number; reason: string } =>
  typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;

/** The server's "this token no longer signs in" (docs/security.md): a 4401 close or an UNAUTHENTICATED refusal. */
const signedOut = (value: unknown): boolean => {
  if (isCloseEvent(value)) return value.code === CloseCode.Unauthorized;
  // An execution result's errors, or the errors of a graphql-ws `error` message.
  const errors = Array.isArray(value) ? value : (value as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.some((e: { extensions?: { code?: unknown } }) => e.extensions?.code === ErrorCode.UNAUTHENTICATED);
};

/** A graphql-ws sink error as Apollo reports it (as GraphQLWsLink does). */
function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (isCloseEvent(error)) return new Error(`Socket closed with event ${error.code} ${error.reason}`);
  return new CombinedGraphQLErrors({ errors: Array.isArray(error) ? error : [error] });
}

/**
 * The terminating link for subscriptions over graphql-ws, which keeps a staff user's subscriptions
 * alive across the end of an access token (issue #16 item 1): the server ends a subscription whose
 * token no longer signs in (UNAUTHENTICATED, then complete) and closes the socket (4401); the link
 * then renews the token with the refresh cookie and subscribes again on a socket opened with the new
 * token. When the session cannot be renewed the refusal is passed on (the session is cleared, and
 * the admin layout goes to /admin/login, as over HTTP).
 */
export function createRenewingLink({ client, renew, reconnect }: RenewingLinkOptions): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const request = {
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
          extensions: operation.extensions,
        };
        let generation = 0;
        let renewedAt = -Infinity;
        let stopped = false;
        let unsubscribe = (): void => undefined;

        /** Renews and subscribes again; `giveUp` passes the refusal on when renewing is not possible. */
        const renewOr = (giveUp: () => void): void => {
          if (Date.now() - renewedAt < MIN_RENEWAL_INTERVAL_MS) return giveUp();
          renewedAt = Date.now();
          generation++; // what the ended subscription still sends is ignored
          unsubscribe();
          void renew()
            .then(async (renewed) => {
              if (stopped) return;
              if (!renewed) return giveUp();
              await reconnect();
              if (!stopped) start();
            })
            .catch(giveUp);
        };

        const start = (): void => {
          const mine = ++generation;
          unsubscribe = client.subscribe<Record<string, unknown>, Record<string, unknown>>(request, {
            next: (result) => {
              if (mine !== generation) return;
              if (!signedOut(result)) return observer.next(result);
              renewOr(() => {
                observer.next(result);
                observer.complete();
              });
            },
            error: (error: unknown) => {
              if (mine !== generation) return;
              if (!signedOut(error)) return observer.error(toError(error));
              renewOr(() => observer.error(toError(error)));
            },
            complete: () => {
              if (mine === generation) observer.complete();
            },
          });
        };

        start();
        return () => {
          stopped = true;
          unsubscribe();
        };
      }),
  );
}

/**
 * The subscription link over WebSocket (graphql-ws). Its own module, imported on the first
 * subscription, so that the public site (which has none) never downloads graphql-ws (issue #7).
 * @param authorization resolves the current `Authorization` value (renewed when due), read at each (re)connection
 * @param renew renews the access token with the refresh cookie (false when the session is over)
 * @param onStatus told `connected` / `disconnected` on graphql-ws's `connected` and `closed` events
 */
export function createWsLink(
  authorization: () => Promise<string | undefined>,
  renew: () => Promise<boolean>,
  onStatus: (status: 'connected' | 'disconnected') => void,
): ApolloLink {
  const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  /** The `Authorization` the open (or opening) socket was signed in with; null while there is none. */
  let socketAuthorization: string | undefined | null = null;
  const client = createClient({
    url: wsUrl,
    lazy: true,
    connectionParams: async () => {
      socketAuthorization = await authorization();
      return { authorization: socketAuthorization };
    },
    on: {
      connected: () => onStatus('connected'),
      closed: () => {
        socketAuthorization = null;
        onStatus('disconnected');
      },
    },
  });
  const reconnect = async (): Promise<void> => {
    const current = await authorization();
    if (socketAuthorization !== null && socketAuthorization !== current) client.terminate();
  };
  return createRenewingLink({ client, renew, reconnect });
}
