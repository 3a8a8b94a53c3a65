import './SettingsPage.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { FieldArray, Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { settingsSchema, type SiteSettingsValues } from '../../../../shared/settings';
import { errorMessage, fieldErrors } from '../../shared/errors';
import { SiteSettingsDocument } from '../../shared/siteSettings';
import { ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { FieldNotes, useFieldNotes } from '../../shared/FieldNotes';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { AdminSiteSettingsDocument, AdminUpdateSiteSettingsDocument } from './settings.graphql';
import { FormConflictPanel, type FormConflict } from '../common/EditConflictPanel';
import { conflictRows, staleVersion, type Values } from '../common/editConflict';

/** The settings' fields and labels, for the conflict view (issue #33). */
const FIELD_LABELS = [
  { name: 'siteName', label: 'Site name' },
  { name: 'state', label: 'State' },
  { name: 'address', label: 'Address' },
  { name: 'contactEmail', label: 'Contact email' },
  { name: 'contactPhone', label: 'Contact phone' },
  { name: 'supportHours', label: 'Support hours' },
  { name: 'socialLabel', label: 'Social link label' },
  { name: 'socialUrl', label: 'Social link' },
  { name: 'donationTiers', label: 'Donation tiers' },
];
import { RequiredMark } from '../../shared/RequiredMark';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { FormikUnsavedChanges } from '../../shared/useUnsavedChanges';
import { MembershipClassesSection } from './membership/MembershipClassesSection';
import { MembershipYearSection } from './membership/MembershipYearSection';

/** Most donation tiers the settings allow (settingsSchema). */
const MAX_TIERS = 6;

/** A labelled text input of the settings form with its error once touched or submitted. */
function TextField({ name, label, type = 'text', hint }: { name: string; label: string; type?: string; hint?: string }) {
  const { id, input, error, describedBy } = useFieldNotes<string | number>(name, Boolean(hint));
  return (
    <div className="field settings__field">
      <label htmlFor={id}>
        {label}
        <RequiredMark />
      </label>
      <input
        id={id}
        type={type}
        {...input}
        value={input.value ?? ''}
        min={type === 'number' ? 1 : undefined}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The settings as the form holds them: only the input fields (no __typename). */
const toValues = (s: SiteSettingsValues): SiteSettingsValues => ({
  siteName: s.siteName,
  contactEmail: s.contactEmail,
  contactPhone: s.contactPhone,
  address: s.address,
  state: s.state,
  socialLabel: s.socialLabel,
  socialUrl: s.socialUrl,
  supportHours: s.supportHours,
  donationTiers: s.donationTiers.map((t) => ({ amount: t.amount, impact: t.impact })),
});

/**
 * Site settings at /admin/settings, admins only (SPEC §2 Admin routes: replaces "Settings (Coming
 * Soon)"): site name, contact email and phone, address, state, social link label and URL, support
 * hours, and the donation tiers shown on /join as an editable list (add, remove; 1 to 6). Validated
 * with `settingsSchema` (shared with the server); saved with `updateSiteSettings`, then "Settings
 * saved successfully!". The public footer, Home and /join read the stored values. A save sends the
 * version the form started from (issue #33): when another admin saved first, both versions are shown
 * field by field (FormConflictPanel) before saving again.
 */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AdminSiteSettingsDocument, { fetchPolicy: 'network-only' });
  const client = useApolloClient();
  // Issue #33: the version and values the form started from; a conflict moves both to the stored ones.
  const base = useRef<{ version: number; values: SiteSettingsValues } | null>(null);
  if (data && !base.current) base.current = { version: data.siteSettings.version, values: toValues(data.siteSettings) };
  const [conflict, setConflict] = useState<FormConflict<SiteSettingsValues> | null>(null);
  useSignOutWhenUnauthenticated(error);
  const [save] = useMutation(AdminUpdateSiteSettingsDocument, {
    update(cache, result) {
      if (result.data) cache.writeQuery({ query: SiteSettingsDocument, data: { siteSettings: result.data.updateSiteSettings } });
    },
  });

  const submit = async (values: SiteSettingsValues, helpers: FormikHelpers<SiteSettingsValues>) => {
    const input = toValues(settingsSchema.cast(values) as SiteSettingsValues);
    try {
      const result = await save({ variables: { input: { ...input, expectedVersion: base.current?.version ?? null } } });
      if (result.data) {
        base.current = { version: result.data.updateSiteSettings.version, values: toValues(result.data.updateSiteSettings) };
        helpers.resetForm({ values: base.current.values });
      }
      toast.success(adminMessages.cms.settingsSaved);
    } catch (failure) {
      const stale = staleVersion(failure);
      if (stale && base.current) {
        toast.error(adminMessages.cms.saveConflict);
        const { data: now } = await client.query({ query: AdminSiteSettingsDocument, fetchPolicy: 'network-only' });
        if (!now) return;
        const theirs = toValues(now.siteSettings);
        const rows = conflictRows(FIELD_LABELS, base.current.values as unknown as Values, values as unknown as Values, theirs as unknown as Values);
        setConflict({ conflict: stale, version: now.siteSettings.version, theirs, rows });
        return;
      }
      const fields = fieldErrors(failure);
      if (Object.keys(fields).length > 0) helpers.setErrors(fields);
      toast.error(adminMessages.cms.settingsSaveFailed);
    }
  };

  let body;
  if (!data && loading) body = <Spinner label="Loading settings…" />;
  else if (!data)
    body = (
      <ErrorState
        title={adminMessages.cms.settingsLoadError}
        detail={error ? errorMessage(error) : undefined}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else
    body = (
      <Formik<SiteSettingsValues> initialValues={toValues(data.siteSettings)} validationSchema={settingsSchema} onSubmit={submit}>
        {({ values, isSubmitting, dirty, errors, submitCount, setValues }) => (
          <Form className="settings__form" noValidate>
            {conflict && <FormConflictPanel open={conflict} base={base} values={values} setValues={setValues} onDone={() => setConflict(null)} />}
            <FormikUnsavedChanges />
            <fieldset className="card settings__group">
              <legend>Association</legend>
              <div className="settings__grid">
                <TextField name="siteName" label="Site name" />
                <TextField name="state" label="State" hint='e.g. "Victoria, Australia"' />
                <TextField name="address" label="Address" />
              </div>
            </fieldset>
            <fieldset className="card settings__group">
              <legend>Contact</legend>
              <div className="settings__grid">
                <TextField name="contactEmail" label="Contact email" type="email" />
                <TextField name="contactPhone" label="Contact phone" type="tel" />
                <TextField name="supportHours" label="Support hours" hint='e.g. "Monday to Friday, 9AM to 5PM"' />
                <TextField name="socialLabel" label="Social link label" hint='e.g. "Facebook"' />
                <TextField name="socialUrl" label="Social link" type="url" hint="The full address, starting with https://" />
              </div>
            </fieldset>
            <fieldset className="card settings__group">
              <legend>Donation tiers</legend>
              <p className="settings__note">Shown on the Join page, from 1 to {MAX_TIERS} tiers.</p>
              <FieldArray name="donationTiers">
                {(tiers) => (
                  <>
                    <ol className="settings__tiers">
                      {values.donationTiers.map((_, index) => (
                        <li key={index} className="settings__tier">
                          <span className="settings__tier-number" aria-hidden="true">
                            {index + 1}
                          </span>
                          <TextField name={`donationTiers.${index}.amount`} label={`Tier ${index + 1} amount ($)`} type="number" />
                          <TextField name={`donationTiers.${index}.impact`} label={`Tier ${index + 1} impact`} />
                          <button
                            type="button"
                            className="btn btn--small settings__remove"
                            disabled={values.donationTiers.length <= 1}
                            onClick={() => tiers.remove(index)}
                          >
                            Remove tier {index + 1}
                          </button>
                        </li>
                      ))}
                    </ol>
                    {typeof errors.donationTiers === 'string' && submitCount > 0 && <p className="field__error">{errors.donationTiers}</p>}
                    <button
                      type="button"
                      className="btn"
                      disabled={values.donationTiers.length >= MAX_TIERS}
                      onClick={() => tiers.push({ amount: '', impact: '' })}
                    >
                      Add tier
                    </button>
                  </>
                )}
              </FieldArray>
            </fieldset>
            <div className="settings__actions">
              <button type="submit" className="btn btn--primary" disabled={isSubmitting || conflict !== null}>
                {isSubmitting ? 'Saving…' : 'Save settings'}
              </button>
              {!dirty && <span className="settings__saved-note">No unsaved changes</span>}
            </div>
          </Form>
        )}
      </Formik>
    );

  return (
    <div className="admin-page settings">
      <AdminPageHeader title="Settings" lead="Contact details, social link and donation tiers shown on the public site." />
      {body}
      {/* Issue #34: the membership year and its classes, each saved on its own. */}
      <MembershipYearSection />
      <MembershipClassesSection />
    </div>
  );
}
