import { useCallback, useId } from 'react';
import { useSearchText } from '../../shared/useSearchText';
import type { MemberFilters as Filters } from './useMemberFilters';
import { limits } from '../../../../shared/limits';

const ORDER_LABELS: Record<Filters['sort'], { desc: string; asc: string }> = {
  join_date: { desc: 'Newest first', asc: 'Oldest first' },
  name: { desc: 'Z to A', asc: 'A to Z' },
  status: { desc: 'Descending', asc: 'Ascending' },
};

/**
 * The member list's search, status, member type, sort and order controls and "Clear All Filters"
 * (SPEC §2 Filters and sorting). The search runs 300 ms after typing stops.
 */
export function MemberFilters({
  filters,
  active,
  onChange,
  onClear,
}: {
  filters: Filters;
  active: boolean;
  onChange(change: Partial<Filters>): void;
  onClear(): void;
}) {
  const id = useId();
  const pushSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  const [search, setSearch] = useSearchText(filters.q, pushSearch);

  return (
    <form className="card members__filters" role="search" aria-label="Filter members" onSubmit={(e) => e.preventDefault()}>
      <div className="field members__search">
        <label htmlFor={`${id}-q`}>Search</label>
        <input
          id={`${id}-q`}
          type="search"
          maxLength={limits.searchMaxLength}
          value={search}
          placeholder="Name, email or phone"
          autoComplete="off"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={filters.status} onChange={(e) => onChange({ status: e.target.value as Filters['status'] })}>
          <option value="">All statuses</option>
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
          <option value="inactive">Inactive</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>Member type</label>
        <select id={`${id}-type`} value={filters.type} onChange={(e) => onChange({ type: e.target.value as Filters['type'] })}>
          <option value="">All types</option>
          <option value="owner">Owner</option>
          <option value="renter">Renter</option>
          <option value="investor">Investor</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select id={`${id}-sort`} value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as Filters['sort'] })}>
          <option value="join_date">Join date</option>
          <option value="name">Name</option>
          <option value="status">Status</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-order`}>Order</label>
        <select id={`${id}-order`} value={filters.order} onChange={(e) => onChange({ order: e.target.value as Filters['order'] })}>
          <option value="desc">{ORDER_LABELS[filters.sort].desc}</option>
          <option value="asc">{ORDER_LABELS[filters.sort].asc}</option>
        </select>
      </div>
      <div className="members__clear">
        <button
          type="button"
          className="btn"
          disabled={!active && search === ''}
          onClick={() => {
            setSearch('');
            onClear();
          }}
        >
          Clear All Filters
        </button>
      </div>
    </form>
  );
}
