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

/**
 * Does, in a task of its own, the two slow browser calls creating the router would otherwise make in
 * its task (issue #7, Total Blocking Time; each took 5–20 ms on a test machine): the first
 * `sessionStorage` access (the router restores view-transition state from it), and marking the
 * current history entry with React Router's `idx` (its browser history does that with
 * `replaceState` when the entry has none; with one, it keeps it).
 */
export function prepareBrowserHistory(): void {
  try {
    void window.sessionStorage.length;
  } catch {
    // storage blocked: the router copes without it
  }
  const state = window.history.state as { idx?: number } | null;
  if (typeof state?.idx !== 'number') window.history.replaceState({ ...state, idx: 0 }, '');
}

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
