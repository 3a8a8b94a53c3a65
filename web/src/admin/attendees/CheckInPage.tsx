import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { errorMessage } from '../../shared/errors';
import { ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { CheckInRsvpDocument, EventAttendeesDocument } from './attendees.graphql';
import { WalkInForm } from './WalkInForm';
import './attendees.css';
import { limits } from '../../../../shared/limits';

/** Parties per request: the server's largest page. */
const BATCH = 100;

/** One button per GOING party: a tap checks it in (or, tapped again, undoes it). */
type Party = { id: string; name: string; attendees: number; checkedInAt?: string | null };

/** One page of GOING parties as check-in buttons (the view loads every page, BATCH at a time). */
function CheckInBatch({ eventId, search, page, onToggle }: { eventId: string; search: string; page: number; onToggle: (party: Party) => void }) {
  const { data, previousData } = useQuery(EventAttendeesDocument, {
    variables: { eventId, status: 'GOING', search: search || null, page, limit: BATCH },
    fetchPolicy: 'cache-and-network',
  });
  const items = (data ?? previousData)?.eventAttendees.items ?? [];
  return (
    <>
      {items.map((r) => (
        <li key={r.id}>
          <button
            type="button"
            className={`checkin__button${r.checkedInAt ? ' checkin__button--in' : ''}`}
            aria-pressed={Boolean(r.checkedInAt)}
            onClick={() => onToggle(r)}
          >
            <span className="checkin__name">{r.name}</span>
            <span className="checkin__meta">
              party of {r.attendees} · {r.checkedInAt ? messages.rsvpLifecycle.checkedIn : messages.rsvpLifecycle.notCheckedIn}
            </span>
          </button>
        </li>
      ))}
    </>
  );
}

/**
 * /admin/cms/events/{id}/check-in (issue #17): the door view, made for one hand on a 375 px phone —
 * a search box at the top and one large button per GOING party ("Name · party of N"), every party
 * however many (loaded BATCH at a time); a tap checks the party in (or, tapped again, undoes it).
 * Shows how many of all the GOING parties are in, and records walk-ins ("Add walk-in").
 */
export default function CheckInPage() {
  const { id = '' } = useParams();
  const ids = useId();
  const toast = useToast();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [addingWalkIn, setAddingWalkIn] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(searchText.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [searchText]);
  const { data, previousData, loading, error, refetch } = useQuery(EventAttendeesDocument, {
    variables: { eventId: id, status: 'GOING', search: search || null, page: 1, limit: BATCH },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const [checkIn] = useMutation(CheckInRsvpDocument);
  const current = (data ?? previousData)?.eventAttendees;
  useDocumentTitle(current ? `Check-in: ${current.event.title}` : 'Check-in');

  if (!current && loading) return <Spinner label="Loading attendees…" />;
  if (!current)
    return (
      <ErrorState
        title={messages.rsvpLifecycle.attendeesLoadError}
        detail={error ? errorMessage(error) : undefined}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );

  const toggle = async ({ id: rsvpId, name, checkedInAt }: Party) => {
    const on = !checkedInAt;
    try {
      await checkIn({ variables: { id: rsvpId, checkedIn: on } });
      toast.success(`${name}: ${on ? messages.rsvpLifecycle.checkedIn : messages.rsvpLifecycle.notCheckedIn}`);
      void refetch().catch(() => undefined);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  const pages = Math.max(1, Math.ceil(current.total / BATCH));
  return (
    <div className="checkin">
      <p>
        <Link to={`/admin/cms/events/${id}/attendees`}>← Attendees</Link>
      </p>
      <h1 className="checkin__title">Check-in: {current.event.title}</h1>
      <p className="checkin__count" data-testid="checkin-count" role="status">
        {current.checkedIn} of {current.goingParties} parties in
      </p>
      <div className="field checkin__search">
        <label htmlFor={`${ids}-search`}>Find a name</label>
        <input
          id={`${ids}-search`}
          type="search"
          maxLength={limits.searchMaxLength}
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          autoComplete="off"
        />
      </div>
      <button type="button" className="btn checkin__add" aria-expanded={addingWalkIn} onClick={() => setAddingWalkIn((open) => !open)}>
        Add walk-in
      </button>
      {addingWalkIn && (
        <WalkInForm
          eventId={id}
          checkedInByDefault
          onAdded={() => {
            setAddingWalkIn(false);
            setVersion((v) => v + 1);
            void refetch().catch(() => undefined);
          }}
        />
      )}
      <ul className="checkin__list">
        {Array.from({ length: pages }, (_, i) => (
          <CheckInBatch key={`${i + 1}-${version}`} eventId={id} search={search} page={i + 1} onToggle={(party) => void toggle(party)} />
        ))}
      </ul>
    </div>
  );
}
