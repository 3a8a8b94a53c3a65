import type { Clock } from '../../../shared/clock';
import { Rsvp } from './rsvp.entity';
import * as emails from './rsvp-emails';
import { RsvpMailer } from './rsvp-mail';
import { RsvpPlaces, type RsvpDeps } from './rsvp-places';

/** How far ahead the reminder scan looks for events (the reminder is the day before). */
const SCAN_AHEAD_MS = 3 * 86_400_000;

/**
 * 09:00 (association time) on the day before an event's day (pure; issue #17).
 * @param eventDate the event's start
 */
export function reminderTimeOf(eventDate: Date, clock: Clock): Date {
  const wall = clock.wallClock(eventDate);
  return clock.instantOf({ year: wall.year, month: wall.month, day: wall.day - 1, hour: 9 });
}

/**
 * Whether a reminder sent at `now` says the event is today or tomorrow (pure; association time).
 * @param eventDate the event's start
 */
export function reminderDay(eventDate: Date, now: Date, clock: Clock): 'today' | 'tomorrow' {
  return clock.isoDay(eventDate) === clock.isoDay(now) ? 'today' : 'tomorrow';
}

/** The event reminders (issue #17): the `events.reminders` job's work, once a minute. */
export class RsvpReminders {
  private readonly mail: RsvpMailer;
  private readonly places: RsvpPlaces;

  constructor(private readonly deps: RsvpDeps) {
    this.mail = new RsvpMailer(deps);
    this.places = new RsvpPlaces(deps, this.mail);
  }

  /**
   * Sends the reminders that are due at `now`: to every GOING RSVP of a published event whose
   * reminder time — 09:00 the day before, association time — has come and whose start has not,
   * once per RSVP and event date. The date each reminder was for is recorded, so a moved event
   * gets one for its new date and never one for the old. Every GOING RSVP not yet reminded for this
   * start gets one — also those made after the reminder time (issue #33: people who replied after
   * an event moved earlier were left out). One conditional UPDATE per event: with two instances
   * each RSVP is reminded once.
   * @returns how many reminders were queued
   */
  async sendDueReminders(now: Date): Promise<number> {
    const candidates = (await this.deps.db.query(
      `SELECT id FROM events WHERE status = 'published' AND NOT is_deleted AND event_date > $1 AND event_date <= $2
         AND EXISTS (SELECT 1 FROM rsvps r WHERE r.event_id = events.id AND r.status = 'going' AND r.email IS NOT NULL
                     AND r.reminded_for IS DISTINCT FROM events.event_date)`,
      [now, new Date(now.getTime() + SCAN_AHEAD_MS)],
    )) as { id: string }[];
    let sent = 0;
    for (const { id } of candidates) {
      sent += await this.deps.db.transaction(async (tx) => {
        const event = await this.places.lockEvent(tx, id);
        if (!event.eventDate || event.eventDate <= now) return 0;
        if (now < this.reminderTime(event.eventDate)) return 0;
        const rows = (await tx.query(
          `UPDATE rsvps SET reminded_for = $2 WHERE event_id = $1 AND status = 'going' AND email IS NOT NULL AND reminded_for IS DISTINCT FROM $2
           RETURNING id`,
          [event.id, event.eventDate],
        )) as [{ id: string }[], number];
        const ids = rows[0].map((r) => r.id);
        const day = reminderDay(event.eventDate, now, this.deps.clock);
        for (const rsvpId of ids) {
          const rsvp = await tx.getRepository(Rsvp).findOneByOrFail({ id: rsvpId });
          await this.deps.outbox.enqueue(tx, emails.rsvpReminder(await this.mail.context(tx, event, rsvp), day));
        }
        return ids.length;
      });
    }
    return sent;
  }

  /**
   * 09:00 (association time) on the day before an event's day (`reminderTimeOf` on the site's clock).
   * @param eventDate the event's start
   */
  reminderTime(eventDate: Date): Date {
    return reminderTimeOf(eventDate, this.deps.clock);
  }
}
