import { createHash, randomBytes } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import type { DataSource, EntityManager } from 'typeorm';
import * as yup from 'yup';
import type { Clock } from '../../../shared/clock';
import { partySize, rsvpSchema } from '../../../shared/engagement';
import { walkInSchema } from '../../../shared/walk-in';
import { adminMessages } from '../../../shared/admin-messages';
import { messages } from '../../../shared/messages';
import { attendeeMessages } from '../../../shared/attendee-messages';
import type { AuditService } from '../audit';
import type { Actor } from '../common/actor';
import { neutraliseFormula } from '../common/csv-file';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors';
import { isUuid } from '../common/ids';
import { likePattern } from '../common/like-pattern';
import { pageRequest, type Page } from '../common/pagination';
import { assertFreeTextLengths } from '../common/free-text';
import { visible } from '../content';
import { sanitizeRichText } from '../common/sanitize';
import { cleanText } from '../common/text';
import { validateInput } from '../common/validation';
import type { ContentUpdateHooks } from '../content';
import type { ContentItem } from '../content';
import { Event } from '../content';
import type { EmailDraft } from '../notifications';
import type { OutboxService } from '../notifications';
import type { JobQueue } from '../jobs';
import { eventCalendarFile } from '../public';
import { Rsvp, RsvpStatus } from './rsvp.entity';
import * as emails from './rsvp-emails';
import { placeFor, promotions, RSVP_ACTIONS } from './rsvp.rules';
import { changesBetween, EVENT_CHANGE_DELAY_MS, EVENT_CHANGE_JOB, factsOf, type EventFacts } from './event-changes';
import { OverbookingNeededError } from './overbooking';

/** Thrown inside a transaction to roll it back on purpose (the honeypot's decoy RSVP). */
const ROLLBACK = new Error('decoy: rolled back on purpose');

/** No slug is longer (slugs are made from titles of at most 200 characters). */
const MAX_SLUG_LENGTH = 250;

/** A manage token: 32 random bytes (256 bits), base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How audit entries name an RSVP. */
const AUDIT_TYPE = 'rsvp';

/** What `rsvp` answers: the RSVP's places and standing, and the event after it. */
export interface RsvpOutcome {
  attendees: number;
  status: RsvpStatus;
  waitlistPosition: number | null;
  event: Event;
}

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

/** Filters of the staff attendees list. */
export interface AttendeeFilter {
  status?: RsvpStatus | null;
  search?: string | null;
}

/** The staff attendees list: a page of RSVPs and the event's figures. */
export interface AttendeeList extends Page<Rsvp> {
  event: Event;
  goingPlaces: number;
  waitlistedPlaces: number;
  checkedIn: number;
  /** GOING RSVPs (parties), whatever the filters. */
  goingParties: number;
}

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

/** Dependencies of the RSVP service. */
export interface RsvpServiceDeps {
  db: DataSource;
  clock: Clock;
  outbox: OutboxService;
  audit: AuditService;
  /** PUBLIC_URL: manage links, event pages and .ics URLs start with it. */
  publicUrl: string;
  /** The job queue the event change notices go through (issue #33); without it they wait for `sendChangeNotice`. */
  jobs?: JobQueue;
}

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

const messageSchema = yup.object({
  subject: yup.string().trim().max(200, messages.validation.max('Subject length', 200)).required(messages.validation.required('Subject')),
  message: yup.string().trim().max(10_000, messages.validation.max('Message length', 10_000)).required(messages.validation.required('Message')),
});

/**
 * RSVPs that run themselves (issue #17): one per event and e-mail, a waitlist promoted in order, a
 * manage link per e-mail, staff's attendees list, check-in, messages and reminders.
 *
 * Every change takes the event's row lock first (`SELECT … FOR UPDATE`), then reads the places
 * taken, applies the change and promotes the waitlist, in one transaction with its e-mails (outbox)
 * and audit entries: so places taken never exceed `max_attendees`, and no waitlisted party that fits
 * is left waiting while places are free, whatever arrives at once.
 */
export class RsvpService {
  constructor(private readonly deps: RsvpServiceDeps) {}

  // ---------------------------------------------------------------- public: RSVP and manage link

  /**
   * An RSVP from the event page: a new one, or — for an e-mail that already has one — a change of
   * its party size (places re-checked). Joins the waitlist when the event is full and its waitlist
   * is on. A confirmation with the .ics and a manage link is queued in the same transaction.
   * @throws ValidationError (name, email, attendees 1–MAX_PARTY; a name holding a link); NotFoundError
   *   for an unknown or unpublished event; ConflictError when past, closed, or full without a waitlist
   */
  rsvp(input: { eventSlug: string; name: string; email: string; attendees: number; comments?: string | null }): Promise<RsvpOutcome> {
    return this.takePlaces(input, true);
  }

  /**
   * The answer to an RSVP whose honeypot was filled (issue #16 item 10): the real RSVP is written
   * and rolled back, so the bot gets what a person would while nothing is kept (no e-mail either).
   * @throws as `rsvp`
   */
  rsvpDecoy(input: { eventSlug: string; name: string; email: string; attendees: number; comments?: string | null }): Promise<RsvpOutcome> {
    return this.takePlaces(input, false);
  }

  private async takePlaces(
    input: { eventSlug: string; name: string; email: string; attendees: number; comments?: string | null },
    keep: boolean,
  ): Promise<RsvpOutcome> {
    const values = await validateInput(rsvpSchema, input, { noLinks: { name: 'Name' } });
    let answer: RsvpOutcome | null = null;
    try {
      await this.deps.db.transaction(async (tx) => {
        const event = await this.lockOpenEvent(tx, input.eventSlug);
        const repo = tx.getRepository(Rsvp);
        const existing = await repo
          .createQueryBuilder('r')
          .where('r.eventId = :id AND lower(r.email) = lower(:email)', { id: event.id, email: values.email })
          .getOne();
        let rsvp: Rsvp;
        let changed = false;
        if (existing && existing.status !== RsvpStatus.CANCELLED) {
          // Only the party size changes: anyone who knows the address could send the form, so the
          // stored name and comments stay as their owner gave them (the manage link changes the rest).
          rsvp = await this.resize(tx, event, existing, values.attendees);
          changed = true;
        } else {
          const status = placeFor(values.attendees, this.free(event), event.waitlistEnabled);
          if (!status) throw this.noPlaces(event);
          const row = {
            name: values.name,
            email: values.email,
            attendees: values.attendees,
            comments: values.comments ?? null,
            // The person's own RSVP, also when it replaces a cancelled one staff had recorded.
            addedByStaff: false,
            status,
            waitlistSeq: status === RsvpStatus.WAITLISTED ? await this.nextSeq(tx) : null,
            createdAt: this.deps.clock.now(),
            updatedAt: this.deps.clock.now(),
            cancelledAt: null,
            checkedInAt: null,
            remindedFor: null,
            toldOfChangeAt: null,
          };
          if (existing) await repo.update({ id: existing.id }, row);
          else await repo.insert({ eventId: event.id, ...row });
          rsvp = await repo
            .createQueryBuilder('r')
            .where('r.eventId = :id AND lower(r.email) = lower(:email)', { id: event.id, email: values.email })
            .getOneOrFail();
          if (status === RsvpStatus.GOING) await this.setTaken(tx, event, event.currentAttendees + values.attendees);
        }
        const after = await this.reloadEvent(tx, event.id);
        const fresh = await repo.findOneByOrFail({ id: rsvp.id });
        const position = await this.positionOf(tx, fresh);
        if (keep) await this.confirm(tx, after, fresh, position, changed);
        after.content = sanitizeRichText(after.content);
        answer = { attendees: fresh.attendees, status: fresh.status, waitlistPosition: position, event: after };
        if (!keep) throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return answer!;
  }

  /**
   * The RSVP a manage link opens (reading changes nothing: mail scanners open links).
   * @throws NotFoundError for an unknown, malformed or stale token
   */
  async byToken(token: string): Promise<ManagedRsvpView> {
    return this.deps.db.transaction(async (tx) => {
      const rsvp = await this.rsvpOfToken(tx, token);
      const event = await this.reloadEvent(tx, rsvp.eventId);
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
    return this.updateFound((tx) => this.rsvpOfToken(tx, token), attendees);
  }

  /**
   * Cancels from the manage page: frees the places (or the waitlist spot) and promotes the waitlist.
   * @throws NotFoundError for a bad token; ConflictError when already cancelled or past
   */
  async cancelByToken(token: string): Promise<ManagedRsvpView> {
    return this.cancelFound((tx) => this.rsvpOfToken(tx, token));
  }

  // ------------------------------------------------------------------- member area (issue #21)

  /**
   * A member's upcoming RSVPs (going and waitlisted), soonest first, with waitlist positions.
   * "Upcoming" is from the start of today in the association's zone (SPEC §4).
   * @param email the signed-in member's address, matched case-insensitively
   */
  async upcomingForEmail(email: string): Promise<{ rsvp: Rsvp; event: Event; waitlistPosition: number | null }[]> {
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
        out.push({ rsvp: row, event, waitlistPosition: await this.positionOf(tx, row) });
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

  private async updateFound(find: (tx: EntityManager) => Promise<Rsvp>, attendees: number): Promise<ManagedRsvpView> {
    const size = await this.validParty(attendees);
    return this.deps.db.transaction(async (tx) => {
      const found = await find(tx);
      const event = await this.lockEvent(tx, found.eventId);
      const rsvp = await tx.getRepository(Rsvp).findOneByOrFail({ id: found.id });
      this.assertChangeable(event, rsvp);
      const resized = await this.resize(tx, event, rsvp, size);
      const after = await this.reloadEvent(tx, event.id);
      const position = await this.positionOf(tx, resized);
      await this.confirm(tx, after, resized, position, true);
      return this.view(tx, resized, after);
    });
  }

  private async cancelFound(find: (tx: EntityManager) => Promise<Rsvp>): Promise<ManagedRsvpView> {
    return this.deps.db.transaction(async (tx) => {
      const found = await find(tx);
      const event = await this.lockEvent(tx, found.eventId);
      const rsvp = await tx.getRepository(Rsvp).findOneByOrFail({ id: found.id });
      this.assertChangeable(event, rsvp);
      const cancelled = await this.cancelLocked(tx, event, rsvp, { id: null, name: null });
      return this.view(tx, cancelled, await this.reloadEvent(tx, event.id));
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

  // ---------------------------------------------------------------------------------- staff

  /**
   * Staff: an event's RSVPs, waitlist first by position then by RSVP time, with the event's figures.
   * @throws NotFoundError for an unknown event; ValidationError for a bad page or limit
   */
  async attendees(eventId: string, filter: AttendeeFilter, page?: number, limit?: number): Promise<AttendeeList> {
    assertFreeTextLengths({ search: filter.search });
    const request = pageRequest(page, limit);
    const event = await this.staffEvent(eventId);
    const query = this.deps.db
      .getRepository(Rsvp)
      .createQueryBuilder('r')
      .where('r.eventId = :id', { id: event.id })
      .addSelect(
        `CASE WHEN r.status = 'waitlisted' THEN (SELECT count(*) FROM rsvps w WHERE w.event_id = r.event_id AND w.status = 'waitlisted' AND w.waitlist_seq <= r.waitlist_seq) END`,
        'position',
      );
    if (filter.status) query.andWhere('r.status = :status', { status: filter.status });
    const search = filter.search?.trim();
    if (search) query.andWhere('(r.name ILIKE :s OR r.email ILIKE :s OR r.comments ILIKE :s)', { s: likePattern(search) });
    const total = await query.getCount();
    const { entities, raw } = await query
      .orderBy(`CASE r.status WHEN 'going' THEN 0 WHEN 'waitlisted' THEN 1 ELSE 2 END`)
      .addOrderBy('r.waitlistSeq', 'ASC', 'NULLS LAST')
      .addOrderBy('r.createdAt', 'ASC')
      .addOrderBy('r.id')
      .offset(request.offset)
      .limit(request.limit)
      .getRawAndEntities<{ position: string | null }>();
    entities.forEach((e, i) => (e.waitlistPosition = raw[i]?.position ? Number(raw[i].position) : null));
    const [figures] = (await this.deps.db.query(
      `SELECT coalesce(sum(attendees) FILTER (WHERE status = 'going'), 0)::int AS going,
              coalesce(sum(attendees) FILTER (WHERE status = 'waitlisted'), 0)::int AS waiting,
              count(*) FILTER (WHERE status = 'going' AND checked_in_at IS NOT NULL)::int AS checked,
              count(*) FILTER (WHERE status = 'going')::int AS parties
         FROM rsvps WHERE event_id = $1`,
      [event.id],
    )) as { going: number; waiting: number; checked: number; parties: number }[];
    return {
      items: entities,
      total,
      page: request.page,
      limit: request.limit,
      event,
      goingPlaces: figures.going,
      waitlistedPlaces: figures.waiting,
      checkedIn: figures.checked,
      goingParties: figures.parties,
    };
  }

  /**
   * Staff: every RSVP of an event as CSV — UTF-8 with a byte-order mark (so spreadsheet programs
   * read accents), formula-looking cells neutralised, times in the association's zone.
   * @throws NotFoundError for an unknown event
   */
  async attendeesCsv(eventId: string): Promise<{ filename: string; content: string; rows: number }> {
    const event = await this.staffEvent(eventId);
    const all = await this.attendees(eventId, {}, 1, 100);
    const rows: Rsvp[] = [...all.items];
    for (let page = 2; rows.length < all.total; page++) rows.push(...(await this.attendees(eventId, {}, page, 100)).items);
    const when = (d: Date | null) => (d ? `${this.deps.clock.isoDay(d)} ${this.deps.clock.formatTime(d)}` : '');
    const content = stringify(
      [
        ['Name', 'Email', 'Party', 'Status', 'Waitlist position', 'Comments', 'RSVP time', 'Checked in'],
        ...rows.map((r) => [
          neutraliseFormula(r.name),
          neutraliseFormula(r.email ?? ''),
          String(r.attendees),
          r.status,
          r.waitlistPosition ? String(r.waitlistPosition) : '',
          neutraliseFormula(r.comments ?? ''),
          when(r.createdAt),
          when(r.checkedInAt),
        ]),
      ],
      { record_delimiter: 'windows' },
    );
    return { filename: `attendees-${event.slug}-${this.deps.clock.today()}.csv`, content: `\uFEFF${content}`, rows: rows.length };
  }

  /**
   * Staff: cancels an RSVP (freeing its places and promoting the waitlist), e-mailing the person.
   * @throws NotFoundError; ConflictError when already cancelled
   */
  async cancelAsStaff(actor: Actor, id: string): Promise<Rsvp> {
    return this.deps.db.transaction(async (tx) => {
      const found = await this.staffRsvp(tx, id);
      const event = await this.lockEvent(tx, found.eventId);
      const rsvp = await tx.getRepository(Rsvp).findOneByOrFail({ id });
      if (rsvp.status === RsvpStatus.CANCELLED) throw new ConflictError(messages.rsvpLifecycle.alreadyCancelled);
      return this.cancelLocked(tx, event, rsvp, actor);
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
   *   ConflictError when full without a waitlist, or when the e-mail already has an open RSVP here
   */
  async addWalkIn(actor: Actor, input: WalkInInput): Promise<Rsvp> {
    const values = await validateInput(walkInSchema, input, { noLinks: { name: 'Name' } });
    const found = await this.staffEvent(input.eventId);
    return this.deps.db.transaction(async (tx) => {
      const event = await this.lockEvent(tx, found.id);
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
      const fits = placeFor(values.attendees, this.free(event), false) === RsvpStatus.GOING;
      const overbooked = Boolean(values.checkedIn) && !fits;
      if (overbooked && !input.overbook) throw new OverbookingNeededError(event.currentAttendees, event.maxAttendees ?? 0);
      const status = overbooked ? RsvpStatus.GOING : placeFor(values.attendees, this.free(event), event.waitlistEnabled);
      if (!status) throw this.noPlaces(event);
      const now = this.deps.clock.now();
      const row = {
        name: values.name,
        email: values.email ?? null,
        attendees: values.attendees,
        comments: values.comments ?? null,
        addedByStaff: true,
        status,
        waitlistSeq: status === RsvpStatus.WAITLISTED ? await this.nextSeq(tx) : null,
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
      if (status === RsvpStatus.GOING) await this.setTaken(tx, event, event.currentAttendees + values.attendees);
      const rsvp = await repo.findOneByOrFail({ id });
      rsvp.waitlistPosition = await this.positionOf(tx, rsvp);
      await this.deps.audit.record(tx, actor, overbooked ? 'walk-in-overbooked' : 'walk-in', AUDIT_TYPE, id, existing, rsvp);
      await this.confirm(tx, await this.reloadEvent(tx, event.id), rsvp, rsvp.waitlistPosition, false);
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
      await this.deps.audit.record(tx, actor, checkedIn ? 'check-in' : 'undo-check-in', AUDIT_TYPE, id, before, after);
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
    const event = await this.staffEvent(eventId);
    return this.deps.db.transaction(async (tx) => {
      const going = await tx
        .getRepository(Rsvp)
        .createQueryBuilder('r')
        .where('r.eventId = :id AND r.status = :going AND r.email IS NOT NULL', { id: event.id, going: RsvpStatus.GOING })
        .orderBy('r.createdAt', 'ASC')
        .getMany();
      const recipients = options.includeStaffAdded ? going : going.filter((rsvp) => !rsvp.addedByStaff);
      const skippedStaffAdded = going.length - recipients.length;
      for (const rsvp of recipients) {
        const context = await this.mailContext(tx, event, rsvp);
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
      const event = await this.lockEvent(tx, rsvp.eventId);
      const current = await tx.getRepository(Rsvp).findOneByOrFail({ id: rsvp.id });
      if (current.status !== RsvpStatus.CANCELLED) await this.cancelLocked(tx, event, current, actor, options.notify ?? true);
    }
    return found.length;
  }

  // ------------------------------------------------------------------------------- reminders

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
      [now, new Date(now.getTime() + 3 * 86_400_000)],
    )) as { id: string }[];
    let sent = 0;
    for (const { id } of candidates) {
      sent += await this.deps.db.transaction(async (tx) => {
        const event = await this.lockEvent(tx, id);
        if (!event.eventDate || event.eventDate <= now) return 0;
        const due = this.reminderTime(event.eventDate);
        if (now < due) return 0;
        const rows = (await tx.query(
          `UPDATE rsvps SET reminded_for = $2 WHERE event_id = $1 AND status = 'going' AND email IS NOT NULL AND reminded_for IS DISTINCT FROM $2
           RETURNING id`,
          [event.id, event.eventDate],
        )) as [{ id: string }[], number];
        const ids = rows[0].map((r) => r.id);
        const day = this.deps.clock.isoDay(event.eventDate) === this.deps.clock.isoDay(now) ? 'today' : 'tomorrow';
        for (const rsvpId of ids) {
          const rsvp = await tx.getRepository(Rsvp).findOneByOrFail({ id: rsvpId });
          await this.deps.outbox.enqueue(tx, emails.rsvpReminder(await this.mailContext(tx, event, rsvp), day));
        }
        return ids.length;
      });
    }
    return sent;
  }

  /** 09:00 (association time) on the day before an event's day. */
  reminderTime(eventDate: Date): Date {
    const wall = this.deps.clock.wallClock(eventDate);
    return this.deps.clock.instantOf({ year: wall.year, month: wall.month, day: wall.day - 1, hour: 9 });
  }

  // ------------------------------------------------------------------ event form (CMS) hooks

  /**
   * The event form's part in places (issue #17): it never writes `current_attendees`; it may not
   * lower `max_attendees` below the places taken (BAD_USER_INPUT naming maxAttendees), and a higher
   * capacity or a waitlist switched on promotes the waitlist — all under the event's row lock.
   */
  eventFormHooks(): ContentUpdateHooks {
    return {
      beforeUpdate: async (tx, id, values) => {
        if (!isUuid(id)) return;
        const [row] = (await tx.query(`SELECT current_attendees FROM events WHERE id = $1 FOR UPDATE`, [id])) as { current_attendees: number }[];
        const max = values.maxAttendees as number | null | undefined;
        if (row && typeof max === 'number' && max < row.current_attendees)
          throw new ValidationError({ maxAttendees: messages.rsvpLifecycle.capacityBelowTaken(row.current_attendees) });
      },
      afterUpdate: async (tx, actor, _before: ContentItem, after: ContentItem) => {
        await this.promote(tx, after as Event, actor);
      },
      afterChange: (tx, before: ContentItem, after: ContentItem) => this.noteChange(tx, before as Event, after as Event),
    };
  }

  // ------------------------------------------------------------- event change notices (#33)

  /**
   * Notes a change of an event's date, time, place or status in the change's transaction: keeps
   * what it was before the first change not yet told, and queues the notice job (in the same
   * transaction, so it exists only if the change commits) a minute later — quick edits become one
   * e-mail with the final state. A change nobody going could notice queues nothing.
   */
  private async noteChange(tx: EntityManager, before: Event, after: Event): Promise<void> {
    const from = factsOf(before);
    if (!changesBetween(from, factsOf(after), this.deps.clock).length) return;
    await tx.query(
      `INSERT INTO event_calendar_state (event_id, change_notice_from) VALUES ($1, $2::jsonb)
       ON CONFLICT (event_id) DO UPDATE SET change_notice_from = coalesce(event_calendar_state.change_notice_from, EXCLUDED.change_notice_from)`,
      [after.id, JSON.stringify(from)],
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
        const context = await this.mailContext(tx, event, rsvp, cancelled ? 'CANCEL' : 'REQUEST');
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

  // ------------------------------------------------------------------------------- internals

  /** A published event that still takes RSVPs, locked. @throws NotFoundError; ConflictError when past or closed */
  private async lockOpenEvent(tx: EntityManager, eventSlug: string): Promise<Event> {
    const slug = cleanText(eventSlug);
    if (slug.length > MAX_SLUG_LENGTH) throw new NotFoundError('Event');
    const found = await visible(tx.getRepository(Event).createQueryBuilder('item')).andWhere('item.slug = :slug', { slug }).getOne();
    if (!found) throw new NotFoundError('Event');
    const event = await this.lockEvent(tx, found.id);
    const now = this.deps.clock.now();
    if (event.eventDate && event.eventDate < now) throw new ConflictError(messages.rsvp.past);
    if (event.registrationDeadline && event.registrationDeadline < now) throw new ConflictError(messages.rsvp.closed);
    return event;
  }

  /** The event's row, locked for this transaction: every change to its places goes through here. */
  private async lockEvent(tx: EntityManager, id: string): Promise<Event> {
    const event = await tx.getRepository(Event).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!event) throw new NotFoundError('Event');
    return event;
  }

  private reloadEvent(tx: EntityManager, id: string): Promise<Event> {
    return tx.getRepository(Event).findOneByOrFail({ id });
  }

  /** Places free, or null for an event without a limit. */
  private free(event: Event): number | null {
    return event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.currentAttendees);
  }

  private noPlaces(event: Event, own = 0): ConflictError {
    const left = (this.free(event) ?? 0) + own;
    return new ConflictError(left > 0 ? messages.rsvp.notEnoughPlaces(left) : messages.rsvp.full);
  }

  private async nextSeq(tx: EntityManager): Promise<string> {
    const [row] = (await tx.query(`SELECT nextval('rsvps_waitlist_seq')::text AS seq`)) as { seq: string }[];
    return row.seq;
  }

  /** Writes the places taken (the event is locked) and keeps the in-memory copy in step. */
  private async setTaken(tx: EntityManager, event: Event, taken: number): Promise<void> {
    await tx.query(`UPDATE events SET current_attendees = $2 WHERE id = $1`, [event.id, taken]);
    event.currentAttendees = taken;
  }

  /**
   * A new party size for a GOING or WAITLISTED RSVP (the event locked): a GOING party grows only
   * into free places; a smaller one frees places for the waitlist; a waitlisted one keeps its turn.
   * @throws ConflictError when a GOING party would outgrow the free places
   */
  private async resize(tx: EntityManager, event: Event, rsvp: Rsvp, attendees: number): Promise<Rsvp> {
    if (!(RSVP_ACTIONS.resize.from as readonly RsvpStatus[]).includes(rsvp.status)) throw new ConflictError(messages.rsvpLifecycle.alreadyCancelled);
    if (rsvp.status === RsvpStatus.GOING) {
      const delta = attendees - rsvp.attendees;
      const free = this.free(event);
      if (free !== null && delta > free) throw this.noPlaces(event, rsvp.attendees);
      await this.setTaken(tx, event, event.currentAttendees + delta);
    }
    await tx.getRepository(Rsvp).update({ id: rsvp.id }, { attendees, updatedAt: this.deps.clock.now() });
    await this.promote(tx, event, null);
    return tx.getRepository(Rsvp).findOneByOrFail({ id: rsvp.id });
  }

  /** Cancels a GOING or WAITLISTED RSVP (event locked), promotes, e-mails the person, records it. */
  private async cancelLocked(tx: EntityManager, event: Event, rsvp: Rsvp, actor: Actor, notify = true): Promise<Rsvp> {
    const now = this.deps.clock.now();
    const [, affected] = (await tx.query(
      `UPDATE rsvps SET status = $2, waitlist_seq = NULL, cancelled_at = $3, checked_in_at = NULL, updated_at = $3 WHERE id = $1 AND status = ANY($4)`,
      [rsvp.id, RSVP_ACTIONS.cancel.to, now, RSVP_ACTIONS.cancel.from],
    )) as [unknown, number];
    if (!affected) throw new ConflictError(messages.rsvpLifecycle.alreadyCancelled);
    if (rsvp.status === RsvpStatus.GOING) await this.setTaken(tx, event, event.currentAttendees - rsvp.attendees);
    const after = await tx.getRepository(Rsvp).findOneByOrFail({ id: rsvp.id });
    await this.deps.audit.record(tx, actor, 'cancel', AUDIT_TYPE, rsvp.id, rsvp, after);
    if (notify && after.email) await this.deps.outbox.enqueue(tx, emails.rsvpCancelled(await this.mailContext(tx, event, after)));
    await this.promote(tx, event, actor);
    return after;
  }

  /**
   * The waitlist rule (README "Waitlist", `promotions`) applied under the event's lock: every
   * waitlisted party that fits, in the order people joined, gets its places and an e-mail.
   */
  private async promote(tx: EntityManager, event: Event, actor: Actor | null): Promise<void> {
    const locked = await this.lockEvent(tx, event.id);
    const waiting = await tx
      .getRepository(Rsvp)
      .find({ where: { eventId: event.id, status: RsvpStatus.WAITLISTED }, order: { waitlistSeq: 'ASC', createdAt: 'ASC' } });
    if (!waiting.length) return;
    const chosen = promotions(waiting, this.free(locked));
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
      await this.deps.audit.record(tx, actor, 'promote', AUDIT_TYPE, id, byId.get(id) ?? null, after);
      if (after.email) await this.deps.outbox.enqueue(tx, emails.rsvpPromoted(await this.mailContext(tx, locked, after, true)));
    }
  }

  /** Place on the waitlist (from 1), or null when not waitlisted. */
  private async positionOf(tx: EntityManager, rsvp: Rsvp): Promise<number | null> {
    if (rsvp.status !== RsvpStatus.WAITLISTED || rsvp.waitlistSeq === null) return null;
    const [row] = (await tx.query(`SELECT count(*)::int AS n FROM rsvps WHERE event_id = $1 AND status = 'waitlisted' AND waitlist_seq <= $2`, [
      rsvp.eventId,
      rsvp.waitlistSeq,
    ])) as { n: number }[];
    return row.n;
  }

  /**
   * The confirmation for an RSVP's standing, going or waitlisted, each with the .ics (issue #17:
   * a waitlisted resident may keep the date free). None for a walk-in without an e-mail.
   */
  private async confirm(tx: EntityManager, event: Event, rsvp: Rsvp, position: number | null, changed: boolean): Promise<void> {
    if (!rsvp.email) return;
    const context = await this.mailContext(tx, event, rsvp, true);
    const draft: EmailDraft =
      rsvp.status === RsvpStatus.WAITLISTED ? emails.rsvpWaitlisted(context, position ?? 1) : emails.rsvpGoing(context, changed);
    await this.deps.outbox.enqueue(tx, draft);
  }

  /**
   * An e-mail's context with a fresh manage token (stored hashed; earlier links keep working).
   * Callers send nothing to an RSVP without an e-mail (a walk-in); here that is a programming error.
   */
  private async mailContext(
    tx: EntityManager,
    event: Event,
    rsvp: Rsvp,
    withCalendar: boolean | 'REQUEST' | 'CANCEL' = false,
  ): Promise<emails.RsvpMailContext> {
    if (!rsvp.email) throw new Error(`RSVP ${rsvp.id} has no e-mail address`);
    const token = randomBytes(32).toString('base64url');
    await tx.query(`INSERT INTO rsvp_tokens (token_hash, rsvp_id) VALUES ($1, $2)`, [tokenHash(token), rsvp.id]);
    const eventUrl = `${this.deps.publicUrl}/events/${encodeURIComponent(event.slug)}`;
    return {
      to: rsvp.email,
      name: rsvp.name,
      attendees: rsvp.attendees,
      event,
      manageUrl: `${this.deps.publicUrl}/rsvp/${token}`,
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

  /** The RSVP of a manage token. @throws NotFoundError */
  private async rsvpOfToken(tx: EntityManager, token: string): Promise<Rsvp> {
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw new NotFoundError('RSVP');
    const [row] = (await tx.query(`SELECT rsvp_id FROM rsvp_tokens WHERE token_hash = $1`, [tokenHash(token)])) as { rsvp_id: string }[];
    const rsvp = row ? await tx.getRepository(Rsvp).findOneBy({ id: row.rsvp_id }) : null;
    if (!rsvp) throw new NotFoundError('RSVP');
    return rsvp;
  }

  private assertChangeable(event: Event, rsvp: Rsvp): void {
    if (rsvp.status === RsvpStatus.CANCELLED) throw new ConflictError(messages.rsvpLifecycle.alreadyCancelled);
    if (event.eventDate && event.eventDate < this.deps.clock.now()) throw new ConflictError(messages.rsvp.past);
  }

  private async view(tx: EntityManager, rsvp: Rsvp, event: Event): Promise<ManagedRsvpView> {
    event.content = sanitizeRichText(event.content);
    const past = Boolean(event.eventDate && event.eventDate < this.deps.clock.now());
    return {
      name: rsvp.name,
      attendees: rsvp.attendees,
      status: rsvp.status,
      waitlistPosition: await this.positionOf(tx, rsvp),
      comments: rsvp.comments,
      event,
      changeable: rsvp.status !== RsvpStatus.CANCELLED && !past,
    };
  }

  private async validParty(attendees: number): Promise<number> {
    const { attendees: size } = await validateInput(yup.object({ attendees: partySize() }), { attendees });
    return size;
  }

  private async staffEvent(eventId: string): Promise<Event> {
    const event = isUuid(eventId) ? await this.deps.db.getRepository(Event).findOneBy({ id: eventId }) : null;
    if (!event) throw new NotFoundError('Event');
    return event;
  }

  private async staffRsvp(tx: EntityManager, id: string): Promise<Rsvp> {
    const rsvp = isUuid(id) ? await tx.getRepository(Rsvp).findOneBy({ id }) : null;
    if (!rsvp) throw new NotFoundError('RSVP');
    return rsvp;
  }
}

/**
 * An event's current .ics SEQUENCE (issue #33): 0 until its attendees were first told of a change.
 * @param eventId the event's id
 */
async function calendarSequenceOf(tx: EntityManager, eventId: string): Promise<number> {
  const [row] = (await tx.query(`SELECT calendar_sequence FROM event_calendar_state WHERE event_id = $1`, [eventId])) as {
    calendar_sequence: number;
  }[];
  return row?.calendar_sequence ?? 0;
}
