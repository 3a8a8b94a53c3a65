import type { EntityManager } from 'typeorm';
import * as yup from 'yup';
import { adminMessages } from '../../../shared/admin-messages';
import { attendeeMessages } from '../../../shared/attendee-messages';
import { messages } from '../../../shared/messages';
import { walkInSchema } from '../../../shared/walk-in';
import type { Actor } from '../common/actor';
import { ConflictError, NotFoundError } from '../common/errors';
import { isUuid } from '../common/ids';
import { validateInput } from '../common/validation';
import { Rsvp, RsvpStatus } from './rsvp.entity';
import * as emails from './rsvp-emails';
import { RsvpMailer } from './rsvp-mail';
import { eventById, freePlaces, noPlacesError, RSVP_AUDIT_TYPE, RsvpPlaces, type RsvpDeps } from './rsvp-places';
import { placeFor, RSVP_ACTIONS } from './rsvp.rules';
import { OverbookingNeededError } from './overbooking';

/** What staff's "E-mail attendees" did: the e-mails queued, and the staff-added RSVPs it skipped and why. */
export interface AttendeeMailResult {
  queued: number;
  skippedStaffAdded: number;
  /** Why RSVPs were skipped, for staff; null when none were. */
  skippedReason: string | null;
}

/** Staff's walk-in: who, how many, and whether the party is at the door already. */
export interface WalkInInput {
  eventId: string;
  name: string;
  /** Optional: a confirmation with a manage link goes only when given. */
  email?: string | null;
  attendees: number;
  comments?: string | null;
  /** Check the party in at once (only when it is GOING). */
  checkedIn?: boolean | null;
  /**
   * Staff confirmed checking the party in at a full event (issue #33): it goes in as GOING and
   * checked in, above capacity. Without it such a check-in is refused (OverbookingNeededError).
   */
  overbook?: boolean | null;
}

const messageSchema = yup.object({
  subject: yup.string().trim().max(200, messages.validation.max('Subject length', 200)).required(messages.validation.required('Subject')),
  message: yup.string().trim().max(10_000, messages.validation.max('Message length', 10_000)).required(messages.validation.required('Message')),
});

/**
 * Who staff's "E-mail attendees" reaches (pure, issue #31 8d): RSVPs staff typed an address for are
 * mailed only when `includeStaffAdded` (an admin).
 * @returns the recipients and how many staff-added RSVPs were left out
 */
export function attendeeMailRecipients<T extends Pick<Rsvp, 'addedByStaff'>>(
  going: readonly T[],
  includeStaffAdded: boolean,
): { recipients: T[]; skipped: number } {
  const recipients = includeStaffAdded ? [...going] : going.filter((rsvp) => !rsvp.addedByStaff);
  return { recipients, skipped: going.length - recipients.length };
}

/** Staff at an event's RSVPs (issue #17): cancel, walk-ins, check-in at the door, and messages to attendees. */
export class StaffRsvps {
  private readonly mail: RsvpMailer;
  private readonly places: RsvpPlaces;

  constructor(private readonly deps: RsvpDeps) {
    this.mail = new RsvpMailer(deps);
    this.places = new RsvpPlaces(deps, this.mail);
  }

  /**
   * Staff: cancels an RSVP (freeing its places and promoting the waitlist), e-mailing the person.
   * @throws NotFoundError; ConflictError when already cancelled
   */
  async cancelAsStaff(actor: Actor, id: string): Promise<Rsvp> {
    return this.deps.db.transaction(async (tx) => {
      const found = await this.staffRsvp(tx, id);
      const event = await this.places.lockEvent(tx, found.eventId);
      const rsvp = await tx.getRepository(Rsvp).findOneByOrFail({ id });
      if (rsvp.status === RsvpStatus.CANCELLED) throw new ConflictError(messages.rsvpLifecycle.alreadyCancelled);
      return this.places.cancelLocked(tx, event, rsvp, actor);
    });
  }

  /**
   * Staff: records a walk-in (or a phoned-in RSVP) as an RSVP, under the event's lock like every
   * other change of places. Unlike the public form it is not refused for a past event, a passed
   * registration deadline or the per-IP limit; places are still respected: GOING when the party
   * fits, WAITLISTED when full and the waitlist is on, else SPEC's "full" refusal. A confirmation
   * (with the manage link and .ics) goes only when an e-mail is given; the party may be checked in
   * at once (when GOING). Audited as `walk-in`.
   * @returns the RSVP, with its waitlist position
   * @throws ValidationError (name, email, attendees, comments); NotFoundError for an unknown event;
   *   ConflictError when full without a waitlist, or when the e-mail already has an open RSVP here;
   *   OverbookingNeededError when a check-in at a full event was not confirmed (issue #33)
   */
  async addWalkIn(actor: Actor, input: WalkInInput): Promise<Rsvp> {
    const values = await validateInput(walkInSchema, input, { noLinks: { name: 'Name' } });
    const found = await eventById(this.deps.db, input.eventId);
    const { places } = this;
    return this.deps.db.transaction(async (tx) => {
      const event = await places.lockEvent(tx, found.id);
      const repo = tx.getRepository(Rsvp);
      const existing = values.email
        ? await repo
            .createQueryBuilder('r')
            .where('r.eventId = :id AND lower(r.email) = lower(:email)', { id: event.id, email: values.email })
            .getOne()
        : null;
      if (existing && existing.status !== RsvpStatus.CANCELLED) throw new ConflictError(adminMessages.walkIn.taken);
      // Checked in at the door means they are here: a full event takes them only when staff confirm
      // the overbooking (issue #33), never onto the waitlist.
      const fits = placeFor(values.attendees, freePlaces(event), false) === RsvpStatus.GOING;
      const overbooked = Boolean(values.checkedIn) && !fits;
      if (overbooked && !input.overbook) throw new OverbookingNeededError(event.currentAttendees, event.maxAttendees ?? 0);
      const status = overbooked ? RsvpStatus.GOING : placeFor(values.attendees, freePlaces(event), event.waitlistEnabled);
      if (!status) throw noPlacesError(event);
      const now = this.deps.clock.now();
      const row = {
        name: values.name,
        email: values.email ?? null,
        attendees: values.attendees,
        comments: values.comments ?? null,
        addedByStaff: true,
        status,
        waitlistSeq: status === RsvpStatus.WAITLISTED ? await places.nextSeq(tx) : null,
        createdAt: now,
        updatedAt: now,
        cancelledAt: null,
        checkedInAt: status === RsvpStatus.GOING && values.checkedIn ? now : null,
        remindedFor: null,
        toldOfChangeAt: null,
      };
      let id: string;
      if (existing) {
        await repo.update({ id: existing.id }, row);
        id = existing.id;
      } else {
        const inserted = await repo.insert({ eventId: event.id, ...row });
        id = (inserted.identifiers[0] as { id: string }).id;
      }
      if (status === RsvpStatus.GOING) await places.setTaken(tx, event, event.currentAttendees + values.attendees);
      const rsvp = await repo.findOneByOrFail({ id });
      rsvp.waitlistPosition = await places.positionOf(tx, rsvp);
      await this.deps.audit.record(tx, actor, overbooked ? 'walk-in-overbooked' : 'walk-in', RSVP_AUDIT_TYPE, id, existing, rsvp);
      await this.mail.confirm(tx, await places.reloadEvent(tx, event.id), rsvp, rsvp.waitlistPosition, false);
      return rsvp;
    });
  }

  /**
   * Staff: ticks (or unticks) a GOING party at the door; one conditional UPDATE.
   * @throws NotFoundError; ConflictError when the RSVP is not GOING
   */
  async checkIn(actor: Actor, id: string, checkedIn: boolean): Promise<Rsvp> {
    return this.deps.db.transaction(async (tx) => {
      const before = await this.staffRsvp(tx, id);
      const [, affected] = (await tx.query(
        `UPDATE rsvps SET checked_in_at = CASE WHEN $2 THEN coalesce(checked_in_at, $3) ELSE NULL END, updated_at = $3
          WHERE id = $1 AND status = ANY($4)`,
        [id, checkedIn, this.deps.clock.now(), RSVP_ACTIONS.checkIn.from],
      )) as [unknown, number];
      if (!affected) throw new ConflictError(messages.rsvpLifecycle.checkInGoingOnly);
      const after = await tx.getRepository(Rsvp).findOneByOrFail({ id });
      await this.deps.audit.record(tx, actor, checkedIn ? 'check-in' : 'undo-check-in', RSVP_AUDIT_TYPE, id, before, after);
      return after;
    });
  }

  /**
   * Staff: "E-mail attendees" — a subject and text to every GOING RSVP with an e-mail (walk-ins
   * recorded without one get none), through the outbox. RSVPs staff recorded (`addedByStaff`: the
   * address was typed in by staff, not given by the person) are mailed only when
   * `includeStaffAdded` (an admin); otherwise they are skipped and counted, so an editor cannot
   * mail arbitrary text to an arbitrary address by adding it as a walk-in (issue #31, 8d).
   * @param options.includeStaffAdded true for an admin (resolver: the `mailStaffAddedAttendees` capability)
   * @returns how many e-mails were queued and how many staff-added RSVPs were skipped, and why
   * @throws NotFoundError; ValidationError naming subject or message
   */
  async emailAttendees(
    actor: Actor,
    eventId: string,
    subject: string,
    message: string,
    options: { includeStaffAdded: boolean },
  ): Promise<AttendeeMailResult> {
    const values = await validateInput(messageSchema, { subject, message });
    const event = await eventById(this.deps.db, eventId);
    return this.deps.db.transaction(async (tx) => {
      const going = await tx
        .getRepository(Rsvp)
        .createQueryBuilder('r')
        .where('r.eventId = :id AND r.status = :going AND r.email IS NOT NULL', { id: event.id, going: RsvpStatus.GOING })
        .orderBy('r.createdAt', 'ASC')
        .getMany();
      const { recipients, skipped: skippedStaffAdded } = attendeeMailRecipients(going, options.includeStaffAdded);
      for (const rsvp of recipients) {
        const context = await this.mail.context(tx, event, rsvp);
        await this.deps.outbox.enqueue(tx, emails.attendeesMessage(context, values.subject, values.message));
      }
      await this.deps.audit.record(tx, actor, 'email-attendees', 'event', event.id, null, {
        subject: values.subject,
        recipients: recipients.length,
        skippedStaffAdded,
      });
      return {
        queued: recipients.length,
        skippedStaffAdded,
        skippedReason: skippedStaffAdded ? attendeeMessages.staffAddedSkipped(skippedStaffAdded) : null,
      };
    });
  }

  private async staffRsvp(tx: EntityManager, id: string): Promise<Rsvp> {
    const rsvp = isUuid(id) ? await tx.getRepository(Rsvp).findOneBy({ id }) : null;
    if (!rsvp) throw new NotFoundError('RSVP');
    return rsvp;
  }
}
