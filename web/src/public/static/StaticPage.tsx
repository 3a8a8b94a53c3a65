import type { ReactNode } from 'react';
import { contact } from '../../../../shared/messages';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

/** A plain content page with a title and sections. */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className="container" style={{ maxWidth: 760, paddingTop: '2rem' }}>
      <h1>{title}</h1>
      {children}
      <p>
        Questions? Email <a href={`mailto:${contact.email}`}>{contact.email}</a> or call {contact.phone} ({contact.supportHours}).
      </p>
    </article>
  );
}
