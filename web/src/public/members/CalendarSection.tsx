import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { memberPortalMessages } from '../../../../shared/member-portal-messages';
import type { MemberAccountFieldsFragment as MemberAccount } from '../../gql/graphql';
import { useToast } from '../../shared/Toast';
import { formatMemberDay } from './memberDates';
import { useMemberFailure } from './memberErrors';
import { CreateMemberCalendarFeedDocument, RevokeMemberCalendarFeedDocument } from './members.graphql';

/**
 * "Calendar" of the member area (issue #21): a private calendar feed of the member's events
 * (`/members/calendar/{token}.ics`). Making one shows its address once, in a read-only field with a
 * Copy button (the server keeps only its hash); it can be turned off, or replaced by a new one.
 */
export function CalendarSection({ member }: { member: MemberAccount }) {
  const id = useId();
  const toast = useToast();
  const failed = useMemberFailure();
  const [url, setUrl] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateMemberCalendarFeedDocument, {
    // The answer is the feed, not the member: the member's "on since" is set here.
    update: (cache, { data }) => {
      if (data) cache.modify({ id: 'MemberAccount:{}', fields: { calendarFeedCreatedAt: () => data.createMemberCalendarFeed.createdAt } });
    },
  });
  const [revoke, revoking] = useMutation(RevokeMemberCalendarFeedDocument);
  const field = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const active = Boolean(member.calendarFeedCreatedAt);

  const make = async () => {
    try {
      const result = await create();
      setUrl(result.data?.createMemberCalendarFeed.url ?? null);
      toast.success(memberPortalMessages.calendarMade);
      window.setTimeout(() => field.current?.select());
    } catch (error) {
      failed(error);
    }
  };

  const turnOff = async () => {
    try {
      await revoke();
      setUrl(null);
      toast.success(memberPortalMessages.calendarRevoked);
      heading.current?.focus();
    } catch (error) {
      failed(error);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(memberPortalMessages.calendarCopied);
    } catch {
      field.current?.select();
      toast.error(memberPortalMessages.calendarCopyFailed);
    }
  };

  return (
    <section className="card portal__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Calendar
      </h2>
      <p>A private link to your events for your calendar app (Google, Apple or Outlook): it keeps itself up to date as you RSVP or cancel.</p>
      {url ? (
        <div className="portal__feed">
          <label htmlFor={`${id}-url`}>Your calendar link</label>
          <p className="field__hint" id={`${id}-hint`}>
            {memberPortalMessages.calendarShownOnce}
          </p>
          <div className="portal__copy">
            <input
              ref={field}
              id={`${id}-url`}
              type="text"
              readOnly
              value={url}
              aria-describedby={`${id}-hint`}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="btn btn--primary" onClick={() => void copy()}>
              Copy
            </button>
          </div>
        </div>
      ) : active ? (
        <p data-testid="calendar-state">Your calendar link has been on since {formatMemberDay(member.calendarFeedCreatedAt)}.</p>
      ) : (
        <p data-testid="calendar-state">{memberPortalMessages.calendarNone}</p>
      )}
      <div className="portal__actions">
        <button type="button" className={active || url ? 'btn' : 'btn btn--primary'} onClick={() => void make()} disabled={creating.loading}>
          {active || url ? 'Make a new link' : 'Make my calendar link'}
        </button>
        {(active || url) && (
          <button type="button" className="btn btn--danger" onClick={() => void turnOff()} disabled={revoking.loading}>
            Turn off my calendar link
          </button>
        )}
      </div>
      {(active || url) && <p className="portal__hint">A new link replaces the old one: calendars using the old link stop updating.</p>}
    </section>
  );
}
