import './Pager.css';

/**
 * Previous page / "Page X of Y" / Next page under a paged list: the public events, projects and
 * resources, and the admin's members, pending, audit, messages, newsletter and attendee lists.
 * Nothing when everything fits on one page, unless `alwaysShown`.
 * @param label names the navigation landmark, e.g. "Event pages"
 * @param alwaysShown shows it on a single page too ("Page 1 of 1", both buttons disabled), as Pending Review does
 * @param compact the admin's small buttons, closer to the table above
 */
export function Pager({
  page,
  pages,
  label,
  onPage,
  alwaysShown = false,
  compact = false,
}: {
  page: number;
  pages: number;
  label: string;
  onPage(page: number): void;
  alwaysShown?: boolean;
  compact?: boolean;
}) {
  if (pages <= 1 && !alwaysShown) return null;
  const button = compact ? 'btn btn--small' : 'btn';
  return (
    <nav className={compact ? 'pager pager--compact' : 'pager'} aria-label={label}>
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(Math.max(1, page - 1))}>
        Previous page
      </button>
      <span aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(Math.min(pages, page + 1))}>
        Next page
      </button>
    </nav>
  );
}
