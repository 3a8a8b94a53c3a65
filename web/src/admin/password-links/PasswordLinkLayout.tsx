import '../login/AdminLoginPage.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contact } from '../../../../shared/limits';
import { adminMessages } from '../../../../shared/admin-messages';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

/** The association's mark and name above the sign-in and password-link forms. */
export function AdminBrand() {
  return (
    <div className="admin-login__brand">
      <img src="/favicon.svg" alt="" width={48} height={48} />
      <span>
        <span className="admin-login__group">{contact.groupName}</span>
        <span className="admin-login__label">{adminMessages.admin.panel}</span>
      </span>
    </div>
  );
}

/**
 * The sign-in screen's panel around the pages a signed-out staff member reaches from an e-mail or
 * from "Forgot your password?" (issue #20).
 * @param title the page heading and document title
 */
export function PasswordLinkLayout({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className="admin-login">
      <div className="admin-login__panel">
        <AdminBrand />
        <h1 className="admin-login__title">{title}</h1>
        <p className="admin-login__lead">{lead}</p>
        {children}
        <p className="admin-login__back">
          <Link to="/admin/login">← Back to sign in</Link>
        </p>
      </div>
    </main>
  );
}
