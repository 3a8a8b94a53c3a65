import './AuditPage.css';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useUrlParams } from '../../shared/useUrlParams';
import { enumLabel, formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { Pager } from '../members-shared/Pager';
import { AdminAuditLogDocument } from './audit.graphql';
import { AuditChanges } from './AuditChanges';

const PAGE_SIZE = 25;
/** Kinds of record the server audits: members and the six content types. */
const ENTITY_TYPES = ['member', 'project', 'event', 'gallery', 'resource', 'testimonial', 'news'] as const;

/**
 * The audit log at /admin/audit (issue 4): every staff change newest first — when, who, what, the
 * kind and id of the record, and the changed fields as "field: before → after" lines. Filters by
 * entity type and entity id live in the URL query (`?type=member&id=…&page=2`); 25 a page.
 * Loading, error ("Error loading audit log" with Try again) and empty ("No audit entries") states.
 */
export default function AuditPage() {
  useDocumentTitle('Audit Log');
  const formId = useId();
  const [params, setParams] = useUrlParams();
  const entityType = params.get('type') ?? '';
  const entityId = params.get('id') ?? '';
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(pageParam) && pageParam > 0 ? pageParam : 1;
  const [idInput, setIdInput] = useState(entityId);
  useEffect(() => setIdInput(entityId), [entityId]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminAuditLogDocument, {
    variables: { page, limit: PAGE_SIZE, entityType: entityType || null, entityId: entityId || null },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const current = error && !data ? undefined : (data ?? previousData)?.auditLog;
  const pages = Math.max(1, Math.ceil((current?.total ?? 0) / PAGE_SIZE));

  // Any filter change starts again at page 1.
  const setQuery = (change: Record<string, string>) => setParams('page' in change ? change : { ...change, page: null });
  const applyId = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ id: idInput.trim() });
  };

  let body;
  if (!current && loading) body = <Spinner label="Loading audit log…" />;
  else if (!current && error)
    body = <ErrorState title={messages.audit.loadError} detail={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!current || current.items.length === 0) body = <EmptyState title={messages.audit.empty} />;
  else
    body = (
      <>
        <p className="audit__count">
          {current.total} {current.total === 1 ? 'entry' : 'entries'}
        </p>
        <div className="table-wrap audit__wrap" role="region" aria-labelledby="audit-table-caption" tabIndex={0}>
          <table className="audit__table">
            <caption id="audit-table-caption" className="visually-hidden">
              Audit log entries
            </caption>
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
              {current.items.map((entry) => (
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
                      className="audit__id"
                      aria-label={`Only changes to ${entry.entityType} ${entry.entityId}`}
                      title={entry.entityId}
                    >
                      {entry.entityId.slice(0, 8)}
                    </Link>
                  </td>
                  <td className="audit__changes">
                    <AuditChanges changes={entry.changes} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} pages={pages} label="Audit log pages" onPage={(p) => setQuery({ page: String(p) })} />
      </>
    );

  return (
    <div className="admin-page audit">
      <div className="admin-page__header">
        <div>
          <h1 className="admin-page__title">Audit Log</h1>
          <p className="admin-page__lead">Who changed what, and when: every change made by staff or through the public forms.</p>
        </div>
        <button type="button" className="btn" onClick={() => void refetch().catch(() => undefined)}>
          Refresh
        </button>
      </div>

      <form className="card audit__filters" role="search" aria-label="Filter the audit log" onSubmit={applyId}>
        <div className="field">
          <label htmlFor={`${formId}-type`}>Entity type</label>
          <select id={`${formId}-type`} value={entityType} onChange={(e) => setQuery({ type: e.target.value })}>
            <option value="">All types</option>
            {ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {enumLabel(type)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${formId}-id`}>Entity id</label>
          <input id={`${formId}-id`} value={idInput} onChange={(e) => setIdInput(e.target.value)} autoComplete="off" spellCheck={false} />
        </div>
        <div className="audit__filter-actions">
          <button type="submit" className="btn btn--primary">
            Apply
          </button>
          <button type="button" className="btn" disabled={!entityType && !entityId} onClick={() => setParams({ type: null, id: null, page: null })}>
            Clear
          </button>
        </div>
      </form>

      <section className="admin-page__section" aria-labelledby="audit-list-title">
        <h2 id="audit-list-title">Entries</h2>
        {body}
      </section>
    </div>
  );
}
