import type { EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import type { Event } from '../content';
import type { OutboxService } from '../notifications';
import type { EmailDraft } from '../notifications';
import { eventCalendarFile } from './calendar';
import { RsvpStatus, type Rsvp } from './rsvp.entity';
import * as emails from './rsvp-emails';
import { issueManageToken } from './rsvp-tokens';

/** What every RSVP e-mail needs: the clock, the outbox, and PUBLIC_URL for its links. */
export interface RsvpMailDeps {
  clock: Clock;
  outbox: OutboxService;
  /** PUBLIC_URL: manage links, event pages and .ics URLs start with it. */
  publicUrl: string;
}

/** Which calendar file an e-mail carries: none, a PUBLISH (true), or a change's REQUEST / CANCEL (issue #33). */
export type CalendarMethod = boolean | 'REQUEST' | 'CANCEL';

/**
 * The links of an RSVP e-mail (pure).
 * @returns the manage page's URL for `token` and the event page's URL
 */
export function rsvpLinks(publicUrl: string, eventSlug: string, token: string): { manageUrl: string; eventUrl: string } {
  return { manageUrl: `${publicUrl}/rsvp/${token}`, eventUrl: `${publicUrl}/events/${encodeURIComponent(eventSlug)}` };
}

/**
 * The confirmation an RSVP's standing calls for (pure): waitlisted with its position, else going.
 * @param changed the party size was changed (the going e-mail says so)
 */
export function confirmationFor(context: emails.RsvpMailContext, status: RsvpStatus, position: number | null, changed: boolean): EmailDraft {
  return status === RsvpStatus.WAITLISTED ? emails.rsvpWaitlisted(context, position ?? 1) : emails.rsvpGoing(context, changed);
}

/**
 * An event's current .ics SEQUENCE (issue #33): 0 until its attendees were first told of a change.
 * @param eventId the event's id
 */
export async function calendarSequenceOf(tx: EntityManager, eventId: string): Promise<number> {
  const [row] = (await tx.query(`SELECT calendar_sequence FROM event_calendar_state WHERE event_id = $1`, [eventId])) as {
    calendar_sequence: number;
  }[];
  return row?.calendar_sequence ?? 0;
}

/** Builds RSVP e-mails (each with a fresh manage link) and queues confirmations, in the caller's transaction. */
export class RsvpMailer {
  constructor(private readonly deps: RsvpMailDeps) {}

  /**
   * An e-mail's context with a fresh manage token (stored hashed; earlier links keep working).
   * Callers send nothing to an RSVP without an e-mail (a walk-in); here that is a programming error.
   * @param withCalendar whether the e-mail carries the .ics, and with which METHOD
   */
  async context(tx: EntityManager, event: Event, rsvp: Rsvp, withCalendar: CalendarMethod = false): Promise<emails.RsvpMailContext> {
    if (!rsvp.email) throw new Error(`RSVP ${rsvp.id} has no e-mail address`);
    const token = await issueManageToken(tx, rsvp.id);
    const { manageUrl, eventUrl } = rsvpLinks(this.deps.publicUrl, event.slug, token);
    return {
      to: rsvp.email,
      name: rsvp.name,
      attendees: rsvp.attendees,
      event,
      manageUrl,
      eventUrl,
      clock: this.deps.clock,
      // Every file of an event carries its current SEQUENCE (issue #33), so a later change outranks it.
      ics: withCalendar
        ? eventCalendarFile(event, eventUrl, this.deps.clock, {
            sequence: event.calendarSequence ?? (await calendarSequenceOf(tx, event.id)),
            method: withCalendar === true ? 'PUBLISH' : withCalendar,
          })
        : null,
    };
  }

  /**
   * Queues the confirmation for an RSVP's standing, going or waitlisted, each with the .ics (issue
   * #17: a waitlisted resident may keep the date free). None for a walk-in without an e-mail.
   */
  async confirm(tx: EntityManager, event: Event, rsvp: Rsvp, position: number | null, changed: boolean): Promise<void> {
    if (!rsvp.email) return;
    const context = await this.context(tx, event, rsvp, true);
    await this.deps.outbox.enqueue(tx, confirmationFor(context, rsvp.status, position, changed));
  }
}
