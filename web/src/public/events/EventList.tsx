import '../layout/CardList.css';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { messages } from '../../../../shared/messages';
import { limits } from '../../../../shared/limits';
import type { EventWhen } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { EventCard } from './EventCard';
import { PublicEventsDocument } from './events.graphql';
import { ListFilters, ListSearchField } from '../../shared/ListFilters';
import { Pager } from '../../shared/Pager';
import { useListParams } from '../../shared/useListParams';

const WHEN_OPTIONS: { value: EventWhen; label: string }[] = [
  { value: 'UPCOMING', label: 'Upcoming' },
  { value: 'PAST', label: 'Past' },
  { value: 'ALL', label: 'All' },
];

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
  const { params, update, q, page, text, setText, goToPage } = useListParams();
  const when = parseWhen(params.get('when'));
  const whenId = useId();

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
        <ul className="card-list" aria-busy={loading}>
          {result.items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} label="Event pages" onPage={goToPage} />
      </>
    );

  return (
    <section aria-label="Event list">
      <ListFilters>
        <ListSearchField label="Search events" text={text} onText={setText} />
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
      </ListFilters>
      <p className="list-count" role="status">
        {result && !error ? `${result.total} ${result.total === 1 ? 'event' : 'events'}` : ''}
      </p>
      {body}
    </section>
  );
}
