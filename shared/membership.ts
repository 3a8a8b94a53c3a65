import * as yup from 'yup';
import { messages } from './messages';
import { limits } from './limits';
import { isEmailAddress } from './email-address';

const { required, min, max } = messages.validation;

/** Trimmed optional text: empty becomes null (SPEC §5 "Empty optional values are sent as null"). */
const optionalText = (label: string, maxLength: number = limits.maxTextLength) =>
  yup
    .string()
    .nullable()
    .trim()
    .max(maxLength, max(`${label} length`, maxLength))
    .transform((value: string | null | undefined) => (value ? value : null));

const requiredText = (label: string, maxLength: number = limits.maxTextLength) =>
  yup
    .string()
    .trim()
    .max(maxLength, max(`${label} length`, maxLength))
    .required(required(label));

const householdCount = (label: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === undefined ? null : value))
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(0, min(label, 0))
    .max(99, max(label, 99))
    .nullable();

/**
 * The membership application rules of SPEC §5 (/join), shared by the web form (Formik + Yup)
 * and the server (`applyForMembership`), so both refuse the same input with the same message.
 * Field names are the GraphQL input's (camelCase). Enumerated fields are checked for presence
 * only: their allowed values are enforced by the GraphQL enum types.
 */
export const membershipApplicationSchema = yup.object({
  fullName: requiredText('Full Name', 200),
  primaryApplicantFullName: optionalText('Primary Applicant Name', 200),
  // As typed (case kept), international addresses too (issue #22); duplicates are found case-insensitively (lower(email) index).
  email: yup
    .string()
    .trim()
    .max(254, max('Email length', 254))
    .test('email', messages.validation.email, (v) => !v || isEmailAddress(v))
    .required(required('Email')),
  phone: requiredText('Phone', 40).matches(/^[0-9+()\-\s.]{6,40}$/, messages.validation.format('Phone')),
  whatsappJointStatus: yup
    .string()
    .nullable()
    .transform((value: string | null | undefined) => (value ? value : null))
    .oneOf(['Y', 'N', null], messages.validation.format('WhatsApp status')),
  address: requiredText('Address', 500),
  languageSpoken: optionalText('Language Spoken', 100),
  numAdults: householdCount('Number of Adults'),
  numChildren: householdCount('Number of Children'),
  memberType: yup.string().required(required('Member Type')),
  residencyProofStatus: yup.string().nullable(),
  residencyProofType: yup.string().nullable(),
  receiptRequested: yup.boolean().default(false),
  orgName: optionalText('Organisation / Legal Name', 200),
  termsAccepted: yup.boolean().oneOf([true], messages.validation.terms).required(messages.validation.terms),
});

export type MembershipApplicationValues = yup.InferType<typeof membershipApplicationSchema>;

/** The rejection rule of SPEC §5: a blank or whitespace-only reason is refused. */
export const isBlankReason = (reason: string | null | undefined): boolean => !reason || reason.trim() === '';

/**
 * A stored member's fields as staff edit them (issue 4 Edit Member / Add Member): the /join rules
 * without the terms checkbox, so staff cannot save what /join would refuse.
 */
export const memberRecordSchema = membershipApplicationSchema.omit(['termsAccepted']);

export type MemberRecordValues = yup.InferType<typeof memberRecordSchema>;

/**
 * What a member changes themselves in their own area (issue #21): contact details and household,
 * with the /join rules. Name and address go to staff as a request ({@link memberDetailsChangeSchema}).
 */
export const memberDetailsSchema = membershipApplicationSchema.pick(['phone', 'whatsappJointStatus', 'languageSpoken', 'numAdults', 'numChildren']);

/** A member's new e-mail address (issue #21), confirmed from that address before it is used. */
export const memberEmailChangeSchema = membershipApplicationSchema.pick(['email']);

/** A member's request to change their name or address (issue #21): at least one, with the /join limits. */
export const memberDetailsChangeSchema = yup
  .object({ fullName: optionalText('Full Name', 200), address: optionalText('Address', 500) })
  .test('one', messages.validation.required('A new name or address'), (v) => Boolean(v.fullName || v.address));
