import './MembersPage.css';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { memberPortalMessages } from '../../../../shared/member-portal-messages';
import { errorMessage } from '../../shared/errors';
import { ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { MemberArea } from './MemberArea';
import MemberLinkPage from './MemberLinkPage';
import { MemberSignInForm } from './MemberSignInForm';
import { setMemberHint } from './memberErrors';
import { MemberAccountDocument } from './members.graphql';

/** Rendered in a browser (not pre-rendered): who is signed in is never part of a page's HTML. */
const inBrowser = typeof window !== 'undefined';

/**
 * /members (issue #21, SPEC §2, §8): the member login, or the signed-in member's own area. Which one
 * is decided by the `memberAccount` query (null when no member cookie is sent), asked from the
 * browser only, so the pre-rendered page and the server's render with data never hold a member's
 * details. Signing in or out moves focus to the new view's heading.
 */
export default function MembersPage() {
  // /members/{link}/{token}: an e-mailed link's page (one route with /members keeps the app's route table small).
  if (useParams().link) return <MemberLinkPage />;
  return <MemberHome />;
}

/** /members itself. */
function MemberHome() {
  const { data, loading, error, refetch } = useQuery(MemberAccountDocument, { skip: !inBrowser, fetchPolicy: 'cache-and-network' });
  const member = data?.memberAccount ?? null;
  useDocumentTitle(member ? memberPortalMessages.areaTitle : memberPortalMessages.signInTitle);
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const signedIn = Boolean(member);
  const previous = useRef<boolean | null>(null);

  // The header shows the member's name while this browser has one signed in.
  useEffect(() => {
    if (data) setMemberHint(Boolean(data.memberAccount));
  }, [data]);

  // After signing in (from the link page) or out, the new view's heading takes the focus.
  useEffect(() => {
    const fromLink = (location.state as { signedIn?: boolean } | null)?.signedIn === true;
    if ((previous.current !== null && previous.current !== signedIn) || (previous.current === null && signedIn && fromLink)) heading.current?.focus();
    if (data) previous.current = signedIn;
  }, [signedIn, data, location.state]);

  let body;
  if (!inBrowser || (loading && !data)) body = <Spinner label="Checking whether you are signed in…" />;
  else if (error && !data)
    body = <ErrorState title={memberPortalMessages.loadFailed} detail={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (member) body = <MemberArea member={member} headingRef={heading} />;
  else body = <MemberSignInForm headingRef={heading} />;

  return <div className="container portal">{body}</div>;
}
