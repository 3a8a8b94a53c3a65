import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { useSyncExternalStore } from 'react';
import { readSession } from '../auth/storage';

const authorization = (): string | undefined => {
  const token = readSession()?.token;
  return token ? `Bearer ${token}` : undefined;
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
 * The Apollo client: queries and mutations over HTTP, subscriptions over WebSocket (graphql-ws),
 * both carrying the staff token (`Authorization` header / `connectionParams.authorization`).
 */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: '/graphql' });
  const authLink = new SetContextLink((prev) => {
    const value = authorization();
    return { headers: { ...prev.headers, ...(value ? { authorization: value } : {}) } };
  });
  const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  const wsClient = createClient({
    url: wsUrl,
    lazy: true,
    connectionParams: () => ({ authorization: authorization() }),
    on: {
      connected: () => setRealtimeStatus('connected'),
      closed: () => setRealtimeStatus('disconnected'),
    },
  });
  const wsLink = new GraphQLWsLink(wsClient);
  const link = ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, wsLink, authLink.concat(httpLink));
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
