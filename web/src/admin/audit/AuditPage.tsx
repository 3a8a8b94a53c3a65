import './AuditPage.css';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { adminMessages } from '../../../../shared/admin-messages';
import { adminPageSize } from '../../../../shared/admin-page-sizes';
import { EmptyState } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useUrlParams } from '../../shared/useUrlParams';
import { collections } from '../../../../shared/collections';
import { enumLabel, formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { Pager } from '../../shared/Pager';
import { AdminAuditLogDocument, AuditPeopleDocument } from './audit.graphql';
import { AuditChanges } from './AuditChanges';
import { TableRegion } from '../common/TableRegion';
import { QueryBlock } from '../common/QueryBlock';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { limits } from '../../../../shared/limits';

const PAGE_SIZE = adminPageSize.audit;
/** Kinds of record the server audits: members, staff accounts, site settings and every content type (issue #20), from shared/collections. */
const ENTITY_TYPES = ['member', 'staff', 'settings', ...collections.map((c) => c.type.toLowerCase())];
/** Actions the server records, for the action filter. */
const ACTIONS = [
  'apply',
  'create',
  'update',
  'approve',
  'reject',
  'deactivate',
  'reactivate',
  'delete',
  'restore',
  'purge',
  'publish',
  'invite',
  'resend-invite',
  'accept-invite',
  'update-role',
  'request-password-reset',
  'reset-password',
  // the member area (issue #21)
  'request-change',
  'approve-change',
  'decline-change',
  'request-erasure',
] as const;
/** URL query keys of the filters. */
const FILTER_KEYS = ['type', 'id', 'actor', 'action', 'from', 'to', 'q'] as const;

/**
 * The audit log at /admin/audit (issue 4, issue #20): every staff change newest first — when, who,
 * what, the kind and name of the record ("deleted member" when it is gone), and the changed fields
 * as "field: before → after" lines. Filters by kind of record (members, staff, settings, content),
 * person (or the public), action, date range (Melbourne days) and text live in the URL query
 * (`?type=member&actor=…&action=approve&from=2031-05-01&to=2031-05-31&q=smith&page=2`); 25 a page.
 * Loading, error ("Error loading audit log" with Try again) and empty ("No audit entries") states.
 */
export default function AuditPage() {
  useDocumentTitle('Audit Log');
  const formId = useId();
  const [params, setParams] = useUrlParams();
  const entityType = params.get('type') ?? '';
  const entityId = params.get('id') ?? '';
  const actor = params.get('actor') ?? '';
  const action = params.get('action') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const text = params.get('q') ?? '';
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(pageParam) && pageParam > 0 ? pageParam : 1;
  const [textInput, setTextInput] = useState(text);
  useEffect(() => setTextInput(text), [text]);
  const people = useQuery(AuditPeopleDocument, { fetchPolicy: 'cache-first' });

  const { data, previousData, error, refetch } = useQuery(AdminAuditLogDocument, {
    variables: {
      page,
      limit: PAGE_SIZE,
      entityType: entityType || null,
      entityId: entityId || null,
      filter: { actorId: actor || null, action: action || null, from: from || null, to: to || null, text: text || null },
    },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const current = error && !data ? undefined : (data ?? previousData)?.auditLog;
  const pages = Math.max(1, Math.ceil((current?.total ?? 0) / PAGE_SIZE));

  // Any filter change starts again at page 1.
  const setQuery = (change: Record<string, string>) => setParams('page' in change ? change : { ...change, page: null });
  const applyText = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: textInput.trim() });
  };
  const filtered = FILTER_KEYS.some((key) => params.get(key));

  const body = (
    <QueryBlock result={{ data: current, error, refetch }} errorTitle={adminMessages.audit.loadError} loadingLabel="Loading audit log…">
      {(shown) =>
        shown.items.length === 0 ? (
          <EmptyState title={adminMessages.audit.empty} />
        ) : (
          <>
            <p className="audit__count">
              {shown.total} {shown.total === 1 ? 'entry' : 'entries'}
            </p>
            <TableRegion caption="Audit log entries" className="audit__wrap" tableClassName="audit__table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Record</th>
                  <th scope="col">Changes</th>
                </tr>
              </thead>
              <tbody>
                {shown.items.map((entry) => (
                  <tr key={entry.id}>
                    <td className="audit__nowrap">
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </td>
                    <td>{entry.actorName ?? <span className="audit__muted">Public</span>}</td>
                    <td>
                      <span className="badge">{enumLabel(entry.action)}</span>
                    </td>
                    <td className="audit__record">
                      <span className="audit__type">{enumLabel(entry.entityType)}</span>
                      <Link
                        to={`?type=${encodeURIComponent(entry.entityType)}&id=${encodeURIComponent(entry.entityId)}`}
                        className={entry.subjectName.startsWith('deleted ') ? 'audit__subject audit__muted' : 'audit__subject'}
                        aria-label={`Only changes to ${entry.subjectName}`}
                      >
                        {entry.subjectName}
                      </Link>
                    </td>
                    <td className="audit__changes">
                      <AuditChanges changes={entry.changes} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
            <Pager compact page={page} pages={pages} label="Audit log pages" onPage={(p) => setQuery({ page: String(p) })} />
          </>
        )
      }
    </QueryBlock>
  );

  return (
    <div className="admin-page audit">
      <AdminPageHeader title="Audit Log" lead="Who changed what, and when: every change made by staff or through the public forms.">
        <button type="button" className="btn" onClick={() => void refetch().catch(() => undefined)}>
          Refresh
        </button>
      </AdminPageHeader>

      <form className="card audit__filters" role="search" aria-label="Filter the audit log" onSubmit={applyText}>
        <div className="field">
          <label htmlFor={`${formId}-q`}>Search</label>
          <input
            id={`${formId}-q`}
            type="search"
            maxLength={limits.searchMaxLength}
            value={textInput}
            onChange={(e) => setTextInput(e.target.value)}
            onBlur={() => textInput.trim() !== text && setQuery({ q: textInput.trim() })}
            autoComplete="off"
            placeholder="Name, value, id…"
          />
        </div>
        <div className="field">
          <label htmlFor={`${formId}-actor`}>Person</label>
          <select id={`${formId}-actor`} value={actor} onChange={(e) => setQuery({ actor: e.target.value })}>
            <option value="">Everyone</option>
            <option value="public">The public</option>
            {(people.data?.staffUsers.items ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${formId}-action`}>Action</label>
          <select id={`${formId}-action`} value={action} onChange={(e) => setQuery({ action: e.target.value })}>
            <option value="">All actions</option>
            {ACTIONS.map((name) => (
              <option key={name} value={name}>
                {enumLabel(name.replace(/-/g, ' '))}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${formId}-type`}>Record type</label>
          <select id={`${formId}-type`} value={entityType} onChange={(e) => setQuery({ type: e.target.value, id: '' })}>
            <option value="">All types</option>
            {ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {enumLabel(type)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${formId}-from`}>From</label>
          <input id={`${formId}-from`} type="date" value={from} max={to || undefined} onChange={(e) => setQuery({ from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${formId}-to`}>To</label>
          <input id={`${formId}-to`} type="date" value={to} min={from || undefined} onChange={(e) => setQuery({ to: e.target.value })} />
        </div>
        <div className="audit__filter-actions">
          <button type="submit" className="btn btn--primary">
            Search
          </button>
          <button
            type="button"
            className="btn"
            disabled={!filtered}
            onClick={() => setParams(Object.fromEntries([...FILTER_KEYS, 'page'].map((key) => [key, null])))}
          >
            Clear
          </button>
        </div>
        {entityId && (
          <p className="audit__only">
            Showing one record only.{' '}
            <button type="button" className="btn btn--small" onClick={() => setQuery({ id: '' })}>
              Show all records
            </button>
          </p>
        )}
      </form>

      <section className="admin-page__section" aria-labelledby="audit-list-title">
        <h2 id="audit-list-title">Entries</h2>
        {body}
      </section>
    </div>
  );
}
