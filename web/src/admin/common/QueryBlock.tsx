import type { ReactNode } from 'react';
import { errorMessage } from '../../shared/errors';
import { ErrorState, Spinner } from '../../shared/states';

/** What QueryBlock reads of a query: `useQuery`'s result, or the part of it one block shows. */
export interface QueryBlockResult<T> {
  /** The data; `null` and `undefined` both mean none yet. */
  data?: T | null;
  /** The failure; shown only while there is no data. */
  error?: unknown;
  /** Try again; its own failure shows as the query's error, so it is not thrown again. */
  refetch?: () => Promise<unknown>;
}

/**
 * One block of a page that shows a query's answer (SPEC §2 loading spinner, §8 failures): its
 * content once there is data (also while it is refreshed, and when a refresh failed), else the
 * failure with its detail and Try again, else the spinner while the first answer is awaited.
 * @param result the query's data, error and refetch (a `useQuery` result will do)
 * @param errorTitle the SPEC's text for the failure, e.g. "Failed to fetch dashboard stats"
 * @param retryLabel the retry button's text when not "Try again"
 * @param loadingLabel the spinner's accessible label, e.g. "Loading recent activity…"
 * @param children the content, from the data
 */
export function QueryBlock<T>({
  result: { data, error, refetch },
  errorTitle,
  retryLabel,
  loadingLabel,
  children,
}: {
  result: QueryBlockResult<T>;
  errorTitle: string;
  retryLabel?: string;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (data !== null && data !== undefined) return <>{children(data)}</>;
  if (error)
    return (
      <ErrorState
        title={errorTitle}
        detail={errorMessage(error)}
        onRetry={refetch && (() => void refetch().catch(() => undefined))}
        retryLabel={retryLabel}
      />
    );
  return <Spinner label={loadingLabel} />;
}
