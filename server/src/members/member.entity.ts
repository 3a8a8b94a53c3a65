import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Generated, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MemberStatus, MemberType, ResidencyProofStatus, ResidencyProofType, YesNo } from './member.enums';

/**
 * A member or membership applicant (SPEC §3 Member). Personal data: exposed only to staff,
 * except the applicant's own record returned by `applyForMembership`.
 */
@ObjectType({ description: 'A member of the association or an applicant awaiting review (SPEC §3).' })
@Entity({ name: 'members' })
@Index('members_status_idx', ['status'])
@Index('members_created_at_idx', ['createdAt'])
export class Member {
  @Field(() => ID, { description: 'Unique identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => Int, { description: 'Sequential membership number, assigned on application.' })
  @Column({ name: 'member_number', type: 'integer', unique: true })
  @Generated('increment')
  memberNumber: number;

  @Field({ description: 'Full name of the member.' })
  @Column({ name: 'full_name', type: 'text' })
  fullName: string;

  @Field(() => String, { nullable: true, description: 'Primary applicant for a joint household application.' })
  @Column({ name: 'primary_applicant_full_name', type: 'text', nullable: true })
  primaryApplicantFullName: string | null;

  @Field({ description: 'Email address, unique regardless of letter case; stored lower-case.' })
  @Column({ type: 'text' })
  email: string;

  @Field({ description: 'Phone number as entered.' })
  @Column({ type: 'text' })
  phone: string;

  @Field(() => YesNo, { nullable: true, description: 'Whether the household joins the WhatsApp group jointly (Y or N).' })
  @Column({ name: 'whatsapp_joint_status', type: 'text', nullable: true })
  whatsappJointStatus: YesNo | null;

  @Field(() => String, { nullable: true, description: 'Street address in the suburb.' })
  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true, description: 'Language spoken at home.' })
  @Column({ name: 'language_spoken', type: 'text', nullable: true })
  languageSpoken: string | null;

  @Field(() => Int, { nullable: true, description: 'Number of adults in the household (≥ 0).' })
  @Column({ name: 'num_adults', type: 'integer', nullable: true })
  numAdults: number | null;

  @Field(() => Int, { nullable: true, description: 'Number of children in the household (≥ 0).' })
  @Column({ name: 'num_children', type: 'integer', nullable: true })
  numChildren: number | null;

  @Field(() => MemberType, { description: 'Membership category; default owner.' })
  @Column({ name: 'member_type', type: 'text', default: MemberType.OWNER })
  memberType: MemberType;

  @Field(() => String, { nullable: true, description: 'Organisation or legal name for the receipt; only when a receipt is requested.' })
  @Column({ name: 'org_name', type: 'text', nullable: true })
  orgName: string | null;

  @Field(() => ResidencyProofStatus, { nullable: true, description: 'Residency proof state.' })
  @Column({ name: 'residency_proof_status', type: 'text', nullable: true })
  residencyProofStatus: ResidencyProofStatus | null;

  @Field(() => ResidencyProofType, { nullable: true, description: 'Kind of residency proof offered.' })
  @Column({ name: 'residency_proof_type', type: 'text', nullable: true })
  residencyProofType: ResidencyProofType | null;

  @Field(() => String, { nullable: true, description: 'Staff member who received the residency proof.' })
  @Column({ name: 'residency_proof_received_by', type: 'text', nullable: true })
  residencyProofReceivedBy: string | null;

  @Field(() => MemberStatus, { description: 'Review state; new applications are pending.' })
  @Column({ type: 'text', default: MemberStatus.PENDING })
  status: MemberStatus;

  @Field({ description: 'Date the application was made (YYYY-MM-DD); default today.' })
  @Column({ name: 'join_date', type: 'date', default: () => 'CURRENT_DATE' })
  joinDate: string;

  @Field(() => String, {
    nullable: true,
    description: 'Date the member ceased to be a member (YYYY-MM-DD): set on deactivation, cleared on reactivation (AIR Act 2012 (Vic) s 56(3)).',
  })
  @Column({ name: 'ceased_date', type: 'date', nullable: true })
  ceasedDate: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Reason the member ceased (issue #34): 'lapsed' (renewal not paid), 'resigned' or 'removed'; null while a member.",
  })
  @Column({ name: 'ceased_reason', type: 'text', nullable: true })
  ceasedReason: string | null;

  /** The member's class (issue #34: its fee and whether it renews), or null for none. */
  @Field(() => ID, { nullable: true, description: "The member's membership class (issue #34): its fee and whether it renews; null for none." })
  @Column({ name: 'membership_class_id', type: 'uuid', nullable: true })
  membershipClassId: string | null;

  @Field({ description: 'Whether the member pays the concession fee of their class (issue #34).' })
  @Column({ type: 'boolean', default: false })
  concession: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Last day the membership is paid for (YYYY-MM-DD, association time zone; issue #34), or null when no fee was ever due.',
  })
  @Column({ name: 'financial_until', type: 'date', nullable: true })
  financialUntil: string | null;

  @Field({ description: 'Whether staff entered this member (Add Member, e.g. from a paper form): only then may the join date be changed.' })
  @Column({ name: 'entered_by_staff', type: 'boolean', default: false })
  enteredByStaff: boolean;

  @Field(() => Date, { nullable: true, description: 'When the application was approved.' })
  @Column({ name: 'approved_date', type: 'timestamptz', nullable: true })
  approvedDate: Date | null;

  @Field(() => String, { nullable: true, description: 'Name of the staff member who approved.' })
  @Column({ name: 'approved_by', type: 'text', nullable: true })
  approvedBy: string | null;

  @Field(() => Date, { nullable: true, description: 'When the application was rejected.' })
  @Column({ name: 'rejected_date', type: 'timestamptz', nullable: true })
  rejectedDate: Date | null;

  @Field(() => String, { nullable: true, description: 'Name of the staff member who rejected.' })
  @Column({ name: 'rejected_by', type: 'text', nullable: true })
  rejectedBy: string | null;

  @Field(() => String, { nullable: true, description: 'Reason given for a rejection.' })
  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  @Field(() => String, { nullable: true, description: 'Staff notes, e.g. recorded on approval.' })
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Field({ description: 'Whether the applicant asked for a receipt; default false.' })
  @Column({ name: 'receipt_requested', type: 'boolean', default: false })
  receiptRequested: boolean;

  @Field(() => Date, { nullable: true, description: 'Last sign-in to the member area.' })
  @Column({ name: 'last_login_date', type: 'timestamptz', nullable: true })
  lastLoginDate: Date | null;

  /** SHA-256 of the secret in the member's private calendar feed address (issue #21), or null when off. */
  @Column({ name: 'calendar_token_hash', type: 'text', nullable: true, select: false })
  calendarTokenHash?: string | null;

  /** When the member's calendar feed address was made (issue #21), or null when off. */
  @Column({ name: 'calendar_token_created_at', type: 'timestamptz', nullable: true })
  calendarTokenCreatedAt: Date | null;

  @Field(() => Int, {
    description:
      'Version of the record, from 1, incremented by every change (issue #33). `updateMember` sends the version the form started from as `expectedVersion`; a newer one answers CONFLICT.',
  })
  @Column({ type: 'integer', default: 1 })
  version: number;

  @Field({ description: 'When the record was created.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'When the record last changed.' })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
