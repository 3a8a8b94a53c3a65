import './PublicLayout.css';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { ValidationError } from 'yup';
import * as ErrorCode from '../../../../shared/error-codes';
import { messages } from '../../../../shared/messages';
import { contact, limits } from '../../../../shared/limits';
import { errorCode, fieldErrors, rateLimitedText } from '../../shared/errors';
import { HoneypotField, honeypotValue } from '../../shared/Honeypot';
import { useToast } from '../../shared/Toast';
import { rememberListSearch } from '../../shared/listReturn';
import { telHref, useSiteSettings } from '../../shared/siteSettings';
import { closeMenuOnEscapeOrOutside } from './menu';
import { MemberHeaderDocument } from './public.graphql';

/** Header links (SPEC §2 Public navigation). */
const NAV = [
  { to: '/', label: 'Home' },
  { to: '/join', label: 'Join' },
  { to: '/projects', label: 'Projects' },
  { to: '/events', label: 'Events' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/resources', label: 'Resources' },
  { to: '/contact', label: 'Contact' },
];

/** Footer links (SPEC §2 Public navigation). */
const FOOTER_LINKS = [
  { to: '/', label: 'About' },
  { to: '/join', label: 'Join' },
  { to: '/projects', label: 'Projects' },
  { to: '/events', label: 'Events' },
  { to: '/news', label: 'News' },
  { to: '/resources', label: 'Resources' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/accessibility', label: 'Accessibility' },
  { to: '/sponsors', label: 'Sponsors' },
  { to: '/terms', label: 'Terms' },
];

/**
 * The cookie the member pages set while a member is signed in on this browser (issue #21; the
 * session itself is an httpOnly cookie the page cannot read). Only with it does the header ask for
 * the member's name, so visitors' pages ask the server for nothing (issue #7); a pre-rendered page
 * (no document) never asks. Set by web/src/public/members/memberErrors.ts `setMemberHint`.
 */
const MEMBER_HINT = 'memberHint=1';

/**
 * The header's site search (issue #22): a search landmark sending the words to /search?q=… (a
 * plain GET form, so it works before the app's JavaScript has loaded too).
 */
function HeaderSearch({ onSearch }: { onSearch: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    onSearch();
    void navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };
  return (
    <form className="site-search" role="search" aria-label="Site" action="/search" method="get" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {messages.search.label}
      </label>
      <input id={inputId} name="q" type="search" maxLength={limits.searchMaxLength} placeholder={messages.search.placeholder} enterKeyHint="search" />
      <button type="submit" className="site-search__button">
        {messages.search.button}
      </button>
    </form>
  );
}

/** The logo mark: a house on green, as in the favicon. */
export function Logo() {
  return (
    <svg className="logo__mark" viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f5c3f" />
      <path d="M14 40 L32 18 L50 40 Z" fill="#fff" />
      <rect x="22" y="38" width="20" height="12" fill="#fff" />
    </svg>
  );
}

/**
 * The SPEC §5 newsletter rule (shared/engagement's yup schema), loaded on first use so that yup is not
 * in the JavaScript every public page needs (issue #7 bundle budget).
 * @returns the first error message, or undefined when the email is valid
 */
async function newsletterError(email: string): Promise<string | undefined> {
  const { newsletterSchema } = await import('../../../../shared/engagement');
  try {
    await newsletterSchema.validate({ email });
    return undefined;
  } catch (error) {
    return (error as ValidationError).message;
  }
}

/**
 * Newsletter sign-up in the footer (SPEC §5 Footer newsletter, stored): email required and valid;
 * on success the SPEC toast and the field clears. Subscribing twice is fine. A plain form rather
 * than Formik: one field does not need it, and it keeps Formik out of every public page; its
 * mutation is loaded on the first subscribe, with the e-mail rule (issue #24, / budget).
 */
function NewsletterForm() {
  const toast = useToast();
  const { pathname } = useLocation();
  const client = useApolloClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const invalid = Boolean(touched && error);
  const validate = async (value: string) => {
    const message = await newsletterError(value);
    setError(message);
    return message;
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setTouched(true);
    if (await validate(email)) return;
    setSubmitting(true);
    try {
      // The page and the wording below are kept with the consent record (issue #18).
      const { SubscribeNewsletterDocument } = await import('./newsletter.graphql');
      await client.mutate({
        mutation: SubscribeNewsletterDocument,
        variables: { email: email.trim(), website: honeypotValue(website), page: pathname },
      });
      toast.success(messages.newsletter.success);
      setEmail('');
      setTouched(false);
      setError(undefined);
    } catch (caught) {
      const fields = errorCode(caught) === ErrorCode.BAD_USER_INPUT ? fieldErrors(caught) : {};
      if (fields.email) setError(fields.email);
      else toast.error(rateLimitedText(caught) ?? messages.newsletter.failed);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <form className="newsletter" noValidate aria-label="Newsletter sign-up" onSubmit={(event) => void onSubmit(event)}>
      <div className="newsletter__field">
        <label htmlFor={id} className="visually-hidden">
          Email address
        </label>
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Your email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (touched) void validate(event.target.value);
          }}
          onBlur={() => {
            setTouched(true);
            void validate(email);
          }}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        {invalid && (
          <p id={`${id}-error`} className="newsletter__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <HoneypotField id="newsletter-website" value={website} onChange={(event) => setWebsite(event.target.value)} />
      <button type="submit" className="btn btn--primary" disabled={submitting}>
        Subscribe
      </button>
      <p className="newsletter__consent">{messages.newsletter.consentWording}</p>
    </form>
  );
}

/**
 * The public site's chrome (SPEC §1 Page chrome, §2 Public navigation): skip link, header with logo
 * and navigation (active link marked; Home only on exactly "/"; collapses behind a toggle on small
 * screens) ending with "Member login" or the signed-in member's first name (issue #21), the page in <main>, and the footer with description, contact details, state, support
 * hours, newsletter sign-up, social link, footer links and the 2025 copyright.
 */
export default function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const settings = useSiteSettings();
  // Who is signed in (a small query, for the home page's budget).
  const member = useQuery(MemberHeaderDocument, { skip: !globalThis.document?.cookie.includes(MEMBER_HINT) }).data?.memberAccount;

  // Close the phone menu after navigating, and start each page at the top. Not on the first page:
  // its menu may have been opened on the first paint, and stays open (issue #24, ./menu.ts).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current !== location.pathname) setMenuOpen(false);
    shownPath.current = location.pathname;
    window.scrollTo(0, 0);
  }, [location.pathname]);

  // The lists' filters, for their detail pages' back links (issue #22).
  useEffect(() => rememberListSearch(location.pathname, location.search), [location.pathname, location.search]);

  // The open phone menu closes on Escape (focus back on its button) and on a tap outside the header (issue #22).
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (menuOpen && header.current) return closeMenuOnEscapeOrOutside(header.current, toggle.current, () => setMenuOpen(false));
  }, [menuOpen]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header" ref={header}>
        <div className="container site-header__inner">
          <Link to="/" className="logo" aria-label={`${contact.groupName} — home`}>
            <Logo />
            <span className="logo__text" aria-hidden="true">
              {contact.shortName}
            </span>
          </Link>
          <button
            ref={toggle}
            type="button"
            className="site-header__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className="site-header__icon" /> Menu
          </button>
          <nav id={menuId} className="site-nav" aria-label="Main">
            <ul>
              {/* Last, "Member login" or the signed-in member's first name (issue #21). */}
              {[...NAV, { to: '/members', label: member?.firstName ?? messages.memberPortal.headerLink }].map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    // The current page's link closes the menu too (its path does not change).
                    onClick={() => setMenuOpen(false)}
                    className={({ isActive }) => `site-nav__link${isActive ? ' site-nav__link--active' : ''}`}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <HeaderSearch onSearch={() => setMenuOpen(false)} />
        </div>
      </header>

      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>

      <footer className="site-footer">
        <div className="container site-footer__grid">
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className="site-footer__title">
              {settings.siteName}
            </h2>
            <p>
              A volunteer-run residents’ association looking after our parks, streets and neighbours since {limits.servingSince}. Everyone living or
              owning property in Greenfield is welcome.
            </p>
            <p>
              <a href={settings.socialUrl} rel="noopener noreferrer" target="_blank">
                Follow us on {settings.socialLabel}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__title">
              Contact
            </h2>
            <ul className="site-footer__list">
              <li>
                <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
              </li>
              <li>
                <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a>
              </li>
              <li>{settings.address}</li>
              <li>{settings.state}</li>
              <li>Support hours: {settings.supportHours}</li>
              <li>{contact.replyPromise}</li>
            </ul>
          </section>
          <section aria-labelledby="footer-links">
            <h2 id="footer-links" className="site-footer__title">
              Links
            </h2>
            <ul className="site-footer__links">
              {FOOTER_LINKS.map((item) => (
                <li key={item.label}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className="site-footer__title">
              Newsletter
            </h2>
            <p>News, events and working bees, about once a month.</p>
            <NewsletterForm />
          </section>
        </div>
        <p className="site-footer__copyright">
          © {contact.copyrightYear} {settings.siteName}. All rights reserved.
        </p>
      </footer>
    </div>
  );
}
