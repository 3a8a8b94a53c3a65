import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { summarize, type LatencySummary } from './stats';

/** Rendered pages must answer at least half the requests per second the same bytes get as a static file (issue #24). */
export const PAGES_TARGET_RATIO = 0.5;
/** Concurrent connections of the burst (issue #24: 50 visitors at once). */
export const PAGES_CONNECTIONS = 50;

/** One page measured rendered (with its data, as visitors get it) and as the same bytes from a static file. */
export interface PageBurstRow {
  page: string;
  renderedRps: number;
  staticRps: number;
  ratio: number;
  rendered: LatencySummary;
  static: LatencySummary;
  pass: boolean;
}

/** Requests per second and every response's latency of `connections` clients on one URL for `durationSec`. */
function burst(url: string, connections: number, durationSec: number): Promise<{ rps: number; latency: LatencySummary }> {
  const samples: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: durationSec }, (error, result) => {
      if (error) return reject(error);
      if (result.errors || result.non2xx) return reject(new Error(`${result.errors} errors, ${result.non2xx} non-2xx answers for ${url}`));
      resolve({ rps: result.requests.average, latency: summarize(samples) });
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => samples.push(ms));
  });
}

/**
 * Pages under a burst (issue #24): each public page rendered with its data, as the server sends it
 * to anonymous visitors, then the very bytes it sent saved in the web build and served by the same
 * server's static file handler, each under `connections` concurrent connections.
 * @param url the server (public response cache on, as deployed)
 * @param webDist the build folder that server serves (the static copy goes there and is removed after)
 */
export async function measurePages(
  url: string,
  webDist: string,
  pages: readonly string[],
  options: { connections: number; durationSec: number },
): Promise<PageBurstRow[]> {
  const rows: PageBurstRow[] = [];
  for (const page of pages) {
    const bytes = await (await fetch(`${url}${page}`)).text();
    const name = `bench-static-${page.replace(/\W+/g, '-') || 'home'}.html`;
    const file = path.join(webDist, name);
    fs.writeFileSync(file, bytes);
    try {
      const rendered = await burst(`${url}${page}`, options.connections, options.durationSec);
      const statik = await burst(`${url}/${name}`, options.connections, options.durationSec);
      const ratio = rendered.rps / statik.rps;
      rows.push({
        page,
        renderedRps: rendered.rps,
        staticRps: statik.rps,
        ratio,
        rendered: rendered.latency,
        static: statik.latency,
        pass: ratio >= PAGES_TARGET_RATIO,
      });
    } finally {
      fs.rmSync(file, { force: true });
    }
  }
  return rows;
}
