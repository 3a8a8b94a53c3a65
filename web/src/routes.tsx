import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteError } from './shared/ErrorBoundary';
import { revealLivePage } from './shared/prerendered';
import { Spinner } from './shared/states';

// Route-level code splitting: the admin bundle never loads on the public site.
const PublicLayout = lazy(() => import('./public/layout/PublicLayout'));
const HomePage = lazy(() => import('./public/home/HomePage'));
const JoinPage = lazy(() => import('./public/join/JoinPage'));
const ProjectsPage = lazy(() => import('./public/projects/ProjectsPage'));
const ProjectDetailPage = lazy(() => import('./public/projects/ProjectDetailPage'));
const EventsPage = lazy(() => import('./public/events/EventsPage'));
const EventDetailPage = lazy(() => import('./public/events/EventDetailPage'));
const ManageRsvpPage = lazy(() => import('./public/rsvp/ManageRsvpPage'));
const NewsPage = lazy(() => import('./public/news/NewsPage'));
const NewsDetailPage = lazy(() => import('./public/news/NewsDetailPage'));
const SearchPage = lazy(() => import('./public/search/SearchPage'));
const GalleryPage = lazy(() => import('./public/gallery/GalleryPage'));
const AlbumPage = lazy(() => import('./public/gallery/AlbumPage'));
const ResourcesPage = lazy(() => import('./public/resources/ResourcesPage'));
const ContactPage = lazy(() => import('./public/contact/ContactPage'));
const MembersPage = lazy(() => import('./public/members/MembersPage'));
const DonateThanksPage = lazy(() => import('./public/donate/DonateThanksPage'));
const PrivacyPage = lazy(() => import('./public/static/PrivacyPage'));
const TermsPage = lazy(() => import('./public/static/TermsPage'));
const AccessibilityPage = lazy(() => import('./public/static/AccessibilityPage'));
const SponsorsPage = lazy(() => import('./public/static/SponsorsPage'));
const NotFoundPage = lazy(() => import('./public/not-found/NotFoundPage'));
const NewsletterLinkPage = lazy(() => import('./public/newsletter/NewsletterLinkPage'));
const AdminLoginPage = lazy(() => import('./admin/login/AdminLoginPage'));
const AdminLayout = lazy(() => import('./admin/layout/AdminLayout'));
const AdminDashboardPage = lazy(() => import('./admin/dashboard/AdminDashboardPage'));
const PendingPage = lazy(() => import('./admin/pending/PendingPage'));
const AdminMembersPage = lazy(() => import('./admin/members/MembersPage'));
const AuditPage = lazy(() => import('./admin/audit/AuditPage'));
const MessagesPage = lazy(() => import('./admin/messages/MessagesPage'));
const NewsletterPage = lazy(() => import('./admin/newsletter/NewsletterPage'));
const NewsletterIssuePage = lazy(() => import('./admin/newsletter/NewsletterIssuePage'));
const NoticesSection = lazy(() => import('./admin/notices/NoticesSection'));
const CmsDashboardPage = lazy(() => import('./admin/cms/CmsDashboardPage'));
const CmsCollectionPage = lazy(() => import('./admin/cms/CmsCollectionPage'));
const AttendeesPage = lazy(() => import('./admin/attendees/AttendeesPage'));
const CheckInPage = lazy(() => import('./admin/attendees/CheckInPage'));
const SettingsPage = lazy(() => import('./admin/settings/SettingsPage'));
const AdminPrivacyPage = lazy(() => import('./admin/privacy/PrivacyPage'));
const RegisterPage = lazy(() => import('./admin/register/RegisterPage'));
const MemberImportPage = lazy(() => import('./admin/member-import/MemberImportPage'));
const RenewalsPage = lazy(() => import('./admin/renewals/RenewalsPage'));
const ChangePasswordPage = lazy(() => import('./admin/password/ChangePasswordPage'));
const StaffPage = lazy(() => import('./admin/staff/StaffPage'));
const TreasurerPage = lazy(() => import('./admin/treasurer/TreasurerPage'));
const ChargesPage = lazy(() => import('./admin/treasurer/ChargesPage'));
const LedgerPage = lazy(() => import('./admin/treasurer/LedgerPage'));
const SetPasswordPage = lazy(() => import('./admin/password-links/SetPasswordPage'));
const ForgotPasswordPage = lazy(() => import('./admin/password-links/ForgotPasswordPage'));
const AdminPlaceholderPage = lazy(() => import('./admin/layout/AdminPlaceholderPage'));

const page = (element: ReactNode) => <Suspense fallback={<Spinner />}>{element}</Suspense>;

/** Shows the live page in place of its pre-rendered first paint once it has rendered (before the browser paints). */
function Revealed({ children }: { children: ReactNode }) {
  useLayoutEffect(revealLivePage, []);
  return children;
}

/** A public page: lazy, and revealed in place of the pre-rendered HTML once loaded. */
const publicPage = (element: ReactNode) => page(<Revealed>{element}</Revealed>);

/**
 * Every route of SPEC §2. Pages not built yet render the public "not found" page or an admin
 * placeholder. main.tsx serves them with a browser router, prerender.tsx with a static one.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: page(<PublicLayout />),
    errorElement: <RouteError />,
    children: [
      { index: true, element: publicPage(<HomePage />) },
      { path: 'join', element: publicPage(<JoinPage />) },
      { path: 'projects', element: publicPage(<ProjectsPage />) },
      { path: 'projects/:slug', element: publicPage(<ProjectDetailPage />) },
      { path: 'events', element: publicPage(<EventsPage />) },
      { path: 'events/:slug', element: publicPage(<EventDetailPage />) },
      { path: 'rsvp/:token', element: publicPage(<ManageRsvpPage />) },
      { path: 'news', element: publicPage(<NewsPage />) },
      { path: 'news/:slug', element: publicPage(<NewsDetailPage />) },
      { path: 'search', element: publicPage(<SearchPage />) },
      { path: 'gallery', element: publicPage(<GalleryPage />) },
      { path: 'gallery/:albumSlug', element: publicPage(<AlbumPage />) },
      { path: 'resources', element: publicPage(<ResourcesPage />) },
      { path: 'contact', element: publicPage(<ContactPage />) },
      // With the e-mailed links /members/sign-in/{token} and /members/confirm-email/{token} (issue #21).
      { path: 'members/:link?/:token?', element: publicPage(<MembersPage />) },
      { path: 'privacy', element: publicPage(<PrivacyPage />) },
      { path: 'terms', element: publicPage(<TermsPage />) },
      { path: 'accessibility', element: publicPage(<AccessibilityPage />) },
      { path: 'sponsors', element: publicPage(<SponsorsPage />) },
      // Stripe Checkout's return address after a donation (issue #34).
      { path: 'donate/thanks', element: publicPage(<DonateThanksPage />) },
      { path: 'newsletter/confirm/:token', element: publicPage(<NewsletterLinkPage key="confirm" kind="confirm" />) },
      { path: 'newsletter/unsubscribe/:token', element: publicPage(<NewsletterLinkPage key="unsubscribe" kind="unsubscribe" />) },
      { path: '*', element: publicPage(<NotFoundPage />) },
    ],
  },
  { path: '/admin/login', element: page(<AdminLoginPage />) },
  { path: '/admin/forgot-password', element: page(<ForgotPasswordPage />) },
  { path: '/admin/accept-invite/:token', element: page(<SetPasswordPage mode="invite" />) },
  { path: '/admin/reset-password/:token', element: page(<SetPasswordPage mode="reset" />) },
  {
    path: '/admin',
    element: page(<AdminLayout />),
    children: [
      { index: true, element: page(<AdminDashboardPage />) },
      { path: 'members', element: page(<AdminMembersPage />) },
      { path: 'members/import', element: page(<MemberImportPage />) },
      { path: 'pending', element: page(<PendingPage />) },
      { path: 'audit', element: page(<AuditPage />) },
      { path: 'messages', element: page(<MessagesPage />) },
      { path: 'newsletter', element: page(<NewsletterPage />) },
      { path: 'newsletter/:id', element: page(<NewsletterIssuePage />) },
      { path: 'notices/*', element: page(<NoticesSection />) },
      { path: 'cms', element: page(<CmsDashboardPage />) },
      // Every collection of shared/collections (issue #23); an unknown one shows the admin "Not found".
      { path: 'cms/:collection', element: page(<CmsCollectionPage />) },
      { path: 'register', element: page(<RegisterPage />) },
      { path: 'renewals', element: page(<RenewalsPage />) },
      { path: 'privacy', element: page(<AdminPrivacyPage />) },
      { path: 'cms/events/:id/attendees', element: page(<AttendeesPage />) },
      { path: 'cms/events/:id/check-in', element: page(<CheckInPage />) },
      { path: 'settings', element: page(<SettingsPage />) },
      { path: 'staff', element: page(<StaffPage />) },
      // Money (issue #34): the treasurer's pages.
      { path: 'treasurer', element: page(<TreasurerPage />) },
      { path: 'charges', element: page(<ChargesPage />) },
      { path: 'ledger', element: page(<LedgerPage />) },
      { path: 'password', element: page(<ChangePasswordPage />) },
      { path: '*', element: page(<AdminPlaceholderPage />) },
    ],
  },
];
