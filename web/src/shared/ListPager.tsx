import './listPage.css';

/**
 * Previous page / "Page X of Y" / Next page under a public list (events, projects, resources);
 * nothing when everything fits on one page.
 * @param label names the navigation landmark, e.g. "Event pages"
 */
export function ListPager({ page, pages, label, onPage }: { page: number; pages: number; label: string; onPage(page: number): void }) {
  if (pages <= 1) return null;
  return (
    <nav className="list-pager" aria-label={label}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
