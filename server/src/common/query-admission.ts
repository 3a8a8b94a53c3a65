import type { ApolloServerPlugin } from '@apollo/server';
import { Sema } from 'async-sema';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { AppContext, Services } from '../context';
import { RateLimitedError } from './errors';

/**
 * How costly anonymous queries share one instance (issue #24 "Hostile queries", docs/security.md).
 * The bench showed where a visitor waits while hostile queries run: a query of many aliases starts
 * all its statements at once, so two of them take every connection of the anonymous read pool (5)
 * with 20–30 statements queued, and the visitor's one statement waits behind them (p95 of that wait
 * 80–130 ms). The site's own pages never ask more than 4 root fields in one query (a unit test
 * checks every web document), so "costly" is decided by root fields, not by cost: by cost the
 * album page (9,007) is dearer than some hostile queries, and 15 aliases of the statistics cost 68.
 */
export interface AdmissionLimits {
  /** Root fields (aliases and fragments counted) from which an anonymous query is costly. */
  costlyRootFields: number;
  /** Public reads (calls of the anonymous read model) one costly query runs at a time. */
  readsPerOperation: number;
  /** Costly anonymous queries executing at once on this instance; the others wait in turn. */
  costlyAtOnce: number;
  /** Costly anonymous queries waiting at most; one more is refused with RATE_LIMITED. */
  costlyWaiting: number;
  /** Costly anonymous queries of one client IP in flight (running or waiting) at most; one more is refused. */
  costlyPerIp: number;
}

/** The limits in force (see docs/performance.md, "Visitor under attack, 2026-12-04 (afternoon)"). */
export const ADMISSION_LIMITS: AdmissionLimits = {
  costlyRootFields: 5,
  // Of the anonymous pool's 5 connections (DATABASE_POOL_MAX 10) one always stays for everyone
  // else. 3 kept the visitor faster still, but put two hostile alias queries over 250 ms on their own.
  readsPerOperation: 4,
  costlyAtOnce: 1,
  costlyWaiting: 50,
  costlyPerIp: 4,
};

/** Seconds a refused client is told to wait (`extensions.retryAfter`): a costly query takes well under one. */
export const COSTLY_RETRY_AFTER_SEC = 1;

/**
 * A read service with every method run through `reads` (a semaphore): the aliases of one query then
 * read a few at a time instead of all at once. Each method is called on the service itself, so a
 * method calling another does not wait for itself. Every method of the wrapped services returns a
 * promise (a unit test checks it), so the type holds.
 */
function throughSemaphore<T extends object>(service: T, reads: Sema): T {
  return new Proxy(service, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]): Promise<unknown> => {
        await reads.acquire();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          reads.release();
        }
      };
    },
  });
}

/**
 * The services of one costly anonymous query: the anonymous read model and site search read at
 * most `readsPerOperation` statements at a time; everything else is the shared instance.
 * @param services the request's services
 * @param readsPerOperation reads at once
 * @returns a copy of `services` with `anonymousSite` and `anonymousSearch` wrapped
 */
export function servicesForAnonymousOperation(services: Services, readsPerOperation: number): Services {
  const reads = new Sema(readsPerOperation);
  return {
    ...services,
    anonymousSite: throughSemaphore(services.anonymousSite, reads),
    anonymousSearch: throughSemaphore(services.anonymousSearch, reads),
  };
}

/**
 * How many fields an operation asks at its root, aliases each counted, fragments (spread or inline)
 * followed and `@include`/`@skip` ignored (worst case): the statements it may start at once.
 * @param document the parsed document (for its fragments)
 * @param operation one of its operations
 * @returns the count; `__typename` does not count
 */
export function rootFieldCount(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const seen = new Set<string>();
  const count = (selectionSet: SelectionSetNode): number => {
    let n = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) n += selection.name.value === '__typename' ? 0 : 1;
      else if (selection.kind === Kind.INLINE_FRAGMENT) n += count(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        // A fragment spread twice at the root asks its fields once (validation refuses cycles).
        if (!fragment || seen.has(fragment.name.value)) continue;
        seen.add(fragment.name.value);
        n += count(fragment.selectionSet);
      }
    }
    return n;
  };
  return count(operation.selectionSet);
}

/**
 * Apollo Server plugin (issue #24): admission of costly anonymous queries — those of at least
 * `costlyRootFields` root fields ({@link rootFieldCount}). Signed-in staff, mutations and every
 * query of fewer root fields (all of the site's pages) are never touched.
 * - A costly query executes only when fewer than `costlyAtOnce` others do, in arrival order, and
 *   reads at most `readsPerOperation` statements at a time ({@link servicesForAnonymousOperation});
 *   it waits after the public response cache had its say, so a cached answer never waits.
 * - Beyond `costlyWaiting` waiting on the instance, or `costlyPerIp` in flight from its IP, it is
 *   refused before running: `RATE_LIMITED` with `extensions.retryAfter` {@link COSTLY_RETRY_AFTER_SEC}.
 * @param limits the limits (default {@link ADMISSION_LIMITS})
 * @returns the plugin, to register after the response cache's
 */
export function queryAdmissionPlugin(limits: AdmissionLimits = ADMISSION_LIMITS): ApolloServerPlugin<AppContext> {
  const running = new Sema(limits.costlyAtOnce);
  let waiting = 0;
  const perIp = new Map<string, number>();
  /** Releases of requests holding a place, for the hook Apollo calls when a request fails unexpectedly. */
  const releases = new WeakMap<AppContext, () => void>();
  return {
    async requestDidStart() {
      /** Set for a costly operation once admitted to wait: takes its place to run. */
      let takePlace: (() => Promise<void>) | null = null;
      /** Gives back what the request holds (its IP's count, its place to run); idempotent. */
      let leave: () => void = () => undefined;
      return {
        async didResolveOperation(rc) {
          const ctx = rc.contextValue;
          if (ctx.user || rc.operation?.operation !== 'query') return;
          if (rootFieldCount(rc.document, rc.operation) < limits.costlyRootFields) return;
          ctx.services = servicesForAnonymousOperation(ctx.services, limits.readsPerOperation);
          const inFlight = perIp.get(ctx.ip) ?? 0;
          if (inFlight >= limits.costlyPerIp || waiting >= limits.costlyWaiting) throw new RateLimitedError(COSTLY_RETRY_AFTER_SEC);
          perIp.set(ctx.ip, inFlight + 1);
          let placed = false;
          let left = false;
          leave = () => {
            if (left) return;
            left = true;
            releases.delete(ctx);
            const count = (perIp.get(ctx.ip) ?? 1) - 1;
            if (count > 0) perIp.set(ctx.ip, count);
            else perIp.delete(ctx.ip);
            if (placed) running.release();
          };
          releases.set(ctx, leave);
          takePlace = async () => {
            waiting++;
            try {
              await running.acquire();
            } finally {
              waiting--;
            }
            // Left meanwhile (cannot happen while Apollo awaits this hook, but never keep a place nobody gives back).
            if (left) running.release();
            else placed = true;
          };
        },
        async executionDidStart() {
          if (!takePlace) return;
          await takePlace();
          return {
            async executionDidEnd() {
              leave();
            },
          };
        },
        async willSendResponse() {
          leave();
        },
      };
    },
    async unexpectedErrorProcessingRequest({ requestContext }) {
      releases.get(requestContext.contextValue)?.();
    },
  };
}
