import { useId } from 'react';
import { limits } from '../../../../shared/limits';
import type { MemberType } from '../../gql/graphql';
import { enumLabel } from '../common/format';

const MEMBER_TYPES: readonly MemberType[] = ['OWNER', 'RENTER', 'INVESTOR'];

/** The pending page's search and filters (issue #33); '' means no filter. */
export interface PendingFilterValues {
  search: string;
  memberType: MemberType | '';
  receipt: '' | 'yes' | 'no';
  appliedFrom: string;
  appliedTo: string;
}

export const NO_PENDING_FILTERS: PendingFilterValues = { search: '', memberType: '', receipt: '', appliedFrom: '', appliedTo: '' };

/** The filters as the `pendingMembers` query's `filter`. */
export function pendingFilterInput(values: PendingFilterValues) {
  return {
    search: values.search.trim() || null,
    memberType: values.memberType || null,
    receiptRequested: values.receipt === '' ? null : values.receipt === 'yes',
    appliedFrom: values.appliedFrom || null,
    appliedTo: values.appliedTo || null,
  };
}

/**
 * The search box (name, email or phone, as on the members page) and the member type, receipt and
 * date-applied filters of the pending page (issue #33). Every field applies as it changes.
 */
export function PendingFilters({ values, onChange }: { values: PendingFilterValues; onChange(values: PendingFilterValues): void }) {
  const id = useId();
  const set = <K extends keyof PendingFilterValues>(key: K, value: PendingFilterValues[K]) => onChange({ ...values, [key]: value });
  const any = Object.values(values).some(Boolean);
  return (
    <form className="pending__filters" role="search" aria-label="Filter pending applications" onSubmit={(e) => e.preventDefault()}>
      <div className="field pending__search">
        <label htmlFor={`${id}-search`}>Search</label>
        <input
          id={`${id}-search`}
          type="search"
          maxLength={limits.searchMaxLength}
          value={values.search}
          placeholder="Name, email or phone"
          onChange={(e) => set('search', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>Member type</label>
        <select id={`${id}-type`} value={values.memberType} onChange={(e) => set('memberType', e.target.value as MemberType | '')}>
          <option value="">All types</option>
          {MEMBER_TYPES.map((type) => (
            <option key={type} value={type}>
              {enumLabel(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-receipt`}>Receipt requested</label>
        <select id={`${id}-receipt`} value={values.receipt} onChange={(e) => set('receipt', e.target.value as PendingFilterValues['receipt'])}>
          <option value="">Either</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>Applied from</label>
        <input id={`${id}-from`} type="date" value={values.appliedFrom} onChange={(e) => set('appliedFrom', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>Applied to</label>
        <input id={`${id}-to`} type="date" value={values.appliedTo} onChange={(e) => set('appliedTo', e.target.value)} />
      </div>
      <button type="button" className="btn pending__clear" disabled={!any} onClick={() => onChange(NO_PENDING_FILTERS)}>
        Clear filters
      </button>
    </form>
  );
}
