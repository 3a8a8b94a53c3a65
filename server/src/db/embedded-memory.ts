import v8 from 'node:v8';

/**
 * How the embedded database keeps a small server small (issue #24 "Memory on a small server"): every
 * memory setting of the embedded default lives here. Measured in docs/performance.md ("Embedded
 * memory, 2026-11-28"): of a restarted server's ≈ 300 MB resident, PGlite's WebAssembly memory is
 * ≈ 30 MB, its in-memory files ≈ 15 MB and the allocations left from compiling and opening it ≈ 60 MB;
 * the JavaScript heap is ≈ 90 MB at rest and grew to ≈ 240 MB through a 50-connection burst.
 */

/**
 * PostgreSQL settings of the embedded database: PGlite's defaults (shared_buffers 128 MB,
 * maintenance_work_mem 64 MB) are a dedicated database server's; the association's data is a few
 * megabytes and the operating system's file cache holds the files anyway. Measured: resident memory
 * right after opening 465 → 346 MB in memory, 324 → 209 MB on disk.
 * (PGlite's `initialMemory` cannot help: its WebAssembly module asks for at least 128 MB, of which
 * only the pages PostgreSQL touches, ≈ 30 MB, are resident.)
 */
export const EMBEDDED_POSTGRESQL_CONF = ['shared_buffers = 16MB', 'wal_buffers = 1MB', 'maintenance_work_mem = 16MB', 'temp_buffers = 2MB'];

/**
 * V8 flags of a process that serves an embedded database from a folder, i.e. the one process of a
 * small association's server: `--optimize-for-size` makes the garbage collector keep the heap near
 * what is live instead of growing it for throughput. Measured on the demo content (four runs each):
 * JavaScript heap at rest 88 → 62 MB, after a 50-connection burst 142–244 → 80–93 MB; resident at
 * rest 295–310 → 267–271 MB. The garbage collector reads this flag while the process runs, so it
 * can be set after start (heap-size flags such as --max-old-space-size cannot).
 */
export const EMBEDDED_V8_FLAGS = ['--optimize-for-size'] as const;

let applied: readonly string[] = [];

/**
 * Sets {@link EMBEDDED_V8_FLAGS} on this process, once. Called when a process starts serving an
 * embedded database from a folder (the server's default); not for `memory://` databases (tests),
 * whose processes keep V8's defaults.
 * @returns the flags now set
 */
export function useSmallServerHeap(): readonly string[] {
  if (!applied.length) {
    for (const flag of EMBEDDED_V8_FLAGS) v8.setFlagsFromString(flag);
    applied = EMBEDDED_V8_FLAGS;
  }
  return applied;
}

/** The flags {@link useSmallServerHeap} has set on this process (none until it runs). */
export const smallServerHeapFlags = (): readonly string[] => applied;
