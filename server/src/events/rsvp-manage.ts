import type { EntityManager } from 'typeorm';
import * as yup from 'yup';
import { partySize } from '../../../shared/engagement';
import { messages } from '../../../shared/messages';
import type { Actor } from '../common/actor';
import { ConflictError, NotFoundError } from '../common/errors';
import { isUuid } from '../common/ids';
import { sanitizeRichText } from '../common/sanitize';
import { validateInput } from '../common/validation';
import { Event } from '../content';
import { Rsvp, RsvpStatus } from './rsvp.entity';
import { RsvpMailer } from './rsvp-mail';
import { RsvpPlaces, type RsvpDeps } from './rsvp-places';
import { rsvpOfToken } from './rsvp-tokens';
import { RSVP_ACTIONS } from './rsvp.rules';

/** An RSVP as its manage page shows it. */
export interface ManagedRsvpView {
  name: string;
  attendees: number;
  status: RsvpStatus;
  waitlistPosition: number | null;
  comments: string | null;
  event: Event;
  /** Whether it may still be changed or cancelled (not cancelled, event not past). */
  changeable: boolean;
}

/** A member's upcoming RSVP with its event and waitlist position (issue #21). */
export interface UpcomingRsvp {
  rsvp: Rsvp;
  event: Event;
  waitlistPosition: number | null;
}

/**
 * Why the person may no longer change their RSVP (pure), or null when they may.
 * @returns SPEC's "already cancelled" or "past" message
 */
export function unchangeableReason(event: Pick<Event, 'eventDate'>, rsvp: Pick<Rsvp, 'status'>, now: Date): string | null {
  if (rsvp.status === RsvpStatus.CANCELLED) return messages.rsvpLifecycle.alreadyCancelled;
  if (event.eventDate && event.eventDate < now) return messages.rsvp.past;
  return null;
}

/**
 * A person's own RSVPs (issues #17, #21): opened, resized and cancelled by the e-mailed manage link
 * or from the member area (matched by the signed-in member's address), and all of an address's
 * RSVPs cancelled at its erasure (issue #19). Places and the waitlist move as in `RsvpPlaces`.
 */
export class ManagedRsvps {
  private readonly mail: RsvpMailer;
  private readonly places: RsvpPlaces;

  constructor(private readonly deps: RsvpDeps) {
    this.mail = new RsvpMailer(deps);
    this.places = new RsvpPlaces(deps, this.mail);
  }

  // ------------------------------------------------------------------------ the manage link

  /**
   * The RSVP a manage link opens (reading changes nothing: mail scanners open links).
   * @throws NotFoundError for an unknown, malformed or stale token
   */
  async byToken(token: string): Promise<ManagedRsvpView> {
    return this.deps.db.transaction(async (tx) => {
      const rsvp = await rsvpOfToken(tx, token);
      const event = await this.places.reloadEvent(tx, rsvp.eventId);
      return this.view(tx, rsvp, event);
    });
  }

  /**
   * Changes the party size from the manage page (places re-checked; a smaller party promotes the
   * waitlist); a confirmation of the change is e-mailed.
   * @throws NotFoundError for a bad token; ValidationError naming attendees; ConflictError when
   *   cancelled, past, or not enough places are free
   */
  async updateByToken(token: string, attendees: number): Promise<ManagedRsvpView> {
    return this.updateFound((tx) => rsvpOfToken(tx, token), attendees);
  }

  /**
   * Cancels from the manage page: frees the places (or the waitlist spot) and promotes the waitlist.
   * @throws NotFoundError for a bad token; ConflictError when already cancelled or past
   */
  async cancelByToken(token: string): Promise<ManagedRsvpView> {
    return this.cancelFound((tx) => rsvpOfToken(tx, token));
  }

  // ------------------------------------------------------------------- member area (issue #21)

  /**
   * A member's upcoming RSVPs (going and waitlisted), soonest first, with waitlist positions.
   * "Upcoming" is from the start of today in the association's zone (SPEC §4).
   * @param email the signed-in member's address, matched case-insensitively
   */
  async upcomingForEmail(email: string): Promise<UpcomingRsvp[]> {
    return this.deps.db.transaction(async (tx) => {
      const rows = await tx
        .getRepository(Rsvp)
        .createQueryBuilder('r')
        .innerJoinAndMapOne('r.event', Event, 'e', 'e.id = r.eventId')
        .where('lower(r.email) = lower(:email)', { email })
        .andWhere('r.status IN (:...statuses)', { statuses: [RsvpStatus.GOING, RsvpStatus.WAITLISTED] })
        .andWhere('e.eventDate >= :start', { start: this.deps.clock.startOfDay(this.deps.clock.today()) })
        .orderBy('e.eventDate', 'ASC')
        .addOrderBy('r.id', 'ASC')
        .take(100)
        .getMany();
      const out = [];
      for (const row of rows) {
        const event = (row as Rsvp & { event: Event }).event;
        out.push({ rsvp: row, event, waitlistPosition: await this.places.positionOf(tx, row) });
      }
      return out;
    });
  }

  /**
   * Changes the party size of a member's own RSVP (issue #21), as the manage page does.
   * @param email the signed-in member's address: an RSVP made with another address is not found
   * @throws NotFoundError for an RSVP that is not theirs; as `updateByToken`
   */
  async updateForEmail(email: string, id: string, attendees: number): Promise<ManagedRsvpView> {
    return this.updateFound((tx) => this.rsvpOfEmail(tx, email, id), attendees);
  }

  /**
   * Cancels a member's own RSVP (issue #21): places freed, the waitlist promoted, as the manage page does.
   * @throws NotFoundError for an RSVP that is not theirs; ConflictError when already cancelled or past
   */
  async cancelForEmail(email: string, id: string): Promise<ManagedRsvpView> {
    return this.cancelFound((tx) => this.rsvpOfEmail(tx, email, id));
  }

  // ---------------------------------------------------------------------- erasure (issue #19)

  /**
   * Cancels every RSVP of an e-mail address, freeing places and promoting each event's waitlist, in
   * the caller's transaction (erasure, issue #19: server/src/privacy/erasure.ts).
   * @param options.notify false: no cancellation e-mail to the address (it is being erased); the
   *   promoted people are e-mailed either way
   * @returns how many RSVPs were cancelled
   */
  async cancelAllForEmail(tx: EntityManager, email: string, actor: Actor, options: { notify?: boolean } = {}): Promise<number> {
    const address = email.trim().toLowerCase();
    const found = await tx
      .getRepository(Rsvp)
      .createQueryBuilder('r')
      .where('lower(r.email) = :address AND r.status IN (:...open)', { address, open: RSVP_ACTIONS.cancel.from })
      .orderBy('r.eventId')
      .getMany();
    for (const rsvp of found) {
      const event = await this.places.lockEvent(tx, rsvp.eventId);
      const current = await tx.getRepository(Rsvp).findOneByOrFail({ id: rsvp.id });
      if (current.status !== RsvpStatus.CANCELLED) await this.places.cancelLocked(tx, event, current, actor, options.notify ?? true);
    }
    return found.length;
  }

  // ------------------------------------------------------------------------------- internals

  private async updateFound(find: (tx: EntityManager) => Promise<Rsvp>, attendees: number): Promise<ManagedRsvpView> {
    const { attendees: size } = await validateInput(yup.object({ attendees: partySize() }), { attendees });
    const { places } = this;
    return this.deps.db.transaction(async (tx) => {
      const found = await find(tx);
      const event = await places.lockEvent(tx, found.eventId);
      const rsvp = await tx.getRepository(Rsvp).findOneByOrFail({ id: found.id });
      this.assertChangeable(event, rsvp);
      const resized = await places.resize(tx, event, rsvp, size);
      const after = await places.reloadEvent(tx, event.id);
      const position = await places.positionOf(tx, resized);
      await this.mail.confirm(tx, after, resized, position, true);
      return this.view(tx, resized, after);
    });
  }

  private async cancelFound(find: (tx: EntityManager) => Promise<Rsvp>): Promise<ManagedRsvpView> {
    return this.deps.db.transaction(async (tx) => {
      const found = await find(tx);
      const event = await this.places.lockEvent(tx, found.eventId);
      const rsvp = await tx.getRepository(Rsvp).findOneByOrFail({ id: found.id });
      this.assertChangeable(event, rsvp);
      const cancelled = await this.places.cancelLocked(tx, event, rsvp, { id: null, name: null });
      return this.view(tx, cancelled, await this.places.reloadEvent(tx, event.id));
    });
  }

  /** An RSVP by id, only when made with this address. @throws NotFoundError */
  private async rsvpOfEmail(tx: EntityManager, email: string, id: string): Promise<Rsvp> {
    const rsvp = isUuid(id)
      ? await tx.getRepository(Rsvp).createQueryBuilder('r').where('r.id = :id AND lower(r.email) = lower(:email)', { id, email }).getOne()
      : null;
    if (!rsvp) throw new NotFoundError('RSVP');
    return rsvp;
  }

  private assertChangeable(event: Event, rsvp: Rsvp): void {
    const reason = unchangeableReason(event, rsvp, this.deps.clock.now());
    if (reason) throw new ConflictError(reason);
  }

  private async view(tx: EntityManager, rsvp: Rsvp, event: Event): Promise<ManagedRsvpView> {
    event.content = sanitizeRichText(event.content);
    const past = Boolean(event.eventDate && event.eventDate < this.deps.clock.now());
    return {
      name: rsvp.name,
      attendees: rsvp.attendees,
      status: rsvp.status,
      waitlistPosition: await this.places.positionOf(tx, rsvp),
      comments: rsvp.comments,
      event,
      changeable: rsvp.status !== RsvpStatus.CANCELLED && !past,
    };
  }
}
