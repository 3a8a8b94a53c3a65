import type { EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { isUuid } from '../common/ids';
import { Event } from '../content';
import { Rsvp, RsvpStatus } from './rsvp.entity';
import * as emails from './rsvp-emails';
import { RsvpMailer } from './rsvp-mail';
import type { RsvpDeps } from './rsvp-places';
import { changesBetween, EVENT_CHANGE_DELAY_MS, EVENT_CHANGE_JOB, factsOf, type EventFacts } from './event-changes';

/**
 * Whether an edit changes anything an attendee could notice (pure): date, time, place or status.
 * @param before the event before the edit; @param after after it
 */
export function isNoticeable(before: Event, after: Event, clock: Clock): boolean {
  return changesBetween(factsOf(before), factsOf(after), clock).length > 0;
}

/**
 * The event change notices (issue #33): an edit notes what attendees were last told and queues the
 * `events.change-notice` job; the job e-mails everyone going or waitlisted once with the final state.
 */
export class EventChangeNotices {
  private readonly mail: RsvpMailer;

  constructor(private readonly deps: RsvpDeps) {
    this.mail = new RsvpMailer(deps);
  }

  /**
   * Notes a change of an event's date, time, place or status in the change's transaction: keeps
   * what it was before the first change not yet told, and queues the notice job (in the same
   * transaction, so it exists only if the change commits) a minute later — quick edits become one
   * e-mail with the final state. A change nobody going could notice queues nothing.
   */
  async noteChange(tx: EntityManager, before: Event, after: Event): Promise<void> {
    if (!isNoticeable(before, after, this.deps.clock)) return;
    await tx.query(
      `INSERT INTO event_calendar_state (event_id, change_notice_from) VALUES ($1, $2::jsonb)
       ON CONFLICT (event_id) DO UPDATE SET change_notice_from = coalesce(event_calendar_state.change_notice_from, EXCLUDED.change_notice_from)`,
      [after.id, JSON.stringify(factsOf(before))],
    );
    // The queue's clock is the database's real time, not the association's (possibly fixed) clock.
    await this.deps.jobs?.send(EVENT_CHANGE_JOB, { eventId: after.id }, { tx, startAfter: new Date(Date.now() + EVENT_CHANGE_DELAY_MS) });
  }

  /**
   * The event change notice (issue #33; the `events.change-notice` job's work): when the event's
   * date, time, place or status differs from what its attendees were last told, everyone GOING and
   * WAITLISTED with an e-mail gets ONE e-mail saying what changed (old → new, association time) with
   * the calendar file — same UID as the confirmation's, SEQUENCE raised, METHOD:REQUEST, or
   * METHOD:CANCEL with STATUS:CANCELLED when the event is off — and is marked told. Under the
   * event's row lock, in one transaction: a second run, or a second instance, finds nothing to tell.
   * @param eventId the changed event
   * @returns how many people were e-mailed (0 when nothing is waiting, or the edits cancelled out)
   */
  async sendChangeNotice(eventId: string): Promise<number> {
    if (!isUuid(eventId)) return 0;
    return this.deps.db.transaction(async (tx) => {
      const event = await tx.getRepository(Event).findOne({ where: { id: eventId }, lock: { mode: 'pessimistic_write' } });
      if (!event) return 0;
      const [row] = (await tx.query(`SELECT change_notice_from FROM event_calendar_state WHERE event_id = $1`, [eventId])) as {
        change_notice_from: EventFacts | null;
      }[];
      const from = row?.change_notice_from;
      if (!from) return 0;
      await tx.query(`UPDATE event_calendar_state SET change_notice_from = NULL WHERE event_id = $1`, [eventId]);
      const now = factsOf(event);
      const changes = changesBetween(from, now, this.deps.clock);
      if (!changes.length) return 0;
      const [raised] = (await tx.query(
        `UPDATE event_calendar_state SET calendar_sequence = calendar_sequence + 1 WHERE event_id = $1 RETURNING calendar_sequence AS sequence`,
        [eventId],
      )) as [{ sequence: number }[], number];
      const sequence = raised[0].sequence;
      event.calendarSequence = sequence;
      const people = await tx
        .getRepository(Rsvp)
        .createQueryBuilder('r')
        .where('r.eventId = :id AND r.status IN (:...told) AND r.email IS NOT NULL', { id: eventId, told: [RsvpStatus.GOING, RsvpStatus.WAITLISTED] })
        .orderBy('r.createdAt', 'ASC')
        .getMany();
      const cancelled = !now.live;
      for (const rsvp of people) {
        const context = await this.mail.context(tx, event, rsvp, cancelled ? 'CANCEL' : 'REQUEST');
        await this.deps.outbox.enqueue(tx, emails.eventChanged(context, changes, cancelled));
      }
      if (people.length)
        await tx.query(`UPDATE rsvps SET told_of_change_at = $2 WHERE id = ANY($1)`, [people.map((p) => p.id), this.deps.clock.now()]);
      await this.deps.audit.record(tx, { id: null, name: null }, 'change-notice', 'event', eventId, null, {
        changes,
        recipients: people.length,
        sequence,
      });
      return people.length;
    });
  }
}
