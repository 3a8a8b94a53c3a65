import { useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { passwordResetRequestSchema } from '../../../../shared/staff';
import { rateLimitedText } from '../../shared/errors';
import { FieldNotes, useFieldNotes } from '../../shared/FieldNotes';
import { PasswordLinkLayout } from './PasswordLinkLayout';
import { RequestPasswordResetDocument } from './passwordLinks.graphql';

/** The e-mail input of the form. */
function EmailInput() {
  const { id, input, error, describedBy } = useFieldNotes<string>('email', false);
  return (
    <div className="field">
      <label htmlFor={id}>Email</label>
      <input
        id={id}
        type="email"
        autoComplete="username"
        {...input}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/**
 * /admin/forgot-password (issue #20): asks for a reset link. The page says the same for every
 * address ("If that address belongs to a staff account…"), as the server answers the same.
 */
export default function ForgotPasswordPage() {
  const [request] = useMutation(RequestPasswordResetDocument);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: { email: string }, helpers: FormikHelpers<{ email: string }>) => {
    setFailure(null);
    try {
      await request({ variables: { email: values.email.trim() } });
      setSent(true);
    } catch (error) {
      setFailure(rateLimitedText(error) ?? adminMessages.staff.actionFailed);
      helpers.setSubmitting(false);
    }
  };

  return (
    <PasswordLinkLayout
      title="Forgot your password?"
      lead="Enter the e-mail address you sign in with and we will e-mail you a link to choose a new password."
    >
      <p role="status" className="admin-login__notice">
        {sent ? adminMessages.staff.resetRequested : ''}
      </p>
      {!sent && (
        <Formik initialValues={{ email: '' }} validationSchema={passwordResetRequestSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate className="admin-login__form" aria-busy={isSubmitting}>
              {failure && (
                <p className="admin-login__failure" role="alert">
                  {failure}
                </p>
              )}
              <EmailInput />
              <button type="submit" className="btn btn--primary admin-login__submit" disabled={isSubmitting}>
                {isSubmitting ? 'Sending…' : 'Send reset link'}
              </button>
            </Form>
          )}
        </Formik>
      )}
    </PasswordLinkLayout>
  );
}
