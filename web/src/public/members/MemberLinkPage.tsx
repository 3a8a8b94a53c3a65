import './MembersPage.css';
import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import * as ErrorCode from '../../../../shared/error-codes';
import { memberLoginMessages, memberPortalMessages } from '../../../../shared/member-portal-messages';
import { errorCode, rateLimitedText } from '../../shared/errors';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { setMemberHint } from './memberErrors';
import { ConfirmMemberEmailChangeDocument, MemberAccountDocument, SignInMemberDocument } from './members.graphql';

/** Loaded only for a wrong link (a lazy chunk of its own, as routes.tsx has it). */
const NotFoundPage = lazy(() => import('../not-found/NotFoundPage'));

/** What each link page says. */
const PAGES = {
  'sign-in': {
    title: memberPortalMessages.linkTitle,
    lead: memberPortalMessages.linkLead,
    button: memberPortalMessages.linkButton,
    invalid: memberPortalMessages.linkInvalid,
  },
  'confirm-email': {
    title: memberPortalMessages.emailConfirmTitle,
    lead: memberPortalMessages.emailConfirmLead,
    button: memberPortalMessages.emailConfirmButton,
    invalid: memberPortalMessages.emailConfirmInvalid,
  },
} as const;

/**
 * /members/sign-in/{token} and /members/confirm-email/{token} (issue #21): the e-mailed links' pages,
 * with one button. Opening the link changes nothing (mail scanners open links); the button does (a
 * POST). Signing in goes on to /members with "Welcome back! You're now logged in."; confirming a new
 * e-mail address says so here. A used, expired or unknown link says so, with a way back to /members.
 * One route (members/:link/:token) for both, to keep the app's route table small; another :link is not found.
 */
export default function MemberLinkPage() {
  const { link = '' } = useParams();
  if (!Object.hasOwn(PAGES, link))
    return (
      <Suspense>
        <NotFoundPage />
      </Suspense>
    );
  return <LinkPage key={link} kind={link as keyof typeof PAGES} />;
}

/** One link page. */
function LinkPage({ kind }: { kind: keyof typeof PAGES }) {
  const page = PAGES[kind];
  useDocumentTitle(page.title);
  const { token = '' } = useParams();
  // A renewal reminder's link (issue #34) opens "My membership" once signed in.
  const [search] = useSearchParams();
  const toast = useToast();
  const navigate = useNavigate();
  const [signIn] = useMutation(SignInMemberDocument, {
    // The member is now signed in: the header and /members read it from the cache at once.
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: MemberAccountDocument, data: { memberAccount: data.signInMember } });
    },
  });
  const [confirm] = useMutation(ConfirmMemberEmailChangeDocument);
  const [state, setState] = useState<'ready' | 'working' | 'done' | 'invalid' | 'failed'>('ready');
  const [failure, setFailure] = useState<string>(memberPortalMessages.actionFailed);
  const heading = useRef<HTMLHeadingElement>(null);

  const press = async () => {
    setState('working');
    try {
      if (kind === 'sign-in') {
        await signIn({ variables: { token } });
        setMemberHint(true);
        toast.success(memberLoginMessages.success);
        void navigate(search.get('open') === 'membership' ? '/members#my-membership' : '/members', { state: { signedIn: true } });
        return;
      }
      const ok = (await confirm({ variables: { token } })).data?.confirmMemberEmailChange;
      setState(ok ? 'done' : 'invalid');
    } catch (error) {
      const code = errorCode(error);
      setFailure(rateLimitedText(error) ?? memberPortalMessages.actionFailed);
      setState(code === ErrorCode.BAD_USER_INPUT || code === ErrorCode.NOT_FOUND ? 'invalid' : 'failed');
    }
    heading.current?.focus();
  };

  return (
    <section className="container portal portal-link">
      <h1 ref={heading} tabIndex={-1}>
        {page.title}
      </h1>
      {state === 'done' ? (
        <>
          <p role="status">{memberPortalMessages.emailConfirmed}</p>
          <p>
            <Link to="/members">Go to your member area</Link>
          </p>
        </>
      ) : state === 'invalid' ? (
        <>
          <p role="alert">{page.invalid}</p>
          <p>
            <Link to="/members">{kind === 'sign-in' ? memberPortalMessages.linkGone : 'Go to your member area'}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{page.lead}</p>
          {state === 'failed' && <p role="alert">{failure}</p>}
          <button type="button" className="btn btn--primary" disabled={state === 'working'} onClick={() => void press()}>
            {page.button}
          </button>
        </>
      )}
    </section>
  );
}
