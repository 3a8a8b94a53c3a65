import type { ReactNode } from 'react';
import { errorMessage } from '../../shared/errors';
import { ErrorState, Spinner } from '../../shared/states';

/** What {@link detailPageState} needs to know of a page of its own and of its query. */
export interface DetailPageStateOptions {
  /** The query's error, if it failed. */
  error: unknown;
  loading: boolean;
  /** Whether the item has arrived. */
  found: boolean;
  /** The page's own class (e.g. `events-detail`), beside `container`. */
  pageClass: string;
  /** The link back to the list, above the spinner or the error as on the page itself. */
  back: ReactNode;
  /** The spinner's label, e.g. "Loading event…". */
  loadingLabel: string;
  /** The heading above the error, e.g. "Event". */
  heading: string;
  /** The error's title, e.g. `messages.events.loadError`. */
  errorTitle: string;
  /** Asks for the item again (the error's Try again). */
  onRetry(): void;
}

/**
 * A page of its own (an event, a project, a news item) while its item is not there to show (issue
 * #23: written once for the three): the back link and a spinner while it loads, and the back link, a
 * heading and the error with Try again when loading failed. (The page itself shows the public "not
 * found" page first, on NOT_FOUND: importing that page here would move it out of its own chunk,
 * which scripts/prerender.mjs reads from the Vite manifest.)
 * @returns that state, or null once the item has arrived
 */
export function detailPageState({
  error,
  loading,
  found,
  pageClass,
  back,
  loadingLabel,
  heading,
  errorTitle,
  onRetry,
}: DetailPageStateOptions): ReactNode {
  if (loading && !found)
    return (
      <div className={`${pageClass} container`}>
        {back}
        <Spinner label={loadingLabel} />
      </div>
    );
  if (error || !found)
    return (
      <div className={`${pageClass} container`}>
        {back}
        <h1>{heading}</h1>
        <ErrorState title={errorTitle} detail={error ? errorMessage(error) : undefined} onRetry={onRetry} />
      </div>
    );
  return null;
}
