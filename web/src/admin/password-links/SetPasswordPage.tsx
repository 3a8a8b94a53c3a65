import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import * as yup from 'yup';
import { adminMessages } from '../../../../shared/admin-messages';
import * as ErrorCode from '../../../../shared/error-codes';
import { MIN_STAFF_PASSWORD_LENGTH } from '../../../../shared/staff';
import { errorCode, fieldErrors, rateLimitedText } from '../../shared/errors';
import { PasswordLinkLayout } from './PasswordLinkLayout';
import { AcceptInviteDocument, PasswordLinkStateDocument, ResetPasswordDocument } from './passwordLinks.graphql';
import { PasswordField } from '../common/PasswordField';
import { newPasswordRule, repeatPasswordRule } from '../common/passwordRules';
import { FormikUnsavedChanges } from '../../shared/useUnsavedChanges';

interface Values {
  password: string;
  confirmPassword: string;
}

const schema = yup.object({
  password: newPasswordRule,
  confirmPassword: repeatPasswordRule('password'),
});

/**
 * /admin/accept-invite/{token} and /admin/reset-password/{token} (issue #20): the person chooses a
 * password (at least 10 characters, twice) with the token of the e-mailed link, then goes to the
 * sign-in screen, which says the password is set. A used, replaced or expired link says so as the
 * page opens, before anyone types a password ("This link has already been used" / "This link has
 * expired", with what to do next: issue #33), and again if it stops working while the page is open
 * (and, for a reset, offers a new one).
 * @param mode `invite` (first password of an invited account) or `reset` (forgotten password)
 */
export default function SetPasswordPage({ mode }: { mode: 'invite' | 'reset' }) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [accept] = useMutation(AcceptInviteDocument);
  const [reset] = useMutation(ResetPasswordDocument);
  const [failure, setFailure] = useState<{ text: string; linkBroken: boolean } | null>(null);
  const linkState = useQuery(PasswordLinkStateDocument, {
    variables: { purpose: mode === 'invite' ? 'INVITE' : 'RESET', token },
    fetchPolicy: 'network-only',
  });
  const state = linkState.data?.passwordLinkState;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    const input = { token, password: values.password };
    try {
      if (mode === 'invite') await accept({ variables: { input } });
      else await reset({ variables: { input } });
      await navigate('/admin/login', {
        replace: true,
        state: { notice: mode === 'invite' ? adminMessages.staff.passwordSet : adminMessages.staff.passwordReset },
      });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.password) helpers.setErrors({ password: fields.password });
      const text = fields.token ?? fields.password ?? rateLimitedText(error) ?? adminMessages.staff.actionFailed;
      setFailure({ text, linkBroken: Boolean(fields.token) || errorCode(error) === ErrorCode.NOT_FOUND });
      helpers.setSubmitting(false);
    }
  };

  const heading = mode === 'invite' ? 'Set your password' : 'Choose a new password';
  if (linkState.loading && !state)
    return (
      <PasswordLinkLayout title={heading} lead="Checking the link…">
        <p role="status">Checking the link…</p>
      </PasswordLinkLayout>
    );
  if (state && state !== 'VALID') {
    const title =
      state === 'USED' ? adminMessages.staff.linkUsed : state === 'EXPIRED' ? adminMessages.staff.linkExpired : adminMessages.staff.linkUnknown;
    return (
      <PasswordLinkLayout title={title} lead={mode === 'invite' ? adminMessages.staff.linkNextInvite : adminMessages.staff.linkNextReset}>
        <p className="admin-login__actions">
          {mode === 'reset' ? (
            <Link className="btn btn--primary" to="/admin/forgot-password">
              Ask for a new link
            </Link>
          ) : (
            <Link className="btn btn--primary" to="/admin/login">
              Go to sign in
            </Link>
          )}
        </p>
      </PasswordLinkLayout>
    );
  }

  return (
    <PasswordLinkLayout
      title={mode === 'invite' ? 'Set your password' : 'Choose a new password'}
      lead={
        mode === 'invite'
          ? 'Welcome! Choose the password you will sign in with, together with the e-mail address the invitation came to.'
          : 'Choose a new password. Setting it signs you out on every other device.'
      }
    >
      <Formik<Values> initialValues={{ password: '', confirmPassword: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="admin-login__form" aria-busy={isSubmitting}>
            <FormikUnsavedChanges />
            {failure && (
              <p className="admin-login__failure" role="alert">
                {failure.text}
                {failure.linkBroken && mode === 'reset' && (
                  <>
                    {' '}
                    <Link to="/admin/forgot-password">Ask for a new link</Link>
                  </>
                )}
              </p>
            )}
            <PasswordField name="password" label="New password" hint={`At least ${MIN_STAFF_PASSWORD_LENGTH} characters.`} />
            <PasswordField name="confirmPassword" label="Repeat the new password" />
            <button type="submit" className="btn btn--primary admin-login__submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : mode === 'invite' ? 'Set password' : 'Change password'}
            </button>
          </Form>
        )}
      </Formik>
    </PasswordLinkLayout>
  );
}
