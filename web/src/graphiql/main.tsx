import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const httpUrl = `${window.location.origin}/graphql`;
const wsUrl = httpUrl.replace(/^http/, 'ws');

/**
 * The API playground served at GET /graphql from our own bundle (no CDN): schema docs, and a
 * Headers tab where `{"Authorization": "Bearer <token>"}` signs requests in.
 */
const fetcher = createGraphiQLFetcher({ url: httpUrl, subscriptionUrl: wsUrl });

createRoot(document.getElementById('graphiql') as HTMLElement).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultHeaders={JSON.stringify({ Authorization: 'Bearer <paste the token from the login mutation>' }, null, 2)}
      defaultQuery={`# Sign in (demo logins are listed on /admin/login), then put the token in Headers:\n# mutation { login(email: "…", password: "…") { token } }\n\nquery PublicStats {\n  publicStats { activeMembers projectsCompleted eventsHosted yearsServing }\n}\n`}
    />
  </StrictMode>,
);
