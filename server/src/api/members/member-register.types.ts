import { Field, Int, ObjectType } from 'type-graphql';
import { MemberStatus, MemberType } from '../../members/member.enums';
import type {
  RegisterMember as RegisterMemberModel,
  RegisterFormerMember as RegisterFormerMemberModel,
  MemberRegister as MemberRegisterModel,
} from '../../members/member-register';

/** A current member's line in the register (s 56(2)). */
@ObjectType({ description: 'A current member in the register of members (AIR Act 2012 (Vic) s 56(2)).' })
export class RegisterMember implements RegisterMemberModel {
  @Field(() => Int, { description: 'Membership number.' }) memberNumber: number;
  @Field({ description: 'Name.' }) name: string;
  @Field(() => String, { nullable: true, description: 'Address.' }) address: string | null;
  @Field(() => MemberType, { description: 'Class of membership (owner, renter, investor).' }) memberClass: MemberType;
  @Field({ description: 'Date of becoming a member (YYYY-MM-DD): the approval day for online applications, the join date staff gave otherwise.' })
  joinDate: string;
}

/** A former member's line in the register (s 56(3), (4)): name and date ceased only. */
@ObjectType({ description: 'A former member in the register: name and date ceased only (AIR Act 2012 (Vic) s 56(3)–(4)).' })
export class RegisterFormerMember implements RegisterFormerMemberModel {
  @Field(() => Int, { description: 'Membership number.' }) memberNumber: number;
  @Field({ description: 'Name.' }) name: string;
  @Field(() => String, { nullable: true, description: 'Date they ceased to be a member (YYYY-MM-DD).' }) ceasedDate: string | null;
}

/**
 * The register of members, whole: it is one statutory document, printed and inspected as a whole
 * (s 57), so it is not paged.
 */
@ObjectType({ description: 'The register of members (AIR Act 2012 (Vic) s 56), ordered by join date; whole, not paged.' })
export class MemberRegister implements MemberRegisterModel {
  @Field(() => [RegisterMember], { description: 'Current members (status APPROVED), by join date.' }) current: RegisterMember[];
  @Field(() => [RegisterFormerMember], { description: 'Former members (status INACTIVE), by join date.' }) former: RegisterFormerMember[];
  @Field(() => [MemberStatus], { description: 'Statuses counted as current members.' }) currentStatuses: MemberStatus[];
  @Field(() => [MemberStatus], { description: 'Statuses counted as former members.' }) formerStatuses: MemberStatus[];
}
