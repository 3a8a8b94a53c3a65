import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import { TIME_ZONE_META } from '../../../../shared/clock';

/** A GraphQL request body: the merged first-render request of a pre-rendered page. */
export interface PageRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string;
}

/** A GraphQL answer, as the page's data block carries it to the browser (errors keep only their path). */
export interface PageAnswer {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ path?: ReadonlyArray<string | number> }>;
}

/** Runs the page's request as the visitor who asked for the page (their context, limits and allow-list). */
export type ExecutePageRequest = (request: PageRequest, req: Request, res: Response) => Promise<PageAnswer>;

/** What the server uses of dist/prerender/prerender.mjs (built from web/src/prerender.tsx). */
interface PrerenderModule {
  prerenderPage(pathname: string, answered: { queries: unknown[]; answer: PageAnswer }): Promise<{ html: string }>;
  /** Sets the zone the render shows dates in (web/src/shared/timeZone.ts); absent in older builds. */
  setAssociationTimeZone?(timeZone: string): void;
}

const FIRST_PAINT = '<div id="prerendered" inert>';
const AFTER_FIRST_PAINT = '</div><div id="root" hidden></div>';
const QUERIES_BLOCK = /<script type="application\/json" id="prerendered-queries">(.*?)<\/script>/s;
const TIME_ZONE_ELEMENT = new RegExp(`<meta name="${TIME_ZONE_META}" content="([^"]+)"`);

/** JSON for an HTML data block: `<` escaped, so no value can close the element. */
const jsonInHtml = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Replaces each variable whose value is `:name` with `params[name]`. */
const fillVariables = (variables: Record<string, unknown>, params: Record<string, string>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(variables).map(([key, value]) => {
      const param = typeof value === 'string' && value.startsWith(':') ? params[value.slice(1)] : undefined;
      return [key, param ?? value];
    }),
  );

/**
 * A build-time detail page (built once for its route, e.g. `/events/:slug`: its queries ask for
 * the slug ":slug") with the request's parameters in its queries block (issue #24): in the merged
 * request and in each query's variables, every value `:name` becomes `params[name]`. Then the page
 * renders with that item's data, and the app, when the page goes as built, asks for that item.
 * @param template the build-time page (dist/web/prerendered/<name>.html)
 * @param params the route's parameters, decoded, e.g. `{ slug: "neighbourhood-picnic" }`
 * @returns the page; unchanged without parameters or a queries block
 */
export function withRouteParams(template: string, params: Record<string, string>): string {
  const block = QUERIES_BLOCK.exec(template);
  if (!block || Object.keys(params).length === 0) return template;
  const data = JSON.parse(block[1]) as { request: PageRequest; queries: Array<{ variables?: Record<string, unknown> }> };
  data.request.variables = fillVariables(data.request.variables, params);
  for (const query of data.queries) if (query.variables) query.variables = fillVariables(query.variables, params);
  const filled = `<script type="application/json" id="prerendered-queries">${jsonInHtml(data)}</script>`;
  return template.slice(0, block.index) + filled + template.slice(block.index + block[0].length);
}

/** Resolves to null after `ms` milliseconds (the timer does not keep the process alive). */
const nullAfter = (ms: number): Promise<null> => new Promise((resolve) => setTimeout(() => resolve(null), ms).unref());

/**
 * Renders a pre-rendered public page with its data at request time (issue #7, LCP): the build-time
 * page (scripts/prerender.mjs) shows the loading states of its lists, so on /events the first event's
 * picture — the largest thing on a phone's first screen — was drawn only once the app's JavaScript had
 * run. Here the page's merged first request runs in-process, as the visitor (so the public response
 * cache answers repeat visits, and the allow-list and query limits apply), the page is rendered with
 * the answer, and the answer goes in the page as the `#prerendered-answer` data block, which the app
 * uses instead of asking again (web/src/shared/prerendered.ts). Not cached as HTML: the answer
 * comes from the response cache, which every write invalidates, so a page is never staler than its
 * data, and a render takes a few milliseconds.
 */
export class PageRenderer {
  private module: Promise<PrerenderModule> | null = null;

  /**
   * @param moduleFile the built server renderer, dist/prerender/prerender.mjs
   * @param execute runs the merged request (app.ts: Apollo's executeOperation with the request's context)
   * @param timeoutMs the longest wait for the answer (ms); after it, the page goes without data
   */
  constructor(
    private readonly moduleFile: string,
    private readonly execute: ExecutePageRequest,
    private readonly timeoutMs = 2000,
  ) {}

  /**
   * The page rendered with its data.
   * @param template the build-time page (dist/web/prerendered/<name>.html); its time-zone meta
   *   element (server/src/api/web/static.ts `withTimeZone`) decides the zone its dates are drawn in
   * @param req the page request; its path is the route rendered
   * @returns the page's HTML, or null when it cannot be rendered with data: no data block or
   *   renderer in the build, the answer has no data (database down, not allowed) or came too late
   * @throws Error when the render itself fails (the caller sends the build-time page)
   */
  async render(template: string, req: Request, res: Response): Promise<string | null> {
    const block = QUERIES_BLOCK.exec(template);
    const start = template.indexOf(FIRST_PAINT);
    const end = template.indexOf(AFTER_FIRST_PAINT, start);
    if (!block || start < 0 || end < 0 || !fs.existsSync(this.moduleFile)) return null;
    const { request, queries } = JSON.parse(block[1]) as { request: PageRequest; queries: unknown[] };
    const answered = await Promise.race([this.execute(request, req, res), nullAfter(this.timeoutMs)]);
    if (!answered?.data) return null;
    const answer: PageAnswer = { data: answered.data, errors: answered.errors?.map((error) => ({ path: error.path })) };
    if (!answer.errors?.length) delete answer.errors;
    this.module ??= (import(pathToFileURL(this.moduleFile).href) as Promise<PrerenderModule>).catch((error: unknown) => {
      this.module = null; // try again on the next page
      throw error;
    });
    const module = await this.module;
    const timeZone = TIME_ZONE_ELEMENT.exec(template)?.[1];
    if (timeZone) module.setAssociationTimeZone?.(timeZone);
    const { html } = await module.prerenderPage(req.path, { queries, answer });
    const answerBlock = `<script type="application/json" id="prerendered-answer">${jsonInHtml(answer)}</script>`;
    const rest = template.slice(end).replace(block[0], () => block[0] + answerBlock);
    return template.slice(0, start + FIRST_PAINT.length) + html + rest;
  }
}
