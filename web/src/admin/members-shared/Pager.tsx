import './Pager.css';
/**
 * Previous / "Page X of Y" / Next for a paged admin list (members, pending, audit, messages pages).
 * @param label names the navigation landmark, e.g. "Members pages"
 * @param alwaysShown shows it on a single page too ("Page 1 of 1", both buttons disabled), as Pending Review does
 */
export function Pager({
  page,
  pages,
  label,
  onPage,
  alwaysShown = false,
}: {
  page: number;
  pages: number;
  label: string;
  onPage(page: number): void;
  alwaysShown?: boolean;
}) {
  if (pages <= 1 && !alwaysShown) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="btn btn--small" disabled={page <= 1} onClick={() => onPage(Math.max(1, page - 1))}>
        Previous
      </button>
      <span aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button type="button" className="btn btn--small" disabled={page >= pages} onClick={() => onPage(Math.min(pages, page + 1))}>
        Next
      </button>
    </nav>
  );
}
