import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from './harness';

/** What the first message of a subscription was: an execution result, a refusal, the end, or nothing in time. */
export type FirstEvent = { data?: unknown; errors?: unknown } | { error: unknown } | { complete: true } | { timeout: true };

/**
 * Who a connection is: a staff token (`connectionParams.authorization`, as the admin sends it), or
 * the Cookie header of the upgrade request (a member's cookie, as a browser sends it; issue #21).
 * A plain string is a staff token; undefined is anonymous.
 */
export type WsAuth = string | { token?: string; cookie?: string } | undefined;

/** A `ws` WebSocket whose upgrade request carries the given Cookie header. */
const withCookie = (cookie: string): unknown =>
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  };

/**
 * A graphql-ws client of the test server that never reconnects.
 * @param auth signs the connection in (see WsAuth); anonymous without
 * @returns the client, and `ready` once the server acknowledged the connection
 */
function connect(server: TestServer, auth?: WsAuth): { client: Client; ready: Promise<void> } {
  let acknowledged!: () => void;
  const ready = new Promise<void>((resolve) => (acknowledged = resolve));
  const { token, cookie } = typeof auth === 'string' ? { token: auth, cookie: undefined } : (auth ?? {});
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: cookie ? withCookie(cookie) : WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    on: { connected: () => acknowledged() },
  });
  return { client, ready };
}

/**
 * Subscribes over graphql-ws (no reconnects).
 * @param token signs the connection in: a staff token, or `{ cookie }` for a member (WsAuth); anonymous without
 * @param timeoutMs when given, `result` is `{ timeout: true }` if nothing arrived by then
 * @returns `ready` once the server acknowledged the connection, `result` with the first message
 */
export function firstEvent(
  server: TestServer,
  query: string,
  token?: WsAuth,
  timeoutMs?: number,
): { result: Promise<FirstEvent>; ready: Promise<void>; close(): void } {
  const { client, ready } = connect(server, token);
  const result = new Promise<FirstEvent>((resolve) => {
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => resolve({ timeout: true }), timeoutMs);
    const settle = (value: FirstEvent) => {
      clearTimeout(timer);
      resolve(value);
    };
    client.subscribe({ query }, { next: (value) => settle(value), error: (error) => settle({ error }), complete: () => settle({ complete: true }) });
  });
  return { result, ready, close: () => void client.dispose() };
}

/** One message of a subscription: an execution result. */
export interface WsResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** How a watched subscription ended: completed, refused, the socket closed, or still open at the deadline. */
export type WsEnd = { complete: true } | { error: unknown } | { closed: { code: number; reason: string } } | { timeout: true };

/**
 * Subscribes over graphql-ws (no reconnects) and records every message until the subscription ends.
 * @param token signs the connection in (WsAuth); anonymous without
 * @param timeoutMs `end` is `{ timeout: true }` if the subscription is still open by then
 * @returns `ready` once acknowledged, `next()` the next message not yet taken, `results` all so far,
 *   `end` how it ended (a close of the socket gives its code and reason)
 */
export function watch(
  server: TestServer,
  query: string,
  token?: WsAuth,
  timeoutMs = 20_000,
): { ready: Promise<void>; next(): Promise<WsResult>; results: WsResult[]; end: Promise<WsEnd>; close(): void } {
  const { client, ready } = connect(server, token);
  const results: WsResult[] = [];
  let taken = 0;
  let waiting: (() => void) | null = null;
  const end = new Promise<WsEnd>((resolve) => {
    const timer = setTimeout(() => resolve({ timeout: true }), timeoutMs);
    const settle = (value: WsEnd) => {
      clearTimeout(timer);
      resolve(value);
      waiting?.();
    };
    client.subscribe<Record<string, unknown>>(
      { query },
      {
        next: (value) => {
          results.push(value as WsResult);
          waiting?.();
        },
        error: (error: unknown) => {
          const close = error as { code?: unknown; reason?: unknown };
          if (typeof close?.code === 'number') settle({ closed: { code: close.code, reason: String(close.reason) } });
          else settle({ error });
        },
        complete: () => settle({ complete: true }),
      },
    );
  });
  let ended = false;
  void end.then(() => (ended = true));
  const next = async (): Promise<WsResult> => {
    while (taken >= results.length) {
      if (ended) throw new Error(`the subscription ended before another message: ${JSON.stringify(results)}`);
      await new Promise<void>((resolve) => (waiting = resolve));
    }
    return results[taken++];
  };
  return { ready, next, results, end, close: () => void client.dispose() };
}

/** A bare WebSocket speaking graphql-transport-ws by hand, to send what a well-behaved client never would. */
export interface RawSocket {
  socket: WebSocket;
  opened: Promise<void>;
  /** Every message the server sent, parsed. */
  received: Record<string, unknown>[];
  /** The close code and reason, once the socket closed. */
  closed: Promise<{ code: number; reason: string }>;
  /** Sends an object as JSON, or a string as is. */
  send(message: unknown): void;
  /** Resolves with the first received message `match` accepts (also one received before the call). */
  waitFor(match: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

/**
 * Opens a graphql-transport-ws socket without a client library.
 * @param headers of the upgrade request (e.g. X-Request-Id)
 */
export function rawSocket(server: TestServer, headers: Record<string, string> = {}): RawSocket {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers });
  const received: Record<string, unknown>[] = [];
  const watchers = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as Record<string, unknown>);
    watchers.forEach((watcher) => watcher());
  });
  socket.on('error', () => undefined);
  const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once('close', (code, reason) => {
      resolve({ code, reason: String(reason) });
      watchers.forEach((watcher) => watcher());
    });
  });
  return {
    socket,
    opened,
    received,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    waitFor: (match) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (found) {
            watchers.delete(check);
            resolve(found);
          } else if (socket.readyState === WebSocket.CLOSED) {
            watchers.delete(check);
            reject(new Error(`the socket closed first; received ${JSON.stringify(received)}`));
          }
        };
        watchers.add(check);
        check();
      }),
  };
}
