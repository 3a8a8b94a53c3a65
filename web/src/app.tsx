import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from './auth/AuthContext';
import { routes } from './routes';
import { ErrorBoundary } from './shared/ErrorBoundary';
import { ToastProvider } from './shared/Toast';

export { createApolloClient } from './apollo/client';
export { hydratePrerenderedQueries } from './shared/prerendered';

/** The browser router over every route of SPEC §2 (web/src/routes.tsx). */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}

/**
 * Renders the app into `#root` in a transition: React renders the first page in slices of a few
 * ms, so the main thread stays responsive while the pre-rendered first paint is on screen (issue #7,
 * Total Blocking Time).
 * @param client from `createApolloClient`
 * @param router from {@link createAppRouter}
 */
export function renderApp(client: ApolloClient, router: ReturnType<typeof createBrowserRouter>): void {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ErrorBoundary>
          <ApolloProvider client={client}>
            <AuthProvider>
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </AuthProvider>
          </ApolloProvider>
        </ErrorBoundary>
      </StrictMode>,
    ),
  );
}
