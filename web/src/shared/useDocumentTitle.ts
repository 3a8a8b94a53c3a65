import { createContext, useContext, useEffect } from 'react';
import { contact } from '../../../shared/limits';

/** The description used when a page gives none. */
export const DEFAULT_DESCRIPTION = `${contact.groupName} — projects, events and membership for our neighbourhood.`;

/** A page's <title> and meta description. */
export interface DocumentHead {
  title: string;
  description: string;
}

/**
 * Where a render without a browser collects the page's head (web/src/prerender.tsx: the pre-rendered
 * HTML carries the page's own title from the start); null in the browser.
 */
export const DocumentHeadSink = createContext<Partial<DocumentHead> | null>(null);

/** The page's full title and description, from its own name (see {@link useDocumentTitle}). */
function documentHead(title: string, description?: string): DocumentHead {
  return {
    title: `${title} — ${contact.groupName}`,
    description: description ?? (title === 'Home' ? DEFAULT_DESCRIPTION : `${title} — ${DEFAULT_DESCRIPTION}`),
  };
}

/**
 * Sets the page <title> to `${title} — Greenfield Residents Association` and the meta description
 * while the calling page is shown (WCAG 2.4.2: every route has its own title; issue 3: meta per route).
 * Rendered without a browser, it gives them to the {@link DocumentHeadSink} instead.
 * @param title the page's own name, e.g. "Events"; null keeps the current title (still loading)
 * @param description one sentence about the page; defaults to the site's description
 */
export function useDocumentTitle(title: string | null, description?: string): void {
  const sink = useContext(DocumentHeadSink);
  if (sink && title) Object.assign(sink, documentHead(title, description));
  useEffect(() => {
    if (!title) return;
    const head = documentHead(title, description);
    document.title = head.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = head.description;
  }, [title, description]);
}
