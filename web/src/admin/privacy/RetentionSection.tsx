import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { adminMessages } from '../../../../shared/admin-messages';
import { retentionRules, retentionSchema, type RetentionValues } from '../../../../shared/privacy';
import { errorMessage, fieldErrors } from '../../shared/errors';
import { FieldNotes, useFieldNotes } from '../../shared/FieldNotes';
import { ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { AdminRetentionDocument, AdminUpdateRetentionDocument } from './privacy.graphql';
import { FormikUnsavedChanges } from '../../shared/useUnsavedChanges';

/** One "days" input of the retention form, with its error once touched or submitted. */
function DaysField({ name, label, hint }: { name: keyof RetentionValues; label: string; hint: string }) {
  const { id, input, error, describedBy } = useFieldNotes<number>(name, true);
  return (
    <div className="field privacy__days">
      <label htmlFor={id}>{label} (days)</label>
      <input
        id={id}
        type="number"
        min={1}
        max={3650}
        {...input}
        value={input.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

const toValues = (s: RetentionValues): RetentionValues => ({
  rejectedApplicationDays: s.rejectedApplicationDays,
  contactMessageDays: s.contactMessageDays,
  outboxBodyDays: s.outboxBodyDays,
  cancelledRsvpDays: s.cancelledRsvpDays,
});

/**
 * Retention (issue #19): how many days each kind of record is kept (stated on /privacy), and what
 * the next daily run will remove, counted now. Saving re-counts.
 */
export function RetentionSection() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AdminRetentionDocument, { fetchPolicy: 'network-only' });
  useSignOutWhenUnauthenticated(error);
  const [save] = useMutation(AdminUpdateRetentionDocument);

  const submit = async (values: RetentionValues, helpers: FormikHelpers<RetentionValues>) => {
    try {
      const result = await save({ variables: { input: toValues(retentionSchema.cast(values) as RetentionValues) } });
      if (result.data) helpers.resetForm({ values: toValues(result.data.updateRetentionSettings) });
      toast.success(adminMessages.privacy.retentionSaved);
      await refetch();
    } catch (e) {
      helpers.setErrors(fieldErrors(e));
      toast.error(`${adminMessages.privacy.retentionSaveFailed}: ${errorMessage(e)}`);
    }
  };

  let body;
  if (!data && loading) body = <Spinner label="Loading retention settings…" />;
  else if (!data)
    body = <ErrorState title={adminMessages.privacy.loadError} detail={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  else
    body = (
      <>
        <Formik initialValues={toValues(data.retentionSettings)} validationSchema={retentionSchema} onSubmit={submit} enableReinitialize>
          {({ isSubmitting, dirty }) => (
            <Form noValidate className="privacy__retention-form">
              <FormikUnsavedChanges />
              {retentionRules.map((rule) => (
                <DaysField key={rule.key} name={rule.key} label={rule.label} hint={rule.what} />
              ))}
              <div>
                <button type="submit" className="btn btn--primary" disabled={isSubmitting || !dirty}>
                  Save retention settings
                </button>
              </div>
            </Form>
          )}
        </Formik>
        <h3>The next daily run will remove</h3>
        <p>
          Next run: <time dateTime={data.retentionPreview.runsAt}>{formatDateTime(data.retentionPreview.runsAt)}</time>.
        </p>
        <div className="table-wrap" role="region" aria-label="What the next retention run removes" tabIndex={0}>
          <table>
            <caption className="visually-hidden">What the next retention run removes</caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Kept</th>
                <th scope="col">Older than</th>
                <th scope="col">Records</th>
              </tr>
            </thead>
            <tbody>
              {data.retentionPreview.items.map((item) => (
                <tr key={item.key}>
                  <td>{item.label}</td>
                  <td>{item.days} days</td>
                  <td>{formatDateTime(item.cutoff)}</td>
                  <td>{item.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );

  return (
    <section className="admin-page__section" aria-labelledby="privacy-retention-title">
      <h2 id="privacy-retention-title">Retention</h2>
      <p>Each day at 3:15 am the records below are removed once they are older than their setting. The public privacy page states these periods.</p>
      {body}
    </section>
  );
}
