import './AdminLayout.css';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { contact, limits } from '../../../../shared/limits';
import { adminMessages } from '../../../../shared/admin-messages';
import { refreshAccessToken } from '../../apollo/refresh';
import { useAuth } from '../../auth/AuthContext';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { can } from '../../../../shared/capabilities';
import { homePath, mayOpen, sidebarPages } from './adminPages';
import { AdminContactMessageChangedDocument, AdminMailStatusDocument, AdminMeDocument } from './layout.graphql';

/** Longest delay setTimeout accepts (about 24.8 days). */
const MAX_TIMEOUT = 2_147_483_647;
/** How long before its expiry the access token is renewed in the background. */
const RENEW_BEFORE_MS = 60_000;
/**
 * How often a visible admin page asks `me` whether its session still stands, so a page without a
 * live subscription (the dashboard) notices a deactivation or a sign-out elsewhere within seconds (issue #20).
 */
export const SESSION_CHECK_MS = 5_000;

/** True while the tab is hidden: the session check then waits, and runs again when it shows. */
const tabHidden = (): boolean => document.visibilityState === 'hidden';

/**
 * The admin area's guard and chrome (SPEC §2 Admin routes, Admin sidebar; §6 Roles).
 * - Anonymous visitors go to /admin/login; a signed-in user is sent to their landing page (`homePath`:
 *   /admin, or /admin/treasurer for a TREASURER, issue #34) from every page whose capability
 *   (shared/capabilities.ts, read through `mayOpen`) their role does not hold — an EDITOR sees the
 *   dashboard, the CMS, messages, the newsletter and their password (issue #23); a TREASURER the money pages and their password.
 * - The access token is renewed silently with the refresh cookie before it expires (and once when
 *   refused); when that fails (`me` comes back null, or a page's query answers UNAUTHENTICATED)
 *   it signs out, which leads back to /admin/login. Logout ends the session on the server.
 * - `me` is asked every {@link SESSION_CHECK_MS} while the tab is visible (and at once when it shows
 *   again), so every admin page notices within seconds that the server ended its session (staff
 *   deactivated, password reset); /admin/login then says the session has ended (issue #20).
 * - The sidebar shows the logo, "Admin Panel", the user's name and email, links to the admin
 *   pages the role may open (`sidebarPages`; active one marked with aria-current) and Logout; on phones it folds behind "Menu".
 */
export default function AdminLayout() {
  const { session, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const me = useQuery(AdminMeDocument, {
    skip: !session,
    fetchPolicy: 'network-only',
    pollInterval: SESSION_CHECK_MS,
    skipPollAttempt: tabHidden,
  });
  // Signed in when this page opened, and not signing out by choice: losing the session is news.
  const [openedSignedIn] = useState(() => !!session);
  const [leaving, setLeaving] = useState(false);
  // Unhandled contact messages (sidebar badge, for those who handle messages: not a treasurer, issue #34) and
  // whether e-mail leaves the server (banner), refreshed as the dashboard is.
  const messagesRole = can(session?.user.role, 'handleMessages');
  const mail = useQuery(AdminMailStatusDocument, {
    skip: !session,
    variables: { messages: messagesRole },
    fetchPolicy: 'cache-and-network',
    pollInterval: limits.dashboardRefreshMs,
  });
  const unhandled = mail.data?.unhandledContactMessageCount ?? 0;
  // Live (issue #33): a new, handled or deleted message reloads the badge at once, not at the next poll.
  const refetchMail = mail.refetch;
  useSubscription(AdminContactMessageChangedDocument, {
    skip: !session || !messagesRole,
    onData: () => void refetchMail().catch(() => undefined),
  });
  useSignOutWhenUnauthenticated(me.error);

  // The token was refused: the server no longer knows this session.
  const refused = !!session && !me.loading && !me.error && me.data !== undefined && me.data.me === null;
  // Renew it once with the refresh cookie; sign out when that fails too.
  const refetchMe = me.refetch;
  useEffect(() => {
    if (!refused) return;
    void refreshAccessToken().then((renewed) => (renewed ? refetchMe().then(() => undefined) : signOut()));
  }, [refused, signOut, refetchMe]);

  // Check at once when the tab shows again: the poll skipped its turns while hidden.
  const hasSession = !!session;
  useEffect(() => {
    if (!hasSession) return;
    const onShow = () => {
      if (!tabHidden()) void refetchMe().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [hasSession, refetchMe]);

  // Renew the access token shortly before it expires; sign out when the refresh cookie is refused.
  const expiresAt = session?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const due = new Date(expiresAt).getTime() - RENEW_BEFORE_MS - Date.now();
    const timer = window.setTimeout(
      () => {
        void refreshAccessToken().then((renewed) => (renewed ? undefined : signOut()));
      },
      Math.min(MAX_TIMEOUT, Math.max(0, due)),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt, signOut]);

  // Close the phone menu after following a link.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (!session) {
    const ended = openedSignedIn && !leaving;
    return <Navigate to="/admin/login" replace state={ended ? { notice: adminMessages.login.sessionEnded } : undefined} />;
  }
  // A page needs its capability (shared/capabilities.ts), as the API's rules do (issue #23).
  const { role } = session.user;
  // A role is sent to its own landing page (issue #34: a treasurer may not open the dashboard at /admin).
  if (!mayOpen(role, location.pathname)) return <Navigate to={homePath(role)} replace />;

  const links = sidebarPages(role);
  const logout = async () => {
    setLeaving(true);
    await signOut();
    navigate('/admin/login', { replace: true });
  };

  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        Skip to main content
      </a>
      <header className="admin__topbar">
        <span className="admin__brand admin__brand--compact">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{adminMessages.admin.panel}</span>
        </span>
        <button
          type="button"
          className="btn admin__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
      </header>
      <aside id={sidebarId} className={`admin__sidebar${menuOpen ? ' admin__sidebar--open' : ''}`} aria-label="Admin sidebar">
        <div className="admin__brand">
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <span>
            <span className="admin__brand-name">{contact.groupName}</span>
            <span className="admin__brand-label">{adminMessages.admin.panel}</span>
          </span>
        </div>
        <div className="admin__user">
          <span className="admin__user-name">{session.user.name}</span>
          <span className="admin__user-email">{session.user.email}</span>
        </div>
        <nav aria-label="Admin">
          <ul className="admin__nav">
            {links.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={page.path}
                  end={page.path === '/admin' || page.path === '/admin/cms' || page.path === '/admin/members'}
                  className={({ isActive }) => `admin__link${page.nested ? ' admin__link--nested' : ''}${isActive ? ' admin__link--active' : ''}`}
                >
                  {page.label}
                  {page.path === '/admin/messages' && unhandled > 0 && (
                    <span className="admin__badge" aria-label={`${unhandled} unhandled`}>
                      {unhandled}
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin__sidebar-footer">
          <a className="admin__site-link" href="/">
            View main site
          </a>
          <button type="button" className="btn admin__logout" onClick={() => void logout()}>
            Logout
          </button>
        </div>
      </aside>
      <main id="admin-main" className="admin__main" tabIndex={-1}>
        {mail.data?.emailDeliveryConfigured === false && (
          <p className="admin__banner" role="status">
            {adminMessages.outbox.notConfigured}
          </p>
        )}
        <Outlet />
      </main>
    </div>
  );
}
