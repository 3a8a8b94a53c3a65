/**
 * What a signed-in member may use of their area, by membership status (issue #21) — one rule for
 * the screen and the server:
 * - every status (pending, rejected, inactive, approved): their standing, My data (download,
 *   erasure request) and signing out — anyone we hold data about may see and erase it;
 * - approved or inactive (a member, current or lapsed): Membership, My details (phone, WhatsApp,
 *   language, household, a new e-mail address, name and address changes through staff), My events
 *   (their RSVPs, changed or cancelled) and the newsletter switch;
 * - approved only: the private calendar feed (it serves approved members only).
 * Pending and rejected applicants have no member record to change yet: they see their standing.
 * The screen (web/src/public/members/MemberArea.tsx) shows only these sections, and the server
 * (server/src/member-portal, `assertMemberAreaOpen`) refuses the rest with CONFLICT and `memberAreaClosed`.
 */
export type MemberAreaPart = 'membership' | 'details' | 'events' | 'newsletter' | 'calendar';

/** A membership status as GraphQL names it (the server's enum values, upper-cased). */
export type MemberStatusName = 'PENDING' | 'APPROVED' | 'REJECTED' | 'INACTIVE';

/** The parts of the member area beyond standing and My data, per status (see the module's rule). */
export const MEMBER_AREA_PARTS: Record<MemberStatusName, readonly MemberAreaPart[]> = {
  PENDING: [],
  REJECTED: [],
  INACTIVE: ['membership', 'details', 'events', 'newsletter'],
  APPROVED: ['membership', 'details', 'events', 'newsletter', 'calendar'],
};

/**
 * Whether a member of this status may use this part of the area.
 * @param status GraphQL's `APPROVED` or the database's `approved`; an unknown status may use nothing
 */
export const mayUseMemberArea = (status: string, part: MemberAreaPart): boolean =>
  (MEMBER_AREA_PARTS[status.toUpperCase() as MemberStatusName] ?? []).includes(part);

/** The refusal of a part of the area the member's status does not open (CONFLICT). */
export const memberAreaClosed = 'This part of the member area isn’t open to your membership at the moment.';
