import { Field, InputType, Int } from 'type-graphql';
import { MemberType, ResidencyProofStatus, ResidencyProofType, YesNo } from './member.enums';

/** A membership application from /join (SPEC §5 Membership form, §7 insert payload). */
@InputType({ description: 'A membership application from /join (SPEC §5).' })
export class MembershipApplicationInput {
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

  @Field({ description: 'The applicant accepted the Terms and Conditions (must be true).' })
  termsAccepted: boolean;
}
