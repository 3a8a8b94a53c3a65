import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { retentionRules, retentionSchema, type RetentionValues } from '../../../../shared/privacy';
import { errorMessage, fieldErrors } from '../../shared/errors';
import { FieldNotes, useFieldNotes } from '../../shared/FieldNotes';
import { ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { AdminRetentionDocument, AdminUpdateRetentionDocument } from './privacy.graphql';
import { FormConflictPanel, type FormConflict } from '../common/EditConflictPanel';
import { conflictRows, staleVersion, type Values } from '../common/editConflict';
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
 * the next daily run will remove, counted now. Saving re-counts. A save sends the version the form
 * started from (issue #33): when another admin saved first, both versions are shown field by field.
 */
export function RetentionSection() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AdminRetentionDocument, { fetchPolicy: 'network-only' });
  useSignOutWhenUnauthenticated(error);
  const [save] = useMutation(AdminUpdateRetentionDocument);
  // Issue #33: the version and values the form started from; the form keeps its values when the
  // preview is re-counted, and a conflict moves the base to the stored settings.
  const base = useRef<{ version: number; values: RetentionValues } | null>(null);
  if (data && !base.current) base.current = { version: data.retentionSettings.version, values: toValues(data.retentionSettings) };
  const [conflict, setConflict] = useState<FormConflict<RetentionValues> | null>(null);

  const submit = async (values: RetentionValues, helpers: FormikHelpers<RetentionValues>) => {
    try {
      const input = { ...toValues(retentionSchema.cast(values) as RetentionValues), expectedVersion: base.current?.version ?? null };
      const result = await save({ variables: { input } });
      if (result.data) {
        base.current = { version: result.data.updateRetentionSettings.version, values: toValues(result.data.updateRetentionSettings) };
        helpers.resetForm({ values: base.current.values });
      }
      toast.success(adminMessages.privacy.retentionSaved);
      await refetch();
    } catch (e) {
      const stale = staleVersion(e);
      if (stale && base.current) {
        toast.error(adminMessages.cms.saveConflict);
        const now = (await refetch()).data?.retentionSettings;
        if (!now) return;
        const theirs = toValues(now);
        const labels = retentionRules.map((rule) => ({ name: rule.key, label: rule.label }));
        const rows = conflictRows(labels, base.current.values as unknown as Values, values as unknown as Values, theirs as unknown as Values);
        setConflict({ conflict: stale, version: now.version, theirs, rows });
        return;
      }
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
        <Formik initialValues={base.current?.values ?? toValues(data.retentionSettings)} validationSchema={retentionSchema} onSubmit={submit}>
          {({ isSubmitting, dirty, values, setValues }) => (
            <Form noValidate className="privacy__retention-form">
              {conflict && <FormConflictPanel open={conflict} base={base} values={values} setValues={setValues} onDone={() => setConflict(null)} />}
              <FormikUnsavedChanges />
              {retentionRules.map((rule) => (
                <DaysField key={rule.key} name={rule.key} label={rule.label} hint={rule.what} />
              ))}
              <div>
                <button type="submit" className="btn btn--primary" disabled={isSubmitting || !dirty || conflict !== null}>
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
