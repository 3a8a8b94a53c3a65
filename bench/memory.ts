import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

/** Issue #24 "Memory on a small server": the embedded default's targets, in MB. */
export const MEMORY_TARGETS = { idleMb: 300, peakMb: 450 } as const;

/** Resident memory of a server process at three moments, in MB. */
export interface MemoryRow {
  database: 'embedded' | 'postgres';
  /** Resident after the first start (migrations, first admin, demo pictures drawn) and a 3 s pause. */
  firstStartMb: number;
  /** Resident after a restart on the same data and a 3 s pause: what a small association's server holds day to day. */
  idleMb: number;
  /** The highest high-water mark (VmHWM) of the two processes: through the first start and seeding, and through the burst. */
  peakMb: number;
  /** Resident after the burst. */
  afterBurstMb: number;
  /** Requests answered during the burst (all pages). */
  burstRequests: number;
  /** Whether the embedded figures meet the targets (null for PostgreSQL: printed beside for reference). */
  pass: boolean | null;
}

/** VmRSS and VmHWM of a process from /proc, in MB (NaN where /proc is missing). */
export function residentMb(pid: number | undefined): { rss: number; hwm: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, hwm: NaN };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the built server as `npm start` runs it on a fresh DATA_DIR (demo content seeded), stops
 * it, starts it again on the same data, sends a 50-connection burst at the public pages, and reads
 * each process's memory.
 * @param start starts the server child with extra environment (bench/run.ts startServerProcess)
 * @param stop stops it
 * @param database which database the server uses; `databaseUrl` for PostgreSQL
 */
export async function measureMemory(
  start: (env: Record<string, string>) => Promise<{ url: string; child: ChildProcess }>,
  stop: (child: ChildProcess) => Promise<void>,
  database: 'embedded' | 'postgres',
  options: { databaseUrl?: string; durationSec: number },
): Promise<MemoryRow> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-bench-memory-'));
  const env = { DATA_DIR: dataDir, SEED: '1', PUBLIC_CACHE_SECONDS: '5', ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}) };
  const first = await start(env);
  await sleep(3000);
  const firstStart = residentMb(first.child.pid);
  await stop(first.child);
  const { url, child } = await start(env);
  try {
    await sleep(3000);
    const idle = residentMb(child.pid);
    let burstRequests = 0;
    for (const page of ['/', '/events', '/projects', '/gallery']) {
      const result = await autocannon({ url: `${url}${page}`, connections: 50, duration: Math.max(3, Math.round(options.durationSec / 2)) });
      burstRequests += result.requests.total;
    }
    const after = residentMb(child.pid);
    const peak = Math.max(firstStart.hwm, after.hwm);
    const pass = database === 'embedded' ? idle.rss <= MEMORY_TARGETS.idleMb && peak <= MEMORY_TARGETS.peakMb : null;
    return { database, firstStartMb: firstStart.rss, idleMb: idle.rss, peakMb: peak, afterBurstMb: after.rss, burstRequests, pass };
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
