import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';

/**
 * The build-time first paint of public pages (issue #7, web/src/prerender.tsx): the server sends
 * `<div id="prerendered" inert>` with the page as it first renders, and the live app renders into a
 * hidden `#root` beside it. Once the live page has rendered, this swaps them in one frame.
 * Inert, so nothing in it can be clicked or submitted before the app runs.
 */
export function revealLivePage(): void {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return;
  prerendered.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/** A query a pre-rendered page's first render asks for, listed at build time (web/src/prerender.tsx). */
export interface PrerenderedQuery {
  query: DocumentNode;
  variables: OperationVariables;
}

/**
 * Fetches the queries the pre-rendered page's first render asks for (the `#prerendered-queries`
 * list), so that render finds their answers in the cache: the page renders once, with its data,
 * in slices, instead of rendering its loading state and then again, blocking, as each answer
 * arrives (issue #7, Total Blocking Time). Nothing to do on other pages, or when the URL has a
 * query string (the list is for the page without one).
 * @param client the app's Apollo client; answers land in its cache
 * @param timeoutMs the longest wait (ms): the app renders then, answered or not
 * @param between awaited between sending one query and the next, so each starts in its own task
 * @returns resolves when every query has answered or failed, or at the timeout; never rejects
 *   (a failed query is asked again by its page, which shows the error)
 */
export async function prefetchPrerenderedQueries(client: ApolloClient, timeoutMs: number, between: () => Promise<void>): Promise<void> {
  const list = document.getElementById('prerendered-queries');
  if (!list?.textContent || !document.getElementById('prerendered') || window.location.search) return;
  let queries: PrerenderedQuery[];
  try {
    queries = JSON.parse(list.textContent) as PrerenderedQuery[];
  } catch {
    return;
  }
  const sent: Promise<unknown>[] = [];
  for (const { query, variables } of queries) {
    if (sent.length) await between();
    sent.push(client.query({ query, variables }));
  }
  const answered = Promise.allSettled(sent);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([answered, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}
