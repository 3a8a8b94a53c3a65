import type { ApolloServerPlugin } from '@apollo/server';
import { Sema } from 'async-sema';
import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { AppContext, Services } from '../context';
import { RateLimitedError } from '../../common/errors';
import { toGraphQLError } from '../graphql-errors';
import { SEARCH_ARGUMENTS } from '../../common/free-text';

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
 * The fields an operation asks at its root, aliases each listed, fragments (spread or inline)
 * followed and `@include`/`@skip` ignored (worst case); `__typename` left out.
 */
function rootFields(document: DocumentNode, operation: OperationDefinitionNode): FieldNode[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const seen = new Set<string>();
  const fields: FieldNode[] = [];
  const collect = (selectionSet: SelectionSetNode): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') fields.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        // A fragment spread twice at the root asks its fields once (validation refuses cycles).
        if (!fragment || seen.has(fragment.name.value)) continue;
        seen.add(fragment.name.value);
        collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return fields;
}

/**
 * How many fields an operation asks at its root, aliases each counted, fragments (spread or inline)
 * followed and `@include`/`@skip` ignored (worst case): the statements it may start at once.
 * @param document the parsed document (for its fragments)
 * @param operation one of its operations
 * @returns the count; `__typename` does not count
 */
export function rootFieldCount(document: DocumentNode, operation: OperationDefinitionNode): number {
  return rootFields(document, operation).length;
}

/**
 * Whether an operation searches a list by words (issue #31 item 5): a root field with a `search`
 * or `q` argument ({@link SEARCH_ARGUMENTS}) holding text other than spaces, written in the query
 * or passed as a variable (or its default). Such a search reads and ranks every row, so an
 * anonymous one is costly whatever its root fields.
 * @param document the parsed document (for its fragments)
 * @param operation one of its operations
 * @param variables the request's variables
 */
export function searchesByWords(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): boolean {
  const defaults = new Map<string, ValueNode | undefined>(operation.variableDefinitions?.map((d) => [d.variable.name.value, d.defaultValue]));
  const textOf = (value: ValueNode | undefined): unknown => {
    if (value?.kind === Kind.STRING) return value.value;
    if (value?.kind !== Kind.VARIABLE) return undefined;
    const name = value.name.value;
    return variables && Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : textOf(defaults.get(name));
  };
  return rootFields(document, operation).some((field) =>
    (field.arguments ?? []).some((argument) => {
      if (!SEARCH_ARGUMENTS.has(argument.name.value)) return false;
      const text = textOf(argument.value);
      return typeof text === 'string' && text.trim() !== '';
    }),
  );
}

/** A costly anonymous operation's hold on the instance: its turn to run, then what it gives back. */
export interface AdmissionTicket {
  /** Waits until the operation may execute (in arrival order). */
  takePlace(): Promise<void>;
  /** Gives back what the operation holds (its IP's count, its place to run); idempotent. */
  leave(): void;
}

/**
 * Admission of costly anonymous queries (issue #24 "Hostile queries") — those of at least
 * `costlyRootFields` root fields ({@link rootFieldCount}), and those searching a list by words
 * ({@link searchesByWords}, issue #31 item 5) — shared by HTTP (the Apollo plugin,
 * {@link QueryAdmission.plugin}) and the WebSocket (ws-server's `execute`), so that one instance has
 * one queue whatever the transport. Signed-in staff, mutations, subscriptions and every query of
 * fewer root fields without a search (the site's pages, but for their searches) are never touched.
 * - A costly query executes only when fewer than `costlyAtOnce` others do, in arrival order, and
 *   reads at most `readsPerOperation` statements at a time ({@link servicesForAnonymousOperation});
 *   over HTTP it waits after the public response cache had its say, so a cached answer never waits.
 * - Beyond `costlyWaiting` waiting on the instance, or `costlyPerIp` in flight from its IP, it is
 *   refused before running: `RATE_LIMITED` with `extensions.retryAfter` {@link COSTLY_RETRY_AFTER_SEC}.
 */
export class QueryAdmission {
  private readonly running: Sema;
  private waiting = 0;
  private readonly perIp = new Map<string, number>();

  /** @param limits the limits (default {@link ADMISSION_LIMITS}) */
  constructor(readonly limits: AdmissionLimits = ADMISSION_LIMITS) {
    this.running = new Sema(limits.costlyAtOnce);
  }

  /**
   * Decides one operation. A costly one gets its context's read services wrapped and a ticket;
   * any other runs as it is.
   * @param ctx the operation's context (its user, IP and services; `services` is replaced for a costly one)
   * @param document the parsed document
   * @param operation the operation to run (undefined when the document names none that exists)
   * @param variables the request's variables (a search may come in one)
   * @returns null when the operation is not costly, else its ticket (call `leave` once it ends)
   * @throws RateLimitedError when its IP or the instance already has as many as the limits allow
   */
  admit(
    ctx: AppContext,
    document: DocumentNode,
    operation: OperationDefinitionNode | undefined | null,
    variables?: Readonly<Record<string, unknown>> | null,
  ): AdmissionTicket | null {
    const { limits, perIp, running } = this;
    if (ctx.user || operation?.operation !== 'query') return null;
    if (rootFieldCount(document, operation) < limits.costlyRootFields && !searchesByWords(document, operation, variables)) return null;
    const inFlight = perIp.get(ctx.ip) ?? 0;
    if (inFlight >= limits.costlyPerIp || this.waiting >= limits.costlyWaiting) throw new RateLimitedError(COSTLY_RETRY_AFTER_SEC);
    ctx.services = servicesForAnonymousOperation(ctx.services, limits.readsPerOperation);
    perIp.set(ctx.ip, inFlight + 1);
    let placed = false;
    let left = false;
    return {
      takePlace: async () => {
        this.waiting++;
        try {
          await running.acquire();
        } finally {
          this.waiting--;
        }
        // Left meanwhile: never keep a place nobody gives back.
        if (left) running.release();
        else placed = true;
      },
      leave: () => {
        if (left) return;
        left = true;
        const count = (perIp.get(ctx.ip) ?? 1) - 1;
        if (count > 0) perIp.set(ctx.ip, count);
        else perIp.delete(ctx.ip);
        if (placed) running.release();
      },
    };
  }

  /**
   * The Apollo Server plugin of this admission, to register after the response cache's.
   * @returns the plugin
   */
  plugin(): ApolloServerPlugin<AppContext> {
    /** Tickets of requests holding a place, for the hook Apollo calls when a request fails unexpectedly. */
    const tickets = new WeakMap<AppContext, AdmissionTicket>();
    return {
      requestDidStart: async () => {
        let ticket: AdmissionTicket | null = null;
        return {
          didResolveOperation: async (rc) => {
            try {
              ticket = this.admit(rc.contextValue, rc.document, rc.operation, rc.request.variables);
            } catch (error) {
              throw toGraphQLError(error);
            }
            if (ticket) tickets.set(rc.contextValue, ticket);
          },
          executionDidStart: async () => {
            const held = ticket;
            if (!held) return;
            await held.takePlace();
            return {
              async executionDidEnd() {
                held.leave();
              },
            };
          },
          willSendResponse: async (rc) => {
            ticket?.leave();
            tickets.delete(rc.contextValue);
          },
        };
      },
      unexpectedErrorProcessingRequest: async ({ requestContext }) => {
        tickets.get(requestContext.contextValue)?.leave();
      },
    };
  }
}
