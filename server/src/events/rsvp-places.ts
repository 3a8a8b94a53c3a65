import type { DataSource, EntityManager } from 'typeorm';
import { messages } from '../../../shared/messages';
import type { AuditService } from '../audit';
import type { Actor } from '../common/actor';
import { ConflictError, NotFoundError } from '../common/errors';
import { isUuid } from '../common/ids';
import { Event } from '../content';
import type { JobQueue } from '../jobs';
import { Rsvp, RsvpStatus } from './rsvp.entity';
import * as emails from './rsvp-emails';
import { RsvpMailer, type RsvpMailDeps } from './rsvp-mail';
import { promotions, RSVP_ACTIONS } from './rsvp.rules';

/** How audit entries name an RSVP. */
export const RSVP_AUDIT_TYPE = 'rsvp';

/** Dependencies of the RSVP use cases (issue #17), one set for all of them. */
export interface RsvpDeps extends RsvpMailDeps {
  db: DataSource;
  audit: AuditService;
  /** The job queue the event change notices go through (issue #33); without it they wait for `sendChangeNotice`. */
  jobs?: JobQueue;
}

/**
 * Places free (pure), or null for an event without a limit.
 * @param event its capacity and the places taken
 */
export function freePlaces(event: Pick<Event, 'maxAttendees' | 'currentAttendees'>): number | null {
  return event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.currentAttendees);
}

/**
 * SPEC's refusal when a party does not fit (pure): "only N places left", or "full" when none are.
 * @param own places the party already holds (a resize may reuse them)
 */
export function noPlacesError(event: Pick<Event, 'maxAttendees' | 'currentAttendees'>, own = 0): ConflictError {
  const left = (freePlaces(event) ?? 0) + own;
  return new ConflictError(left > 0 ? messages.rsvp.notEnoughPlaces(left) : messages.rsvp.full);
}

/**
 * An event by id, for staff (any status).
 * @throws NotFoundError for an unknown or malformed id
 */
export async function eventById(db: DataSource | EntityManager, eventId: string): Promise<Event> {
  const event = isUuid(eventId) ? await db.getRepository(Event).findOneBy({ id: eventId }) : null;
  if (!event) throw new NotFoundError('Event');
  return event;
}

/**
 * The places engine every RSVP use case shares (issue #17). Every change takes the event's row lock
 * first (`lockEvent`, `SELECT … FOR UPDATE`), then reads the places taken, applies the change and
 * promotes the waitlist, in the caller's transaction with its e-mails (outbox) and audit entries: so
 * places taken never exceed `max_attendees`, and no waitlisted party that fits is left waiting while
 * places are free, whatever arrives at once.
 */
export class RsvpPlaces {
  constructor(
    private readonly deps: Pick<RsvpDeps, 'clock' | 'outbox' | 'audit'>,
    private readonly mail: RsvpMailer,
  ) {}

  /**
   * The event's row, locked for this transaction: every change to its places goes through here.
   * @throws NotFoundError
   */
  async lockEvent(tx: EntityManager, id: string): Promise<Event> {
    const event = await tx.getRepository(Event).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!event) throw new NotFoundError('Event');
    return event;
  }

  /** The event as it is now in this transaction (after a change). */
  reloadEvent(tx: EntityManager, id: string): Promise<Event> {
    return tx.getRepository(Event).findOneByOrFail({ id });
  }

  /** The next waitlist turn (a database sequence: the order people joined). */
  async nextSeq(tx: EntityManager): Promise<string> {
    const [row] = (await tx.query(`SELECT nextval('rsvps_waitlist_seq')::text AS seq`)) as { seq: string }[];
    return row.seq;
  }

  /** Writes the places taken (the event is locked) and keeps the in-memory copy in step. */
  async setTaken(tx: EntityManager, event: Event, taken: number): Promise<void> {
    await tx.query(`UPDATE events SET current_attendees = $2 WHERE id = $1`, [event.id, taken]);
    event.currentAttendees = taken;
  }

  /**
   * A new party size for a GOING or WAITLISTED RSVP (the event locked): a GOING party grows only
   * into free places; a smaller one frees places for the waitlist; a waitlisted one keeps its turn.
   * @returns the RSVP after the change
   * @throws ConflictError when cancelled, or when a GOING party would outgrow the free places
   */
  async resize(tx: EntityManager, event: Event, rsvp: Rsvp, attendees: number): Promise<Rsvp> {
    if (!(RSVP_ACTIONS.resize.from as readonly RsvpStatus[]).includes(rsvp.status)) throw new ConflictError(messages.rsvpLifecycle.alreadyCancelled);
    if (rsvp.status === RsvpStatus.GOING) {
      const delta = attendees - rsvp.attendees;
      const free = freePlaces(event);
      if (free !== null && delta > free) throw noPlacesError(event, rsvp.attendees);
      await this.setTaken(tx, event, event.currentAttendees + delta);
    }
    await tx.getRepository(Rsvp).update({ id: rsvp.id }, { attendees, updatedAt: this.deps.clock.now() });
    await this.promote(tx, event, null);
    return tx.getRepository(Rsvp).findOneByOrFail({ id: rsvp.id });
  }

  /**
   * Cancels a GOING or WAITLISTED RSVP (event locked), promotes, e-mails the person, records it.
   * @param notify false: no cancellation e-mail (erasure)
   * @throws ConflictError when it was cancelled already
   */
  async cancelLocked(tx: EntityManager, event: Event, rsvp: Rsvp, actor: Actor, notify = true): Promise<Rsvp> {
    const now = this.deps.clock.now();
    const [, affected] = (await tx.query(
      `UPDATE rsvps SET status = $2, waitlist_seq = NULL, cancelled_at = $3, checked_in_at = NULL, updated_at = $3 WHERE id = $1 AND status = ANY($4)`,
      [rsvp.id, RSVP_ACTIONS.cancel.to, now, RSVP_ACTIONS.cancel.from],
    )) as [unknown, number];
    if (!affected) throw new ConflictError(messages.rsvpLifecycle.alreadyCancelled);
    if (rsvp.status === RsvpStatus.GOING) await this.setTaken(tx, event, event.currentAttendees - rsvp.attendees);
    const after = await tx.getRepository(Rsvp).findOneByOrFail({ id: rsvp.id });
    await this.deps.audit.record(tx, actor, 'cancel', RSVP_AUDIT_TYPE, rsvp.id, rsvp, after);
    if (notify && after.email) await this.deps.outbox.enqueue(tx, emails.rsvpCancelled(await this.mail.context(tx, event, after)));
    await this.promote(tx, event, actor);
    return after;
  }

  /**
   * The waitlist rule (README "Waitlist", `promotions`) applied under the event's lock: every
   * waitlisted party that fits, in the order people joined, gets its places and an e-mail.
   * @param actor who caused it (audited), or null for the person's own change
   */
  async promote(tx: EntityManager, event: Event, actor: Actor | null): Promise<void> {
    const locked = await this.lockEvent(tx, event.id);
    const waiting = await tx
      .getRepository(Rsvp)
      .find({ where: { eventId: event.id, status: RsvpStatus.WAITLISTED }, order: { waitlistSeq: 'ASC', createdAt: 'ASC' } });
    if (!waiting.length) return;
    const chosen = promotions(waiting, freePlaces(locked));
    if (!chosen.length) return;
    const now = this.deps.clock.now();
    await tx.query(`UPDATE rsvps SET status = $2, waitlist_seq = NULL, updated_at = $3 WHERE id = ANY($1) AND status = ANY($4)`, [
      chosen,
      RSVP_ACTIONS.promote.to,
      now,
      RSVP_ACTIONS.promote.from,
    ]);
    const byId = new Map(waiting.map((w) => [w.id, w]));
    const taken = chosen.reduce((sum, id) => sum + (byId.get(id)?.attendees ?? 0), locked.currentAttendees);
    await this.setTaken(tx, locked, taken);
    event.currentAttendees = taken;
    for (const id of chosen) {
      const after = await tx.getRepository(Rsvp).findOneByOrFail({ id });
      await this.deps.audit.record(tx, actor, 'promote', RSVP_AUDIT_TYPE, id, byId.get(id) ?? null, after);
      if (after.email) await this.deps.outbox.enqueue(tx, emails.rsvpPromoted(await this.mail.context(tx, locked, after, true)));
    }
  }

  /** Place on the waitlist (from 1), or null when not waitlisted. */
  async positionOf(tx: EntityManager, rsvp: Rsvp): Promise<number | null> {
    if (rsvp.status !== RsvpStatus.WAITLISTED || rsvp.waitlistSeq === null) return null;
    const [row] = (await tx.query(`SELECT count(*)::int AS n FROM rsvps WHERE event_id = $1 AND status = 'waitlisted' AND waitlist_seq <= $2`, [
      rsvp.eventId,
      rsvp.waitlistSeq,
    ])) as { n: number }[];
    return row.n;
  }
}
