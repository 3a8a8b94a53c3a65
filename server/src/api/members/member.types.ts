import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../page-type';
import { Member } from '../../members/member.entity';
import { MemberChangeAction } from '../../members/member.enums';
import type {
  MemberChangePayload,
  MemberDecision as MemberDecisionModel,
  MemberExport as MemberExportModel,
  MemberStats as MemberStatsModel,
} from '../../members/member.models';
registerEnumType(MemberChangeAction, { name: 'MemberChangeAction', description: 'What happened to a member.' });

/** A change to one member, delivered live to staff (SPEC §4 Live updates). */
@ObjectType({ description: 'A change to one member, delivered live to staff.' })
export class MemberChange implements MemberChangePayload {
  @Field(() => MemberChangeAction, { description: 'What happened.' })
  action: MemberChangeAction;

  @Field(() => Member, { description: 'The member after the change (as it was, for DELETED).' })
  member: Member;
}

/** Counts of members by status (SPEC §3 Member stats). */
@ObjectType({ description: 'Counts of members by status (SPEC §3).' })
export class MemberStats implements MemberStatsModel {
  @Field(() => Int, { description: 'All members and applicants.' })
  total: number;
  @Field(() => Int, { description: 'Awaiting review.' })
  pending: number;
  @Field(() => Int, { description: 'Approved — labelled "Active Members".' })
  approved: number;
  @Field(() => Int, { description: 'Rejected applications.' })
  rejected: number;
  @Field(() => Int, { description: 'Deactivated members.' })
  inactive: number;
}

/** One page of members. */
export const MemberPage = PageType(Member, 'MemberPage');

/** A CSV export of members (SPEC §7 Export). */
@ObjectType({ description: 'A CSV export of members: file name and content.' })
export class MemberExport implements MemberExportModel {
  @Field({ description: 'members-{filters or all}-{YYYY-MM-DD}.csv, e.g. members-approved-renter-search-smith-2031-05-11.csv.' })
  filename: string;
  @Field({ description: 'CSV text (RFC 4180) with the columns of SPEC §7.' })
  content: string;
  @Field(() => Int, { description: 'Number of member rows.' })
  rows: number;
}

/** The outcome for one applicant of a bulk approve or reject (issue #33). */
@ObjectType({ description: 'The outcome for one applicant of a bulk approve or reject: the member after the change, or why it was not changed.' })
export class MemberDecision implements MemberDecisionModel {
  @Field(() => ID, { description: 'The member id asked for.' })
  id: string;

  @Field(() => Member, { nullable: true, description: 'The member after the change; null when nothing changed.' })
  member: Member | null;

  @Field(() => String, { nullable: true, description: 'Why nothing changed: CONFLICT (no longer pending) or NOT_FOUND; null on success.' })
  code: string | null;

  @Field(() => String, { nullable: true, description: 'The message for `code`, e.g. "This member is no longer pending."; null on success.' })
  message: string | null;
}
