import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { OperationTypeNode } from 'graphql';
import { useSyncExternalStore } from 'react';
import { defer, from, mergeMap, of } from 'rxjs';
import * as ErrorCode from '../../../shared/error-codes';
import { readSession } from '../auth/storage';

/** Renew the access token this long before it expires, so a request never leaves with a dying one. */
const RENEW_MARGIN_MS = 30_000;

/** The refresh code loads only when a staff session exists: the public site never needs it. */
const refreshAccessToken = (): Promise<boolean> => import('./refresh').then((m) => m.refreshAccessToken());

/** Renews the access token when there is a session to renew (the server ended a subscription for its token). */
const renewSession = (): Promise<boolean> => (readSession() ? refreshAccessToken() : Promise.resolve(false));

/** The `Authorization` value, renewing the access token first when it has (almost) expired. */
const authorization = async (): Promise<string | undefined> => {
  let session = readSession();
  if (session && new Date(session.expiresAt).getTime() - RENEW_MARGIN_MS <= Date.now()) {
    await refreshAccessToken();
    session = readSession();
  }
  return session ? `Bearer ${session.token}` : undefined;
};

/** State of the live-update WebSocket: `connected` between graphql-ws's `connected` and `closed` events. */
export type RealtimeStatus = 'connected' | 'disconnected';

let realtimeStatus: RealtimeStatus = 'disconnected';
const realtimeListeners = new Set<() => void>();
const setRealtimeStatus = (next: RealtimeStatus): void => {
  if (next === realtimeStatus) return;
  realtimeStatus = next;
  realtimeListeners.forEach((listener) => listener());
};
const subscribeRealtime = (listener: () => void): (() => void) => {
  realtimeListeners.add(listener);
  return () => realtimeListeners.delete(listener);
};

/**
 * The real state of the subscription WebSocket (SPEC §2 Admin members page: Connected /
 * Disconnected indicator), updated from graphql-ws's `connected` and `closed` events. The socket is
 * lazy, so it is open only while some subscription is active.
 */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    subscribeRealtime,
    () => realtimeStatus,
    () => 'disconnected',
  );
}

/**
 * The Apollo client: queries and mutations over HTTP, subscriptions over WebSocket (graphql-ws,
 * loaded on the first subscription, so the public site never downloads it), both carrying the staff
 * token (`Authorization` header / `connectionParams.authorization`), renewed silently with the
 * refresh cookie when it expires or is refused (once; then the session is cleared). A subscription
 * the server ends for its token (UNAUTHENTICATED, or the socket closed with 4401) is renewed the same
 * way and subscribed again on a new socket (wsLink.ts).
 */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: '/graphql' });
  const authLink = new SetContextLink(async (prev) => {
    const value = await authorization();
    return { headers: { ...prev.headers, ...(value ? { authorization: value } : {}) } };
  });
  // A refused token (revoked, or the server restarted with a new secret): refresh once and retry;
  // when the refresh fails the session is cleared and the admin layout goes to /admin/login.
  // (A plain link rather than ErrorLink: UNAUTHENTICATED arrives in `errors` of a 200 answer, and
  // this keeps the public site's first load under its JavaScript budget.)
  const refreshLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      mergeMap((result) => {
        const refused = result.errors?.some((e) => e.extensions?.code === ErrorCode.UNAUTHENTICATED);
        const skip = operation.getContext().retried || ['AdminLogin', 'RefreshSession'].includes(operation.operationName ?? '');
        if (!refused || skip || !readSession()) return of(result);
        operation.setContext({ retried: true });
        return from(refreshAccessToken()).pipe(mergeMap(() => forward(operation)));
      }),
    ),
  );
  // graphql-ws loads with the first subscription (staff pages only), not with the public site.
  let wsLink: Promise<ApolloLink> | undefined;
  const lazyWsLink = new ApolloLink((operation, forward) =>
    defer(() => (wsLink ??= import('./wsLink').then((m) => m.createWsLink(authorization, renewSession, setRealtimeStatus)))).pipe(
      mergeMap((link) => link.request(operation, forward)),
    ),
  );
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    lazyWsLink,
    ApolloLink.from([refreshLink, authLink, httpLink]),
  );
  // The signed-in member is one object (issue #21): every member mutation's answer updates it, and
  // the header's small query and the member area's full one share it.
  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: { MemberAccount: { keyFields: [] } } }) });
}
