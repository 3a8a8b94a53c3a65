import { createHash, randomUUID } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { getOperationAST, Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Logger } from '../../common/logger';
import type { AppContext } from '../context';
import type { PubSub, Topics } from '../../realtime/pubsub';

/**
 * Root query fields whose answer is the same for every anonymous caller: published content and site
 * settings (SPEC §2–§6 public pages). Anything else — `me`, staff lists, demo accounts — is never cached.
 */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'publicStats',
  'projects',
  'project',
  'events',
  'event',
  'eventsInMonth',
  'testimonials',
  'galleryAlbums',
  'galleryYears',
  'galleryAlbum',
  'resources',
  'resourceStats',
  'siteSettings',
]);

/**
 * True when every root selection of the query is a public field (or `__typename`), with no fragments
 * or directives at the root: the queries the response cache keeps and graphql-jit compiles (issue #24).
 * @param operation the operation to run
 * @param fields the allowed root fields, e.g. {@link PUBLIC_QUERY_FIELDS}
 */
export function onlyPublicFields(operation: OperationDefinitionNode, fields: ReadonlySet<string>): boolean {
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && (s.name.value === '__typename' || fields.has(s.name.value)) && !s.directives?.length,
  );
}

/**
 * Mutations that change only a staff member's own session or password, never anything a visitor
 * sees: they leave the public cache alone (issue #16 item 14: `mutation{logout}` cleared it).
 * A new mutation invalidates by default; list it here only when it touches no public data.
 */
export const SESSION_ONLY_MUTATIONS: ReadonlySet<string> = new Set([
  'login',
  'logout',
  'refreshSession',
  'changePassword',
  // The member area (issue #21): a member's own session and record, nothing public
  // (their RSVP changes move event figures, so updateMyRsvp and cancelMyRsvp are not listed).
  'requestMemberSignIn',
  'signInMember',
  'signOutMember',
  'confirmMemberEmailChange',
  'updateMemberDetails',
  'requestMemberEmailChange',
  'requestMemberDetailsChange',
  'setMyNewsletterSubscription',
  'createMemberCalendarFeed',
  'revokeMemberCalendarFeed',
  'exportMyPersonalData',
  'requestMyErasure',
]);

/**
 * True when an executed operation wrote something a visitor may see: a mutation with at least one
 * root field that is not session-only and answered with a value (a failed field answers null, so a
 * refused or failed write clears nothing; issue #16 item 14).
 * @param data the answer's `data` (null or absent when the whole operation failed)
 */
export function changedPublicData(document: DocumentNode, operationName: string | null | undefined, data: unknown): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation' || !data || typeof data !== 'object') return false;
  const answers = data as Record<string, unknown>;
  return operation.selectionSet.selections.some(
    (s) => s.kind === Kind.FIELD && !SESSION_ONLY_MUTATIONS.has(s.name.value) && answers[(s.alias ?? s.name).value] != null,
  );
}

/**
 * Micro-cache of the answers to anonymous public queries (issue #7: bursts of residents opening the
 * same lists after an announcement). An answer is kept for `maxAgeSec` seconds under the hash of the
 * query text, operation name and variables; only answers without errors are kept.
 *
 * Freshness: every write that succeeded (a mutation over HTTP or WebSocket that answered, see
 * {@link changedPublicData}; a counted download) calls `invalidate()`, which makes this instance's entries unreachable at once and tells the other
 * instances through the pub/sub (Redis when several run), so a reader never waits out `maxAgeSec`
 * after a change made through the API. `maxAgeSec` still bounds the age of an answer when the data
 * changes otherwise (the date rolling over "upcoming" events, SQL run by hand).
 *
 * Not the `@apollo/server-plugin-response-cache` package: it needs the cache-control plugin, which
 * wraps every field resolver of every query (measured: the uncached lists lost throughput) and
 * `@cacheControl` hints on every type; which fields are public is this product's decision, so it is
 * the allow-list above. Storage is Apollo's own LRU cache.
 */
export class PublicResponseCache {
  /** Part of every key: bumping it drops every entry at once (old keys age out of the LRU). */
  private generation = 0;
  /** This instance's name in its invalidations, so it does not count its own twice when the pub/sub echoes them back. */
  private readonly origin = randomUUID();
  private readonly entries: InMemoryLRUCache<string>;
  /** Pages being rendered now, by key: a burst that misses waits for the one render (issue #24). */
  private readonly rendering = new Map<string, Promise<string | undefined>>();
  private listener: AsyncIterator<unknown> | null = null;

  /**
   * @param maxAgeSec how long an answer may be served, in seconds (PUBLIC_CACHE_SECONDS; 0 = off)
   * @param pubsub carries invalidations between instances
   * @param log where a failed invalidation listener is reported
   */
  constructor(
    private readonly maxAgeSec: number,
    private readonly pubsub: PubSub,
    private readonly log: Logger,
  ) {
    // About 32 MB of answers at most; a public list answer is 1–40 kB.
    this.entries = new InMemoryLRUCache<string>({ maxSize: 32 * 1024 * 1024 });
  }

  /** Whether answers are cached at all. */
  get enabled(): boolean {
    return this.maxAgeSec > 0;
  }

  /** Drops every cached answer here and, through the pub/sub, on every other instance. */
  invalidate(): void {
    this.generation++;
    if (this.enabled) this.pubsub.publish('PUBLIC_CONTENT_CHANGED', { generation: this.generation, origin: this.origin });
  }

  /** Starts listening for other instances' invalidations; `close()` stops it. */
  listen(): void {
    if (!this.enabled || this.listener) return;
    const listener = this.pubsub.subscribe('PUBLIC_CONTENT_CHANGED')[Symbol.asyncIterator]();
    this.listener = listener;
    void (async () => {
      try {
        // Our own invalidation comes back too (through Redis, a round trip later): counting it again
        // would drop the pages and answers kept since, so a burst right after a write rendered twice.
        for (let next = await listener.next(); !next.done; next = await listener.next()) {
          if ((next.value as Topics['PUBLIC_CONTENT_CHANGED'][0]).origin !== this.origin) this.generation++;
        }
      } catch (error) {
        this.log.warn({ err: error }, 'public cache invalidation listener stopped');
      }
    })();
  }

  /**
   * Pages rendered with their data (issue #24: a burst of visitors on one page rendered it once
   * each): the same entries, generation and invalidation as the answers, so a page is fresh after
   * any write exactly when its data is. Call `page` before rendering; when it has no HTML, render
   * and call `store` (with `undefined` when there is nothing to keep) in every case: visitors who
   * asked for the same page meanwhile wait for that one render. `store` keeps the HTML under the
   * generation of the lookup, so a page rendered while a write happened is never served later.
   * @param path the page's path (no query string: those are sent as built)
   * @returns the cached HTML, if any, and where to put a fresh one (a no-op when the cache is off;
   *   only its first call counts)
   */
  async page(path: string): Promise<{ html: string | undefined; store(html: string | undefined): Promise<void> }> {
    const nothing = { html: undefined, store: async () => undefined };
    if (!this.enabled) return nothing;
    const key = `page:${this.generation}:${path}`;
    const html = (await this.entries.get(key)) ?? (await this.rendering.get(key));
    if (html !== undefined) return { html, store: async () => undefined };
    if (this.rendering.has(key)) return nothing; // that render kept nothing: render this one alone
    let settle!: (html: string | undefined) => void;
    this.rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let stored = false;
    return {
      html: undefined,
      store: async (fresh) => {
        if (stored) return;
        stored = true;
        if (fresh !== undefined) await this.entries.set(key, fresh, { ttl: this.maxAgeSec });
        this.rendering.delete(key);
        settle(fresh);
      },
    };
  }

  /** Stops the listener (at shutdown). */
  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    await listener?.return?.();
  }

  /**
   * The Apollo plugin: answers cacheable queries from the cache, stores their fresh answers, and
   * invalidates after every mutation that changed public data ({@link changedPublicData}).
   */
  plugin(): ApolloServerPlugin<AppContext> {
    return {
      requestDidStart: async () => {
        let key: string | null = null;
        return {
          responseForOperation: async ({ document, operationName, source, request, contextValue }): Promise<GraphQLResponse | null> => {
            if (!this.enabled || contextValue.user || request.http?.headers.get('authorization')) return null;
            const operation = getOperationAST(document, operationName);
            if (!operation || operation.operation !== 'query' || !onlyPublicFields(operation, PUBLIC_QUERY_FIELDS)) return null;
            key = createHash('sha256')
              .update(JSON.stringify([this.generation, operationName ?? null, source, request.variables ?? {}]))
              .digest('base64url');
            const hit = await this.entries.get(key);
            if (hit === undefined) return null;
            key = null; // served from the cache: nothing to store
            return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data: JSON.parse(hit) } } };
          },
          willSendResponse: async ({ response, document, operationName }) => {
            const answer = response.body.kind === 'single' ? response.body.singleResult.data : null;
            if (document && changedPublicData(document, operationName, answer)) this.invalidate();
            if (!key || response.body.kind !== 'single') return;
            const { data, errors } = response.body.singleResult;
            if (data && !errors?.length) await this.entries.set(key, JSON.stringify(data), { ttl: this.maxAgeSec });
          },
        };
      },
    };
  }
}
