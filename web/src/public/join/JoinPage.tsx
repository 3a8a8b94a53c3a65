import './JoinPage.css';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import * as ErrorCode from '../../../../shared/error-codes';
import {
  emptyMembershipValues,
  MEMBERSHIP_BENEFITS,
  MEMBERSHIP_FORM,
  MEMBERSHIP_TERMS,
  OFFLINE_FORM,
  type JoinFieldDecl,
  type MembershipFormValues,
} from '../../../../shared/membership-form';
import { messages } from '../../../../shared/messages';
import type { MemberType, ResidencyProofStatus, ResidencyProofType, YesNo } from '../../gql/graphql';
import { errorCode, fieldErrors, rateLimitedText } from '../../shared/errors';
import { FocusFirstError } from '../../shared/FocusFirstError';
import { HoneypotField, honeypotValue } from '../../shared/Honeypot';
import { useSiteSettings } from '../../shared/siteSettings';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { DonationPanel } from './DonationPanel';
import { JoinCheckbox, JoinField } from './JoinField';
import { membershipValidator } from './joinRules';
import { loadMembershipRules } from './loadMembershipRules';
import { FormikUnsavedChanges } from '../../shared/useUnsavedChanges';
import { chosenClass, MembershipClassChoice, type JoinClass } from './MembershipClassChoice';
import { JoinMembershipClassesDocument } from './membershipClasses.graphql';

/** /join's Formik `validate`, with the rules loaded on first use (issue #22). */
const validateMembershipApplication = membershipValidator(loadMembershipRules);

/** The form's values: the membership fields, the terms and the honeypot. */
interface JoinValues extends MembershipFormValues {
  termsAccepted: boolean;
  /** Honeypot: stays empty for people. */
  website: string;
  /** The chosen membership class (issue #34); '' until chosen (the first is shown and sent). */
  membershipClassId: string;
  /** Asks for the class's concession fee (issue #34). */
  concession: boolean;
}

const initialValues: JoinValues = { ...emptyMembershipValues(), termsAccepted: false, website: '', membershipClassId: '', concession: false };

const none = { value: '', label: '— Select —' };

/** The declared fields in rows: neighbours marked `inRow` share one. */
function fieldRows(fields: JoinFieldDecl[]): JoinFieldDecl[][] {
  const rows: JoinFieldDecl[][] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (field.inRow && last?.[0].inRow) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/** One declared field (shared/membership-form.ts) as its control; optional selects start with "— Select —". */
function renderField(field: JoinFieldDecl, values: JoinValues) {
  if (field.onlyWhen && !values[field.onlyWhen as keyof JoinValues]) return null;
  if (field.kind === 'checkbox')
    return (
      <JoinCheckbox key={field.name} name={field.name}>
        {field.label}
      </JoinCheckbox>
    );
  const options = field.options && (field.required ? field.options : [none, ...field.options]);
  return (
    <JoinField
      key={field.name}
      name={field.name}
      label={field.label}
      type={field.kind}
      required={field.required}
      options={options}
      hint={field.hint}
      autoComplete={field.autoComplete}
    />
  );
}

/**
 * The terms link inside the checkbox's label (issue #22): opens the terms in a new tab, so reading
 * them never leaves — and empties — the half-filled application; ticking stays a click on the label.
 */
function TermsLink() {
  return (
    <a href={MEMBERSHIP_TERMS.path} target="_blank" rel="noopener">
      {MEMBERSHIP_TERMS.link}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** Form values → the mutation's input: trimmed, empty optional values as null, numbers as integers (SPEC §5). */
async function toInput(values: JoinValues, classes: readonly JoinClass[]) {
  const { membershipApplicationSchema } = await loadMembershipRules();
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
    ...classInput(values, classes),
  };
}

/** The class and concession sent (issue #34): the class shown, and a concession only where it has one. */
function classInput(values: JoinValues, classes: readonly JoinClass[]) {
  const cls = chosenClass(classes, values.membershipClassId);
  if (!cls) return {};
  return { membershipClassId: cls.id, concession: values.concession && cls.concessionFeeCents !== null };
}

/**
 * The membership page at /join (SPEC §2, §5 Membership form, §8): the application form with every
 * field and rule (the same Yup schema the server enforces), benefits, the offline form button and
 * the donation panel (issue #34: donations by card through Stripe Checkout, or how to give without it). Success, duplicate-email and failure toasts come from SPEC §8.
 */
export default function JoinPage() {
  useDocumentTitle(
    'Join',
    'Apply to join the Greenfield Residents Association: free membership for residents, renters and owners, reviewed within a few days.',
  );
  const toast = useToast();
  const client = useApolloClient();
  const [submitted, setSubmitted] = useState(false);
  const settings = useSiteSettings();
  const confirmation = useRef<HTMLDivElement>(null);
  // Issue #34: the classes on offer (none: no choice shown, as before classes existed).
  const classes = useQuery(JoinMembershipClassesDocument).data?.membershipClasses ?? [];

  const submit = async (values: JoinValues, helpers: FormikHelpers<JoinValues>) => {
    try {
      // Loaded on submit, not with the page (issue #22: /join's load), as the footer's newsletter does.
      const { ApplyForMembershipDocument } = await import('./join.graphql');
      await client.mutate({ mutation: ApplyForMembershipDocument, variables: { input: await toInput(values, classes) } });
      toast.success(messages.membership.success);
      helpers.resetForm();
      setSubmitted(true);
      window.setTimeout(() => confirmation.current?.focus(), 0);
    } catch (error) {
      const code = errorCode(error);
      if (code === ErrorCode.DUPLICATE_EMAIL) {
        toast.error(messages.membership.duplicateEmail);
        helpers.setFieldError('email', messages.membership.duplicateEmail);
      } else if (code === ErrorCode.BAD_USER_INPUT && Object.keys(fieldErrors(error)).length > 0) {
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
        <section className="card join__form" aria-labelledby="join-form-title">
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
          <Formik initialValues={initialValues} validate={validateMembershipApplication} onSubmit={submit}>
            {({ values, isSubmitting }) => (
              // The rules load on the first focus in the form, so they are there by the first blur.
              <Form noValidate onFocus={() => void loadMembershipRules().catch(() => undefined)}>
                <FormikUnsavedChanges />
                <FocusFirstError />
                <MembershipClassChoice classes={classes} chosenId={values.membershipClassId} />
                {MEMBERSHIP_FORM.map((fieldset, index) => (
                  <fieldset key={fieldset.legend} className="join__fieldset">
                    <legend>{fieldset.legend}</legend>
                    {fieldRows(fieldset.fields).map((row) =>
                      row.length > 1 ? (
                        <div key={row[0].name} className="join__row">
                          {row.map((field) => renderField(field, values))}
                        </div>
                      ) : (
                        renderField(row[0], values)
                      ),
                    )}
                    {index === MEMBERSHIP_FORM.length - 1 && (
                      <JoinCheckbox name="termsAccepted">
                        {MEMBERSHIP_TERMS.before} <TermsLink />{' '}
                        <span className="required" aria-hidden="true">
                          *
                        </span>
                      </JoinCheckbox>
                    )}
                  </fieldset>
                ))}
                {/* APP 5 collection notice (issue #19), linked to the full policy. */}
                <p className="field__hint join__privacy-notice" id="join-privacy-notice">
                  {messages.privacyNotice} <Link to="/privacy">How we handle your information</Link>.
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
              {MEMBERSHIP_BENEFITS.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <a className="btn" href={OFFLINE_FORM.path} download={OFFLINE_FORM.fileName} type="application/pdf">
              Download the offline form (PDF)
            </a>
          </section>
          <section className="card" aria-labelledby="join-donate" id="donate">
            <h2 id="join-donate">Support our work</h2>
            <ul className="join__tiers">
              {settings.donationTiers.map((tier) => (
                <li key={tier.amount}>
                  <strong>${tier.amount}</strong> {tier.impact}
                </li>
              ))}
            </ul>
            <DonationPanel tiers={settings.donationTiers} />
          </section>
        </aside>
      </div>
    </div>
  );
}
