import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/**
 * The subscription link over WebSocket (graphql-ws). Its own module, imported on the first
 * subscription, so that the public site (which has none) never downloads graphql-ws (issue #7).
 * @param authorization resolves the current `Authorization` value (renewed when due), read at each (re)connection
 * @param onStatus told `connected` / `disconnected` on graphql-ws's `connected` and `closed` events
 */
export function createWsLink(
  authorization: () => Promise<string | undefined>,
  onStatus: (status: 'connected' | 'disconnected') => void,
): GraphQLWsLink {
  const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  const wsClient = createClient({
    url: wsUrl,
    lazy: true,
    connectionParams: async () => ({ authorization: await authorization() }),
    on: {
      connected: () => onStatus('connected'),
      closed: () => onStatus('disconnected'),
    },
  });
  return new GraphQLWsLink(wsClient);
}
