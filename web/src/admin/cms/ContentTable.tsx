import '../common/tableCards.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentTypeDecl, FieldDecl } from '../../../../shared/content-fields';
import { itemTitle, type CmsItem } from './collections';
import { columnFields, displayValue, formatAssociationDate } from './contentCsv';
import '../../shared/progressBar.css';
import { TableRegion } from '../common/TableRegion';

/** SPEC §2: a testimonial's message (any long text column) shows its first 100 characters. */
const TRUNCATE_AT = 100;

/** What a row button asks for. */
export type RowAction = 'edit' | 'delete' | 'restore' | 'purge';

/** Text cut to `max` characters with an ellipsis. */
export const truncate = (text: string, max = TRUNCATE_AT): string => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

/** One cell of a declared column. */
function Cell({ field, value }: { field: FieldDecl; value: unknown }): ReactNode {
  if (field.name === 'completionPercentage') {
    const percent = Math.max(0, Math.min(100, Number(value) || 0));
    return (
      <span className="cms-progress">
        <span className="progress-bar__track" aria-hidden="true">
          <span className="progress-bar__fill" style={{ width: `${percent}%` }} data-testid="completion-bar" />
        </span>
        <span className="cms-progress__text">{percent}%</span>
      </span>
    );
  }
  const text = displayValue(field, value);
  if (field.kind === 'textarea') return <span title={text.length > TRUNCATE_AT ? text : undefined}>{truncate(text)}</span>;
  return text || <span className="cms-table__none">—</span>;
}

/** A content status badge. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge cms-status cms-status--${status.toLowerCase()}`}>{status.charAt(0) + status.slice(1).toLowerCase()}</span>;
}

/**
 * The table of a CMS list (SPEC §2 CMS list pages): a checkbox per row and a select-all for the
 * page, the declaration's column fields (first one as the row header), status, created date, and
 * row actions — Edit and Delete, or in the trash Restore and (admins) Delete permanently.
 */
export function ContentTable({
  decl,
  items,
  selected,
  onSelect,
  onSelectAll,
  trash,
  canPurge,
  onAction,
}: {
  decl: ContentTypeDecl;
  items: readonly CmsItem[];
  selected: ReadonlySet<string>;
  onSelect(id: string, on: boolean): void;
  onSelectAll(on: boolean): void;
  trash: boolean;
  canPurge: boolean;
  onAction(action: RowAction, item: CmsItem): void;
}) {
  const [first, ...rest] = columnFields(decl);
  const all = items.length > 0 && items.every((item) => selected.has(item.id));
  const some = !all && items.some((item) => selected.has(item.id));
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = some;
  }, [some]);

  return (
    <TableRegion
      caption={trash ? `${decl.pluralLabel} in the trash` : decl.pluralLabel}
      className="cms-table-wrap table-cards"
      tableClassName="cms-table"
    >
      <thead>
        <tr>
          <th scope="col" className="cms-table__check">
            <input
              ref={selectAll}
              type="checkbox"
              aria-label={`Select all ${decl.pluralLabel.toLowerCase()} on this page`}
              checked={all}
              onChange={(event) => onSelectAll(event.currentTarget.checked)}
            />
          </th>
          <th scope="col">{first.label}</th>
          {rest.map((field) => (
            <th scope="col" key={field.name}>
              {field.name === 'completionPercentage' ? 'Progress' : field.label}
            </th>
          ))}
          {(decl.countColumns ?? []).map((column) => (
            <th scope="col" key={column.name} className="cms-table__count">
              {column.label}
            </th>
          ))}
          <th scope="col">Status</th>
          <th scope="col">Created</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const title = itemTitle(decl, item);
          return (
            <tr key={item.id} className={selected.has(item.id) ? 'cms-table__row--selected' : undefined}>
              <td className="cms-table__check">
                <input
                  type="checkbox"
                  aria-label={`Select ${title}`}
                  checked={selected.has(item.id)}
                  onChange={(event) => onSelect(item.id, event.currentTarget.checked)}
                />
              </td>
              <th scope="row" className="cms-table__title">
                {title}
              </th>
              {rest.map((field) => (
                <td
                  key={field.name}
                  className={`cms-table__cell--${field.kind}`}
                  data-label={field.name === 'completionPercentage' ? 'Progress' : field.label}
                >
                  <Cell field={field} value={item[field.name]} />
                </td>
              ))}
              {(decl.countColumns ?? []).map((column) => (
                <td key={column.name} className="cms-table__count" data-label={column.label}>
                  {Number(item[column.name] ?? 0).toLocaleString('en-AU')}
                </td>
              ))}
              <td>
                <StatusBadge status={item.status} />
              </td>
              <td className="cms-table__nowrap" data-label="Created">
                <time dateTime={item.createdAt}>{formatAssociationDate(item.createdAt)}</time>
              </td>
              <td>
                <div className="cms-table__actions">
                  {trash ? (
                    <>
                      <button type="button" className="btn btn--small" aria-label={`Restore ${title}`} onClick={() => onAction('restore', item)}>
                        Restore
                      </button>
                      {canPurge && (
                        <button
                          type="button"
                          className="btn btn--small btn--danger"
                          aria-label={`Delete permanently: ${title}`}
                          onClick={() => onAction('purge', item)}
                        >
                          Delete permanently
                        </button>
                      )}
                    </>
                  ) : (
                    <>
                      <button type="button" className="btn btn--small" aria-label={`Edit ${title}`} onClick={() => onAction('edit', item)}>
                        Edit
                      </button>
                      {decl.type === 'EVENT' && (
                        <Link className="btn btn--small" aria-label={`Attendees of ${title}`} to={`/admin/cms/events/${item.id}/attendees`}>
                          Attendees
                        </Link>
                      )}
                      <button
                        type="button"
                        className="btn btn--small btn--danger"
                        aria-label={`Delete ${title}`}
                        onClick={() => onAction('delete', item)}
                      >
                        Delete
                      </button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableRegion>
  );
}
