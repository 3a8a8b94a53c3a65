import './MemberImportPage.css';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import * as ErrorCode from '../../../../shared/error-codes';
import {
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importField,
  importMessages,
  type DuplicateDecision,
  type ImportCheck,
  type ImportFieldKey,
  type ImportMapping,
  type ImportPreview,
  type ImportRequest,
  type ImportResult,
} from '../../../../shared/member-import';
import { useAuth } from '../../auth/AuthContext';
import { ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { TableRegion } from '../common/TableRegion';
import { importStep, ImportStepError } from './memberImportApi';

/** Where the person is: choosing a file, mapping its columns, looking at the dry run, or done. */
type Step = 'choose' | 'map' | 'check' | 'done';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;

/** The field a problem is about, as the mapping names it. */
const fieldLabel = (key: ImportFieldKey | null) => (key ? importField(key).label : '—');

/**
 * "Import members" at /admin/members/import (issue #34 "Moving in"), admins only: choose a CSV or
 * Excel file → check the suggested column mapping against the first rows → a dry run listing every
 * problem by spreadsheet row (leave those rows out, or fix the file and choose it again) and every
 * e-mail that belongs to a member already (skip or update each, or all) → import, all or nothing →
 * the counts. The file goes to the server at each step (server/src/api/member-import).
 */
export default function MemberImportPage() {
  useDocumentTitle('Import Members');
  const { session, signOut } = useAuth();
  const [step, setStep] = useState<Step>('choose');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [excluded, setExcluded] = useState<number[]>([]);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [decisions, setDecisions] = useState<Record<string, DuplicateDecision>>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Each step's heading takes the focus, so keyboard and screen reader users start there.
  useEffect(() => {
    if (step !== 'choose') heading.current?.focus();
  }, [step]);

  /** Runs a step with the busy label shown; a refusal shows its message (a signed-out session signs out). */
  async function attempt<T>(label: string, run: (token: string) => Promise<T>, failTitle: string): Promise<T | null> {
    if (!session) return null;
    setBusy(label);
    setError(null);
    try {
      return await run(session.token);
    } catch (e) {
      if (e instanceof ImportStepError && e.body.code === ErrorCode.UNAUTHENTICATED) void signOut();
      const body = e instanceof ImportStepError ? e.body : null;
      if (body?.check) {
        setCheck(body.check);
        setStep('check');
      }
      setError({ title: failTitle, detail: e instanceof Error ? e.message : undefined });
      return null;
    } finally {
      setBusy(null);
    }
  }

  const request = (extra: Partial<ImportRequest> = {}): ImportRequest => ({ mapping, excludeRows: excluded, decisions, ...extra });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    setFile(chosen);
    setCheck(null);
    setResult(null);
    setExcluded([]);
    setDecisions({});
    if (chosen.size > IMPORT_MAX_BYTES) {
      setError({ title: 'This file cannot be imported', detail: importMessages.fileTooLarge });
      return;
    }
    const shown = await attempt('Reading the file…', (token) => importStep('preview', chosen, null, token), 'This file cannot be imported');
    if (!shown) return;
    setPreview(shown);
    setMapping(shown.mapping);
    setStep('map');
  };

  const runCheck = async (extra: Partial<ImportRequest> = {}) => {
    if (!file) return;
    const checked = await attempt(
      'Checking every row…',
      (token) => importStep('check', file, request(extra), token),
      'The file could not be checked',
    );
    if (!checked) return;
    setCheck(checked);
    setStep('check');
  };

  const leaveOut = (rows: number[]) => {
    const next = [...new Set([...excluded, ...rows])].sort((a, b) => a - b);
    setExcluded(next);
    void runCheck({ excludeRows: next });
  };
  const putBack = () => {
    setExcluded([]);
    void runCheck({ excludeRows: [] });
  };

  const decideAll = (decision: DuplicateDecision) =>
    setDecisions(Object.fromEntries((check?.duplicates ?? []).map((d) => [String(d.row), decision])));

  const runImport = async () => {
    if (!file) return;
    const done = await attempt('Importing…', (token) => importStep('run', file, request(), token), 'Nothing was imported');
    if (!done) return;
    setResult(done);
    setStep('done');
  };

  const restart = () => {
    setStep('choose');
    setFile(null);
    setPreview(null);
    setCheck(null);
    setResult(null);
    setError(null);
    setExcluded([]);
    setDecisions({});
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  };

  const duplicates = check?.duplicates ?? [];
  const decisionOf = (row: number): DuplicateDecision | null => decisions[String(row)] ?? null;
  const undecided = duplicates.filter((d) => !decisionOf(d.row)).length;
  // A skipped duplicate is not imported, so its problems do not stop the import (as on the server).
  const blocking = (check?.problems ?? []).filter((p) => decisionOf(p.row) !== 'skip');
  const blockingCount = check ? check.problemCount - (check.problems.length - blocking.length) : 0;
  const problemRows = [...new Set(blocking.map((p) => p.row))];
  const toImport = check ? check.toCreate + duplicates.filter((d) => decisionOf(d.row) === 'update').length : 0;

  return (
    <div className="admin-page member-import">
      <AdminPageHeader
        title="Import Members"
        back={{ to: '/admin/members', label: '← Back to Members' }}
        lead="Bring your existing members in from a spreadsheet: a CSV or Excel (.xlsx) file with one member a row and a header row."
      />

      <section className="admin-page__section" aria-labelledby="import-file-title">
        <h2 id="import-file-title">1. Choose the file</h2>
        <p>
          Row 1 holds the column headings. Every member needs a full name and an email; member numbers, join dates and financial-until dates are kept
          as the file has them (dates as 2024-07-01 or 1/7/2024). At most {IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows and 10 MB a file.
        </p>
        <div className="field">
          <label htmlFor="import-file">Spreadsheet (CSV or Excel .xlsx)</label>
          <input
            ref={fileInput}
            id="import-file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={!!busy}
            onChange={(e) => void choose(e)}
          />
        </div>
      </section>

      {busy && <Spinner label={busy} />}
      {busy && (
        <p className="member-import__busy" aria-hidden="true">
          {busy}
        </p>
      )}
      {error && <ErrorState title={error.title} detail={error.detail} />}

      {preview && step !== 'done' && (
        <section className="admin-page__section" aria-labelledby="import-map-title">
          <h2 id="import-map-title" tabIndex={-1} ref={step === 'map' ? heading : undefined}>
            2. Match the columns
          </h2>
          <p>
            {plural(preview.totalRows, 'member row')} in <strong>{preview.fileName}</strong>. Choose what each column holds; the first{' '}
            {preview.rows.length} rows are shown.
          </p>
          {preview.totalRows === 0 ? (
            <p>{importMessages.noRows}</p>
          ) : (
            <TableRegion caption={`The first rows of ${preview.fileName}, with the field each column fills`} className="member-import__preview">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  {preview.headers.map((heading, i) => (
                    <th scope="col" key={i}>
                      <label className="visually-hidden" htmlFor={`import-column-${i}`}>
                        Field for column {heading ? `“${heading}”` : i + 1}
                      </label>
                      <select
                        id={`import-column-${i}`}
                        value={mapping[i] ?? ''}
                        onChange={(e) => {
                          const next = [...mapping];
                          next[i] = (e.target.value || null) as ImportFieldKey | null;
                          setMapping(next);
                          if (step === 'check') setStep('map');
                        }}
                      >
                        <option value="">Leave out</option>
                        {IMPORT_FIELDS.map((f) => (
                          <option key={f.key} value={f.key}>
                            {f.label}
                            {f.required ? ' (required)' : ''}
                          </option>
                        ))}
                      </select>
                      <span className="member-import__heading">{heading || `(column ${i + 1}, no heading)`}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.row}>
                    <th scope="row">{r.row}</th>
                    {r.cells.map((cell, i) => (
                      <td key={i}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          )}
          <div className="member-import__actions">
            <button type="button" className="btn btn--primary" disabled={!!busy} onClick={() => void runCheck()}>
              Check the file
            </button>
          </div>
        </section>
      )}

      {check && step === 'check' && (
        <section className="admin-page__section" aria-labelledby="import-check-title">
          <h2 id="import-check-title" tabIndex={-1} ref={heading}>
            3. Check and import
          </h2>
          <p role="status" data-testid="import-summary">
            {plural(check.totalRows, 'row')} checked: {plural(check.toCreate, 'new member')}, {plural(duplicates.length, 'email')} already belonging
            to members, {plural(blockingCount, 'problem')}.
          </p>
          {excluded.length > 0 && (
            <p>
              Left out: {plural(excluded.length, 'row')} ({excluded.join(', ')}).{' '}
              <button type="button" className="btn btn--small" disabled={!!busy} onClick={putBack}>
                Put them back
              </button>
            </p>
          )}

          <h3 id="import-problems-title">Problems</h3>
          {blockingCount === 0 ? (
            <p data-testid="import-no-problems">No problems found.</p>
          ) : (
            <>
              <p>
                Nothing is imported while any row has a problem. Fix the file and choose it again, or leave these rows out.
                {check.problemCount > check.problems.length && ` The first ${check.problems.length.toLocaleString('en-AU')} are listed.`}
              </p>
              <TableRegion caption="Problems by spreadsheet row" className="member-import__problems">
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">Field</th>
                    <th scope="col">Problem</th>
                  </tr>
                </thead>
                <tbody>
                  {blocking.map((p, i) => (
                    <tr key={`${p.row}-${p.field ?? ''}-${i}`} data-testid="import-problem">
                      <td>{p.row}</td>
                      <td>{fieldLabel(p.field)}</td>
                      <td>{p.message}</td>
                    </tr>
                  ))}
                </tbody>
              </TableRegion>
              <div className="member-import__actions">
                <button type="button" className="btn" disabled={!!busy} onClick={() => leaveOut(problemRows)}>
                  Leave out {plural(problemRows.length, 'row')} with problems
                </button>
              </div>
            </>
          )}

          <h3 id="import-duplicates-title">Already members</h3>
          {duplicates.length === 0 ? (
            <p>No email in the file belongs to a member already.</p>
          ) : (
            <>
              <p>
                These emails belong to members already. Skip a row to leave the member as they are, or update the member with the file&apos;s values
                (empty cells keep what is there).
              </p>
              <div className="member-import__actions">
                <button type="button" className="btn" onClick={() => decideAll('skip')}>
                  Skip all
                </button>
                <button type="button" className="btn" onClick={() => decideAll('update')}>
                  Update all
                </button>
              </div>
              <TableRegion caption="Rows whose email belongs to a member already" className="member-import__duplicates">
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">In the file</th>
                    <th scope="col">Existing member</th>
                    <th scope="col">Choice</th>
                  </tr>
                </thead>
                <tbody>
                  {duplicates.map((d) => (
                    <tr key={d.row}>
                      <td>{d.row}</td>
                      <td>
                        {d.fullName}
                        <br />
                        <span className="member-import__muted">{d.email}</span>
                      </td>
                      <td>
                        No. {d.existing.memberNumber} {d.existing.fullName}
                      </td>
                      <td>
                        <label className="visually-hidden" htmlFor={`import-duplicate-${d.row}`}>
                          Row {d.row}, {d.fullName}
                        </label>
                        <select
                          id={`import-duplicate-${d.row}`}
                          value={decisionOf(d.row) ?? ''}
                          onChange={(e) => setDecisions({ ...decisions, [String(d.row)]: e.target.value as DuplicateDecision })}
                        >
                          <option value="" disabled>
                            Choose…
                          </option>
                          <option value="skip">Skip</option>
                          <option value="update">Update the member</option>
                        </select>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableRegion>
            </>
          )}

          <div className="member-import__actions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={!!busy || blockingCount > 0 || undecided > 0 || toImport === 0}
              aria-describedby="import-ready"
              onClick={() => void runImport()}
            >
              Import {plural(toImport, 'member')}
            </button>
            <p id="import-ready" className="member-import__muted">
              {blockingCount > 0
                ? 'Leave out or fix the rows with problems first.'
                : undecided > 0
                  ? `Choose skip or update for ${plural(undecided, 'row')} above first.`
                  : toImport === 0
                    ? 'There is nothing to import.'
                    : 'All or nothing: if anything goes wrong, no member is added or changed.'}
            </p>
          </div>
        </section>
      )}

      {result && step === 'done' && (
        <section className="admin-page__section" aria-labelledby="import-done-title">
          <h2 id="import-done-title" tabIndex={-1} ref={heading}>
            Imported
          </h2>
          <p role="status" data-testid="import-result">
            {importMessages.imported(result)}
          </p>
          <div className="member-import__actions">
            <Link className="btn btn--primary" to="/admin/members">
              See the members
            </Link>
            <button type="button" className="btn" onClick={restart}>
              Import another file
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
