import { useApolloClient } from '@apollo/client/react';
import { Field, Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useId } from 'react';
import * as ErrorCode from '../../../../shared/error-codes';
import { donationAmountProblem, donationTexts } from '../../../../shared/donations';
import { isEmailAddress } from '../../../../shared/email-address';
import type { DonationTier } from '../../../../shared/settings-defaults';
import { FormikField } from '../../shared/FormikField';
import { FocusFirstError } from '../../shared/FocusFirstError';
import { errorCode, errorMessage, fieldErrors, rateLimitedText } from '../../shared/errors';
import { useToast } from '../../shared/Toast';
import { StartDonationCheckoutDocument } from '../donate/payments.graphql';
import { JoinCheckbox } from './JoinField';

/** The donor form's values: a tier (dollars, as text) or "other" with an amount in dollars. */
interface DonationValues {
  tier: string;
  otherAmount: string;
  donorName: string;
  donorEmail: string;
  receiptRequested: boolean;
  organisationName: string;
}

const OTHER = 'other';

/** Dollars as typed ("50", "12.34") → cents, or NaN. */
const centsOf = (dollars: string): number => (/^\d+(\.\d{1,2})?$/.test(dollars.trim()) ? Math.round(Number(dollars) * 100) : Number.NaN);

/** The same rules the server checks (shared/donations.ts), so most mistakes are caught before a round trip. */
function validate(values: DonationValues): FormikErrors<DonationValues> {
  const errors: FormikErrors<DonationValues> = {};
  if (!values.tier) errors.tier = 'Please choose an amount';
  if (values.tier === OTHER) {
    const cents = centsOf(values.otherAmount);
    const problem = Number.isNaN(cents) ? 'Amount must be in dollars and cents' : donationAmountProblem(cents);
    if (problem) errors.otherAmount = problem;
  }
  if (!values.donorName.trim()) errors.donorName = 'Your name is required';
  if (!isEmailAddress(values.donorEmail.trim())) errors.donorEmail = 'Please enter a valid email address';
  if (values.receiptRequested && !values.organisationName.trim()) errors.organisationName = 'Organisation name is required';
  return errors;
}

/**
 * The donor form of /join's donation panel (issue #34): a tier from the site settings or another
 * amount ($2 to $10,000), the donor's name and e-mail (the receipt goes there), and SPEC §5's
 * "I would like a receipt" for an organisation, whose name then shows. On submit the server makes
 * the pledge and the Checkout Session, and the browser goes to Stripe to pay.
 */
export default function DonationForm({ tiers }: { tiers: DonationTier[] }) {
  const client = useApolloClient();
  const toast = useToast();
  const legendId = useId();
  const initialValues: DonationValues = { tier: '', otherAmount: '', donorName: '', donorEmail: '', receiptRequested: false, organisationName: '' };

  const submit = async (values: DonationValues, helpers: FormikHelpers<DonationValues>) => {
    const other = values.tier === OTHER;
    try {
      const { data } = await client.mutate({
        mutation: StartDonationCheckoutDocument,
        variables: {
          input: {
            tierDollars: other ? null : Number(values.tier),
            amountCents: other ? centsOf(values.otherAmount) : null,
            donorName: values.donorName.trim(),
            donorEmail: values.donorEmail.trim(),
            // SPEC §5: the organisation's name is sent only when a receipt for it is asked for.
            organisationName: values.receiptRequested ? values.organisationName.trim() : null,
          },
        },
      });
      if (!data) throw new Error(donationTexts.failed);
      window.location.assign(data.startDonationCheckout.url);
    } catch (error) {
      const fields = fieldErrors(error);
      if (errorCode(error) === ErrorCode.BAD_USER_INPUT && Object.keys(fields).length > 0) {
        const { tierDollars, amountCents, ...rest } = fields;
        helpers.setErrors({ ...rest, ...(tierDollars ? { tier: tierDollars } : {}), ...(amountCents ? { otherAmount: amountCents } : {}) });
      } else toast.error(rateLimitedText(error) ?? (errorCode(error) === ErrorCode.CONFLICT ? errorMessage(error) : donationTexts.failed));
      helpers.setSubmitting(false);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ values, errors, touched, isSubmitting }) => (
        <Form noValidate className="join__donation-form" aria-label="Donation">
          <FocusFirstError />
          <fieldset className="join__fieldset" aria-describedby={touched.tier && errors.tier ? `${legendId}-error` : undefined}>
            <legend id={legendId}>Amount</legend>
            <div className="join__amounts">
              {tiers.map((tier) => (
                <label key={tier.amount} className="join__amount">
                  <Field type="radio" name="tier" value={String(tier.amount)} />${tier.amount}
                </label>
              ))}
              <label className="join__amount">
                <Field type="radio" name="tier" value={OTHER} />
                Another amount
              </label>
            </div>
            {touched.tier && errors.tier && (
              <p id={`${legendId}-error`} className="field__error">
                {errors.tier}
              </p>
            )}
            {values.tier === OTHER && (
              <FormikField
                name="otherAmount"
                label={donationTexts.otherAmount}
                type="number"
                required
                hint={donationTexts.amountRange}
                numberAttributes={{ step: 0.01 }}
              />
            )}
          </fieldset>
          <FormikField name="donorName" label="Your name" required autoComplete="name" />
          <FormikField name="donorEmail" label="Email" type="email" required autoComplete="email" hint={donationTexts.receiptNote} />
          <JoinCheckbox name="receiptRequested">I would like a receipt in an organisation&apos;s name</JoinCheckbox>
          {values.receiptRequested && <FormikField name="organisationName" label="Organisation name" required autoComplete="organization" />}
          <button type="submit" className="btn btn--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
            {donationTexts.toCheckout}
          </button>
          {isSubmitting && (
            <p className="field__hint" role="status">
              {donationTexts.redirecting}
            </p>
          )}
        </Form>
      )}
    </Formik>
  );
}
