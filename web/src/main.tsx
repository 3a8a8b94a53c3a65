import './styles/global.css';
import { startFirstPaintMenu } from './public/layout/menu';
import { fetchPrerenderedData } from './shared/prerendered';

/** The longest the first render waits for the pre-rendered page's data (ms); the page stays on screen meanwhile. */
const PREFETCH_TIMEOUT_MS = 2000;

/** Resolves in a new task, so the browser can paint and handle input before the next step. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each in its own task (issue #7, Total Blocking Time): evaluating React
 * DOM, Apollo Client, then the rest of the app's modules (React Router, the routes), then creating the client,
 * preparing the browser history, creating the router, writing the page's data into the cache, then
 * rendering. Lighthouse multiplies each task by four on its simulated phone and counts what goes
 * over 50 ms: several short tasks block less than one long one with the same work.
 * On a pre-rendered page its data is asked for first, in one request, and the first render waits
 * for it, so it renders once with its data (web/src/shared/prerendered.ts). Before all that, the
 * first paint's phone menu is made to work (issue #24: a tap is handled long before the app has loaded).
 */
async function boot(): Promise<void> {
  startFirstPaintMenu();
  const fetched = fetchPrerenderedData();
  for (const load of [() => import('react-dom/client'), () => import('./apollo/client')]) {
    await nextTask();
    await load();
  }
  await nextTask();
  const app = await import('./app');
  await nextTask();
  const client = app.createApolloClient();
  const prefetched = app.hydratePrerenderedQueries(client, fetched, PREFETCH_TIMEOUT_MS, nextTask);
  await nextTask();
  app.prepareBrowserHistory();
  await nextTask();
  const router = app.createAppRouter();
  await prefetched;
  await nextTask();
  app.renderApp(client, router);
}

void boot();
