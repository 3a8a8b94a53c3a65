/**
 * `npm run bench`: seeds a fresh database with realistic volume, starts the real server as a child
 * process (its own core) and measures, in one run (issue #7):
 * 1. each public list query over HTTP under concurrent load (autocannon) against the raw `pg` SQL it
 *    amounts to, at the same concurrency — target GraphQL/raw ≥ 0.5 — as served (with the public
 *    response cache) and, from a second server process with the cache off, uncached;
 * 2. the admin `members` list with search, filter, sort and paging — target p95 < 50 ms;
 * 3. subscription fan-out to N graphql-ws subscribers — target p99 < 250 ms;
 * 4. the list queries on the embedded PostgreSQL (PGlite), as a ratio to PostgreSQL;
 * 5. hostile queries (issue #16 item 5): the worst anonymous queries the GraphQL limits accept
 *    (bench/hostile.ts), one at a time on the uncached server — target p95 < 250 ms.
 * 5b. site search (issue #22): two-word `search` queries over the projects, events, resources and
 *    albums, one at a time on the uncached server — target p95 < 50 ms;
 * 3b. fan-out across two instances through Redis (issue #24, needs REDIS_URL): 2,000 subscribers — target p99 ≤ 250 ms;
 * 6. memory (issue #24): the server as `npm start` runs it, resident after start and seeding, and its
 *    peak through a 50-connection burst — embedded (targets idle ≤ 300 MB, peak ≤ 450 MB) beside PostgreSQL.
 *    (bench/hostile.ts), one at a time on the uncached server — target p95 < 250 ms;
 * 7. pages under a burst (issue #24): /events and / rendered with their data, as served to anonymous
 *    visitors, against the same bytes as a static file from the same server — target ≥ 0.5 of its req/s.
 * 6. a newsletter to 10,000 confirmed subscribers (issue #18) to a local SMTP server (smtp-server in
 *    this process), on PostgreSQL: time to queue and messages per second — target ≥ 200/s.
 * 8. the member import (issue #34 "Moving in"): 10,000 rows from a CSV and from an Excel workbook through
 *    `POST /member-import` on PostgreSQL, in rows per second — target under 60 s.
 * 9. member notices (issue #35): one notice to 5,000 approved members through the outbox to a local SMTP server, on
 *    PostgreSQL — target every copy delivered within 300 s, none twice.
 * `--only hostile` (or any list of sections) runs a part. Prints tables and writes bench/results/<timestamp>.json. Options: see parseOptions in stats.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createClient } from 'graphql-ws';
import { Client, Pool } from 'pg';
import WebSocket from 'ws';
import { GRAPHQL_LIMITS } from '../server/src/api/graphql/graphql-limits';
import { HOSTILE_TARGET_MS, HostileQueryBuilder, type HostileQuery } from './hostile';
import { seed } from './seed';
import { MEMORY_TARGETS, measureMemory, type MemoryRow } from './memory';
import { measureNewsletter, NEWSLETTER_TARGET_PER_SEC, type NewsletterResult } from './newsletter';
import { measureMemberNotices, MEMBER_NOTICES_TARGET_SEC, type MemberNoticesResult } from './member-notices';
import { measureMemberImport, MEMBER_IMPORT_TARGET_SEC, type MemberImportRow } from './member-import';
import { measurePages, PAGES_CONNECTIONS, PAGES_TARGET_RATIO, type PageBurstRow } from './pages';
import { OptionError, fmt, parseOptions, summarize, table, volumeAt, type BenchOptions, type LatencySummary } from './stats';

const root = path.resolve(__dirname, '..', '..');
/** The built server; BENCH_SERVER_ENTRY points at another build, e.g. of an older commit, to compare. */
const serverEntry = process.env.BENCH_SERVER_ENTRY
  ? path.resolve(process.env.BENCH_SERVER_ENTRY)
  : path.join(root, 'dist', 'server', 'src', 'index.js');

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux; NaN elsewhere).
 * Unlike req/s, CPU per request hardly changes when other processes share the cores.
 */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms (USER_HZ 100)
  } catch {
    return NaN;
  }
}
const ADMIN = { email: 'bench.admin@example.org', password: 'bench-password-123' };

/** A public list query: its GraphQL document and the raw SQL it amounts to. */
interface ListQuery {
  name: string;
  graphql: string;
  sql: string;
  params: unknown[];
}

const PUBLISHED = 'published';
const listQueries: ListQuery[] = [
  {
    name: 'publicStats',
    graphql: '{ publicStats { activeMembers projectsCompleted eventsHosted yearsServing } }',
    sql: `SELECT (SELECT count(*) FROM members WHERE status = 'approved')::int AS a,
                 (SELECT count(*) FROM projects WHERE status = $1 AND NOT is_deleted AND completion_percentage = 100)::int AS p,
                 (SELECT count(*) FROM events WHERE status = $1 AND NOT is_deleted)::int AS e`,
    params: [PUBLISHED],
  },
  {
    name: 'projects',
    graphql: '{ projects(limit: 50) { total items { id title slug description imageUrl completionPercentage progress tags startDate location } } }',
    sql: `SELECT id, title, slug, description, image_url, completion_percentage, tags, start_date, location, count(*) OVER() AS total
            FROM projects WHERE status = $1 AND NOT is_deleted ORDER BY created_at DESC, id LIMIT 50`,
    params: [PUBLISHED],
  },
  {
    name: 'events',
    graphql: '{ events(when: UPCOMING, limit: 50) { total items { id title slug description imageUrl eventDate endDate location } } }',
    sql: `SELECT id, title, slug, description, image_url, event_date, end_date, location, count(*) OVER() AS total
            FROM events WHERE status = $1 AND NOT is_deleted AND (event_date IS NULL OR event_date >= date_trunc('day', now()))
           ORDER BY event_date ASC NULLS LAST, id LIMIT 50`,
    params: [PUBLISHED],
  },
  {
    name: 'galleryAlbums',
    graphql: '{ galleryAlbums(limit: 50) { total items { slug name year photoCount cover { id title imageUrl thumbnailUrl } } } }',
    sql: `SELECT a.*, g.title, g.image_url, g.thumbnail_url, count(*) OVER() AS total FROM (
            SELECT album_slug, min(album_name) AS name, extract(year FROM coalesce(min(taken_date), min(created_at)::date))::int AS year,
                   count(*)::int AS photo_count, (array_agg(id ORDER BY sort_order, created_at, id))[1] AS cover_id
              FROM gallery_items WHERE status = $1 AND NOT is_deleted AND album_slug IS NOT NULL GROUP BY album_slug) a
            JOIN gallery_items g ON g.id = a.cover_id
           ORDER BY a.year DESC NULLS LAST, a.name LIMIT 50`,
    params: [PUBLISHED],
  },
  {
    name: 'resources',
    graphql:
      '{ resources(limit: 100) { total items { id title description fileUrl fileName fileSize fileType resourceType category downloadCount } } }',
    sql: `SELECT id, title, description, file_url, file_name, file_size, file_type, resource_type, category, download_count, count(*) OVER() AS total
            FROM resources WHERE status = $1 AND NOT is_deleted ORDER BY created_at DESC, id LIMIT 100`,
    params: [PUBLISHED],
  },
];

/** Variants of the admin member list the measurement cycles through. */
function memberVariants(): { filter: Record<string, string>; sort: Record<string, string>; page: number }[] {
  const searches = ['smith', 'maria', 'garden', '0412', 'member123', 'ali'];
  const statuses = [undefined, 'APPROVED', 'PENDING'];
  const types = [undefined, 'OWNER', 'RENTER'];
  const sorts = [
    { field: 'JOIN_DATE', order: 'DESC' },
    { field: 'NAME', order: 'ASC' },
    { field: 'STATUS', order: 'ASC' },
  ];
  const out = [];
  for (let i = 0; i < 54; i++) {
    const filter: Record<string, string> = {};
    if (i % 3 !== 2) filter.search = searches[i % searches.length];
    const status = statuses[i % 3];
    if (status) filter.status = status;
    const type = types[Math.floor(i / 3) % 3];
    if (type) filter.memberType = type;
    out.push({ filter, sort: sorts[Math.floor(i / 9) % 3], page: 1 + (i % 4) });
  }
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One server process under test. */
interface Server {
  pid: number | undefined;
  url: string;
}

/** The servers under test and the database behind them. */
interface Target {
  kind: 'postgres' | 'embedded';
  /** The server as deployed, public response cache on (PostgreSQL only: PGlite serves one process). */
  cached: Server | null;
  /** A server with the public response cache off (PUBLIC_CACHE_SECONDS=0): what the database path costs. */
  uncached: Server;
  dbUrl: string;
  scale: number;
  seedSec: number;
  stop(): Promise<void>;
}

async function post(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data!;
}

/** Starts the built server as a child process and waits for /healthz. */
async function startServerProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build:server`);
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://localhost:${port}`,
      JWT_SECRET: 'bench-secret-that-is-long-enough',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BCRYPT_ROUNDS: '4',
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '0',
      SEED: '0',
      PORT: String(port),
      // The fan-out opens hundreds of subscribers from this one address (the cap is per client IP).
      WS_MAX_CONNECTIONS_PER_IP: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /healthz within 120 s');
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function seedInto(dbUrl: string, scale: number): Promise<number> {
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await seed(client, scale);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server the bench creates its databases on. */
const benchAdminUrl = (): string => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** An empty database on the PostgreSQL server (the server migrates it at start) and how to drop it. */
async function freshPostgresDatabase(prefix = 'bench_mail'): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new Client({ connectionString: benchAdminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(benchAdminUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A fresh database on the PostgreSQL server, migrated by the server at start, seeded, dropped on stop. */
async function postgresTarget(scale: number): Promise<Target> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrlObject = new URL(adminUrl);
  dbUrlObject.pathname = `/${name}`;
  const dbUrl = dbUrlObject.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-bench-'));
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(children.map(stopChild));
    await drop();
  };
  try {
    // The first migrates the new database; the second starts on it once that is done.
    const cached = await startServerProcess({ DATABASE_URL: dbUrl, DATA_DIR: dataDir });
    children.push(cached.child);
    const uncached = await startServerProcess({ DATABASE_URL: dbUrl, DATA_DIR: dataDir, PUBLIC_CACHE_SECONDS: '0' });
    children.push(uncached.child);
    const seedSec = await seedInto(dbUrl, scale);
    return {
      kind: 'postgres',
      cached: { pid: cached.child.pid, url: cached.url },
      uncached: { pid: uncached.child.pid, url: uncached.url },
      dbUrl,
      scale,
      seedSec,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The server on its embedded PostgreSQL in a temporary DATA_DIR, seeded through the served socket. */
async function embeddedTarget(scale: number): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-bench-'));
  const { url, child } = await startServerProcess({ DATA_DIR: dataDir, DEMO: '0', PUBLIC_CACHE_SECONDS: '0' });
  const stop = async () => {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg.server.json'), 'utf8')) as { url: string };
    const seedSec = await seedInto(owner.url, scale);
    return { kind: 'embedded', cached: null, uncached: { pid: child.pid, url }, dbUrl: owner.url, scale, seedSec, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Requests per second of a GraphQL query under autocannon load, and server CPU ms per request; fails on errors or non-2xx answers. */
async function graphqlThroughput(server: Server, query: string, options: BenchOptions): Promise<{ rps: number; cpuMs: number }> {
  const url = server.url;
  await post(url, query); // fails loudly on a GraphQL error before measuring
  const cpuBefore = cpuMsOf(server.pid);
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
    connections: options.connections,
    duration: options.durationSec,
  });
  if (result.errors || result.non2xx) throw new Error(`${result.errors} errors, ${result.non2xx} non-2xx answers for ${query}`);
  return { rps: result.requests.average, cpuMs: (cpuMsOf(server.pid) - cpuBefore) / result.requests.total };
}

/** Queries per second of raw SQL with `connections` concurrent clients looping for the duration. */
async function rawThroughput(dbUrl: string, sql: string, params: unknown[], options: BenchOptions): Promise<number> {
  const pool = new Pool({ connectionString: dbUrl, max: options.connections });
  try {
    await pool.query(sql, params);
    let done = 0;
    const started = performance.now();
    const deadline = started + options.durationSec * 1000;
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < deadline) {
          await pool.query(sql, params);
          done++;
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  } finally {
    await pool.end();
  }
}

interface ThroughputRow {
  query: string;
  /** As served: with the public response cache where the target has it, else uncached. */
  graphqlRps: number;
  /** With the public response cache off. */
  uncachedRps: number;
  /** Server CPU time per uncached GraphQL request, ms. */
  serverCpuMs: number;
  rawRps: number;
  /** graphqlRps / rawRps: the target. */
  ratio: number;
  /** uncachedRps / rawRps. */
  uncachedRatio: number;
  pass: boolean;
  /** uncachedRatio ≥ UNCACHED_TARGET (issue #24). */
  uncachedPass: boolean;
}

/** Uncached GraphQL must reach at least this share of the raw SQL rate (issue #24). */
const UNCACHED_TARGET = 0.5;

async function measureLists(target: Target, options: BenchOptions, withRaw: boolean): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  for (const q of listQueries) {
    const { rps: uncachedRps, cpuMs: serverCpuMs } = await graphqlThroughput(target.uncached, q.graphql, options);
    const graphqlRps = target.cached ? (await graphqlThroughput(target.cached, q.graphql, options)).rps : uncachedRps;
    const rawRps = withRaw ? await rawThroughput(target.dbUrl, q.sql, q.params, options) : NaN;
    const ratio = graphqlRps / rawRps;
    const uncachedRatio = uncachedRps / rawRps;
    rows.push({
      query: q.name,
      graphqlRps,
      uncachedRps,
      serverCpuMs,
      rawRps,
      ratio,
      uncachedRatio,
      pass: ratio >= 0.5,
      uncachedPass: uncachedRatio >= UNCACHED_TARGET,
    });
    console.error(`  ${target.kind} ${q.name}: ${fmt(graphqlRps)} req/s GraphQL as served, ${fmt(uncachedRps)} uncached, ${fmt(rawRps)} raw`);
  }
  return rows;
}

async function login(url: string): Promise<string> {
  const data = await post(url, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
    e: ADMIN.email,
    p: ADMIN.password,
  });
  return (data.login as { token: string }).token;
}

const MEMBERS_QUERY = `query($filter: MemberFilterInput, $sort: MemberSortInput, $page: Int!) {
  members(filter: $filter, sort: $sort, page: $page, limit: 25) { total items { id memberNumber fullName email phone status memberType joinDate } } }`;

/** One cycled combination of the member list and its latencies, for finding the slow ones (issue #24). */
interface MemberCombination {
  variant: string;
  count: number;
  p50: number;
  max: number;
}

/** The member list's figures: latency over the whole cycle, server CPU, and the slowest combinations by median. */
type MembersResult = LatencySummary & { serverCpuMs: number; slowest: MemberCombination[] };

/** A cycled combination in a few words, e.g. `search "0412", RENTER, NAME ASC, page 4`. */
const describeVariant = (v: ReturnType<typeof memberVariants>[number]): string =>
  [
    v.filter.search !== undefined ? `search "${v.filter.search}"` : null,
    v.filter.status ?? null,
    v.filter.memberType ?? null,
    `${v.sort.field} ${v.sort.order}`,
    `page ${v.page}`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Latency of the admin member list, one request at a time, cycling through search/filter/sort/page
 * variants; also each variant's own median and maximum, the five slowest kept.
 */
async function measureMembers(target: Target, token: string, options: BenchOptions): Promise<MembersResult> {
  const { url, pid } = target.cached ?? target.uncached;
  const variants = memberVariants();
  for (const v of variants.slice(0, 6)) await post(url, MEMBERS_QUERY, v, token); // warm-up
  const latencies: number[] = [];
  const byVariant: number[][] = variants.map(() => []);
  const cpuBefore = cpuMsOf(pid);
  const deadline = performance.now() + options.durationSec * 1000;
  for (let i = 0; performance.now() < deadline; i++) {
    const started = performance.now();
    await post(url, MEMBERS_QUERY, variants[i % variants.length], token);
    const ms = performance.now() - started;
    latencies.push(ms);
    byVariant[i % variants.length].push(ms);
  }
  const slowest = variants
    .map((v, i) => ({ variant: describeVariant(v), ...summarize(byVariant[i]) }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.p50 - a.p50)
    .slice(0, 5)
    .map(({ variant, count, p50, max }) => ({ variant, count, p50, max }));
  return { ...summarize(latencies), serverCpuMs: (cpuMsOf(pid) - cpuBefore) / latencies.length, slowest };
}

/** The site search target (issue #22): p95 of a two-word query, ms. */
const SEARCH_TARGET_MS = 50;

const SEARCH_QUERY = `query($q: String!) { search(q: $q, limit: 20) { total items { kind title path titleParts { text match } snippet { text match } } } }`;

/** Two-word searches over the seed's words (bench/seed.ts), some as prefixes, in both orders. */
const searchVariants = (): string[] => {
  const words = ['garden', 'street', 'park', 'library', 'youth', 'safety', 'cleanup', 'festival', 'market', 'heritage', 'lighting', 'playground'];
  return words.flatMap((word, i) => {
    const other = words[(i * 5 + 3) % words.length];
    return [`${word} ${other}`, `${other.slice(0, 4)} ${word}`];
  });
};

/**
 * Latency of the site search (issue #22), one anonymous request at a time on the uncached server,
 * cycling through two-word searches.
 */
async function measureSearch(server: Server, options: BenchOptions): Promise<LatencySummary & { serverCpuMs: number; results: number }> {
  const variants = searchVariants();
  let results = 0;
  for (const q of variants.slice(0, 6)) await post(server.url, SEARCH_QUERY, { q }); // warm-up
  const latencies: number[] = [];
  const cpuBefore = cpuMsOf(server.pid);
  const deadline = performance.now() + options.durationSec * 1000;
  for (let i = 0; performance.now() < deadline; i++) {
    const started = performance.now();
    const data = await post(server.url, SEARCH_QUERY, { q: variants[i % variants.length] });
    latencies.push(performance.now() - started);
    results += (data?.search as { total: number } | undefined)?.total ?? 0;
  }
  return { ...summarize(latencies), serverCpuMs: (cpuMsOf(server.pid) - cpuBefore) / latencies.length, results: results / latencies.length };
}

/**
 * Subscription fan-out: N staff subscribers of memberChanged; per round one createMember, timed from
 * just before the mutation is sent until each subscriber has the event. One warm-up round, then 5.
 * @param url the server the changes are made on
 * @param subscriberUrls the servers the subscribers connect to, in turn (default: `url`); with two
 *   instances sharing Redis, half the events cross from one instance to the other (issue #24)
 * @param subscribers how many (default `options.subscribers`)
 */
async function measureFanOut(
  url: string,
  token: string,
  options: BenchOptions,
  subscriberUrls: string[] = [url],
  subscribers = options.subscribers,
): Promise<LatencySummary> {
  const clients = Array.from({ length: subscribers }, (_, i) =>
    createClient({
      url: `${subscriberUrls[i % subscriberUrls.length].replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      lazy: false,
    }),
  );
  const expected = new Map<string, Map<number, (at: number) => void>>();
  clients.forEach((client, index) => {
    client.subscribe<{ memberChanged: { member: { email: string } } }>(
      { query: 'subscription { memberChanged { action member { id email } } }' },
      {
        next: (value) => {
          const at = performance.now();
          const email = value.data?.memberChanged.member.email;
          if (email) expected.get(email)?.get(index)?.(at);
        },
        error: (error) => console.error('subscription error', error),
        complete: () => undefined,
      },
    );
  });
  const round = async (n: number, timeoutMs: number): Promise<number[]> => {
    const email = `bench.fanout.${Date.now()}.${n}@example.org`;
    const perClient = new Map<number, (at: number) => void>();
    const arrivals = Array.from(
      { length: clients.length },
      (_, index) =>
        new Promise<number>((resolve, reject) => {
          perClient.set(index, resolve);
          setTimeout(() => reject(new Error(`subscriber ${index} did not get the change within ${timeoutMs} ms`)), timeoutMs).unref();
        }),
    );
    expected.set(email, perClient);
    const sent = performance.now();
    await post(
      url,
      'mutation($input: MemberCreateInput!) { createMember(input: $input) { id } }',
      { input: { fullName: `Fan Out ${n}`, email, phone: '0412 345 678', address: '12 Vine Street, Greenfield', memberType: 'OWNER' } },
      token,
    );
    // allSettled: one late subscriber must not leave the others' rejections unhandled (that ended the bench).
    const settled = await Promise.allSettled(arrivals);
    expected.delete(email);
    const late = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (late) throw late.reason;
    return settled.map((r) => (r as PromiseFulfilledResult<number>).value - sent);
  };
  try {
    // Subscriptions start asynchronously: retry the warm-up until every subscriber is listening.
    for (let attempt = 0; ; attempt++) {
      try {
        await round(-1 - attempt, 3000 + clients.length * 5);
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
    const latencies: number[] = [];
    for (let n = 0; n < 5; n++) latencies.push(...(await round(n, 10_000)));
    return summarize(latencies);
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
  }
}

/** Issue #24 "Fan-out across instances": 2,000 subscribers over two instances, p99 target. */
const SCALED_FANOUT_SUBSCRIBERS = 2000;
const SCALED_FANOUT_TARGET_MS = 250;

/**
 * Two server processes on one fresh PostgreSQL database and one Redis (their own REDIS_PREFIX),
 * 2,000 subscribers split between them, changes made on the first.
 */
async function measureScaledFanOut(redisUrl: string, options: BenchOptions): Promise<LatencySummary & { subscribers: number }> {
  const database = await freshPostgresDatabase('bench_fanout');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-bench-fanout-'));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, REDIS_URL: redisUrl, REDIS_PREFIX: `${database.name}:` };
  const children: ChildProcess[] = [];
  try {
    const first = await startServerProcess(env);
    children.push(first.child);
    const second = await startServerProcess(env);
    children.push(second.child);
    const token = await login(first.url);
    const summary = await measureFanOut(first.url, token, options, [first.url, second.url], SCALED_FANOUT_SUBSCRIBERS);
    return { ...summary, subscribers: SCALED_FANOUT_SUBSCRIBERS };
  } finally {
    await Promise.all(children.map(stopChild));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One hostile query's latencies, one request at a time. */
interface HostileRow extends LatencySummary {
  query: string;
  cost: number;
  /** Bytes of the JSON answer. */
  bytes: number;
  pass: boolean;
}

/**
 * Latency of each hostile query, anonymous, sequential, on the server with the response cache off
 * (an attacker varies the query anyway). Two warm-up requests each; a refused or failing query
 * fails the bench (the generator no longer matches the limits).
 */
async function measureHostile(server: Server, queries: readonly HostileQuery[], options: BenchOptions): Promise<HostileRow[]> {
  const rows: HostileRow[] = [];
  for (const q of queries) {
    const once = async (): Promise<number> => {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q.query }),
      });
      const text = await res.text();
      const body = JSON.parse(text) as { errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(`hostile query "${q.name}" answered ${body.errors.map((e) => e.message).join('; ')}`);
      return text.length;
    };
    await once();
    const bytes = await once();
    const latencies: number[] = [];
    for (let i = 0; i < options.hostileRuns; i++) {
      const started = performance.now();
      await once();
      latencies.push(performance.now() - started);
    }
    const summary = summarize(latencies);
    rows.push({ query: q.name, cost: q.cost, bytes, ...summary, pass: summary.p95 < HOSTILE_TARGET_MS });
    console.error(`  hostile ${q.name}: p95 ${fmt(summary.p95)} ms`);
  }
  return rows;
}

/** A visitor's request during hostile queries may take at most this many times its quiet p95 (issue #24). */
const VISITOR_UNDER_ATTACK_RATIO = 2;
/** The normal visitor's request: the events page's list, as the web app asks for it. */
const VISITOR_QUERY = '{ events(limit: 12) { items { id slug title eventDate location currentAttendees maxAttendees } total } }';

/** A normal visitor's request p95, quiet and while hostile queries run, on the uncached server (issue #24). */
interface VisitorUnderAttack {
  quiet: LatencySummary;
  underAttack: LatencySummary;
  /** Hostile requests answered meanwhile. */
  hostileRequests: number;
  ratio: number;
  pass: boolean;
}

/**
 * A normal visitor's latency (sequential requests of {@link VISITOR_QUERY}) quiet, then while two
 * attackers send the hostile queries back to back on the same server (response cache off).
 */
async function measureVisitorUnderAttack(server: Server, queries: readonly HostileQuery[], options: BenchOptions): Promise<VisitorUnderAttack> {
  const ask = async (query: string): Promise<void> => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as { errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(`"${query}" answered ${body.errors.map((e) => e.message).join('; ')}`);
  };
  const visitor = async (): Promise<LatencySummary> => {
    const latencies: number[] = [];
    for (let i = 0; i < options.hostileRuns * 3; i++) {
      const started = performance.now();
      await ask(VISITOR_QUERY);
      latencies.push(performance.now() - started);
    }
    return summarize(latencies);
  };
  await ask(VISITOR_QUERY);
  const quiet = await visitor();
  let attacking = true;
  let hostileRequests = 0;
  const attacker = async (offset: number): Promise<void> => {
    for (let i = offset; attacking; i++) {
      await ask(queries[i % queries.length].query);
      hostileRequests++;
    }
  };
  const attackers = [attacker(0), attacker(Math.floor(queries.length / 2))];
  const underAttack = await visitor();
  attacking = false;
  await Promise.all(attackers);
  const ratio = underAttack.p95 / quiet.p95;
  return { quiet, underAttack, hostileRequests, ratio, pass: ratio <= VISITOR_UNDER_ATTACK_RATIO };
}

async function main(): Promise<void> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    if (error instanceof OptionError) {
      console.error(`bench: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0];
  const primaryKind = options.embedded ? 'embedded' : 'postgres';
  console.error(
    `bench: ${primaryKind}, scale ${options.scale} (${JSON.stringify(volumeAt(options.scale))}), ${options.durationSec} s per measurement`,
  );

  const runs = (section: (typeof options.sections)[number]) => options.sections.includes(section);
  // `--only newsletter`, `--only memory` and `--only import` need no seeded database of their own (each starts its own servers).
  const needsPrimary = options.sections.some(
    (section) => section !== 'newsletter' && section !== 'memory' && section !== 'import' && section !== 'notices',
  );
  const primary = !needsPrimary ? null : options.embedded ? await embeddedTarget(options.scale) : await postgresTarget(options.scale);
  let lists: ThroughputRow[] | null = null;
  let members: MembersResult | null = null;
  let fanOut: LatencySummary | null = null;
  let hostile: HostileRow[] | null = null;
  let visitorUnderAttack: VisitorUnderAttack | null = null;
  let search: (LatencySummary & { serverCpuMs: number; results: number }) | null = null;
  let newsletter: NewsletterResult | null = null;
  let pages: PageBurstRow[] | null = null;
  if (primary) {
    try {
      console.error(`bench: seeded ${primary.kind} in ${primary.seedSec.toFixed(1)} s; measuring ${options.sections.join(', ')}`);
      if (runs('lists')) lists = await measureLists(primary, options, true);
      const primaryUrl = (primary.cached ?? primary.uncached).url;
      const token = runs('members') || runs('fanout') ? await login(primaryUrl) : '';
      if (runs('members')) {
        members = await measureMembers(primary, token, options);
        console.error(`  members: p95 ${fmt(members.p95)} ms`);
      }
      if (runs('fanout')) {
        fanOut = await measureFanOut(primaryUrl, token, options);
        console.error(`  fan-out: p99 ${fmt(fanOut.p99)} ms`);
      }
      if (runs('hostile')) {
        const hostileQueries = HostileQueryBuilder.fromProject(root).all();
        hostile = await measureHostile(primary.uncached, hostileQueries, options);
        visitorUnderAttack = await measureVisitorUnderAttack(primary.uncached, hostileQueries, options);
        console.error(`  visitor under attack: p95 ${fmt(visitorUnderAttack.underAttack.p95)} ms (quiet ${fmt(visitorUnderAttack.quiet.p95)} ms)`);
      }
      if (runs('search')) {
        search = await measureSearch(primary.uncached, options);
        console.error(`  search: p95 ${fmt(search.p95)} ms`);
      }
      if (runs('pages')) {
        // As deployed: the server with the public response cache (and so the page cache) on.
        pages = await measurePages(primaryUrl, path.join(root, 'dist', 'web'), ['/events', '/'], {
          connections: PAGES_CONNECTIONS,
          durationSec: options.durationSec,
        });
        for (const row of pages) console.error(`  pages ${row.page}: rendered/static ${fmt(row.ratio)}`);
      }
    } finally {
      await primary.stop();
    }
  }

  if (runs('newsletter')) {
    console.error('bench: newsletter to 10,000 confirmed subscribers');
    newsletter = await measureNewsletter({
      database: freshPostgresDatabase,
      startServer: async (env) => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-bench-mail-'));
        const { url, child } = await startServerProcess({ OUTBOX_POLL_MS: '0', DATA_DIR: dataDir, ...env });
        return {
          url,
          cpuMs: () => cpuMsOf(child.pid),
          async stop() {
            await stopChild(child);
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
      login,
      post,
    });
    console.error(`  newsletter: ${fmt(newsletter.messagesPerSec)} messages/s`);
  }

  let memberImport: MemberImportRow[] | null = null;
  if (runs('import')) {
    console.error('bench: member import, 10,000 rows (CSV, then Excel)');
    memberImport = await measureMemberImport({
      database: freshPostgresDatabase,
      startServer: async (env) => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-bench-import-'));
        const { url, child } = await startServerProcess({ DATA_DIR: dataDir, ...env });
        return {
          url,
          async stop() {
            await stopChild(child);
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
      login,
    });
    for (const row of memberImport) console.error(`  import ${row.format}: ${fmt(row.rowsPerSec)} rows/s`);
  }

  let memberNotices: MemberNoticesResult | null = null;
  if (runs('notices')) {
    console.error('bench: a member notice to 5,000 members');
    memberNotices = await measureMemberNotices({
      database: freshPostgresDatabase,
      startServer: async (env) => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-bench-notices-'));
        const { url, child } = await startServerProcess({ DATA_DIR: dataDir, ...env });
        return {
          url,
          cpuMs: () => cpuMsOf(child.pid),
          async stop() {
            await stopChild(child);
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
      login,
      post,
    });
    console.error(`  notices: ${memberNotices.deliveredSec.toFixed(1)} s, ${fmt(memberNotices.messagesPerSec)} messages/s`);
  }

  let memory: MemoryRow[] | null = null;
  if (runs('memory')) {
    console.error('bench: memory (embedded, then PostgreSQL)');
    const database = await freshPostgresDatabase('bench_memory');
    try {
      memory = [
        await measureMemory(startServerProcess, stopChild, 'embedded', { durationSec: options.durationSec }),
        await measureMemory(startServerProcess, stopChild, 'postgres', { durationSec: options.durationSec, databaseUrl: database.url }),
      ];
    } finally {
      await database.drop();
    }
  }

  // Fan-out across two instances through Redis (issue #24): needs REDIS_URL and a PostgreSQL server.
  let fanOutScaled: (LatencySummary & { subscribers: number }) | null = null;
  if (runs('fanout2')) {
    const redisUrl = process.env.REDIS_URL;
    if (!redisUrl) console.error('bench: fanout2 skipped: it needs REDIS_URL');
    else fanOutScaled = await measureScaledFanOut(redisUrl, options);
  }

  let compare: { scale: number; seedSec: number; rows: ThroughputRow[] } | null = null;
  if (options.compare && runs('compare') && lists) {
    console.error(`bench: embedded comparison at scale ${options.compareScale}`);
    const embedded = await embeddedTarget(options.compareScale);
    try {
      compare = { scale: options.compareScale, seedSec: embedded.seedSec, rows: await measureLists(embedded, options, false) };
    } finally {
      await embedded.stop();
    }
  }

  const out: string[] = [];
  const loadAtEnd = os.loadavg()[0];
  out.push(
    `\nmachine: ${os.cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at end (the load generator shares the cores with the server)`,
  );
  if (lists) {
    out.push(
      `\n1. Public list queries on ${primary!.kind} (scale ${options.scale}), ${options.connections} concurrent connections, ${options.durationSec} s each`,
    );
    out.push(
      table(
        [
          'query',
          'GraphQL req/s',
          'uncached req/s',
          'uncached CPU ms/req',
          'raw pg q/s',
          'GraphQL/raw',
          'target',
          'result',
          'uncached/raw',
          'target',
          'result',
        ],
        lists.map((r) => [
          r.query,
          fmt(r.graphqlRps),
          fmt(r.uncachedRps),
          fmt(r.serverCpuMs),
          fmt(r.rawRps),
          r.ratio.toFixed(2),
          '≥ 0.50',
          r.pass ? 'PASS' : 'FAIL',
          r.uncachedRatio.toFixed(2),
          `≥ ${UNCACHED_TARGET.toFixed(2)}`,
          r.uncachedPass ? 'PASS' : 'FAIL',
        ]),
      ),
    );
    out.push(
      primary!.cached
        ? `GraphQL req/s is as deployed: anonymous public answers are cached for PUBLIC_CACHE_SECONDS (default 5) and cleared by every write; "uncached" is a second server with PUBLIC_CACHE_SECONDS=0, every request running its SQL.`
        : 'The embedded database serves one process: every figure is uncached (PUBLIC_CACHE_SECONDS=0).',
    );
  }
  if (members) {
    out.push(`\n2. Admin members (search + filter + sort + paging, ${volumeAt(options.scale).members} rows), one request at a time`);
    out.push(
      table(
        ['requests', 'server CPU ms/req', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'target', 'result'],
        [
          [
            String(members.count),
            fmt(members.serverCpuMs),
            fmt(members.p50),
            fmt(members.p95),
            fmt(members.p99),
            fmt(members.max),
            'p95 < 50',
            members.p95 < 50 ? 'PASS' : 'FAIL',
          ],
        ],
      ),
    );
    out.push('The five slowest of the cycled combinations, by their own median:');
    out.push(
      table(
        ['combination', 'requests', 'p50 ms', 'max ms'],
        members.slowest.map((c) => [c.variant, String(c.count), fmt(c.p50), fmt(c.max)]),
      ),
    );
  }
  if (fanOut) {
    out.push(`\n3. Subscription fan-out: ${options.subscribers} graphql-ws subscribers of memberChanged, 5 changes`);
    out.push(
      table(
        ['deliveries', 'p50 ms', 'p99 ms', 'max ms', 'target', 'result'],
        [[String(fanOut.count), fmt(fanOut.p50), fmt(fanOut.p99), fmt(fanOut.max), 'p99 < 250', fanOut.p99 < 250 ? 'PASS' : 'FAIL']],
      ),
    );
  }
  if (fanOutScaled) {
    out.push(
      `\n3b. Subscription fan-out across two instances through Redis: ${fanOutScaled.subscribers} subscribers split over both, changes made on the first, 5 changes`,
    );
    out.push(
      table(
        ['deliveries', 'p50 ms', 'p99 ms', 'max ms', 'target', 'result'],
        [
          [
            String(fanOutScaled.count),
            fmt(fanOutScaled.p50),
            fmt(fanOutScaled.p99),
            fmt(fanOutScaled.max),
            `p99 ≤ ${SCALED_FANOUT_TARGET_MS}`,
            fanOutScaled.p99 <= SCALED_FANOUT_TARGET_MS ? 'PASS' : 'FAIL',
          ],
        ],
      ),
    );
  }
  if (compare && lists) {
    const sameScale = compare.scale === options.scale;
    out.push(
      `\n4. Embedded PostgreSQL (PGlite) vs PostgreSQL, uncached GraphQL req/s${sameScale ? '' : ` — embedded seeded at scale ${compare.scale} (PGlite seeds slowly), PostgreSQL at ${options.scale}`}`,
    );
    out.push(
      table(
        ['query', 'embedded req/s', 'postgres req/s', 'embedded/postgres'],
        compare.rows.map((r, i) => [r.query, fmt(r.uncachedRps), fmt(lists![i].uncachedRps), (r.uncachedRps / lists![i].uncachedRps).toFixed(2)]),
      ),
    );
  }
  if (newsletter) {
    out.push(`\n6. Newsletter to ${newsletter.recipients} confirmed subscribers on PostgreSQL, to a local SMTP server (anchor: CiviMail ≈ 40/s)`);
    out.push(
      table(
        ['time to queue ms', 'send s', 'messages/s', 'server CPU ms/message', 'received', 'duplicates', 'target', 'result'],
        [
          [
            fmt(newsletter.queueMs),
            newsletter.sendSec.toFixed(1),
            fmt(newsletter.messagesPerSec),
            newsletter.serverCpuMsPerMessage.toFixed(2),
            String(newsletter.received),
            String(newsletter.duplicates),
            `≥ ${NEWSLETTER_TARGET_PER_SEC}/s`,
            newsletter.messagesPerSec >= NEWSLETTER_TARGET_PER_SEC && newsletter.duplicates === 0 ? 'PASS' : 'FAIL',
          ],
        ],
      ),
    );
  }
  if (memberImport) {
    out.push(`\n8. Member import (issue #34) on PostgreSQL: one file through POST /member-import, read, checked and written in one transaction`);
    out.push(
      table(
        ['format', 'rows', 'file KB', 'import s', 'rows/s', 'added', 'target', 'result'],
        memberImport.map((r) => [
          r.format,
          String(r.rows),
          fmt(r.bytes / 1024),
          r.importSec.toFixed(1),
          fmt(r.rowsPerSec),
          String(r.created),
          `< ${MEMBER_IMPORT_TARGET_SEC} s`,
          r.importSec < MEMBER_IMPORT_TARGET_SEC && r.created === r.rows ? 'PASS' : 'FAIL',
        ]),
      ),
    );
  }
  if (memberNotices) {
    out.push(
      `\n9. Member notice (issue #35) to ${memberNotices.recipients} approved members on PostgreSQL, through the outbox to a local SMTP server`,
    );
    out.push(
      table(
        ['send ms', 'all queued s', 'all delivered s', 'messages/s', 'received', 'duplicates', 'target', 'result'],
        [
          [
            fmt(memberNotices.sendMs),
            memberNotices.queuedSec.toFixed(1),
            memberNotices.deliveredSec.toFixed(1),
            fmt(memberNotices.messagesPerSec),
            String(memberNotices.received),
            String(memberNotices.duplicates),
            `< ${MEMBER_NOTICES_TARGET_SEC} s`,
            memberNotices.deliveredSec < MEMBER_NOTICES_TARGET_SEC &&
            memberNotices.received === memberNotices.recipients &&
            memberNotices.duplicates === 0
              ? 'PASS'
              : 'FAIL',
          ],
        ],
      ),
    );
  }
  if (hostile) {
    out.push(
      `\n5. Hostile queries: the worst anonymous queries the GraphQL limits accept (max cost ${GRAPHQL_LIMITS.maxCost}), ${options.hostileRuns} sequential requests each, response cache off`,
    );
    out.push(
      table(
        ['query', 'cost', 'answer bytes', 'p50 ms', 'p95 ms', 'max ms', 'target', 'result'],
        hostile.map((r) => [
          r.query,
          String(r.cost),
          String(r.bytes),
          fmt(r.p50),
          fmt(r.p95),
          fmt(r.max),
          `p95 < ${HOSTILE_TARGET_MS}`,
          r.pass ? 'PASS' : 'FAIL',
        ]),
      ),
    );
  }
  if (visitorUnderAttack) {
    const v = visitorUnderAttack;
    out.push(`\n5a. A normal visitor (the events list, one request at a time) quiet and while two attackers send the hostile queries back to back`);
    out.push(
      table(
        ['quiet p95 ms', 'under attack p95 ms', 'ratio', 'hostile requests meanwhile', 'target', 'result'],
        [
          [
            fmt(v.quiet.p95),
            fmt(v.underAttack.p95),
            fmt(v.ratio),
            String(v.hostileRequests),
            `≤ ${VISITOR_UNDER_ATTACK_RATIO}×`,
            v.pass ? 'PASS' : 'FAIL',
          ],
        ],
      ),
    );
  }
  if (memory) {
    out.push(
      `\n6. Memory of the server as npm start runs it (fresh DATA_DIR, demo content), restarted on the same data (idle), then 50 connections on /, /events, /projects, /gallery; peak over both processes`,
    );
    out.push(
      table(
        ['database', 'first start MB', 'idle MB', 'peak MB', 'after burst MB', 'burst requests', 'target', 'result'],
        memory.map((m) => [
          m.database,
          fmt(m.firstStartMb),
          fmt(m.idleMb),
          fmt(m.peakMb),
          fmt(m.afterBurstMb),
          String(m.burstRequests),
          m.database === 'embedded' ? `idle ≤ ${MEMORY_TARGETS.idleMb}, peak ≤ ${MEMORY_TARGETS.peakMb}` : '(reference)',
          m.pass === null ? '' : m.pass ? 'PASS' : 'FAIL',
        ]),
      ),
    );
  }
  if (search) {
    const v = volumeAt(options.scale);
    out.push(
      `\n6. Site search: two-word queries over ${v.projects} projects, ${v.events} events, ${v.resources} resources and ${v.galleryItems} photos, one request at a time, response cache off`,
    );
    out.push(
      table(
        ['requests', 'results/query', 'server CPU ms/req', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'target', 'result'],
        [
          [
            String(search.count),
            fmt(search.results),
            fmt(search.serverCpuMs),
            fmt(search.p50),
            fmt(search.p95),
            fmt(search.p99),
            fmt(search.max),
            `p95 < ${SEARCH_TARGET_MS}`,
            search.p95 < SEARCH_TARGET_MS ? 'PASS' : 'FAIL',
          ],
        ],
      ),
    );
  }
  if (pages) {
    out.push(
      `\n7. Public pages under a burst (issue #24): rendered with their data as anonymous visitors get them, and the same bytes as a static file, from the same server (${PAGES_CONNECTIONS} connections, ${options.durationSec} s each)`,
    );
    out.push(
      table(
        ['page', 'rendered req/s', 'static req/s', 'rendered/static', 'rendered p95 ms', 'static p95 ms', 'target', 'result'],
        pages.map((row) => [
          row.page,
          fmt(row.renderedRps),
          fmt(row.staticRps),
          fmt(row.ratio),
          fmt(row.rendered.p95),
          fmt(row.static.p95),
          `≥ ${PAGES_TARGET_RATIO}`,
          row.pass ? 'PASS' : 'FAIL',
        ]),
      ),
    );
  }
  console.log(out.join('\n'));

  const resultsDir = path.join(root, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const json = {
    startedAt: startedAt.toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: { start: loadAtStart, end: loadAtEnd } },
    options,
    volume: volumeAt(options.scale),
    seedSec: primary?.seedSec ?? null,
    target: primary?.kind ?? 'postgres',
    newsletter,
    memberImport,
    memberNotices,
    lists,
    members,
    fanOut,
    fanOutScaled,
    compare,
    hostile,
    visitorUnderAttack,
    search,
    pages,
    memory,
  };
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nresults: ${path.relative(root, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
