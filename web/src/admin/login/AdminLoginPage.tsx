import * as ErrorCode from '../../../../shared/error-codes';
import { AdminBrand } from '../password-links/PasswordLinkLayout';
import './AdminLoginPage.css';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { messages } from '../../../../shared/messages';
import { adminMessages } from '../../../../shared/admin-messages';
import { useAuth } from '../../auth/AuthContext';
import { errorCode, errorMessage } from '../../shared/errors';
import { useToast } from '../../shared/Toast';
import { enumLabel } from '../common/format';
import { AdminDemoAccountsDocument, AdminLoginDocument } from './login.graphql';

interface LoginValues {
  email: string;
  password: string;
}

/** SPEC §5 Other forms: admin login needs both fields. */
const loginSchema = yup.object({
  email: yup.string().trim().required(messages.validation.required('Email')),
  password: yup.string().required(messages.validation.required('Password')),
});

const initialValues: LoginValues = { email: '', password: '' };

/**
 * The staff sign-in screen at /admin/login (SPEC §2 Admin login screen, §8 Admin: login).
 * Email and password (with a show/hide toggle), Sign In, a demo credentials box in demo mode, and
 * a link back to the main site. A signed-in user is sent to /admin. Too many failed tries show the
 * wait the server gives (`extensions.retryAfter`).
 */
export default function AdminLoginPage() {
  const { session, signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Set by the invitation and reset pages: "Your password is set. Sign in with it now." (issue #20)
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const toast = useToast();
  const [login] = useMutation(AdminLoginDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const [justSignedIn, setJustSignedIn] = useState(false);

  if (session && !justSignedIn) return <Navigate to="/admin" replace />;

  const submit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    setFailure(null);
    try {
      const { data } = await login({ variables: { email: values.email.trim(), password: values.password } });
      if (!data) throw new Error(adminMessages.login.failed);
      const { token, expiresAt, user } = data.login;
      setJustSignedIn(true);
      signIn({ token, expiresAt, user: { id: user.id, name: user.name, email: user.email, role: user.role } });
      toast.success(adminMessages.login.success);
      navigate('/admin', { replace: true });
    } catch (error) {
      const code = errorCode(error);
      const text =
        code === ErrorCode.RATE_LIMITED
          ? adminMessages.login.tooManyAttempts(retryAfterOf(error))
          : code === ErrorCode.UNAUTHENTICATED
            ? errorMessage(error) === adminMessages.login.deactivated
              ? adminMessages.login.deactivated
              : adminMessages.login.invalid
            : adminMessages.login.failed;
      setFailure(text);
      toast.error(text);
      helpers.setSubmitting(false);
    }
  };

  return (
    <main className="admin-login">
      <div className="admin-login__panel">
        <AdminBrand />
        <h1 className="admin-login__title">Admin Sign In</h1>
        <p className="admin-login__lead">Sign in with your staff account to manage members and content. Both fields are required.</p>
        <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={submit}>
          {({ isSubmitting, setValues, setTouched }) => (
            <>
              <Form noValidate className="admin-login__form">
                {typeof notice === 'string' && !failure && (
                  <p className="admin-login__notice" role="status">
                    {notice}
                  </p>
                )}
                {failure && (
                  <p className="admin-login__failure" role="alert">
                    {failure}
                  </p>
                )}
                <TextField name="email" label="Email" type="email" autoComplete="username" />
                <PasswordField />
                <button type="submit" className="btn btn--primary admin-login__submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Signing in…' : 'Sign In'}
                </button>
                <p className="admin-login__forgot">
                  <Link to="/admin/forgot-password">Forgot your password?</Link>
                </p>
              </Form>
              <DemoAccounts
                onUse={(email, password) => {
                  setFailure(null);
                  void setValues({ email, password }, false);
                  void setTouched({}, false);
                }}
              />
            </>
          )}
        </Formik>
        <p className="admin-login__back">
          <Link to="/">← Back to the main site</Link>
        </p>
      </div>
    </main>
  );
}

/** Seconds to wait from a RATE_LIMITED error's `extensions.retryAfter` (60 when it is missing). */
function retryAfterOf(error: unknown): number {
  const retryAfter = CombinedGraphQLErrors.is(error) ? Number(error.errors[0]?.extensions?.retryAfter) : NaN;
  return Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 60;
}

/** A labelled text input bound to Formik, with its error announced and linked by aria-describedby. */
function TextField({ name, label, type, autoComplete }: { name: keyof LoginValues; label: string; type: string; autoComplete: string }) {
  const [field, meta] = useField<string>(name);
  const id = `admin-login-${name}`;
  const invalid = meta.touched && !!meta.error;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...field}
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      {invalid && (
        <span id={`${id}-error`} className="field__error">
          {meta.error}
        </span>
      )}
    </div>
  );
}

/** The password input with a show/hide toggle (SPEC §2). */
function PasswordField() {
  const [field, meta] = useField<string>('password');
  const [visible, setVisible] = useState(false);
  const id = 'admin-login-password';
  const invalid = meta.touched && !!meta.error;
  return (
    <div className="field">
      <label htmlFor={id}>Password</label>
      <div className="admin-login__password">
        <input
          {...field}
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          required
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        <button type="button" className="btn admin-login__toggle" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {/* The name comes from the content ("Show password"), so a label query for "Password" finds only the input. */}
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
      {invalid && (
        <span id={`${id}-error`} className="field__error">
          {meta.error}
        </span>
      )}
    </div>
  );
}

/**
 * The demo credentials box, in demo mode only. The server lists the logins only to the computer
 * running the site; elsewhere the box says so instead (issue #16 item 11).
 */
function DemoAccounts({ onUse }: { onUse(email: string, password: string): void }) {
  const { data } = useQuery(AdminDemoAccountsDocument);
  if (!data?.demoMode) return null;
  const accounts = data.demoAccounts;
  return (
    <section className="admin-login__demo" aria-labelledby="admin-login-demo-title">
      <h2 id="admin-login-demo-title" className="admin-login__demo-title">
        Demo credentials
      </h2>
      {accounts.length === 0 ? (
        <p className="admin-login__demo-note">{adminMessages.login.demoLocalOnly}</p>
      ) : (
        <ul className="admin-login__demo-list">
          {accounts.map((account) => (
            <li key={account.email} className="admin-login__demo-row">
              <span className="badge">{enumLabel(account.role)}</span>
              <span className="admin-login__demo-cred">
                <span>
                  <span className="visually-hidden">Email: </span>
                  {account.email}
                </span>
                <span>
                  <span className="visually-hidden">Password: </span>
                  <code>{account.password}</code>
                </span>
              </span>
              <button
                type="button"
                className="btn btn--small"
                aria-label={`Use ${account.email}`}
                onClick={() => onUse(account.email, account.password)}
              >
                Use
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
