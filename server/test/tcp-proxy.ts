import net from 'node:net';
import { socketFileOf, startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded';
import { startTestServer, target, type TestServer } from './harness';

/**
 * A loopback TCP proxy in front of a database, for fault tests: `cut()` behaves like a PostgreSQL
 * restart seen from the app (every open connection is dropped mid-stream and new ones are refused
 * until `restore()`), without touching the database itself, so the test can read it directly.
 */
export interface FaultProxy {
  /** Rewrites a `postgres://` URL to go through the proxy. */
  rewrite(url: string): string;
  /** Drops every open connection (RST) and refuses new ones. */
  cut(): void;
  /** Accepts and forwards connections again. */
  restore(): void;
  /** Delays every answer from the database by `ms` (0 = none), to keep requests in flight. */
  setLatency(ms: number): void;
  close(): Promise<void>;
}

/**
 * Starts a proxy on a free loopback port forwarding to `target` (`host:port`, or the path of a Unix
 * socket: the embedded database listens on no TCP port).
 * @returns the running proxy; it forwards until `cut()` and after `restore()`
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const [host, port] = [target.slice(0, target.lastIndexOf(':')), Number(target.slice(target.lastIndexOf(':') + 1))];
  const open = new Set<net.Socket>();
  let down = false;
  let latency = 0;
  const server = net.createServer((client) => {
    if (down) {
      client.resetAndDestroy();
      return;
    }
    const upstream = target.startsWith('/') ? net.connect({ path: target }) : net.connect({ host, port });
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => (latency ? setTimeout(() => client.write(chunk), latency) : client.write(chunk)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    rewrite(url) {
      const u = new URL(url);
      u.host = address;
      return u.toString();
    },
    cut() {
      down = true;
      for (const socket of open) {
        // RST needs TCP; the upstream of the embedded database is a Unix socket (no remote address).
        if (socket.remoteAddress) socket.resetAndDestroy();
        else socket.destroy();
      }
      open.clear();
    },
    restore() {
      down = false;
    },
    setLatency(ms) {
      latency = ms;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A test server whose database connections all pass through a {@link FaultProxy}. */
export interface ServerBehindProxy {
  server: TestServer;
  proxy: FaultProxy;
  /** The database's own URL, for reading it directly while the proxy is cut. */
  directUrl: string;
  /** Stops the server (unless the test already did), the proxy and the embedded database (if one was started). */
  stop(serverStopped?: boolean): Promise<void>;
}

/**
 * Starts a test server on the current target with a proxy between it and the database: a fresh
 * database on TEST_DATABASE_URL, or an in-memory embedded PostgreSQL started here.
 * @param env extra server environment
 */
export async function startServerBehindProxy(env: Record<string, string> = {}): Promise<ServerBehindProxy> {
  let proxy: FaultProxy;
  let server: TestServer;
  let directUrl = '';
  let embedded: EmbeddedPostgres | null = null;
  if (target === 'postgres') {
    proxy = await startFaultProxy(new URL(process.env.TEST_DATABASE_URL!).host);
    server = await startTestServer(env, { databaseUrl: (url) => ((directUrl = url), proxy.rewrite(url)) });
  } else {
    embedded = await startEmbeddedPostgres('memory://');
    directUrl = embedded.url;
    proxy = await startFaultProxy(socketFileOf(embedded.url)!);
    // Through the proxy the server sees an external URL; PGlite still needs a one-connection pool.
    server = await startTestServer({ DATABASE_POOL_MAX: '1', ...env, DATABASE_URL: proxy.rewrite('postgres://postgres@127.0.0.1/postgres') });
  }
  return {
    server,
    proxy,
    directUrl,
    async stop(serverStopped = false) {
      if (!serverStopped) await server.stop();
      await proxy.close();
      await embedded?.stop();
    },
  };
}
