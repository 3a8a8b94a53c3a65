import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { memberPortalMessages } from '../../../../shared/member-portal-messages';
import type { MemberAccountFieldsFragment as MemberAccount } from '../../gql/graphql';
import { useToast } from '../../shared/Toast';
import { formatEventDate, formatEventTime } from '../events/eventDates';
import { PartySizeField, partySizeError } from '../rsvp/PartySizeField';
import { ConfirmInPlace } from './ConfirmInPlace';
import { useMemberFailure } from './memberErrors';
import { CancelMyRsvpDocument, UpdateMyRsvpDocument } from './members.graphql';

type MemberRsvp = MemberAccount['rsvps'][number];

/**
 * "My events" of the member area (issue #21): the member's upcoming RSVPs, going or on the waitlist
 * (with their place in it). Each can change its party size (`updateMyRsvp`) or be cancelled after a
 * confirmation step (`cancelMyRsvp`; the waitlist then moves up). After a cancel the focus goes to
 * the section heading, since the RSVP is gone.
 */
export function MyEventsSection({ member }: { member: MemberAccount }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="card portal__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        My events
      </h2>
      {member.rsvps.length === 0 ? (
        <p className="portal__empty">
          {memberPortalMessages.noEvents} <Link to="/events">See upcoming events</Link>.
        </p>
      ) : (
        <ul className="portal__rsvps">
          {member.rsvps.map((rsvp) => (
            <RsvpItem key={rsvp.id} rsvp={rsvp} onCancelled={() => heading.current?.focus()} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RsvpItem({ rsvp, onCancelled }: { rsvp: MemberRsvp; onCancelled(): void }) {
  const id = useId();
  const toast = useToast();
  const failed = useMemberFailure();
  const [party, setParty] = useState(String(rsvp.attendees));
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [update, updating] = useMutation(UpdateMyRsvpDocument);
  const [cancel, cancelling] = useMutation(CancelMyRsvpDocument);
  const input = useRef<HTMLInputElement>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = partySizeError(party, rsvp.maxParty);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await update({ variables: { id: rsvp.id, attendees: Number(party) } });
      toast.success(memberPortalMessages.rsvpUpdated);
    } catch (caught) {
      const fields = failed(caught);
      const message = fields.attendees ?? Object.values(fields)[0];
      if (message) {
        setError(message);
        input.current?.focus();
      }
    }
  };

  const doCancel = async () => {
    try {
      await cancel({ variables: { id: rsvp.id } });
      toast.success(memberPortalMessages.rsvpCancelled);
      onCancelled();
    } catch (caught) {
      failed(caught);
    }
  };

  const when = [formatEventDate(rsvp.eventDate) ?? messages.events.dateTbd, formatEventTime(rsvp.eventDate)].join(', ');
  return (
    <li className="portal__rsvp" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Link to={`/events/${rsvp.eventSlug}`}>{rsvp.eventTitle}</Link>
      </h3>
      <p className="portal__meta">
        {when} · {rsvp.location || messages.fallbacks.location}
      </p>
      <p data-testid="my-rsvp-status">
        {rsvp.status === 'WAITLISTED' ? (
          <strong>On the waitlist{rsvp.waitlistPosition ? `, number ${rsvp.waitlistPosition}` : ''}</strong>
        ) : (
          <strong>You’re going</strong>
        )}{' '}
        · {rsvp.attendees} {rsvp.attendees === 1 ? 'place' : 'places'}
      </p>
      <form className="portal__inline-form" noValidate onSubmit={(event) => void save(event)}>
        <PartySizeField
          id={id}
          label={`Party size for ${rsvp.eventTitle}`}
          value={party}
          max={rsvp.maxParty}
          error={error}
          onChange={setParty}
          inputRef={input}
        />
        <button type="submit" className="btn" disabled={updating.loading || party === String(rsvp.attendees)}>
          Change party size
        </button>
      </form>
      <ConfirmInPlace
        open={confirming}
        onOpen={setConfirming}
        askLabel="Cancel RSVP"
        groupLabel={`Confirm cancelling ${rsvp.eventTitle}`}
        question={`Cancel your RSVP for ${rsvp.eventTitle}? Your places go to the next people on the waitlist.`}
        yesLabel="Yes, cancel my RSVP"
        noLabel="Keep it"
        busy={cancelling.loading}
        onYes={() => void doCancel()}
      />
    </li>
  );
}
