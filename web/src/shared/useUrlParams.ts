import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The page's query string plus an updater that sets or removes (null) several keys at once, so
 * filters, view and month survive a reload and can be shared.
 * @returns [params, update(changes, replace?)] — replace avoids a history entry per keystroke
 */
export function useUrlParams(): [URLSearchParams, (changes: Record<string, string | null>, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return [params, update];
}
