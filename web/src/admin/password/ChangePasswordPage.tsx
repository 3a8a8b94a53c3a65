import './ChangePasswordPage.css';
import { useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import * as ErrorCode from '../../../../shared/error-codes';
import { messages } from '../../../../shared/messages';
import { adminMessages } from '../../../../shared/admin-messages';
import { MIN_STAFF_PASSWORD_LENGTH } from '../../../../shared/staff';
import { useAuth } from '../../auth/AuthContext';
import { errorCode, fieldErrors } from '../../shared/errors';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ChangePasswordDocument } from './password.graphql';
import { PasswordField } from '../common/PasswordField';
import { newPasswordRule, repeatPasswordRule } from '../common/passwordRules';
import { FormikUnsavedChanges } from '../../shared/useUnsavedChanges';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const schema = yup.object({
  currentPassword: yup.string().required(messages.validation.required('Current password')),
  newPassword: newPasswordRule,
  confirmPassword: repeatPasswordRule('newPassword'),
});

const initialValues: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /admin/password, for every staff role: the current password, the new one (at least 10
 * characters) twice. On success the server ends every other session and this page keeps the fresh
 * one ("Password changed. Other devices have been signed out."); a wrong current password or a
 * short new one is shown at the field the server names.
 */
export default function ChangePasswordPage() {
  useDocumentTitle('Change password');
  const { signIn } = useAuth();
  const [change] = useMutation(ChangePasswordDocument);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    setStatus(null);
    try {
      const { data } = await change({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } } });
      if (!data) throw new Error(adminMessages.auth.changePasswordFailed);
      const { token, expiresAt, user } = data.changePassword;
      signIn({ token, expiresAt, user: { id: user.id, name: user.name, email: user.email, role: user.role } });
      helpers.resetForm();
      // Announced once, by the form's status line (a toast would say it twice).
      setStatus({ ok: true, text: adminMessages.auth.passwordChanged });
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (errorCode(failure) === ErrorCode.BAD_USER_INPUT && Object.keys(fields).length > 0) helpers.setErrors(fields);
      const text = Object.values(fields)[0] ?? adminMessages.auth.changePasswordFailed;
      setStatus({ ok: false, text });
      helpers.setSubmitting(false);
    }
  };

  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title">Change password</h1>
      <p className="password__note">Changing your password signs you out on every other device.</p>
      <Formik<PasswordValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="card password__form" noValidate aria-busy={isSubmitting}>
            <FormikUnsavedChanges />
            <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" />
            <PasswordField name="newPassword" label="New password" hint={`At least ${MIN_STAFF_PASSWORD_LENGTH} characters.`} />
            <PasswordField name="confirmPassword" label="Repeat the new password" />
            <p role="status" className="password__ok">
              {status?.ok ? status.text : ''}
            </p>
            {status && !status.ok && (
              <p role="alert" className="field__error">
                {status.text}
              </p>
            )}
            <div className="password__actions">
              <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                {isSubmitting ? 'Changing…' : 'Change password'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
