import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import * as ErrorCode from '../../../../shared/error-codes';
import { memberLoginMessages, memberPortalMessages } from '../../../../shared/member-portal-messages';
import { errorCode, fieldErrors } from '../../shared/errors';
import { useToast } from '../../shared/Toast';
import { isTooMany } from './memberErrors';
import { RequestMemberSignInDocument } from './members.graphql';

/**
 * The member login at /members when no member is signed in (issue #21; SPEC §8 texts): one e-mail
 * field. An empty field says "Please enter your email address." (inline and, once, as a toast);
 * otherwise the server is asked for a sign-in link and the page shows the same answer whether or not
 * the address is a member's. Too many requests say so.
 */
export function MemberSignInForm({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const toast = useToast();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestMemberSignInDocument);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const value = email.trim();
    if (!value) {
      // Announced once, by the error toast (SPEC §8); the inline text is the field's description.
      setError(memberLoginMessages.empty);
      toast.error(memberLoginMessages.empty);
      input.current?.focus();
      return;
    }
    setError(null);
    try {
      const result = await request({ variables: { email: value } });
      setSent(result.data?.requestMemberSignIn ?? memberPortalMessages.linkSent);
      // The form is gone: keyboard and screen-reader users land on the heading, above the answer.
      window.setTimeout(() => headingRef.current?.focus());
    } catch (caught) {
      if (isTooMany(caught)) toast.error(memberPortalMessages.tooMany);
      else if (errorCode(caught) === ErrorCode.BAD_USER_INPUT && fieldErrors(caught).email) {
        setError(fieldErrors(caught).email);
        input.current?.focus();
      } else toast.error(memberPortalMessages.actionFailed);
    }
  };

  return (
    <section className="portal__login card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {memberPortalMessages.signInTitle}
      </h1>
      {sent ? (
        <>
          <p className="portal__sent" role="status">
            {sent}
          </p>
          <p>
            Nothing arrived? Check your spam folder, or{' '}
            <button
              type="button"
              className="portal__link-button"
              onClick={() => {
                setSent(null);
                window.setTimeout(() => input.current?.focus());
              }}
            >
              try another address
            </button>
            .
          </p>
        </>
      ) : (
        <>
          <p className="portal__lead">{memberPortalMessages.signInLead}</p>
          <form noValidate onSubmit={(event) => void submit(event)}>
            {error && (
              <p id={`${id}-error`} className="portal__error">
                {error}
              </p>
            )}
            <div className="field">
              <label htmlFor={`${id}-email`}>Email</label>
              <input
                ref={input}
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                readOnly={loading}
                required
                aria-invalid={!!error}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
            <button type="submit" className="btn btn--primary portal__submit" disabled={loading} aria-busy={loading}>
              {loading ? 'Sending…' : memberPortalMessages.signInButton}
            </button>
          </form>
        </>
      )}
      <p className="portal__join">
        Not a member yet? <Link to="/join">Apply to join</Link>. Association staff sign in at <Link to="/admin/login">the admin sign-in page</Link>.
      </p>
    </section>
  );
}
