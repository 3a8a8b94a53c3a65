import { useMutation, useQuery } from '@apollo/client/react';
import { FieldArray, Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { membershipYearSchema, type MembershipYearValues } from '../../../../../shared/membership-year';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FieldNotes, useFieldNotes } from '../../../shared/FieldNotes';
import { ErrorState, Spinner } from '../../../shared/states';
import { useToast } from '../../../shared/Toast';
import type { MembershipYearFieldsFragment } from '../../../gql/graphql';
import { staleVersion } from '../../common/editConflict';
import { AdminMembershipYearSettingsDocument, AdminUpdateMembershipYearSettingsDocument } from './membership.graphql';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The stored settings as the form holds them (no version or __typename; the period as the shared schema names it). */
const toValues = (s: MembershipYearFieldsFragment): MembershipYearValues => ({
  financialYearStartMonth: s.financialYearStartMonth,
  membershipPeriod: s.membershipPeriod === 'ANNIVERSARY' ? 'anniversary' : 'financial_year',
  reminderOffsetDays: [...s.reminderOffsetDays],
  graceDays: s.graceDays,
  ceaseAfterUnfinancialDays: s.ceaseAfterUnfinancialDays,
  renewalsPaused: s.renewalsPaused,
  bankAccountName: s.bankAccountName,
  bankBsb: s.bankBsb,
  bankAccountNumber: s.bankAccountNumber,
  abn: s.abn,
  dgr: s.dgr,
  dgrFundName: s.dgrFundName,
});

/** A labelled input of this form with its hint and error. */
function Input({ name, label, hint, type = 'text' }: { name: string; label: string; hint?: string; type?: 'text' | 'number' }) {
  const { id, input, error, describedBy } = useFieldNotes<string | number>(name, Boolean(hint));
  return (
    <div className="field settings__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} {...input} value={input.value ?? ''} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled select of this form. */
function Select({
  name,
  label,
  options,
  hint,
}: {
  name: string;
  label: string;
  options: { value: string | number; label: string }[];
  hint?: string;
}) {
  const { id, input, error, describedBy } = useFieldNotes<string | number>(name, Boolean(hint));
  return (
    <div className="field settings__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled checkbox of this form. */
function Check({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { id, input, error, describedBy } = useFieldNotes<boolean>(name, Boolean(hint));
  return (
    <div className="field settings__field">
      <div className="field--checkbox">
        <input
          id={id}
          type="checkbox"
          name={input.name}
          checked={Boolean(input.value)}
          onChange={input.onChange}
          onBlur={input.onBlur}
          aria-describedby={describedBy}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * The membership year's settings on /admin/settings (issue #34), admins only: the financial year's
 * first month, financial year or anniversary memberships, renewal reminders (days before or after
 * "financial until"), the grace and cease periods, the pause switch, bank details, ABN and DGR fund.
 * Checked with the shared `membershipYearSchema` (the server's rules); the server's field errors are
 * shown under their fields. A save sends the version it started from: when another admin saved
 * first, the form reloads their values and says so.
 */
export function MembershipYearSection() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AdminMembershipYearSettingsDocument, { fetchPolicy: 'network-only' });
  const version = useRef<number | null>(null);
  if (data && version.current === null) version.current = data.membershipYearSettings.version;
  const [save] = useMutation(AdminUpdateMembershipYearSettingsDocument);

  const submit = async (values: MembershipYearValues, helpers: FormikHelpers<MembershipYearValues>) => {
    const cast = membershipYearSchema.cast(values) as MembershipYearValues;
    try {
      const result = await save({
        variables: {
          input: {
            ...cast,
            reminderOffsetDays: cast.reminderOffsetDays.map(Number),
            membershipPeriod: cast.membershipPeriod === 'anniversary' ? ('ANNIVERSARY' as const) : ('FINANCIAL_YEAR' as const),
            expectedVersion: version.current,
          },
        },
      });
      if (result.data) {
        version.current = result.data.updateMembershipYearSettings.version;
        helpers.resetForm({ values: toValues(result.data.updateMembershipYearSettings) });
      }
      toast.success('Membership year settings saved.');
    } catch (failure) {
      if (staleVersion(failure)) {
        const { data: now } = await refetch();
        if (!now) return;
        version.current = now.membershipYearSettings.version;
        helpers.resetForm({ values: toValues(now.membershipYearSettings) });
        toast.error('Someone else saved these settings first. Their values are shown now: make your changes again.');
        return;
      }
      const fields = fieldErrors(failure);
      for (const [field, message] of Object.entries(fields)) helpers.setFieldError(field, message);
      toast.error(Object.keys(fields).length ? 'Please fix the fields marked below.' : `Could not save the settings: ${errorMessage(failure)}`);
    }
  };

  let body;
  if (!data && loading) body = <Spinner label="Loading membership year settings…" />;
  else if (!data)
    body = (
      <ErrorState
        title="Could not load the membership year settings"
        detail={error ? errorMessage(error) : undefined}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else
    body = (
      <Formik<MembershipYearValues> initialValues={toValues(data.membershipYearSettings)} validationSchema={membershipYearSchema} onSubmit={submit}>
        {({ values, isSubmitting, dirty, errors, submitCount }) => (
          <Form className="settings__form" noValidate aria-label="Membership year settings">
            <fieldset className="card settings__group">
              <legend>Membership year</legend>
              <div className="settings__grid">
                <Select
                  name="financialYearStartMonth"
                  label="Financial year starts in"
                  options={MONTHS.map((label, i) => ({ value: i + 1, label }))}
                  hint="Most Victorian associations: July (1 July – 30 June)."
                />
                <Select
                  name="membershipPeriod"
                  label="Memberships run"
                  options={[
                    { value: 'financial_year', label: 'With the financial year' },
                    { value: 'anniversary', label: 'For a year from the day each member is approved' },
                  ]}
                />
              </div>
            </fieldset>
            <fieldset className="card settings__group">
              <legend>Renewals</legend>
              <p className="settings__note">
                Reminders are sent this many days before the date a membership is paid until (a negative number: days after it; 0: on the day).
              </p>
              <FieldArray name="reminderOffsetDays">
                {(reminders) => (
                  <>
                    <ol className="settings__tiers">
                      {values.reminderOffsetDays.map((_, index) => (
                        <li key={index} className="settings__reminder">
                          <Input name={`reminderOffsetDays.${index}`} label={`Reminder ${index + 1} (days before)`} type="number" />
                          <button type="button" className="btn btn--small settings__remove" onClick={() => reminders.remove(index)}>
                            Remove reminder {index + 1}
                          </button>
                        </li>
                      ))}
                    </ol>
                    {typeof errors.reminderOffsetDays === 'string' && submitCount > 0 && <p className="field__error">{errors.reminderOffsetDays}</p>}
                    <button type="button" className="btn" disabled={values.reminderOffsetDays.length >= 8} onClick={() => reminders.push(7)}>
                      Add reminder
                    </button>
                  </>
                )}
              </FieldArray>
              <div className="settings__grid">
                <Input
                  name="graceDays"
                  label="Grace period (days)"
                  type="number"
                  hint="Members stay financial this long after their paid-until date."
                />
                <Input
                  name="ceaseAfterUnfinancialDays"
                  label="Days before an unfinancial member ceases"
                  type="number"
                  hint="Check your rules: the Model Rules let the committee decide."
                />
              </div>
              <Check name="renewalsPaused" label="Pause renewals" hint="While paused, no reminder is sent and nobody lapses or ceases." />
            </fieldset>
            <fieldset className="card settings__group">
              <legend>Paying by bank transfer</legend>
              <p className="settings__note">Members see these details with their own payment reference. Leave them empty to hide bank transfer.</p>
              <div className="settings__grid">
                <Input name="bankAccountName" label="Account name" />
                <Input name="bankBsb" label="BSB" hint="e.g. 063-000" />
                <Input name="bankAccountNumber" label="Account number" />
              </div>
            </fieldset>
            <fieldset className="card settings__group">
              <legend>Tax status</legend>
              <div className="settings__grid">
                <Input name="abn" label="ABN" hint="11 digits, or empty." />
                <Input name="dgrFundName" label="DGR fund name" hint="Needed when the association is a deductible gift recipient." />
              </div>
              <Check name="dgr" label="The association (or its fund) is a deductible gift recipient (DGR)" />
            </fieldset>
            <div className="settings__actions">
              <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Save membership year'}
              </button>
              {!dirty && <span className="settings__saved-note">No unsaved changes</span>}
            </div>
          </Form>
        )}
      </Formik>
    );
  return (
    <section className="settings__section" aria-labelledby="membership-year-title">
      <h2 id="membership-year-title">Membership year</h2>
      {body}
    </section>
  );
}
