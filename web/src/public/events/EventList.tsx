import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { limits } from '../../../../shared/limits';
import type { EventWhen } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { EventCard } from './EventCard';
import { PublicEventsDocument } from './events.graphql';
import { useUrlParams } from '../../shared/useUrlParams';

const WHEN_OPTIONS: { value: EventWhen; label: string }[] = [
  { value: 'UPCOMING', label: 'Upcoming' },
  { value: 'PAST', label: 'Past' },
  { value: 'ALL', label: 'All' },
];

const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = limits.publicPageSize.events;

/** The When filter from ?when= (upcoming by default, SPEC §4 Events public side). */
function parseWhen(value: string | null): EventWhen {
  const upper = value?.toUpperCase();
  return upper === 'PAST' || upper === 'ALL' ? upper : 'UPCOMING';
}

/**
 * The list view of /events (SPEC §2, §4): a debounced search (?q=), a When filter (?when=
 * upcoming|past|all) and pages of 50 (?page=), as cards; loading, error (with Try again) and empty
 * states ("No upcoming events" / "No events found").
 */
export function EventList() {
  const [params, update] = useUrlParams();
  const q = params.get('q') ?? '';
  const when = parseWhen(params.get('when'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);
  const pushed = useRef(q);
  const searchId = useId();
  const whenId = useId();

  // The URL changed from outside (back button, link): show its search text.
  useEffect(() => {
    if (q !== pushed.current) {
      pushed.current = q;
      setText(q);
    }
  }, [q]);

  // Debounce typing into the URL; one history entry for the whole search.
  useEffect(() => {
    const value = text.trim();
    if (value === pushed.current) return;
    const timer = window.setTimeout(() => {
      pushed.current = value;
      update({ q: value || null, page: null }, true);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, update]);

  const { data, loading, error, refetch } = useQuery(PublicEventsDocument, {
    variables: { search: q || null, when, page, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const result = data?.events;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;

  let body;
  if (loading && !result) body = <Spinner label="Loading events…" />;
  else if (error) body = <ErrorState title={messages.events.loadError} detail={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!result || result.items.length === 0)
    body = <EmptyState title={when === 'UPCOMING' && !q ? messages.events.noUpcoming : messages.events.noneFound} />;
  else
    body = (
      <>
        <ul className="events-list" aria-busy={loading}>
          {result.items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav className="events-pager" aria-label="Event pages">
            <button type="button" className="btn" disabled={page <= 1} onClick={() => update({ page: page - 1 > 1 ? String(page - 1) : null })}>
              Previous page
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button type="button" className="btn" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
              Next page
            </button>
          </nav>
        )}
      </>
    );

  return (
    <section aria-label="Event list">
      <form className="events-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field events-filters__search">
          <label htmlFor={searchId}>Search events</label>
          <input id={searchId} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Title or description" />
        </div>
        <div className="field events-filters__when">
          <label htmlFor={whenId}>When</label>
          <select
            id={whenId}
            value={when}
            onChange={(e) => update({ when: e.target.value === 'UPCOMING' ? null : e.target.value.toLowerCase(), page: null })}
          >
            {WHEN_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className="events-count" role="status">
        {result && !error ? `${result.total} ${result.total === 1 ? 'event' : 'events'}` : ''}
      </p>
      {body}
    </section>
  );
}
