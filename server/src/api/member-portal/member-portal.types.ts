import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../page-type';
import { RsvpStatus } from '../../events/rsvp.entity';
import { MemberStatus, MemberType, YesNo } from '../../members/member.enums';
import { MemberChangeRequest, MemberChangeRequestStatus } from '../../member-portal/member-portal.entities';
import type {
  MemberAccount as MemberAccountModel,
  MemberCalendarFeed as MemberCalendarFeedModel,
  MemberErasureRequest as MemberErasureRequestModel,
  MemberRsvp as MemberRsvpModel,
} from '../../member-portal/member-portal.models';

/** One of a member's upcoming RSVPs, as their own area lists it (issue #21). */
@ObjectType({ description: "One of the signed-in member's upcoming RSVPs (issue #21)." })
export class MemberRsvp implements MemberRsvpModel {
  @Field(() => ID, { description: 'The RSVP.' }) id: string;
  @Field({ description: 'Title of the event.' }) eventTitle: string;
  @Field({ description: 'Slug of the event page, /events/{slug}.' }) eventSlug: string;
  @Field({ description: 'When the event starts.' }) eventDate: Date;
  @Field(() => String, { nullable: true, description: 'Where it is held.' }) location: string | null;
  @Field(() => Int, { description: 'Places taken or asked for (party size).' }) attendees: number;
  @Field(() => RsvpStatus, { description: 'GOING or WAITLISTED.' }) status: RsvpStatus;
  @Field(() => Int, { nullable: true, description: 'Place on the waitlist (from 1), or null when going.' }) waitlistPosition: number | null;
  @Field(() => Int, { description: 'The largest party size one RSVP may have.' }) maxParty: number;
}

/** What a signed-in member sees of themselves (issue #21). Only ever the caller's own record. */
@ObjectType({ description: "The signed-in member's own record and what belongs to it (issue #21)." })
export class MemberAccount implements MemberAccountModel {
  @Field(() => Int, { description: 'Membership number.' }) memberNumber: number;
  @Field({ description: 'Full name.' }) fullName: string;
  @Field({ description: 'First word of the full name, for greetings and the site header.' }) firstName: string;
  @Field({ description: 'E-mail address the member signs in with.' }) email: string;
  @Field(() => String, { nullable: true, description: 'A new address waiting for confirmation from that address, or null.' })
  pendingEmail: string | null;
  @Field({ description: 'Phone number.' }) phone: string;
  @Field(() => YesNo, { nullable: true, description: 'Whether the household joins the WhatsApp group jointly.' })
  whatsappJointStatus: YesNo | null;
  @Field(() => String, { nullable: true, description: 'Street address (changed through a request to staff).' }) address: string | null;
  @Field(() => String, { nullable: true, description: 'Language spoken at home.' }) languageSpoken: string | null;
  @Field(() => Int, { nullable: true, description: 'Adults in the household.' }) numAdults: number | null;
  @Field(() => Int, { nullable: true, description: 'Children in the household.' }) numChildren: number | null;
  @Field(() => MemberType, { description: 'Membership category.' }) memberType: MemberType;
  @Field(() => MemberStatus, { description: 'PENDING (being reviewed), APPROVED, REJECTED or INACTIVE.' }) status: MemberStatus;
  @Field({ description: 'Date of joining (YYYY-MM-DD, association time zone).' }) joinDate: string;
  @Field({ description: 'When the application was received.' }) appliedAt: Date;
  @Field(() => String, { nullable: true, description: 'Why the application was not approved (rejected only).' })
  rejectionReason: string | null;
  @Field(() => [MemberChangeRequest], { description: 'Name and address change requests, newest first (at most 20).' })
  changeRequests: MemberChangeRequest[];
  @Field(() => [MemberRsvp], { description: 'Upcoming RSVPs, going and waitlisted, soonest first (approved members only).' })
  rsvps: MemberRsvp[];
  @Field({ description: 'Whether the address receives the newsletter.' }) newsletterSubscribed: boolean;
  @Field(() => Date, { nullable: true, description: 'When the private calendar feed address was made, or null when there is none.' })
  calendarFeedCreatedAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the member asked for their information to be erased, while that request is open.' })
  erasureRequestedAt: Date | null;
}

/** A private calendar feed address, shown once when made (only its hash is kept). */
@ObjectType({ description: "The member's private calendar feed (issue #21): shown once when made; only its hash is kept." })
export class MemberCalendarFeed implements MemberCalendarFeedModel {
  @Field({ description: 'Absolute address, {PUBLIC_URL}/members/calendar/{secret}.ics.' }) url: string;
  @Field({ description: 'When it was made.' }) createdAt: Date;
}

/** An open erasure request from a member's own area, for staff (issue #21). */
@ObjectType({ description: 'A member asked for their information to be erased (issue #21); staff act on it in /admin/privacy.' })
export class MemberErasureRequest implements MemberErasureRequestModel {
  @Field(() => ID, { description: 'The request.' }) id: string;
  @Field(() => ID, { description: 'The member.' }) memberId: string;
  @Field({ description: "The member's e-mail address (what /admin/privacy finds records by)." }) email: string;
  @Field({ description: "The member's name." }) memberName: string;
  @Field({ description: 'When they asked.' }) requestedAt: Date;
}

export const MemberErasureRequestPage = PageType(MemberErasureRequest, 'MemberErasureRequestPage');
export const MemberChangeRequestPage = PageType(MemberChangeRequest, 'MemberChangeRequestPage');

@InputType({ description: 'Ask for a sign-in link (issue #21).' })
export class MemberSignInRequestInput {
  @Field({ description: 'The e-mail address the member joined with.' }) email: string;
}

@InputType({ description: 'The secret from an e-mailed member link (issue #21).' })
export class MemberTokenInput {
  @Field({ description: 'The last part of the link.' }) token: string;
}

@InputType({ description: 'Contact and household details a member changes themselves (issue #21; the /join rules).' })
export class MemberDetailsInput {
  @Field({ description: 'Phone number.' }) phone: string;
  @Field(() => YesNo, { nullable: true, description: 'WhatsApp group jointly (Y or N).' }) whatsappJointStatus?: YesNo | null;
  @Field(() => String, { nullable: true, description: 'Language spoken at home.' }) languageSpoken?: string | null;
  @Field(() => Int, { nullable: true, description: 'Adults in the household (0–99).' }) numAdults?: number | null;
  @Field(() => Int, { nullable: true, description: 'Children in the household (0–99).' }) numChildren?: number | null;
}

@InputType({ description: 'A new e-mail address, confirmed from that address before it is used (issue #21).' })
export class MemberEmailChangeInput {
  @Field({ description: 'The new address.' }) email: string;
}

@InputType({ description: 'A new name or address for staff to approve (issue #21); at least one.' })
export class MemberDetailsChangeInput {
  @Field(() => String, { nullable: true, description: 'The new full name.' }) fullName?: string | null;
  @Field(() => String, { nullable: true, description: 'The new street address.' }) address?: string | null;
}

@InputType({ description: "A new party size for one of the member's RSVPs." })
export class MyRsvpInput {
  @Field(() => ID, { description: 'The RSVP (one of the caller’s).' }) id: string;
  @Field(() => Int, { description: 'Party size, 1 to the largest allowed.' }) attendees: number;
}

@InputType({ description: "One of the member's RSVPs to cancel." })
export class MyRsvpCancelInput {
  @Field(() => ID, { description: 'The RSVP (one of the caller’s).' }) id: string;
}

@InputType({ description: "The member area's newsletter switch." })
export class MyNewsletterInput {
  @Field({ description: 'True to receive the newsletter, false to stop.' }) subscribed: boolean;
}

@InputType({ description: "Staff's decision on a member's name or address change." })
export class MemberChangeDecisionInput {
  @Field(() => ID, { description: 'The change request.' }) id: string;
  @Field({ description: 'True applies the change to the member record; false declines it.' }) approve: boolean;
}

export { MemberChangeRequestStatus };
