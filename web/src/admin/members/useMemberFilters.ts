import { useCallback, useMemo } from 'react';
import type { MemberFilterInput, MemberSortField, MemberSortInput, MemberStatus, MemberType, SortOrder } from '../../gql/graphql';
import { useUrlParams } from '../../shared/useUrlParams';

/** The list's filters as they appear in the URL query (SPEC §2 Filters and sorting). */
export interface MemberFilters {
  /** Matches name, email or phone, case-insensitive. */
  q: string;
  status: '' | 'pending' | 'approved' | 'rejected' | 'inactive';
  type: '' | 'owner' | 'renter' | 'investor';
  sort: 'join_date' | 'name' | 'status';
  order: 'desc' | 'asc';
  page: number;
}

const STATUSES = ['pending', 'approved', 'rejected', 'inactive'] as const;
const TYPES = ['owner', 'renter', 'investor'] as const;
const SORTS = ['join_date', 'name', 'status'] as const;

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T | ''): T | '' =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The defaults, which are left out of the URL. */
export const defaultFilters: MemberFilters = { q: '', status: '', type: '', sort: 'join_date', order: 'desc', page: 1 };

/**
 * The member list's search, filters, sort and page kept in the URL query (`?q=&status=&type=&sort=&order=&page=`),
 * so they survive a reload and can be shared. Unknown values fall back to the defaults.
 * @returns the filters, the GraphQL variables they mean, `update` (any filter change goes back to
 * page 1 unless a page is given) and `clear` (Clear All Filters)
 */
export function useMemberFilters() {
  const [params, setParams] = useUrlParams();
  const filters = useMemo<MemberFilters>(() => {
    const page = Number.parseInt(params.get('page') ?? '', 10);
    return {
      q: params.get('q') ?? '',
      status: oneOf(STATUSES, params.get('status'), ''),
      type: oneOf(TYPES, params.get('type'), ''),
      sort: oneOf(SORTS, params.get('sort'), 'join_date') || 'join_date',
      order: params.get('order') === 'asc' ? 'asc' : 'desc',
      page: Number.isFinite(page) && page > 0 ? page : 1,
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<MemberFilters>) => {
      const changes: Record<string, string | null> = {};
      for (const [key, value] of Object.entries(change)) {
        // Defaults stay out of the URL.
        changes[key] = value === undefined || String(value) === String(defaultFilters[key as keyof MemberFilters]) ? null : String(value);
      }
      if (!('page' in change)) changes.page = null;
      // Typing a search replaces the history entry instead of adding one per pause.
      setParams(changes, 'q' in change);
    },
    [setParams],
  );

  const clear = useCallback(() => setParams({ q: null, status: null, type: null, sort: null, order: null, page: null }), [setParams]);

  const filter: MemberFilterInput = {
    search: filters.q.trim() || null,
    status: filters.status ? (filters.status.toUpperCase() as MemberStatus) : null,
    memberType: filters.type ? (filters.type.toUpperCase() as MemberType) : null,
  };
  const sort: MemberSortInput = { field: filters.sort.toUpperCase() as MemberSortField, order: filters.order.toUpperCase() as SortOrder };
  const active = filters.q !== '' || filters.status !== '' || filters.type !== '' || filters.sort !== 'join_date' || filters.order !== 'desc';
  return { filters, filter, sort, active, update, clear };
}
