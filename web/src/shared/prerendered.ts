import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { readSession } from '../auth/storage';

/**
 * The build-time first paint of public pages (issue #7, web/src/prerender.tsx): the server sends
 * `<div id="prerendered" inert>` with the page as it first renders, and the live app renders into a
 * hidden `#root` beside it. Once the live page has rendered, this swaps them in one frame.
 * Inert, so nothing in it can be clicked or submitted before the app runs — but its header's menu,
 * which main.tsx makes work at once, and the event page's RSVP form, which that page's own
 * first-paint script does (issue #24); the live form takes over what was typed there.
 */
export function revealLivePage(): void {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return;
  // The first paint's menu works before the app (issue #24, public/layout/menu.ts): opened there, it
  // stays open, so the swap changes nothing the resident sees.
  const open = prerendered.querySelector('[aria-expanded="true"]');
  // A field of the first paint's RSVP form may have focus (issue #24, public/events/rsvpFirstPaint.ts):
  // the live form's field of that name gets it, so typing goes on where it was.
  const focused = document.activeElement;
  const name = prerendered.contains(focused) ? focused?.getAttribute('name') : null;
  const form = name ? focused?.closest('form')?.classList[0] : null;
  prerendered.remove();
  document.getElementById('root')?.removeAttribute('hidden');
  if (open) document.querySelector<HTMLElement>('#root [aria-expanded="false"]')?.click();
  if (form) document.querySelector<HTMLElement>(`#root form.${form} [name="${name}"]`)?.focus();
}

/** A query a pre-rendered page's first render asks for, listed at build time (web/src/prerender.tsx). */
export interface PrerenderedQuery {
  query: DocumentNode;
  variables: OperationVariables;
}

/**
 * The `#prerendered-queries` data block of a pre-rendered page (built by `mergePrerenderedQueries`,
 * web/src/shared/mergeQueries.ts): one request asking for every query of the page's first render,
 * and each query with where its top-level fields are in that request's answer.
 */
export interface PrerenderedData {
  /** The merged query: a GraphQL-over-HTTP request body. */
  request: { query: string; variables: Record<string, unknown>; operationName: string };
  /** Each query; `fields` maps its top-level response keys to the merged answer's keys. */
  queries: Array<PrerenderedQuery & { fields: Record<string, string> }>;
}

/**
 * The answer to the merged request: a GraphQL response body. The server puts it in the page as the
 * `#prerendered-answer` data block when it rendered the page with it (server/src/api/web/page-render.ts).
 */
export interface PrerenderedAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ path?: ReadonlyArray<string | number> }>;
}

/** One query's part of the merged answer, ready for `client.writeQuery`. */
export interface PrerenderedSlice extends PrerenderedQuery {
  data: Record<string, unknown>;
}

/**
 * Cuts the merged answer into each query's own answer, under the query's own field names. A query
 * with a failed or missing field is left out: its page asks for it itself (and shows the error).
 * Used in the browser (below) and by the server's render with data (web/src/prerender.tsx).
 * @param queries the data block's queries, with where their fields are in the merged answer
 * @param answer the merged request's answer
 * @returns the complete answers, in the queries' order
 */
export function prerenderedSlices(queries: PrerenderedData['queries'], answer: PrerenderedAnswer): PrerenderedSlice[] {
  const data = answer.data;
  if (!data) return [];
  const failed = new Set((answer.errors ?? []).map((error) => error.path?.[0]));
  return queries.flatMap(({ query, variables, fields }) => {
    const keys = Object.entries(fields);
    if (keys.some(([, key]) => failed.has(key) || data[key] === undefined)) return [];
    return [{ query, variables, data: Object.fromEntries(keys.map(([own, key]) => [own, data[key]])) }];
  });
}

/** The merged request in flight, with the queries its answer fills in. */
export interface PrerenderedFetch {
  queries: PrerenderedData['queries'];
  answer: Promise<PrerenderedAnswer | null>;
}

/** Reads a JSON data block of the page, or null when it is missing or empty. */
function dataBlock<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : null;
}

/**
 * The pre-rendered page's data, called by main.tsx before any framework code loads (issue #7, Total
 * Blocking Time and first render with data): the answer the server rendered the page with, when it
 * is in the page; else the merged request sent at once, so the answer travels while React and the
 * app are fetched and evaluated. Nothing on other pages, when the URL has a query string (the list
 * is for the page without one), or when a staff session is stored (its requests carry the token,
 * which only the Apollo client adds).
 * @returns the answer (in the page, or in flight), or null when there is nothing to use
 */
export function fetchPrerenderedData(): PrerenderedFetch | null {
  if (!document.getElementById('prerendered') || window.location.search) return null;
  try {
    const data = dataBlock<PrerenderedData>('prerendered-queries');
    if (!data || readSession()) return null;
    const inline = dataBlock<PrerenderedAnswer>('prerendered-answer');
    if (inline) return { queries: data.queries, answer: Promise.resolve(inline) };
    const answer = fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify(data.request),
    })
      .then((response) => (response.ok ? (response.json() as Promise<PrerenderedAnswer>) : null))
      .catch(() => null);
    return { queries: data.queries, answer };
  } catch {
    return null;
  }
}

/** Operation names whose answers came with the page and have not been rendered yet. */
const prefetched = new Set<string>();

/**
 * Whether the named query's answer was written into the cache from the page's merged request and
 * not yet used — true once per page load. A page that normally refreshes on mount
 * (`cache-and-network`) uses the cache instead that once, so the first load asks the server once.
 * @param operationName e.g. "HomeStats"
 */
export function takePrefetched(operationName: string): boolean {
  return prefetched.delete(operationName);
}

/**
 * Writes the answers of the page's merged request into the Apollo cache, each query in its own
 * task, so the first render finds them there: the page renders once, with its data, in slices,
 * instead of rendering its loading state and then again, blocking, as each answer arrives (issue
 * #7, Total Blocking Time). A query whose fields failed is left out: its page asks again, and shows
 * the error if it fails again.
 * @param client the app's Apollo client
 * @param fetched from {@link fetchPrerenderedData}; null does nothing
 * @param timeoutMs the longest wait for the answer (ms): the app renders then without it
 * @param between awaited before each write, so each is its own task
 * @returns resolves when the answers are written, or at the timeout; never rejects
 */
export async function hydratePrerenderedQueries(
  client: ApolloClient,
  fetched: PrerenderedFetch | null,
  timeoutMs: number,
  between: () => Promise<void>,
): Promise<void> {
  if (!fetched) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answer = await Promise.race([fetched.answer, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)))]);
  clearTimeout(timer);
  if (!answer) return;
  for (const { query, variables, data } of prerenderedSlices(fetched.queries, answer)) {
    await between();
    try {
      client.writeQuery({ query, variables, data });
    } catch {
      continue; // an answer the cache cannot hold: the page asks for it itself
    }
    const name = query.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;
    if (name) prefetched.add(name);
  }
}
