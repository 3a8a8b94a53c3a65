import './AuditChanges.css';
import { formatDateTime } from '../common/format';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** One changed field of an audit entry. */
interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

/** "fullName" → "Full name". */
const fieldLabel = (field: string): string => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A stored value as short text: "—" for nothing, yes/no for booleans, timestamps as dates. */
const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_TIMESTAMP.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

/** The `{ field: { before, after } }` object of an audit entry as a list; anything else as none. */
export function parseChanges(changes: unknown): Change[] {
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, unknown>).map(([field, value]) => {
    const pair = value && typeof value === 'object' ? (value as { before?: unknown; after?: unknown }) : {};
    return { field, before: pair.before, after: pair.after };
  });
}

/**
 * The changed fields of one audit entry as "field: before → after" lines (issue 4 audit trail).
 * "No field changes" when the entry records none.
 */
export function AuditChanges({ changes }: { changes: unknown }) {
  const list = parseChanges(changes);
  if (list.length === 0) return <span className="audit-changes__none">No field changes</span>;
  return (
    <ul className="audit-changes">
      {list.map((change) => (
        <li key={change.field}>
          <span className="audit-changes__field">{fieldLabel(change.field)}:</span> {show(change.before)} <span aria-hidden="true">→</span>
          <span className="visually-hidden">changed to</span> {show(change.after)}
        </li>
      ))}
    </ul>
  );
}
