import { Field, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { MemberSortField, MemberStatus, MemberType, ResidencyProofStatus, ResidencyProofType, SortOrder, YesNo } from '../../members/member.enums';
import type {
  MemberCreateInput as MemberCreateInputModel,
  MemberFilterInput as MemberFilterInputModel,
  MembershipApplicationInput as MembershipApplicationInputModel,
  MemberSortInput as MemberSortInputModel,
  MemberUpdateInput as MemberUpdateInputModel,
  PendingFilterInput as PendingFilterInputModel,
} from '../../members/member.models';

/** A membership application from /join (SPEC §5 Membership form, §7 insert payload). */
@InputType({ description: 'A membership application from /join (SPEC §5).' })
export class MembershipApplicationInput implements MembershipApplicationInputModel {
  @Field({ description: 'Full name (required).' })
  fullName: string;

  @Field(() => String, { nullable: true, description: 'Primary applicant for a joint application.' })
  primaryApplicantFullName?: string | null;

  @Field({ description: 'Email (required, valid format, not already registered).' })
  email: string;

  @Field({ description: 'Phone (required).' })
  phone: string;

  @Field(() => YesNo, { nullable: true, description: 'WhatsApp joint status.' })
  whatsappJointStatus?: YesNo | null;

  @Field({ description: 'Address (required).' })
  address: string;

  @Field(() => String, { nullable: true, description: 'Language spoken.' })
  languageSpoken?: string | null;

  @Field(() => Int, { nullable: true, description: 'Adults in the household (≥ 0).' })
  numAdults?: number | null;

  @Field(() => Int, { nullable: true, description: 'Children in the household (≥ 0).' })
  numChildren?: number | null;

  @Field(() => MemberType, { description: 'Member type (required).' })
  memberType: MemberType;

  @Field(() => ResidencyProofStatus, { nullable: true, description: 'Residency proof status.' })
  residencyProofStatus?: ResidencyProofStatus | null;

  @Field(() => ResidencyProofType, { nullable: true, description: 'Residency proof type.' })
  residencyProofType?: ResidencyProofType | null;

  @Field({ nullable: true, defaultValue: false, description: 'Whether a receipt is requested.' })
  receiptRequested?: boolean;

  @Field(() => String, { nullable: true, description: 'Organisation/legal name; kept only when a receipt is requested.' })
  orgName?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The membership class chosen (issue #34): one of `membershipClasses`; required while any class is offered.',
  })
  membershipClassId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: "The applicant asks for the class's concession fee (issue #34); only in a class that has one.",
  })
  concession?: boolean;

  @Field({ description: 'The applicant accepted the Terms and Conditions (must be true).' })
  termsAccepted: boolean;

  @Field(() => String, { nullable: true, description: 'Leave empty: a hidden field that only bots fill (honeypot); when filled, nothing is stored.' })
  website?: string | null;
}

registerEnumType(MemberSortField, { name: 'MemberSortField', description: 'Sort key of the member list.' });
registerEnumType(SortOrder, { name: 'SortOrder', description: 'DESC: newest/Z first; ASC: oldest/A first.' });

/** Filters of the admin member list. */
@InputType({ description: 'Filters of the admin member list (SPEC §2).' })
export class MemberFilterInput implements MemberFilterInputModel {
  @Field(() => String, { nullable: true, description: 'Case-insensitive match on name, email or phone.' })
  search?: string | null;

  @Field(() => MemberStatus, { nullable: true, description: 'Only this status.' })
  status?: MemberStatus | null;

  @Field(() => MemberType, { nullable: true, description: 'Only this member type.' })
  memberType?: MemberType | null;
}

/** Filters of the pending review page (issue #33): the member list's search, and type, receipt and date applied. */
@InputType({ description: 'Filters of the pending review page (issue #33).' })
export class PendingFilterInput implements PendingFilterInputModel {
  @Field(() => String, {
    nullable: true,
    description: 'Name, email or phone, as the member list: case- and accent-insensitive, phones in national digits.',
  })
  search?: string | null;

  @Field(() => MemberType, { nullable: true, description: 'Only this member type.' })
  memberType?: MemberType | null;

  @Field(() => Boolean, { nullable: true, description: 'Only applicants who asked for a receipt (true) or did not (false).' })
  receiptRequested?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Applied on or after this day (YYYY-MM-DD, the association’s days).' })
  appliedFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Applied on or before this day (YYYY-MM-DD, the association’s days).' })
  appliedTo?: string | null;
}

/** Sorting of the admin member list. */
@InputType({ description: 'Sorting of the admin member list; default join date, newest first.' })
export class MemberSortInput implements MemberSortInputModel {
  @Field(() => MemberSortField, { defaultValue: MemberSortField.JOIN_DATE, description: 'Sort key.' })
  field: MemberSortField;

  @Field(() => SortOrder, { defaultValue: SortOrder.DESC, description: 'Direction.' })
  order: SortOrder;
}

/** Staff edits to a member: only the fields given change; null clears an optional field. */
@InputType({ description: 'Staff edits to a member; omitted fields keep their value, null clears an optional one.' })
export class MemberUpdateInput implements MemberUpdateInputModel {
  @Field(() => String, { nullable: true, description: 'Full name.' })
  fullName?: string;
  @Field(() => String, { nullable: true, description: 'Primary applicant.' })
  primaryApplicantFullName?: string | null;
  @Field(() => String, { nullable: true, description: 'Email, unique in any case.' })
  email?: string;
  @Field(() => String, { nullable: true, description: 'Phone.' })
  phone?: string;
  @Field(() => YesNo, { nullable: true, description: 'WhatsApp joint status.' })
  whatsappJointStatus?: YesNo | null;
  @Field(() => String, { nullable: true, description: 'Address.' })
  address?: string;
  @Field(() => String, { nullable: true, description: 'Language spoken.' })
  languageSpoken?: string | null;
  @Field(() => Int, { nullable: true, description: 'Adults (≥ 0).' })
  numAdults?: number | null;
  @Field(() => Int, { nullable: true, description: 'Children (≥ 0).' })
  numChildren?: number | null;
  @Field(() => MemberType, { nullable: true, description: 'Member type.' })
  memberType?: MemberType;
  @Field(() => ResidencyProofStatus, { nullable: true, description: 'Residency proof status.' })
  residencyProofStatus?: ResidencyProofStatus | null;
  @Field(() => ResidencyProofType, { nullable: true, description: 'Residency proof type.' })
  residencyProofType?: ResidencyProofType | null;
  @Field(() => String, { nullable: true, description: 'Who received the residency proof.' })
  residencyProofReceivedBy?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Receipt requested.' })
  receiptRequested?: boolean;
  @Field(() => String, { nullable: true, description: 'Organisation name; kept only with a receipt.' })
  orgName?: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'The `version` the form started from (issue #33): a member saved by someone else since is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check.',
  })
  expectedVersion?: number | null;
  @Field(() => String, { nullable: true, description: 'Staff notes.' })
  notes?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Date of joining (YYYY-MM-DD), not in the future; only for members entered by staff (e.g. from a paper form).',
  })
  joinDate?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: "The member's class (issue #34): an offered class, or an archived one the member already has; null for none.",
  })
  membershipClassId?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "Whether the member pays the class's concession fee (issue #34); only in a class that has one.",
  })
  concession?: boolean;
}

/** A member added by staff (Add Member): the /join fields, and optionally approved at once. */
@InputType({ description: 'A member added by staff; the /join fields without the terms, optionally approved at once.' })
export class MemberCreateInput extends MemberUpdateInput implements MemberCreateInputModel {
  @Field(() => MemberStatus, { nullable: true, defaultValue: MemberStatus.PENDING, description: 'PENDING (default) or APPROVED.' })
  status?: MemberStatus;
}
