import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MAX_PARTY } from '../../../../shared/engagement';
import * as ErrorCode from '../../../../shared/error-codes';
import { messages } from '../../../../shared/messages';
import { errorCode, errorMessage, fieldErrors, rateLimitedText } from '../../shared/errors';
import { ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { EventFacts } from '../events/EventFacts';
import { PartySizeField, partySizeError } from './PartySizeField';
import { CancelRsvpDocument, ManagedRsvpDocument, UpdateRsvpDocument } from './rsvp.graphql';
import '../events/events.css';

const STATUS_TEXT: Record<string, string> = { GOING: "You're going", WAITLISTED: "You're on the waitlist", CANCELLED: 'Cancelled' };

/**
 * /rsvp/{token} (issue #17): a resident's own RSVP from the link in their e-mail — the event, party
 * size and standing (going, waitlist number, cancelled). Opening the page changes nothing (mail
 * scanners open links): changing the party size and cancelling are buttons that send a mutation
 * (a POST). A bad or stale link shows a friendly message.
 */
export default function ManageRsvpPage() {
  const { token = '' } = useParams();
  const toast = useToast();
  const ids = useId();
  useDocumentTitle(messages.rsvpLifecycle.manageTitle);
  const { data, loading, error, refetch } = useQuery(ManagedRsvpDocument, { variables: { token }, fetchPolicy: 'network-only' });
  const [update, updating] = useMutation(UpdateRsvpDocument);
  const [cancel, cancelling] = useMutation(CancelRsvpDocument);
  const [party, setParty] = useState<string | null>(null);
  const [partyError, setPartyError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const rsvp = cancelling.data?.cancelRsvp ?? updating.data?.updateRsvp ?? data?.rsvpByToken;

  if (loading && !rsvp) return <Spinner label="Loading your RSVP…" />;
  if (!rsvp)
    return (
      <section className="events-detail container">
        <h1>{messages.rsvpLifecycle.manageTitle}</h1>
        {error && errorCode(error) !== ErrorCode.NOT_FOUND ? (
          <ErrorState title={messages.errors.internal} detail={errorMessage(error)} onRetry={() => void refetch()} />
        ) : (
          <p role="alert">{messages.rsvpLifecycle.linkInvalid}</p>
        )}
        <Link to="/events">← Back to events</Link>
      </section>
    );

  const failed = (err: unknown) => {
    const fields = fieldErrors(err);
    if (fields.attendees) setPartyError(fields.attendees);
    else toast.error(rateLimitedText(err) ?? errorMessage(err));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setPartyError(null);
    const problem = partySizeError(party ?? String(rsvp.attendees), MAX_PARTY);
    if (problem) return setPartyError(problem);
    const attendees = Number(party ?? rsvp.attendees);
    try {
      await update({ variables: { token, attendees } });
      setParty(null);
      toast.success(messages.rsvpLifecycle.updated);
    } catch (err) {
      failed(err);
    }
  };

  const doCancel = async () => {
    try {
      await cancel({ variables: { token } });
      setConfirmCancel(false);
      toast.success(messages.rsvpLifecycle.cancelled);
    } catch (err) {
      failed(err);
    }
  };

  const { event } = rsvp;
  return (
    <section className="events-detail container rsvp-manage">
      <h1>{messages.rsvpLifecycle.manageTitle}</h1>
      <div className="card events-rsvp">
        <h2>
          <Link to={`/events/${event.slug}`}>{event.title}</Link>
        </h2>
        <dl className="events-card__facts">
          <EventFacts eventDate={event.eventDate} location={event.location} />
          <div>
            <dt>Name</dt>
            <dd>{rsvp.name}</dd>
          </div>
          <div>
            <dt>Party size</dt>
            <dd data-testid="rsvp-party">{rsvp.attendees}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd data-testid="rsvp-status">
              {STATUS_TEXT[rsvp.status] ?? rsvp.status}
              {rsvp.status === 'WAITLISTED' && rsvp.waitlistPosition ? ` (number ${rsvp.waitlistPosition})` : ''}
            </dd>
          </div>
        </dl>
        {rsvp.status === 'CANCELLED' && <p role="status">{messages.rsvpLifecycle.cancelled}</p>}
        {rsvp.changeable && (
          <>
            <form className="events-rsvp__form" onSubmit={(e) => void save(e)} noValidate>
              <PartySizeField
                id={ids}
                label={messages.rsvpLifecycle.changeParty}
                value={party ?? String(rsvp.attendees)}
                max={MAX_PARTY}
                error={partyError}
                onChange={setParty}
              />
              <button type="submit" className="btn btn--primary" disabled={updating.loading}>
                {messages.rsvpLifecycle.save}
              </button>
            </form>
            {confirmCancel ? (
              <div className="rsvp-manage__confirm" role="group" aria-label="Confirm cancellation">
                <p>Cancel your RSVP for {event.title}? Your places go to the next people on the waitlist.</p>
                <button type="button" className="btn btn--danger" onClick={() => void doCancel()} disabled={cancelling.loading}>
                  Yes, cancel my RSVP
                </button>{' '}
                <button type="button" className="btn" onClick={() => setConfirmCancel(false)}>
                  Keep it
                </button>
              </div>
            ) : (
              <button type="button" className="btn btn--danger" onClick={() => setConfirmCancel(true)}>
                {messages.rsvpLifecycle.cancelRsvp}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
