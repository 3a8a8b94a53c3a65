import { useCallback } from 'react';
import { limits } from '../../../shared/limits';
import { useSearchText } from './useSearchText';
import { useUrlParams } from './useUrlParams';

/**
 * A public list's state in the URL (/events, /projects, /resources): the search ?q= — the box's
 * text, debounced into the URL, a new search going back to the first page — and the page ?page=
 * (from 1; a bad value reads as 1), plus the page's own filters through `params` and `update`. A
 * longer ?q= than the API takes (a pasted link) is cut to `limits.searchMaxLength`.
 */
export function useListParams() {
  const [params, update] = useUrlParams();
  const q = (params.get('q') ?? '').slice(0, limits.searchMaxLength);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const pushSearch = useCallback((value: string) => update({ q: value || null, page: null }, true), [update]);
  const [text, setText] = useSearchText(q, pushSearch);
  /** Goes to page `to`; the first page has no ?page= in its address. */
  const goToPage = useCallback((to: number) => update({ page: to > 1 ? String(to) : null }), [update]);
  return { params, update, q, page, text, setText, goToPage };
}
