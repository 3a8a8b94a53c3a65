import { registerEnumType } from 'type-graphql';

/** Review state of a membership (SPEC §3, §4). */
export enum MemberStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
  INACTIVE = 'inactive',
}

/** Membership category — not a permission role (SPEC §3, §6). */
export enum MemberType {
  OWNER = 'owner',
  RENTER = 'renter',
  INVESTOR = 'investor',
}

/** Whether the applicant's residency proof has been seen (SPEC §3). */
export enum ResidencyProofStatus {
  NOT_SUBMITTED = 'not_submitted',
  SUBMITTED = 'submitted',
  VERIFIED = 'verified',
  PENDING_REVIEW = 'pending_review',
}

/** Kind of document offered as residency proof (SPEC §3). */
export enum ResidencyProofType {
  UTILITY_BILL = 'utility_bill',
  LEASE_AGREEMENT = 'lease_agreement',
  PROPERTY_DEED = 'property_deed',
  DRIVERS_LICENSE = 'drivers_license',
  BANK_STATEMENT = 'bank_statement',
  OTHER = 'other',
}

/** WhatsApp joint status, Y or N (SPEC §3). */
export enum YesNo {
  Y = 'Y',
  N = 'N',
}

/** What happened to a member, as sent on `memberChanged`. */
export enum MemberChangeAction {
  CREATED = 'created',
  UPDATED = 'updated',
  APPROVED = 'approved',
  REJECTED = 'rejected',
  DEACTIVATED = 'deactivated',
  REACTIVATED = 'reactivated',
  RECONSIDERED = 'reconsidered',
  DELETED = 'deleted',
}

/** Sort keys of the admin member list (SPEC §2 Admin members page). */
export enum MemberSortField {
  JOIN_DATE = 'join_date',
  NAME = 'name',
  STATUS = 'status',
}

/** Sort direction. */
export enum SortOrder {
  DESC = 'DESC',
  ASC = 'ASC',
}

registerEnumType(MemberStatus, { name: 'MemberStatus', description: 'Review state of a membership (SPEC §4).' });
registerEnumType(MemberType, { name: 'MemberType', description: 'Membership category: owner, renter or investor.' });
registerEnumType(ResidencyProofStatus, { name: 'ResidencyProofStatus', description: 'Whether residency proof was submitted and verified.' });
registerEnumType(ResidencyProofType, { name: 'ResidencyProofType', description: 'Kind of document offered as residency proof.' });
registerEnumType(YesNo, { name: 'YesNo', description: 'A yes (Y) or no (N) answer.' });
