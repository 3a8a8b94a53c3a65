import './JoinPage.css';
import { useMutation } from '@apollo/client/react';
import { Field, Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { membershipApplicationSchema } from '../../../../shared/membership';
import { messages } from '../../../../shared/messages';
import type { MemberType, ResidencyProofStatus, ResidencyProofType, YesNo } from '../../gql/graphql';
import { errorCode, fieldErrors, rateLimitedText } from '../../shared/errors';
import { HoneypotField, honeypotValue } from '../../shared/Honeypot';
import { useSiteSettings } from '../../shared/siteSettings';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ApplyForMembershipDocument } from './join.graphql';
import { JoinCheckbox, JoinField } from './JoinField';

/** The form's values: text as typed; numbers as Formik gives them (a number, or '' when empty). */
interface JoinValues {
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
  termsAccepted: boolean;
  /** Honeypot: stays empty for people. */
  website: string;
}

const initialValues: JoinValues = {
  fullName: '',
  primaryApplicantFullName: '',
  email: '',
  phone: '',
  whatsappJointStatus: '',
  address: '',
  languageSpoken: '',
  numAdults: '',
  numChildren: '',
  memberType: 'OWNER',
  residencyProofStatus: '',
  residencyProofType: '',
  receiptRequested: false,
  orgName: '',
  termsAccepted: false,
  website: '',
};

const none = { value: '', label: '— Select —' };
const PROOF_STATUS = [none, ...['NOT_SUBMITTED', 'SUBMITTED', 'VERIFIED', 'PENDING_REVIEW'].map((v) => ({ value: v, label: sentence(v) }))];
const PROOF_TYPE = [
  none,
  ...['UTILITY_BILL', 'LEASE_AGREEMENT', 'PROPERTY_DEED', 'DRIVERS_LICENSE', 'BANK_STATEMENT', 'OTHER'].map((v) => ({
    value: v,
    label: sentence(v),
  })),
];

function sentence(value: string): string {
  const text = value.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const BENEFITS = [
  'A vote at general meetings and a say in local projects',
  'Monthly news about what is happening in Greenfield',
  'Invitations to working bees, picnics and safety forums',
  'A direct line to council through the committee',
];

/** Form values → the mutation's input: trimmed, empty optional values as null, numbers as integers (SPEC §5). */
function toInput(values: JoinValues) {
  const cast = membershipApplicationSchema.cast(values, { assert: false }) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  // Formik turns a number input into a number ('' when empty or not a number); the schema has already refused fractions.
  const int = (v: number | string | null | undefined) => {
    const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
    return Number.isFinite(n) ? Math.trunc(n) : null;
  };
  return {
    fullName: values.fullName.trim(),
    primaryApplicantFullName: text(values.primaryApplicantFullName),
    email: String(cast.email ?? values.email).trim(),
    phone: values.phone.trim(),
    whatsappJointStatus: (text(values.whatsappJointStatus) as YesNo | null) ?? null,
    address: values.address.trim(),
    languageSpoken: text(values.languageSpoken),
    numAdults: int(values.numAdults),
    numChildren: int(values.numChildren),
    memberType: values.memberType as MemberType,
    residencyProofStatus: (text(values.residencyProofStatus) as ResidencyProofStatus | null) ?? null,
    residencyProofType: (text(values.residencyProofType) as ResidencyProofType | null) ?? null,
    receiptRequested: values.receiptRequested,
    // SPEC §5: the organisation name is sent only when a receipt is requested.
    orgName: values.receiptRequested ? text(values.orgName) : null,
    termsAccepted: values.termsAccepted,
    website: honeypotValue(values.website),
  };
}

/** After a submit that fails validation, moves focus to the first field in error once (WCAG 3.3.1). */
function FocusFirstError({ area }: { area: RefObject<HTMLElement | null> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext<JoinValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (!isValid) area.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid, area]);
  return null;
}

/**
 * The membership page at /join (SPEC §2, §5 Membership form, §8): the application form with every
 * field and rule (the same Yup schema the server enforces), benefits, the offline form button and
 * the donation panel. Success, duplicate-email and failure toasts come from SPEC §8.
 */
export default function JoinPage() {
  useDocumentTitle(
    'Join',
    'Apply to join the Greenfield Residents Association: free membership for residents, renters and owners, reviewed within a few days.',
  );
  const toast = useToast();
  const [apply] = useMutation(ApplyForMembershipDocument);
  const [submitted, setSubmitted] = useState(false);
  const settings = useSiteSettings();
  const confirmation = useRef<HTMLDivElement>(null);
  const formArea = useRef<HTMLElement>(null);

  const submit = async (values: JoinValues, helpers: FormikHelpers<JoinValues>) => {
    try {
      await apply({ variables: { input: toInput(values) } });
      toast.success(messages.membership.success);
      helpers.resetForm();
      setSubmitted(true);
      window.setTimeout(() => confirmation.current?.focus(), 0);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'DUPLICATE_EMAIL') {
        toast.error(messages.membership.duplicateEmail);
        helpers.setFieldError('email', messages.membership.duplicateEmail);
      } else if (code === 'BAD_USER_INPUT' && Object.keys(fieldErrors(error)).length > 0) {
        helpers.setErrors(fieldErrors(error));
      } else {
        toast.error(rateLimitedText(error) ?? messages.membership.failed);
      }
    }
  };

  return (
    <div className="container join">
      <header className="join__header">
        <h1>Join the Association</h1>
        <p>Membership is free for residents, renters and property owners of Greenfield. {messages.membership.approvalPromise}</p>
      </header>
      <div className="join__layout">
        <section ref={formArea} className="card join__form" aria-labelledby="join-form-title">
          <h2 id="join-form-title">Membership application</h2>
          {submitted && (
            <div ref={confirmation} tabIndex={-1} className="join__confirmation" role="status">
              <p>
                <strong>Application received.</strong> {messages.membership.approvalPromise} We will email you once it has been reviewed.
              </p>
              <button type="button" className="btn btn--small" onClick={() => setSubmitted(false)}>
                Submit another application
              </button>
            </div>
          )}
          <p className="field__hint">
            Fields marked <span className="required">*</span> are required.
          </p>
          <Formik initialValues={initialValues} validationSchema={membershipApplicationSchema} onSubmit={submit}>
            {({ values, isSubmitting }) => (
              <Form noValidate>
                <FocusFirstError area={formArea} />
                <fieldset className="join__fieldset">
                  <legend>About you</legend>
                  <JoinField name="fullName" label="Full Name" required autoComplete="name" />
                  <JoinField name="primaryApplicantFullName" label="Primary Applicant Full Name" hint="For a joint household application." />
                  <JoinField name="email" label="Email" type="email" required autoComplete="email" />
                  <JoinField name="phone" label="Phone" type="tel" required autoComplete="tel" />
                  <JoinField
                    name="whatsappJointStatus"
                    label="WhatsApp Joint Status"
                    type="select"
                    options={[none, { value: 'Y', label: 'Y (Yes)' }, { value: 'N', label: 'N (No)' }]}
                    hint="Have you joined the residents' WhatsApp group?"
                  />
                  <JoinField name="address" label="Address" type="textarea" required autoComplete="street-address" />
                  <JoinField name="languageSpoken" label="Language Spoken" />
                </fieldset>
                <fieldset className="join__fieldset">
                  <legend>Household and membership</legend>
                  <div className="join__row">
                    <JoinField name="numAdults" label="Number of Adults" type="number" />
                    <JoinField name="numChildren" label="Number of Children" type="number" />
                  </div>
                  <JoinField
                    name="memberType"
                    label="Member Type"
                    type="select"
                    required
                    options={[
                      { value: 'OWNER', label: 'Owner' },
                      { value: 'RENTER', label: 'Renter' },
                      { value: 'INVESTOR', label: 'Investor' },
                    ]}
                  />
                  <JoinField name="residencyProofStatus" label="Residency Proof Status" type="select" options={PROOF_STATUS} />
                  <JoinField name="residencyProofType" label="Residency Proof Type" type="select" options={PROOF_TYPE} />
                  <JoinCheckbox name="receiptRequested">I would like a receipt</JoinCheckbox>
                  {values.receiptRequested && <JoinField name="orgName" label="Organisation / Legal Name" hint="The name to show on the receipt." />}
                  <JoinCheckbox name="termsAccepted">
                    I accept the <Link to="/terms">Terms and Conditions</Link>{' '}
                    <span className="required" aria-hidden="true">
                      *
                    </span>
                  </JoinCheckbox>
                </fieldset>
                {/* APP 5 collection notice (issue #19), linked to the full policy. */}
                <p className="field__hint join__privacy-notice" id="join-privacy-notice">
                  {messages.privacy.joinNotice} <Link to="/privacy">How we handle your information</Link>.
                </p>
                <Field as={HoneypotField} id="join-website" name="website" />
                {/* The name stays "Submit Application" while sending, so the button keeps its accessible name. */}
                <button type="submit" className="btn btn--primary join__submit" disabled={isSubmitting} aria-busy={isSubmitting}>
                  Submit Application
                </button>
                {isSubmitting && (
                  <p className="field__hint join__sending" role="status">
                    Sending your application…
                  </p>
                )}
              </Form>
            )}
          </Formik>
        </section>
        <aside className="join__aside">
          <section className="card" aria-labelledby="join-benefits">
            <h2 id="join-benefits">Why join?</h2>
            <ul>
              {BENEFITS.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <button type="button" className="btn" onClick={() => toast.info(messages.membership.offlineForm)}>
              Download the offline form (PDF)
            </button>
          </section>
          <section className="card" aria-labelledby="join-donate">
            <h2 id="join-donate">Support our work</h2>
            <ul className="join__tiers">
              {settings.donationTiers.map((tier) => (
                <li key={tier.amount}>
                  <strong>${tier.amount}</strong> {tier.impact}
                </li>
              ))}
            </ul>
            <div className="join__pay">
              <button type="button" className="btn" onClick={() => toast.info(messages.payment.comingSoon('PayPal'))}>
                Donate with PayPal
              </button>
              <button type="button" className="btn" onClick={() => toast.info(messages.payment.comingSoon('Stripe'))}>
                Donate with Stripe
              </button>
            </div>
          </section>
        </aside>
      </div>
    </div>
  );
}
