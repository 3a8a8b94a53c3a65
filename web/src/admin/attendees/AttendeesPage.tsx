import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { attendeeMessages } from '../../../../shared/attendee-messages';
import { adminMessages } from '../../../../shared/admin-messages';
import type { RsvpStatus } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useConfirm } from '../../shared/useConfirm';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { formatDateTime } from '../common/format';
import { useMailDelivery } from '../common/useMailDelivery';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { downloadCsv } from '../members-shared/downloadCsv';
import { Pager } from '../../shared/Pager';
import {
  CancelAttendeeDocument,
  CheckInRsvpDocument,
  EmailAttendeesDocument,
  EventAttendeesDocument,
  ExportEventAttendeesDocument,
} from './attendees.graphql';
import { WalkInForm } from './WalkInForm';
import './attendees.css';
import { adminPageSize } from '../../../../shared/admin-page-sizes';
import { limits } from '../../../../shared/limits';

const PAGE_SIZE = adminPageSize.attendees;
const STATUS_LABEL: Record<RsvpStatus, string> = { GOING: 'Going', WAITLISTED: 'Waitlist', CANCELLED: 'Cancelled' };

/**
 * /admin/cms/events/{id}/attendees (issue #17): who is coming to an event — name, e-mail, party,
 * status (waitlist number), comments, RSVP time and check-in — with search and a status filter, a
 * CSV export, cancelling an RSVP (which promotes the waitlist), checking a party in, "E-mail
 * attendees" (to every GOING RSVP through the outbox), "Add walk-in" and a link to the door's check-in view.
 */
export default function AttendeesPage() {
  const { id = '' } = useParams();
  const ids = useId();
  const toast = useToast();
  const mailSent = useMailDelivery();
  const { confirm, dialog } = useConfirm();
  const client = useApolloClient();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<RsvpStatus | ''>('');
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const [addingWalkIn, setAddingWalkIn] = useState(false);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [mailErrors, setMailErrors] = useState<Record<string, string>>({});
  // A message to attendees being written is not lost by leaving the page (issue #33).
  const leaving = useUnsavedChanges(subject.trim() !== '' || text.trim() !== '');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(searchText.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);
  useEffect(() => setPage(1), [search, status]);

  const { data, previousData, loading, error, refetch } = useQuery(EventAttendeesDocument, {
    variables: { eventId: id, status: status || null, search: search || null, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const [cancel] = useMutation(CancelAttendeeDocument);
  const [checkIn] = useMutation(CheckInRsvpDocument);
  const [sendMail, sending] = useMutation(EmailAttendeesDocument);
  const current = (data ?? previousData)?.eventAttendees;
  useDocumentTitle(current ? `Attendees: ${current.event.title}` : 'Attendees');

  const reload = () => void refetch().catch(() => undefined);
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      reload();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  const exportCsv = async () => {
    try {
      const result = await client.query({ query: ExportEventAttendeesDocument, variables: { eventId: id }, fetchPolicy: 'no-cache' });
      if (!result.data) throw result.error ?? new Error(adminMessages.inbox.exportFailed);
      downloadCsv(result.data.exportEventAttendees.filename, result.data.exportEventAttendees.content);
      toast.success(adminMessages.inbox.exportCompleted);
    } catch {
      toast.error(adminMessages.inbox.exportFailed);
    }
  };

  const submitMail = async (event: FormEvent) => {
    event.preventDefault();
    setMailErrors({});
    try {
      const result = await sendMail({ variables: { input: { eventId: id, subject, message: text } } });
      const queued = result.data?.emailAttendees.queued ?? 0;
      toast.success((await mailSent()) ? messages.rsvpLifecycle.emailSent(queued) : adminMessages.attendeeMailKept(queued));
      const skipped = result.data?.emailAttendees.skippedReason;
      if (skipped) toast.info(skipped);
      setWriting(false);
      setSubject('');
      setText('');
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) setMailErrors(fields);
      else toast.error(errorMessage(err));
    }
  };

  if (!current && loading) return <Spinner label="Loading attendees…" />;
  if (!current)
    return <ErrorState title={messages.rsvpLifecycle.attendeesLoadError} detail={error ? errorMessage(error) : undefined} onRetry={reload} />;

  const { event } = current;
  return (
    <div className="admin-page attendees">
      <AdminPageHeader
        back={{ to: '/admin/cms/events', label: '← Events' }}
        title={<>Attendees: {event.title}</>}
        lead={
          <>
            {event.eventDate ? formatDateTime(event.eventDate) : messages.events.dateTbd} · {event.location || messages.fallbacks.location}
          </>
        }
        details={
          <p data-testid="attendee-figures">
            {current.goingPlaces}
            {event.maxAttendees != null ? ` / ${event.maxAttendees}` : ''} places taken · {current.waitlistedPlaces} waiting · {current.checkedIn}{' '}
            checked in
          </p>
        }
      >
        <div className="attendees__tools">
          <Link className="btn btn--primary" to={`/admin/cms/events/${id}/check-in`}>
            Check-in view
          </Link>
          <button type="button" className="btn" onClick={() => void exportCsv()}>
            Export CSV
          </button>
          <button type="button" className="btn" aria-expanded={writing} onClick={() => setWriting((w) => !w)}>
            E-mail attendees
          </button>
          <button type="button" className="btn" aria-expanded={addingWalkIn} onClick={() => setAddingWalkIn((open) => !open)}>
            Add walk-in
          </button>
        </div>
      </AdminPageHeader>

      {addingWalkIn && (
        <WalkInForm
          eventId={id}
          checkedInByDefault={false}
          onAdded={() => {
            setAddingWalkIn(false);
            reload();
          }}
        />
      )}

      {writing && (
        <form className="card attendees__mail" onSubmit={(e) => void submitMail(e)} noValidate aria-label="E-mail attendees">
          <p className="field__hint">{attendeeMessages.emailAttendeesHint}</p>
          <div className="field">
            <label htmlFor={`${ids}-subject`}>Subject</label>
            <input
              id={`${ids}-subject`}
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              aria-invalid={Boolean(mailErrors.subject)}
            />
            {mailErrors.subject && <span className="field__error">{mailErrors.subject}</span>}
          </div>
          <div className="field">
            <label htmlFor={`${ids}-message`}>Message</label>
            <textarea
              id={`${ids}-message`}
              rows={6}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              aria-invalid={Boolean(mailErrors.message)}
            />
            {mailErrors.message && <span className="field__error">{mailErrors.message}</span>}
          </div>
          <button type="submit" className="btn btn--primary" disabled={sending.loading}>
            Send
          </button>
        </form>
      )}

      <div className="card cms-list__filters" role="search" aria-label="Filter attendees">
        <div className="field">
          <label htmlFor={`${ids}-search`}>Search</label>
          <input
            id={`${ids}-search`}
            type="search"
            maxLength={limits.searchMaxLength}
            value={searchText}
            placeholder="Name, e-mail or comments"
            onChange={(e) => setSearchText(e.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-status`}>Status</label>
          <select id={`${ids}-status`} value={status} onChange={(e) => setStatus(e.currentTarget.value as RsvpStatus | '')}>
            <option value="">All</option>
            <option value="GOING">Going</option>
            <option value="WAITLISTED">Waitlist</option>
            <option value="CANCELLED">Cancelled</option>
          </select>
        </div>
      </div>

      {current.items.length === 0 ? (
        <EmptyState title={messages.rsvpLifecycle.noAttendees} />
      ) : (
        <div className="table-wrap" role="region" aria-label="Attendees" tabIndex={0}>
          <table className="attendees__table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Party</th>
                <th scope="col">Status</th>
                <th scope="col">Comments</th>
                <th scope="col">RSVP time</th>
                <th scope="col">Checked in</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {current.items.map((r) => (
                <tr key={r.id} data-testid="attendee-row">
                  <th scope="row">{r.name}</th>
                  <td>{r.email ?? '—'}</td>
                  <td>{r.attendees}</td>
                  <td>
                    {STATUS_LABEL[r.status]}
                    {r.waitlistPosition ? ` #${r.waitlistPosition}` : ''}
                    {r.toldOfChangeAt && (
                      <div className="attendees__told" data-testid="told-of-change">
                        {attendeeMessages.toldOfChange(formatDateTime(r.toldOfChangeAt))}
                      </div>
                    )}
                  </td>
                  <td>{r.comments}</td>
                  <td>
                    <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                  </td>
                  <td>{r.checkedInAt ? formatDateTime(r.checkedInAt) : '—'}</td>
                  <td>
                    <div className="cms-table__actions">
                      {r.status === 'GOING' && (
                        <button
                          type="button"
                          className="btn btn--small"
                          onClick={() =>
                            void run(
                              () => checkIn({ variables: { id: r.id, checkedIn: !r.checkedInAt } }),
                              r.checkedInAt ? messages.rsvpLifecycle.notCheckedIn : messages.rsvpLifecycle.checkedIn,
                            )
                          }
                        >
                          {r.checkedInAt ? 'Undo check-in' : 'Check in'}
                        </button>
                      )}
                      {r.status !== 'CANCELLED' && (
                        <button
                          type="button"
                          className="btn btn--small btn--danger"
                          aria-label={`Cancel RSVP of ${r.name}`}
                          onClick={() =>
                            void confirm({
                              title: 'Cancel RSVP',
                              message: `Cancel the RSVP of ${r.name}? Their places go to the waitlist.`,
                              confirmLabel: 'Cancel RSVP',
                              tone: 'danger',
                            }).then((ok) => (ok ? run(() => cancel({ variables: { id: r.id } }), 'RSVP cancelled') : undefined))
                          }
                        >
                          Cancel
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager compact page={page} pages={Math.max(1, Math.ceil(current.total / PAGE_SIZE))} label="Attendee pages" onPage={setPage} />
      {dialog}
      {leaving}
    </div>
  );
}
