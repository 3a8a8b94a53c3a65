import './EditConflictPanel.css';
import { useState } from 'react';
import { associationClock } from '../../shared/timeZone';
import { defaultChoices, resolveConflict, type Choice, type ConflictRow, type StaleVersion, type Values } from './editConflict';

/** A value as the conflict table shows it; a list (donation tiers) one entry after another. */
function shown(value: unknown): string {
  if (value === '' || value === null || value === undefined) return '(empty)';
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === 'object' ? Object.values(v).join(' ') : String(v))).join('; ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/**
 * The conflict part of an edit form (issue #33): someone else saved the record after the form
 * opened. Lists each field they changed with this person's value beside theirs and a choice per
 * field (keep mine / take theirs); "Apply and review" puts the chosen values in the form, to save
 * on the new version; "Reload theirs" discards this person's edits.
 * @param conflict what the server said (who saved, when)
 * @param rows the fields the other person changed (`conflictRows`)
 * @param onApply called with a choice per row
 * @param onReload called to take the record as it is now
 */
export function EditConflictPanel({
  conflict,
  rows,
  onApply,
  onReload,
}: {
  conflict: StaleVersion;
  rows: ConflictRow[];
  onApply(choices: Record<string, Choice>): void;
  onReload(): void;
}) {
  const [choices, setChoices] = useState(() => defaultChoices(rows));
  const who = conflict.lastChangedBy ?? 'Someone else';
  const when = conflict.lastChangedAt ? ` at ${associationClock().formatDateTime(conflict.lastChangedAt)}` : '';
  return (
    <section className="edit-conflict" role="alert" aria-label="Edit conflict">
      <h3 className="edit-conflict__title">
        {who} saved this{when}, after you opened it.
      </h3>
      <p>Nothing has been saved yet. Choose, field by field, whose value to keep; your other changes are kept.</p>
      {rows.length > 0 ? (
        <table className="edit-conflict__table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Yours</th>
              <th scope="col">Theirs ({who})</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.label}</th>
                {(['mine', 'theirs'] as const).map((side) => (
                  <td key={side}>
                    <label>
                      <input
                        type="radio"
                        name={`conflict-${row.name}`}
                        value={side}
                        checked={choices[row.name] === side}
                        onChange={() => setChoices((c) => ({ ...c, [row.name]: side }))}
                        aria-label={`${side === 'mine' ? 'Keep mine' : 'Take theirs'} for ${row.label}`}
                      />{' '}
                      {shown(side === 'mine' ? row.mine : row.theirs)}
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>None of the fields in this form changed (only its status or other details did).</p>
      )}
      <div className="edit-conflict__actions">
        <button type="button" className="btn" onClick={onReload}>
          Reload theirs (discard mine)
        </button>
        <button type="button" className="btn btn--primary" onClick={() => onApply(choices)}>
          Apply and review
        </button>
      </div>
    </section>
  );
}

/** The banner of an open form whose record someone else saved meanwhile (live, issue #33). */
export function ChangedElsewhereNotice({ what }: { what: string }) {
  return (
    <p className="edit-conflict__notice" role="status">
      Someone else saved this {what} while you have it open — review before saving. Your save will show both versions.
    </p>
  );
}

/** A conflict of a whole-form page: what the server said, the stored version and values, and the fields the other person changed. */
export interface FormConflict<V> {
  conflict: StaleVersion;
  version: number;
  theirs: V;
  rows: ConflictRow[];
}

/**
 * The EditConflictPanel of a settings page whose form is one record (site settings, retention;
 * issue #33): applying the choices or reloading moves the form's base to the stored version and
 * values, puts the result in the form and closes the conflict.
 * @param open the conflict being resolved
 * @param base the version and values the form started from (moved to the stored ones)
 * @param values the form's values now
 * @param setValues Formik's setter
 * @param onDone called once the conflict is resolved
 */
export function FormConflictPanel<V>({
  open,
  base,
  values,
  setValues,
  onDone,
}: {
  open: FormConflict<V>;
  base: { current: { version: number; values: V } | null };
  values: V;
  setValues: (values: V, validate?: boolean) => unknown;
  onDone: () => void;
}) {
  const settle = (next: V) => {
    base.current = { version: open.version, values: open.theirs };
    void setValues(next, false);
    onDone();
  };
  return (
    <EditConflictPanel
      conflict={open.conflict}
      rows={open.rows}
      onApply={(choices: Record<string, Choice>) => {
        const from = (base.current?.values ?? open.theirs) as unknown as Values;
        settle(resolveConflict(from, values as unknown as Values, open.theirs as unknown as Values, open.rows, choices) as unknown as V);
      }}
      onReload={() => settle(open.theirs)}
    />
  );
}
