import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { readSession } from '../auth/storage';

const authorization = (): string | undefined => {
  const token = readSession()?.token;
  return token ? `Bearer ${token}` : undefined;
};

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
  const wsLink = new GraphQLWsLink(createClient({ url: wsUrl, lazy: true, connectionParams: () => ({ authorization: authorization() }) }));
  const link = ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, wsLink, authLink.concat(httpLink));
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
