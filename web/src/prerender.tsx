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
import { prerenderedSlices, type PrerenderedAnswer, type PrerenderedData, type PrerenderedQuery } from './shared/prerendered';
import { ToastProvider } from './shared/Toast';
import { DocumentHeadSink, type DocumentHead } from './shared/useDocumentTitle';

/** The server sets the configured zone before rendering a page with its data (server/src/api/web/page-render.ts). */
export { setAssociationTimeZone } from './shared/timeZone';
/** For scripts/prerender.mjs: the title and description it writes into each page's head. */
export { escapeHtml } from '../../shared/escape-html';

/**
 * Renders a public page as the app first renders it — layout, headings, texts, and its data or the
 * loading states of its data — to HTML (issue #7: the first paint and LCP no longer wait for the
 * JavaScript). At build time, without data: scripts/prerender.mjs puts the page in its HTML as an
 * inert `#prerendered` block, which the live app replaces once it has rendered
 * (web/src/shared/prerendered.ts), and records the queries the first render asks for, merged into
 * one request. At request time, with that request's answer: the server renders the page with its
 * data (server/src/api/web/page-render.ts), so the first paint shows the lists and their pictures.
 * Queries never answer here: what the answer does not hold renders in its loading state.
 * @param pathname a public route, e.g. "/events"
 * @param answered the page's data block queries and the merged request's answer, written into the
 *   cache before the render (queries with failed fields are left in their loading state)
 * @returns `html`: the app's root element's content; `data`: the merged request of the queries the
 *   page's first render watches (without duplicates and skipped ones), null when it watches none;
 *   `head`: the page's <title> and meta description (web/src/shared/useDocumentTitle.ts), null when
 *   its first render sets none
 * @throws Error when the route redirects or fails to render
 */
export async function prerenderPage(
  pathname: string,
  answered?: { queries: PrerenderedData['queries']; answer: PrerenderedAnswer },
): Promise<{ html: string; data: PrerenderedData | null; head: DocumentHead | null }> {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => undefined)) });
  if (answered)
    for (const { query, variables, data } of prerenderedSlices(answered.queries, answered.answer)) client.writeQuery({ query, variables, data });
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
  const head: Partial<DocumentHead> = {};
  const { prelude } = await prerender(
    <StrictMode>
      <DocumentHeadSink value={head}>
        <ErrorBoundary>
          <ApolloProvider client={client}>
            <AuthProvider>
              <ToastProvider>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </ToastProvider>
            </AuthProvider>
          </ApolloProvider>
        </ErrorBoundary>
      </DocumentHeadSink>
    </StrictMode>,
    // One piece: outlined boundaries would need React's inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => console.error(error) },
  );
  return {
    html: await new Response(prelude).text(),
    data: mergePrerenderedQueries([...queries.values()]),
    head: head.title && head.description ? { title: head.title, description: head.description } : null,
  };
}
