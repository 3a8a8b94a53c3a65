import { useEffect } from 'react';
import { contact } from '../../../shared/messages';

/**
 * Sets the page <title> to `${title} — Greenfield Residents Association` while the calling page is
 * shown (WCAG 2.4.2: every route has its own title).
 * @param title the page's own name, e.g. "Events"; null keeps the current title (still loading)
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} — ${contact.groupName}`;
  }, [title]);
}
