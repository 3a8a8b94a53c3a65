import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../actor';
import { can, type Capability } from '../../../../shared/capabilities';
import { staffRoleName } from '../../auth/roles';
import { CsvFile } from '../csv-file';
import { isHoneypotFilled } from '../../common/honeypot';
import type { AppContext } from '../context';
import { Rsvp, RsvpStatus } from '../../events/rsvp.entity';
import { AddAttendeeInput, AttendeeMail, AttendeePage, EmailAttendeesInput, ManagedRsvp, RsvpInput, RsvpResult } from './rsvp.inputs';
import { adminPageSize } from '../../../../shared/admin-page-sizes';

/** RSVPs (issue #17): the public RSVP and manage link, and staff's attendees, check-in and messages. */
@Resolver()
export class RsvpResolver {
  /**
   * Public: RSVPs to a published event — or changes the party size of this e-mail's RSVP — and joins
   * the waitlist when full. Limited per IP; a filled honeypot (`website`) is answered as accepted
   * without storing anything.
   * @throws BAD_USER_INPUT; NOT_FOUND; CONFLICT when full without a waitlist, closed or past; RATE_LIMITED
   */
  @Mutation(() => RsvpResult, {
    description:
      'RSVP to a published event (public); the same e-mail again changes its party size. WAITLISTED when full and the waitlist is on. A confirmation with a manage link is e-mailed. CONFLICT when full without a waitlist, past, or registration closed; RATE_LIMITED when one IP sends too many.',
  })
  async rsvpEvent(@Arg('input', () => RsvpInput) input: RsvpInput, @Ctx() ctx: AppContext): Promise<RsvpResult> {
    await ctx.services.publicWrites.admit('rsvp', ctx.ip);
    if (isHoneypotFilled(input.website)) return ctx.services.publicRsvps.rsvpDecoy(input);
    return ctx.services.publicRsvps.rsvp(input);
  }

  /** Public (the token is the key): the RSVP of a manage link; reading it changes nothing. @throws NOT_FOUND */
  @Query(() => ManagedRsvp, {
    description: 'The RSVP of a manage link (public; the token is the key). Reading changes nothing. NOT_FOUND for a bad token.',
  })
  rsvpByToken(@Arg('token', { description: 'The token of the link /rsvp/{token}.' }) token: string, @Ctx() ctx: AppContext): Promise<ManagedRsvp> {
    return ctx.services.managedRsvps.byToken(token);
  }

  /** Public (the token is the key): changes the party size. @throws NOT_FOUND; BAD_USER_INPUT; CONFLICT */
  @Mutation(() => ManagedRsvp, {
    description:
      'Change the party size of an RSVP from its manage link (public). CONFLICT when cancelled, past or not enough places; BAD_USER_INPUT names attendees.',
  })
  async updateRsvp(
    @Arg('token', { description: 'The token of the link /rsvp/{token}.' }) token: string,
    @Arg('attendees', () => Int, { description: 'New party size, 1 to 50.' }) attendees: number,
    @Ctx() ctx: AppContext,
  ): Promise<ManagedRsvp> {
    await ctx.services.publicWrites.admit('rsvp', ctx.ip);
    return ctx.services.managedRsvps.updateByToken(token, attendees);
  }

  /** Public (the token is the key): cancels the RSVP and promotes the waitlist. @throws NOT_FOUND; CONFLICT */
  @Mutation(() => ManagedRsvp, {
    description: 'Cancel an RSVP from its manage link (public); its places go to the waitlist. CONFLICT when already cancelled or past.',
  })
  async cancelRsvp(
    @Arg('token', { description: 'The token of the link /rsvp/{token}.' }) token: string,
    @Ctx() ctx: AppContext,
  ): Promise<ManagedRsvp> {
    await ctx.services.publicWrites.admit('rsvp', ctx.ip);
    return ctx.services.managedRsvps.cancelByToken(token);
  }

  /** Staff: an event's RSVPs with its figures. @throws NOT_FOUND; BAD_USER_INPUT for page/limit */
  @Authorized<Capability>('manageAttendees')
  @Query(() => AttendeePage, { description: 'An event’s RSVPs (staff): GOING, then the waitlist in order, then CANCELLED; searchable.' })
  eventAttendees(
    @Ctx() ctx: AppContext,
    @Arg('eventId', () => ID, { description: 'The event.' }) eventId: string,
    @Arg('status', () => RsvpStatus, { nullable: true, description: 'Only this status.' }) status: RsvpStatus | null,
    @Arg('search', () => String, { nullable: true, description: 'Case-insensitive match on name, e-mail or comments.' }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: adminPageSize.attendees, description: 'Page size, 1–100.' }) limit: number,
  ): Promise<AttendeePage> {
    return ctx.services.attendees.attendees(eventId, { status, search }, page, limit);
  }

  /** Staff: the event's RSVPs as CSV. @throws NOT_FOUND */
  @Authorized<Capability>('manageAttendees')
  @Query(() => CsvFile, { description: 'Every RSVP of an event as CSV (staff): UTF-8 with BOM, association times.' })
  exportEventAttendees(@Arg('eventId', () => ID, { description: 'The event.' }) eventId: string, @Ctx() ctx: AppContext) {
    return ctx.services.attendees.attendeesCsv(eventId);
  }

  /**
   * Staff: records a walk-in as an RSVP — no date, deadline or rate limit, but places respected
   * (waitlisted when full and the waitlist is on). @throws BAD_USER_INPUT; NOT_FOUND; CONFLICT
   */
  @Authorized<Capability>('manageAttendees')
  @Mutation(() => Rsvp, {
    description:
      'Record a walk-in (staff): GOING when the party fits, WAITLISTED when full and the waitlist is on; may check in at once; e-mails a confirmation only when an e-mail is given. CONFLICT when full without a waitlist or the e-mail already has an RSVP. Checked in at a full event: CONFLICT (extensions.reason OVERBOOK_NEEDED, taken, capacity) unless overbook is true, then GOING and checked in above capacity (issue #33).',
  })
  addAttendee(@Arg('input', () => AddAttendeeInput) input: AddAttendeeInput, @Ctx() ctx: AppContext): Promise<Rsvp> {
    return ctx.services.staffRsvps.addWalkIn(actorOf(ctx), input);
  }

  /** Staff: cancels an RSVP; the waitlist is promoted. @throws NOT_FOUND; CONFLICT */
  @Authorized<Capability>('manageAttendees')
  @Mutation(() => Rsvp, {
    description: 'Cancel an RSVP (staff); its places go to the waitlist and the person is e-mailed. CONFLICT when already cancelled.',
  })
  cancelAttendee(@Arg('id', () => ID, { description: 'The RSVP.' }) id: string, @Ctx() ctx: AppContext): Promise<Rsvp> {
    return ctx.services.staffRsvps.cancelAsStaff(actorOf(ctx), id);
  }

  /** Staff: checks a GOING party in (or out) at the door. @throws NOT_FOUND; CONFLICT */
  @Authorized<Capability>('manageAttendees')
  @Mutation(() => Rsvp, { description: 'Check a GOING party in at the door, or undo it (staff). CONFLICT unless GOING.' })
  checkInRsvp(
    @Arg('id', () => ID, { description: 'The RSVP.' }) id: string,
    @Arg('checkedIn', { description: 'true to check in, false to undo.' }) checkedIn: boolean,
    @Ctx() ctx: AppContext,
  ): Promise<Rsvp> {
    return ctx.services.staffRsvps.checkIn(actorOf(ctx), id, checkedIn);
  }

  /**
   * Staff: e-mails every GOING attendee; an editor's mail skips the RSVPs staff recorded (issue #31, 8d).
   * @returns how many e-mails were queued, and how many were skipped and why @throws NOT_FOUND; BAD_USER_INPUT
   */
  @Authorized<Capability>('manageAttendees')
  @Mutation(() => AttendeeMail, {
    description:
      "E-mail every GOING attendee of an event through the outbox (staff). An editor's mail skips the RSVPs staff recorded (walk-ins: the person did not give the address themselves); an admin's reaches them too. Returns how many were queued and skipped.",
  })
  emailAttendees(@Arg('input', () => EmailAttendeesInput) input: EmailAttendeesInput, @Ctx() ctx: AppContext): Promise<AttendeeMail> {
    const includeStaffAdded = !!ctx.user && can(staffRoleName(ctx.user.role), 'mailStaffAddedAttendees');
    return ctx.services.staffRsvps.emailAttendees(actorOf(ctx), input.eventId, input.subject, input.message, { includeStaffAdded });
  }
}
