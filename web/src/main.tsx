import './styles/global.css';
import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apollo/client';
import { AuthProvider } from './auth/AuthContext';
import { routes } from './routes';
import { ErrorBoundary } from './shared/ErrorBoundary';
import { ToastProvider } from './shared/Toast';

const client = createApolloClient();
const router = createBrowserRouter(routes);

const root = createRoot(document.getElementById('root') as HTMLElement);
// A transition: React renders the first page in slices of a few ms, so the main thread stays
// responsive while the pre-rendered first paint is on screen (issue #7, Total Blocking Time).
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
