import { useCallback, useEffect, useRef } from 'react';

/**
 * A function that runs `callback` at most once per `intervalMs`: the first call runs at once, and
 * calls during the pause collapse into one trailing run, so the last change is never lost
 * (SPEC §9: realtime is limited to 10 events per second).
 */
export function useThrottledCallback(callback: () => void, intervalMs: number): () => void {
  const latest = useRef(callback);
  latest.current = callback;
  const lastRun = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    if (timer.current !== undefined) return;
    const wait = lastRun.current + intervalMs - Date.now();
    if (wait <= 0) {
      lastRun.current = Date.now();
      latest.current();
      return;
    }
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      lastRun.current = Date.now();
      latest.current();
    }, wait);
  }, [intervalMs]);
}
