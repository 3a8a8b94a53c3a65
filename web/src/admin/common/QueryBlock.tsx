import type { ReactNode } from 'react';
import { errorMessage } from '../../shared/errors';
import { ErrorState, Spinner } from '../../shared/states';

/**
 * One block of a page that shows a query's answer (SPEC §2 loading spinner, §8 failures): its
 * content once there is data (also while it is refreshed, and when a refresh failed), else the
 * error with its Try again, else the spinner while the first answer is awaited.
 * @param data the query's data for this block; `null` and `undefined` both mean none yet
 * @param error the query's error; shown only while there is no data
 * @param errorTitle the SPEC's text for the failure, e.g. "Failed to fetch dashboard stats"
 * @param retry called by Try again (usually the query's `refetch`); its failure shows as the query's error, so it is not thrown again
 * @param loadingLabel the spinner's accessible label, e.g. "Loading recent activity…"
 * @param children the content, from the data
 */
export function QueryBlock<T>({
  data,
  error,
  errorTitle,
  retry,
  retryLabel,
  loadingLabel,
  children,
}: {
  data: T | null | undefined;
  error: unknown;
  errorTitle: string;
  retry?: () => Promise<unknown> | void;
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
        onRetry={retry && (() => void Promise.resolve(retry()).catch(() => undefined))}
        retryLabel={retryLabel}
      />
    );
  return <Spinner label={loadingLabel} />;
}
