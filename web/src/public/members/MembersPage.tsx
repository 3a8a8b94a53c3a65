import './MembersPage.css';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { limits, messages } from '../../../../shared/messages';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

/** Where the simulated member session lives: this tab only, so a reload keeps it and closing the tab ends it. */
const STORAGE_KEY = 'memberPreviewSession';

/** The signed-in email of the simulated session, or null. Storage may be blocked (privacy modes). */
function readSession(): string | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as { email?: unknown }) : null;
    return parsed && typeof parsed.email === 'string' && parsed.email ? parsed.email : null;
  } catch {
    return null;
  }
}

function writeSession(email: string | null): void {
  try {
    if (email) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ email }));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the preview still works until the page is reloaded.
  }
}

/**
 * The member page at /members (SPEC §2, §4 Member login (simulated), §5, §8): one page that shows a
 * login form or, once "logged in", a member dashboard. Login is a preview with no real account
 * check: both fields are required ("Please enter your email and password."), then after 2 seconds
 * it succeeds. The state is kept in sessionStorage so a reload keeps it. Logout returns to the form.
 */
export default function MembersPage() {
  const [email, setEmail] = useState<string | null>(readSession);
  useDocumentTitle(email ? 'Member Dashboard' : 'Member Login');
  const heading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  // After logging in or out, focus the new heading so keyboard and screen-reader users land on the new view.
  useEffect(() => {
    if (moveFocus.current) heading.current?.focus();
    moveFocus.current = false;
  }, [email]);

  const change = (next: string | null) => {
    writeSession(next);
    moveFocus.current = true;
    setEmail(next);
  };

  return (
    <div className="container members">
      {email ? (
        <MemberDashboard email={email} headingRef={heading} onLogout={() => change(null)} />
      ) : (
        <MemberLogin headingRef={heading} onLogin={change} />
      )}
      <p className="members__preview">
        <strong>Preview:</strong> the member area is a preview. It does not check your details and keeps nothing on our servers. Association staff
        sign in at <Link to="/admin/login">the admin sign-in page</Link>.
      </p>
    </div>
  );
}

/** The login form: Email, Password and "Log In"; a 2-second simulated check, then `onLogin(email)`. */
function MemberLogin({ headingRef, onLogin }: { headingRef: RefObject<HTMLHeadingElement | null>; onLogin(email: string): void }) {
  const toast = useToast();
  const [values, setValues] = useState({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const timer = useRef<number | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const email = values.email.trim();
    if (!email || !values.password) {
      // Announced once, by the error toast (SPEC §8); the inline text is the fields' description,
      // not a second live region (issue #22: it was read out twice).
      setError(messages.memberLogin.empty);
      toast.error(messages.memberLogin.empty);
      (email ? passwordInput.current : emailInput.current)?.focus();
      return;
    }
    setError(null);
    setPending(true);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      toast.success(messages.memberLogin.success);
      onLogin(email);
    }, limits.memberLoginDelayMs);
  };

  const update = (field: 'email' | 'password') => (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <section className="members__login card" aria-labelledby="members-login-title">
      <h1 id="members-login-title" ref={headingRef} tabIndex={-1}>
        Member Login
      </h1>
      <p className="members__lead">Log in to see upcoming events, resources and your membership.</p>
      <form noValidate onSubmit={submit}>
        {error && (
          <p id="members-login-error" className="members__error">
            {error}
          </p>
        )}
        <div className="field">
          <label htmlFor="members-email">Email</label>
          <input
            ref={emailInput}
            id="members-email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={update('email')}
            readOnly={pending}
            required
            aria-invalid={!!error && !values.email.trim()}
            aria-describedby={error && !values.email.trim() ? 'members-login-error' : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="members-password">Password</label>
          <input
            ref={passwordInput}
            id="members-password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={update('password')}
            readOnly={pending}
            required
            aria-invalid={!!error && !values.password}
            aria-describedby={error && !values.password ? 'members-login-error' : undefined}
          />
        </div>
        <button type="submit" className="btn btn--primary members__submit" disabled={pending} aria-busy={pending}>
          {pending ? (
            <>
              <span className="members__spinner" aria-hidden="true" />
              Logging in…
            </>
          ) : (
            'Log In'
          )}
        </button>
        {pending && (
          <p className="visually-hidden" role="status">
            Logging in…
          </p>
        )}
      </form>
      <p className="members__join">
        Not a member yet? <Link to="/join">Apply to join</Link>.
      </p>
    </section>
  );
}

/** The member dashboard: a welcome with the email, cards for events, resources and the membership, and Logout. */
function MemberDashboard({ email, headingRef, onLogout }: { email: string; headingRef: RefObject<HTMLHeadingElement | null>; onLogout(): void }) {
  const toast = useToast();
  return (
    <section className="members__dashboard" aria-labelledby="members-dashboard-title">
      <div className="members__welcome">
        <div>
          <h1 id="members-dashboard-title" ref={headingRef} tabIndex={-1}>
            Member Dashboard
          </h1>
          <p className="members__lead">
            Welcome back, <strong className="members__email">{email}</strong>.
          </p>
        </div>
        <button
          type="button"
          className="btn"
          onClick={() => {
            toast.success(messages.memberLogin.logout);
            onLogout();
          }}
        >
          Logout
        </button>
      </div>
      <ul className="members__cards">
        <li className="card">
          <h2>Upcoming events</h2>
          <p>Clean-ups, meetings and neighbourhood get-togethers. Register for the ones you want to join.</p>
          <Link to="/events">See upcoming events</Link>
        </li>
        <li className="card">
          <h2>Resources</h2>
          <p>Guides, reports and plans from the association, free to download.</p>
          <Link to="/resources">Browse resources</Link>
        </li>
        <li className="card">
          <h2>Your membership</h2>
          <p>{messages.membership.approvalPromise} You will hear from us by email once your application has been reviewed.</p>
          <Link to="/join">Apply for membership</Link>
        </li>
      </ul>
    </section>
  );
}
