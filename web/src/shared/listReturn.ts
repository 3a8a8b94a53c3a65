/**
 * "← Back to …" links that keep the list's filters (issue #22): the public layout remembers, per
 * tab, the query string each list page was last shown with (its search, filters, view, month and
 * page live in the URL), and the detail pages' back links return to it.
 */

/** The list pages whose detail pages link back to them. */
export const LIST_PAGES = ['/projects', '/events', '/gallery', '/news'] as const;
export type ListPage = (typeof LIST_PAGES)[number];

const key = (list: string): string => `list-return:${list}`;

/**
 * Remembers a list page's query string for its detail pages' back links (called by the layout on
 * every navigation). Nothing happens for other paths, or where storage is unavailable.
 * @param pathname the shown path @param search its query string, "" or "?…"
 */
export function rememberListSearch(pathname: string, search: string): void {
  if (!(LIST_PAGES as readonly string[]).includes(pathname)) return;
  try {
    window.sessionStorage.setItem(key(pathname), search);
  } catch {
    // Storage refused (private mode, no window): the back link goes to the plain list.
  }
}

/**
 * Where a detail page's back link goes: the list with the filters it was last shown with in this
 * tab, else the plain list (a detail page opened from a shared link, or rendered on the server).
 */
export function listAddress(list: ListPage): string {
  try {
    const search = window.sessionStorage.getItem(key(list)) ?? '';
    return search.startsWith('?') ? `${list}${search}` : list;
  } catch {
    return list;
  }
}
