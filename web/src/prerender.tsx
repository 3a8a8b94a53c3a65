import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AuthProvider } from './auth/AuthContext';
import { routes } from './routes';
import { ErrorBoundary } from './shared/ErrorBoundary';
import { mergePrerenderedQueries } from './shared/mergeQueries';
import type { PrerenderedData, PrerenderedQuery } from './shared/prerendered';
import { ToastProvider } from './shared/Toast';

/**
 * Renders a public page as the app first renders it — layout, headings, texts, and the loading
 * states of its data — to HTML at build time (issue #7: the first paint and LCP no longer wait for
 * the JavaScript). scripts/prerender.mjs puts it in the page's HTML as an inert `#prerendered`
 * block, which the live app replaces once it has rendered (web/src/shared/prerendered.ts).
 * Queries never answer here: a page shows what it shows while loading. The queries its first render
 * asks for are recorded and merged into one request, which the browser sends before the app loads
 * (`fetchPrerenderedData` in web/src/shared/prerendered.ts).
 * @param pathname a public route, e.g. "/events"
 * @returns `html`: the app's root element's content; `data`: the merged request of the queries the
 *   page's first render watches (without duplicates and skipped ones), null when it watches none
 * @throws Error when the route redirects or fails to render
 */
export async function prerenderPage(pathname: string): Promise<{ html: string; data: PrerenderedData | null }> {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => undefined)) });
  // useQuery creates its watch during render; on the server it never subscribes, so the link would
  // see nothing — the watches themselves are the record of what the page asks for.
  const queries = new Map<string, PrerenderedQuery>();
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = ((options: Parameters<typeof watchQuery>[0]) => {
    if (options.fetchPolicy !== 'standby') {
      const query: PrerenderedQuery = { query: options.query, variables: options.variables ?? {} };
      queries.set(JSON.stringify(query), query);
    }
    return watchQuery(options);
  }) as typeof client.watchQuery;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <ErrorBoundary>
        <ApolloProvider client={client}>
          <AuthProvider>
            <ToastProvider>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ToastProvider>
          </AuthProvider>
        </ApolloProvider>
      </ErrorBoundary>
    </StrictMode>,
    // One piece: outlined boundaries would need React's inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => console.error(error) },
  );
  return { html: await new Response(prelude).text(), data: mergePrerenderedQueries([...queries.values()]) };
}
