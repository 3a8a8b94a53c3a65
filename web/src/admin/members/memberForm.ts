import * as yup from 'yup';
import { memberRecordSchema } from '../../../../shared/membership';
import { emptyMembershipValues, type MembershipFormValues } from '../../../../shared/membership-form';
import { messages } from '../../../../shared/messages';
import { limits } from '../../../../shared/limits';
import { joinDateError } from '../../../../shared/privacy';
import { associationClock } from '../../shared/timeZone';
import type {
  MemberCreateInput,
  MemberStatus,
  MemberType,
  MemberUpdateInput,
  ResidencyProofStatus,
  ResidencyProofType,
  YesNo,
} from '../../gql/graphql';
import type { MemberRecord } from '../members-shared/memberRecord';

/** The Add / Edit Member form's values: the membership fields, numbers as typed ('' when empty), and the staff-only fields. */
export interface MemberFormValues extends Omit<MembershipFormValues, 'numAdults' | 'numChildren'> {
  /** A stored member's count as text (memberToForm); Formik gives number inputs back as numbers once edited. */
  numAdults: string | number;
  numChildren: string | number;
  residencyProofReceivedBy: string;
  notes: string;
  /** Add only: PENDING or APPROVED. */
  status: string;
  /** Date of joining (YYYY-MM-DD) of a member entered by staff; '' on Add means today (issue #19). */
  joinDate: string;
  /** The membership class (issue #34); '' for none. */
  membershipClassId: string;
  /** Pays the class's concession fee (issue #34). */
  concession: boolean;
}

const optional = (label: string) =>
  yup
    .string()
    .nullable()
    .trim()
    .max(limits.maxTextLength, messages.validation.max(`${label} length`, limits.maxTextLength));

/**
 * The /join rules without the terms (shared/membership.ts `memberRecordSchema`, the server's
 * own), plus the staff-only fields: who received the residency proof, notes and, when adding,
 * the starting status.
 */
export const memberFormSchema = memberRecordSchema.shape({
  residencyProofReceivedBy: optional('Received By'),
  notes: optional('Notes'),
  status: yup.string().oneOf(['PENDING', 'APPROVED'], messages.validation.format('Status')).required(messages.validation.required('Status')),
  joinDate: yup
    .string()
    .trim()
    .test('join-date', (value, context) => {
      const error = value ? joinDateError(value, associationClock().today()) : null;
      return error ? context.createError({ message: error }) : true;
    }),
});

/** Empty form for Add Member (SPEC §9 defaults: owner, pending). */
export const emptyMemberForm: MemberFormValues = {
  ...emptyMembershipValues(),
  residencyProofReceivedBy: '',
  notes: '',
  status: 'PENDING',
  joinDate: '',
  membershipClassId: '',
  concession: false,
};

/** A stored member as form values. */
export function memberToForm(member: MemberRecord): MemberFormValues {
  const s = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    fullName: member.fullName,
    primaryApplicantFullName: s(member.primaryApplicantFullName),
    email: member.email,
    phone: member.phone,
    whatsappJointStatus: s(member.whatsappJointStatus),
    address: s(member.address),
    languageSpoken: s(member.languageSpoken),
    numAdults: s(member.numAdults),
    numChildren: s(member.numChildren),
    memberType: member.memberType,
    residencyProofStatus: s(member.residencyProofStatus),
    residencyProofType: s(member.residencyProofType),
    residencyProofReceivedBy: s(member.residencyProofReceivedBy),
    receiptRequested: member.receiptRequested,
    orgName: s(member.orgName),
    notes: s(member.notes),
    status: member.status === 'APPROVED' ? 'APPROVED' : 'PENDING',
    joinDate: member.joinDate,
    membershipClassId: member.membershipClassId ?? '',
    concession: member.concession,
  };
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const int = (value: string | number): number | null => (String(value).trim() === '' ? null : Number.parseInt(String(value), 10));

/**
 * Form values → `MemberUpdateInput` (SPEC §5): trimmed, empty optional values as null, counts as
 * integers, the organisation name only when a receipt is requested; the join date only when
 * `withJoinDate` (a member entered by staff, issue #19) and given.
 */
export function formToUpdateInput(values: MemberFormValues, withJoinDate = false): MemberUpdateInput {
  return {
    ...(withJoinDate && values.joinDate.trim() ? { joinDate: values.joinDate.trim() } : {}),
    fullName: values.fullName.trim(),
    primaryApplicantFullName: text(values.primaryApplicantFullName),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim(),
    whatsappJointStatus: text(values.whatsappJointStatus) as YesNo | null,
    address: values.address.trim(),
    languageSpoken: text(values.languageSpoken),
    numAdults: int(values.numAdults),
    numChildren: int(values.numChildren),
    memberType: values.memberType as MemberType,
    residencyProofStatus: text(values.residencyProofStatus) as ResidencyProofStatus | null,
    residencyProofType: text(values.residencyProofType) as ResidencyProofType | null,
    residencyProofReceivedBy: text(values.residencyProofReceivedBy),
    receiptRequested: values.receiptRequested,
    orgName: values.receiptRequested ? text(values.orgName) : null,
    notes: text(values.notes),
    membershipClassId: values.membershipClassId || null,
    concession: Boolean(values.membershipClassId) && values.concession,
  };
}

/** Form values → `MemberCreateInput`: the update fields plus the starting status and, when given, the join date. */
export function formToCreateInput(values: MemberFormValues): MemberCreateInput {
  return { ...formToUpdateInput(values, true), status: values.status as MemberStatus };
}
