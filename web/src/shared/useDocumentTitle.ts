import { useEffect } from 'react';
import { contact } from '../../../shared/messages';

/** The description used when a page gives none. */
export const DEFAULT_DESCRIPTION = `${contact.groupName} — projects, events and membership for our neighbourhood.`;

/**
 * Sets the page <title> to `${title} — Greenfield Residents Association` and the meta description
 * while the calling page is shown (WCAG 2.4.2: every route has its own title; issue 3: meta per route).
 * @param title the page's own name, e.g. "Events"; null keeps the current title (still loading)
 * @param description one sentence about the page; defaults to the site's description
 */
export function useDocumentTitle(title: string | null, description?: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} — ${contact.groupName}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description ?? (title === 'Home' ? DEFAULT_DESCRIPTION : `${title} — ${DEFAULT_DESCRIPTION}`);
  }, [title, description]);
}
