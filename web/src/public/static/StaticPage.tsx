import './StaticPage.css';
import type { ReactNode } from 'react';
import { telHref, useSiteSettings } from '../../shared/siteSettings';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

/**
 * A plain content page (SPEC §2 footer links /privacy, /terms, /accessibility, /sponsors): its one
 * h1, the sections given, and how to ask the committee about it (stored contact details).
 */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const settings = useSiteSettings();
  return (
    <article className="container static-page">
      <h1>{title}</h1>
      {children}
      <p className="static-page__contact">
        Questions? Email <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a> or call{' '}
        <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a> ({settings.supportHours}).
      </p>
    </article>
  );
}
