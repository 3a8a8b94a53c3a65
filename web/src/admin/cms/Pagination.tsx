/**
 * The page numbers to show (SPEC §9): at most `max` consecutive pages around the current one,
 * shifted at the ends so the window stays full, e.g. (7 of 20) → 5 6 7 8 9, (1 of 20) → 1 2 3 4 5.
 */
export function pageWindow(current: number, totalPages: number, max = 5): number[] {
  if (totalPages <= 0) return [];
  const start = Math.max(1, Math.min(current - Math.floor(max / 2), totalPages - max + 1));
  const end = Math.min(totalPages, start + max - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * Pagination of a CMS list (SPEC §2, §9): Previous, at most 5 page buttons around the current
 * page (the current one marked with aria-current), Next, and "Page X of Y".
 */
export function Pagination({ page, totalPages, label, onPage }: { page: number; totalPages: number; label: string; onPage(page: number): void }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="cms-pager" aria-label={label}>
      <button type="button" className="btn btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <ul className="cms-pager__pages">
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`btn btn--small cms-pager__page${n === page ? ' cms-pager__page--current' : ''}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
      <span className="cms-pager__status">
        Page {page} of {totalPages}
      </span>
    </nav>
  );
}
