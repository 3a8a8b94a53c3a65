/**
 * How many cases a property test (fast-check) tries (issue #32 "fast, honest tiers"): a few by
 * default, so a developer's run stays fast, and the full count on CI, where time is cheaper than a
 * missed case.
 *
 * - `CI` set (and not `0`/`false`), or `PROPERTY_RUNS=full`: the full count;
 * - `PROPERTY_RUNS=quick`: the quick count, even on CI;
 * - `PROPERTY_RUNS=<number>`: the full count times that number (e.g. `10` to hunt a rare failure).
 *
 * One helper for the server's, the shared code's and the web app's tests, so the rule lives once.
 * @param runs.quick the runs of a developer's run
 * @param runs.full the runs on CI (at least what the property made before it was made quick)
 * @returns fast-check's options, e.g. `fc.assert(property, propertyRuns({ quick: 50, full: 600 }))`
 */
export function propertyRuns(runs: { quick: number; full: number }, env: NodeJS.ProcessEnv = process.env): { numRuns: number } {
  const setting = (env.PROPERTY_RUNS ?? '').trim().toLowerCase();
  const ci = (env.CI ?? '').trim().toLowerCase();
  const onCi = ci !== '' && ci !== '0' && ci !== 'false';
  if (setting === 'quick') return { numRuns: runs.quick };
  if (setting === 'full' || (setting === '' && onCi)) return { numRuns: runs.full };
  if (setting === '') return { numRuns: runs.quick };
  const scale = Number(setting);
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`PROPERTY_RUNS must be quick, full or a positive number, not ${JSON.stringify(env.PROPERTY_RUNS)}`);
  }
  return { numRuns: Math.max(1, Math.round(runs.full * scale)) };
}
