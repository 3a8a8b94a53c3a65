import './listPage.css';
import { useId, type ReactNode } from 'react';
import { limits } from '../../../shared/limits';

/** A public list's filter bar: a search form (it never submits; every field applies as it changes). */
export function ListFilters({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <form className="list-filters" role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {children}
    </form>
  );
}

/**
 * The list's search box over titles and descriptions.
 * @param label e.g. "Search projects"
 * @param text the box's text (from useListParams), `onText` its setter
 */
export function ListSearchField({ label, text, onText }: { label: string; text: string; onText(text: string): void }) {
  const id = useId();
  return (
    <div className="field list-filters__search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        maxLength={limits.searchMaxLength}
        value={text}
        onChange={(e) => onText(e.target.value)}
        placeholder="Title or description"
      />
    </div>
  );
}

/**
 * One of the list's select filters: "{allLabel}" (the empty value, no filter) and then the options.
 * @param onSelect gets the chosen option's value, or '' for all
 */
export function ListSelectField({
  label,
  value,
  allLabel,
  options,
  onSelect,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onSelect(value: string): void;
}) {
  const id = useId();
  return (
    <div className="field list-filters__select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onSelect(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
