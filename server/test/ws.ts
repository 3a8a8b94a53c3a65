import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from './harness';

/** What the first message of a subscription was: an execution result, a refusal, the end, or nothing in time. */
export type FirstEvent = { data?: unknown; errors?: unknown } | { error: unknown } | { complete: true } | { timeout: true };

/**
 * Subscribes over graphql-ws (no reconnects).
 * @param token signs the connection in (`connectionParams.authorization`); anonymous without
 * @param timeoutMs when given, `result` is `{ timeout: true }` if nothing arrived by then
 * @returns `ready` once the server acknowledged the connection, `result` with the first message
 */
export function firstEvent(
  server: TestServer,
  query: string,
  token?: string,
  timeoutMs?: number,
): { result: Promise<FirstEvent>; ready: Promise<void>; close(): void } {
  let acknowledged!: () => void;
  const ready = new Promise<void>((resolve) => (acknowledged = resolve));
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    on: { connected: () => acknowledged() },
  });
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
