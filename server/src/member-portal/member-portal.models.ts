import type { RsvpStatus } from '../events';
import type { MemberStatus, MemberType, YesNo } from '../members';
import type { MemberChangeRequest } from './member-portal.entities';

/** One of a member's upcoming RSVPs, as their own area lists it (issue #21). */
export interface MemberRsvp {
  /** The RSVP. */
  id: string;
  /** Title of the event. */
  eventTitle: string;
  /** Slug of the event page, /events/{slug}. */
  eventSlug: string;
  /** When the event starts. */
  eventDate: Date;
  /** Where it is held. */
  location: string | null;
  /** Places taken or asked for (party size). */
  attendees: number;
  /** GOING or WAITLISTED. */
  status: RsvpStatus;
  /** Place on the waitlist (from 1), or null when going. */
  waitlistPosition: number | null;
  /** The largest party size one RSVP may have. */
  maxParty: number;
}

/** What a signed-in member sees of themselves (issue #21). Only ever the caller's own record. */
export interface MemberAccount {
  /** Membership number. */
  memberNumber: number;
  /** Full name. */
  fullName: string;
  /** First word of the full name, for greetings and the site header. */
  firstName: string;
  /** E-mail address the member signs in with. */
  email: string;
  /** A new address waiting for confirmation from that address, or null. */
  pendingEmail: string | null;
  /** Phone number. */
  phone: string;
  /** Whether the household joins the WhatsApp group jointly. */
  whatsappJointStatus: YesNo | null;
  /** Street address (changed through a request to staff). */
  address: string | null;
  /** Language spoken at home. */
  languageSpoken: string | null;
  /** Adults in the household. */
  numAdults: number | null;
  /** Children in the household. */
  numChildren: number | null;
  /** Membership category. */
  memberType: MemberType;
  /** PENDING (being reviewed), APPROVED, REJECTED or INACTIVE. */
  status: MemberStatus;
  /** Date of joining (YYYY-MM-DD, association time zone). */
  joinDate: string;
  /** When the application was received. */
  appliedAt: Date;
  /** Why the application was not approved (rejected only). */
  rejectionReason: string | null;
  /** Name and address change requests, newest first (at most 20). */
  changeRequests: MemberChangeRequest[];
  /** Upcoming RSVPs, going and waitlisted, soonest first (approved members only). */
  rsvps: MemberRsvp[];
  /** Whether the address receives the newsletter. */
  newsletterSubscribed: boolean;
  /** When the private calendar feed address was made, or null when there is none. */
  calendarFeedCreatedAt: Date | null;
  /** When the member asked for their information to be erased, while that request is open. */
  erasureRequestedAt: Date | null;
}

/** A private calendar feed address, shown once when made (only its hash is kept). */
export interface MemberCalendarFeed {
  /** Absolute address, {PUBLIC_URL}/members/calendar/{secret}.ics. */
  url: string;
  /** When it was made. */
  createdAt: Date;
}

/** An open erasure request from a member's own area, for staff (issue #21). */
export interface MemberErasureRequest {
  /** The request. */
  id: string;
  /** The member. */
  memberId: string;
  /** The member's e-mail address (what /admin/privacy finds records by). */
  email: string;
  /** The member's name. */
  memberName: string;
  /** When they asked. */
  requestedAt: Date;
}
