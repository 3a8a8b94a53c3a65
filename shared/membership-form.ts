/**
 * The membership form's fields and texts, declared once (issue #22): /join renders its form from
 * them (web/src/public/join/JoinPage.tsx) and the server prints the offline PDF form from them
 * (server/src/members/membership-form-pdf.ts), so both ask for the same things in the same words.
 * The rules stay in shared/membership.ts (membershipApplicationSchema).
 */

/** One choice of a select field; `value` is the GraphQL enum value. */
export interface JoinOption {
  value: string;
  label: string;
}

/** One field of the membership form. */
export interface JoinFieldDecl {
  /** The GraphQL input's field name. */
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'number' | 'textarea' | 'select' | 'checkbox';
  required?: boolean;
  options?: JoinOption[];
  hint?: string;
  autoComplete?: string;
  /** Shown side by side with the next field that has it too (wide screens). */
  inRow?: boolean;
  /** Asked only when this checkbox is ticked (the receipt's organisation name). */
  onlyWhen?: string;
  /** A select's value before anything is chosen; '' when not given. */
  initial?: string;
}

/** A group of fields with its legend. */
export interface JoinFieldset {
  legend: string;
  fields: JoinFieldDecl[];
}

/** "UTILITY_BILL" → "Utility bill". */
function sentence(value: string): string {
  const text = value.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const choices = (values: string[]): JoinOption[] => values.map((value) => ({ value, label: sentence(value) }));

/** The membership application's fields (SPEC §3 Member, §5 Membership form), in the form's order. */
export const MEMBERSHIP_FORM: JoinFieldset[] = [
  {
    legend: 'About you',
    fields: [
      { name: 'fullName', label: 'Full Name', kind: 'text', required: true, autoComplete: 'name' },
      { name: 'primaryApplicantFullName', label: 'Primary Applicant Full Name', kind: 'text', hint: 'For a joint household application.' },
      { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
      { name: 'phone', label: 'Phone', kind: 'tel', required: true, autoComplete: 'tel' },
      {
        name: 'whatsappJointStatus',
        label: 'WhatsApp Joint Status',
        kind: 'select',
        options: [
          { value: 'Y', label: 'Y (Yes)' },
          { value: 'N', label: 'N (No)' },
        ],
        hint: "Have you joined the residents' WhatsApp group?",
      },
      { name: 'address', label: 'Address', kind: 'textarea', required: true, autoComplete: 'street-address' },
      { name: 'languageSpoken', label: 'Language Spoken', kind: 'text' },
    ],
  },
  {
    legend: 'Household and membership',
    fields: [
      { name: 'numAdults', label: 'Number of Adults', kind: 'number', inRow: true },
      { name: 'numChildren', label: 'Number of Children', kind: 'number', inRow: true },
      {
        name: 'memberType',
        label: 'Member Type',
        kind: 'select',
        required: true,
        initial: 'OWNER',
        options: [
          { value: 'OWNER', label: 'Owner' },
          { value: 'RENTER', label: 'Renter' },
          { value: 'INVESTOR', label: 'Investor' },
        ],
      },
      {
        name: 'residencyProofStatus',
        label: 'Residency Proof Status',
        kind: 'select',
        options: choices(['NOT_SUBMITTED', 'SUBMITTED', 'VERIFIED', 'PENDING_REVIEW']),
      },
      {
        name: 'residencyProofType',
        label: 'Residency Proof Type',
        kind: 'select',
        options: choices(['UTILITY_BILL', 'LEASE_AGREEMENT', 'PROPERTY_DEED', 'DRIVERS_LICENSE', 'BANK_STATEMENT', 'OTHER']),
      },
      { name: 'receiptRequested', label: 'I would like a receipt', kind: 'checkbox' },
      { name: 'orgName', label: 'Organisation / Legal Name', kind: 'text', hint: 'The name to show on the receipt.', onlyWhen: 'receiptRequested' },
    ],
  },
];

/** The membership fields' values in a form: text as typed; numbers as Formik gives them (a number, or '' when empty). */
export interface MembershipFormValues {
  fullName: string;
  primaryApplicantFullName: string;
  email: string;
  phone: string;
  whatsappJointStatus: string;
  address: string;
  languageSpoken: string;
  numAdults: number | '';
  numChildren: number | '';
  memberType: string;
  residencyProofStatus: string;
  residencyProofType: string;
  receiptRequested: boolean;
  orgName: string;
}

/**
 * The membership fields before anything is entered, from MEMBERSHIP_FORM (SPEC §9 defaults: an
 * owner): a checkbox unticked, any other field its declared `initial` or ''. Where /join and Add
 * Member start.
 */
export function emptyMembershipValues(): MembershipFormValues {
  const fields = MEMBERSHIP_FORM.flatMap((fieldset) => fieldset.fields);
  const entries = fields.map((field) => [field.name, field.kind === 'checkbox' ? false : (field.initial ?? '')]);
  return Object.fromEntries(entries) as unknown as MembershipFormValues;
}

/** The terms checkbox: its words around the link to the terms page. */
export const MEMBERSHIP_TERMS = { before: 'I accept the', link: 'Terms and Conditions', path: '/terms' } as const;

/** What members get (the /join benefits list). */
export const MEMBERSHIP_BENEFITS = [
  'A vote at general meetings and a say in local projects',
  'Monthly news about what is happening in Greenfield',
  'Invitations to working bees, picnics and safety forums',
  'A direct line to council through the committee',
];

/** The offline form's own texts (issue #22). */
export const OFFLINE_FORM = {
  title: 'Membership application',
  intro:
    'Membership is free for residents, renters and property owners. Fill in this form in block letters and give it to a committee member, or post or email it to us.',
  required: 'Fields marked * are required.',
  chooseOne: 'Tick one',
  signature: 'Signature',
  date: 'Date',
  officeUse: 'Office use only: received by ______________________  on ____ / ____ / ________  member no. ____________',
  fileName: 'membership-form.pdf',
  path: '/join/membership-form.pdf',
};
