import net from 'node:net';

/**
 * A loopback TCP proxy in front of a database, for fault tests: `cut()` behaves like a PostgreSQL
 * restart seen from the app (every open connection is dropped mid-stream and new ones are refused
 * until `restore()`), without touching the database itself, so the test can read it directly.
 */
export interface FaultProxy {
  /** `host:port` the app should connect to instead of the database. */
  address: string;
  /** Rewrites a `postgres://` URL to go through the proxy. */
  rewrite(url: string): string;
  /** Drops every open connection (RST) and refuses new ones. */
  cut(): void;
  /** Accepts and forwards connections again. */
  restore(): void;
  /** Connections dropped by `cut()` so far. */
  dropped(): number;
  close(): Promise<void>;
}

/**
 * Starts a proxy on a free loopback port forwarding to `target` (`host:port`).
 * @returns the running proxy; it forwards until `cut()` and after `restore()`
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const [host, port] = [target.slice(0, target.lastIndexOf(':')), Number(target.slice(target.lastIndexOf(':') + 1))];
  const open = new Set<net.Socket>();
  let down = false;
  let dropped = 0;
  const server = net.createServer((client) => {
    if (down) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect({ host, port });
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
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    address,
    rewrite(url) {
      const u = new URL(url);
      u.host = address;
      return u.toString();
    },
    cut() {
      down = true;
      for (const socket of open) {
        dropped += 1;
        socket.resetAndDestroy();
      }
      open.clear();
    },
    restore() {
      down = false;
    },
    dropped: () => dropped,
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
