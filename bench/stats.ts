/** Pure helpers of the benchmark (issue #7): option parsing, percentiles and the printed table. */

/** The measurements of one run, in the order they print. */
export const SECTIONS = [
  'lists',
  'members',
  'fanout',
  'fanout2',
  'hostile',
  'search',
  'pages',
  'compare',
  'memory',
  'newsletter',
  'import',
  'notices',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Options of `npm run bench`. */
export interface BenchOptions {
  /** Measurements to run (`--only lists,hostile`); default all. `compare` also needs `compare: true`. */
  sections: Section[];
  /** Sequential requests per hostile query (the p95 is over these). */
  hostileRuns: number;
  /** Share of the full seed volume (1 = 50,000 members, 2,000 projects, …). */
  scale: number;
  /** Run everything on the embedded PostgreSQL (PGlite) instead of a PostgreSQL server. */
  embedded: boolean;
  /** Also run the public list queries on the embedded database and report embedded/PostgreSQL ratios. */
  compare: boolean;
  /** Seed scale of the embedded comparison run (default min(scale, 0.1): PGlite seeds slowly). */
  compareScale: number;
  /** Seconds per throughput or latency measurement. */
  durationSec: number;
  /** Concurrent connections of the throughput measurements (HTTP and raw pg alike). */
  connections: number;
  /** WebSocket subscribers of the fan-out measurement. */
  subscribers: number;
}

/** Thrown for a bad command-line option; the message names it. */
export class OptionError extends Error {}

/** Full-scale seed volume (scale 1), rows per table. */
export const FULL_VOLUME = { members: 50_000, projects: 2_000, events: 5_000, galleryItems: 20_000, resources: 2_000 } as const;

/** Rows of each table for a scale, at least 10 per table. */
export function volumeAt(scale: number): Record<keyof typeof FULL_VOLUME, number> {
  const out = {} as Record<keyof typeof FULL_VOLUME, number>;
  for (const [table, rows] of Object.entries(FULL_VOLUME)) out[table as keyof typeof FULL_VOLUME] = Math.max(10, Math.round(rows * scale));
  return out;
}

function positive(name: string, value: string | undefined, integer: boolean): number {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new OptionError(`${name} needs a positive ${integer ? 'integer' : 'number'}, got "${value ?? ''}"`);
  }
  return n;
}

/**
 * Parses the command line of `npm run bench -- [options]`.
 * Options: `--scale N` (default 1), `--embedded`, `--compare` / `--no-compare` (default on unless
 * `--embedded`), `--compare-scale N`, `--duration S` (seconds, default 5), `--connections N`
 * (default 10), `--subscribers N` (default 200), `--only a,b` (sections of {@link SECTIONS}, default
 * all), `--hostile-runs N` (default 20). `--name=value` works too.
 * @throws OptionError naming an unknown option or a bad value
 */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const args: string[] = [];
  for (const arg of argv) {
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    if (eq > 0) args.push(arg.slice(0, eq), arg.slice(eq + 1));
    else args.push(arg);
  }
  let scale = 1;
  let embedded = false;
  let compare: boolean | null = null;
  let compareScale: number | null = null;
  let durationSec = 5;
  let connections = 10;
  let subscribers = 200;
  let sections: Section[] = [...SECTIONS];
  let hostileRuns = 20;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    switch (arg) {
      case '--scale':
        scale = positive(arg, args[++i], false);
        break;
      case '--embedded':
        embedded = true;
        break;
      case '--compare':
        compare = true;
        break;
      case '--no-compare':
        compare = false;
        break;
      case '--compare-scale':
        compareScale = positive(arg, args[++i], false);
        break;
      case '--duration':
        durationSec = positive(arg, args[++i], false);
        break;
      case '--connections':
        connections = positive(arg, args[++i], true);
        break;
      case '--subscribers':
        subscribers = positive(arg, args[++i], true);
        break;
      case '--hostile-runs':
        hostileRuns = positive(arg, args[++i], true);
        break;
      case '--only': {
        const value = args[++i] ?? '';
        const names = value.split(',').filter(Boolean);
        const unknown = names.filter((n) => !(SECTIONS as readonly string[]).includes(n));
        if (!names.length || unknown.length) throw new OptionError(`--only takes sections of ${SECTIONS.join(', ')}, got "${value}"`);
        sections = SECTIONS.filter((section) => names.includes(section));
        break;
      }
      default:
        throw new OptionError(`unknown option "${arg}"`);
    }
  }
  return {
    sections,
    hostileRuns,
    scale,
    embedded,
    compare: !embedded && (compare ?? true),
    compareScale: compareScale ?? Math.min(scale, 0.1),
    durationSec,
    connections,
    subscribers,
  };
}

/**
 * The p-th percentile (0–100) by the nearest-rank method: the smallest value with at least p % of
 * the values at or below it.
 * @param values samples, in any order (not changed)
 * @returns the percentile, or NaN for no samples
 * @throws RangeError when p is outside 0–100
 */
export function percentile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be between 0 and 100, got ${p}`);
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** Latency summary in milliseconds. */
export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** p50/p95/p99/max of latency samples in ms (NaN when there are none). */
export function summarize(values: readonly number[]): LatencySummary {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: values.length ? Math.max(...values) : NaN,
  };
}

/** Rounds for display: 1 decimal below 100, whole numbers above; "—" for NaN. */
export function fmt(n: number): string {
  if (!Number.isFinite(n)) return '—';
  return Math.abs(n) < 100 ? n.toFixed(1) : Math.round(n).toString();
}

/** A plain-text table with a header row, columns padded to their widest cell. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (c ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
