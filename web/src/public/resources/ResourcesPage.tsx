import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { messages } from '../../../../shared/messages';
import { limits } from '../../../../shared/limits';
import type { ResourceType } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { formatFileSize } from '../../../../shared/content-fields';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useUrlParams } from '../../shared/useUrlParams';
import { useSearchText } from '../../shared/useSearchText';
import { PublicResourcesDocument, ResourceStatsDocument } from './resources.graphql';
import './resources.css';

const PAGE_SIZE = limits.publicPageSize.resources;
const TYPES = Object.keys(messages.resources.types) as ResourceType[];
/** The server counts a download before it sends the file; refetch a little after the click. */
const REFETCH_AFTER_DOWNLOAD_MS = 800;

/** The type filter from ?type= (document, image, …), or null for all. */
function parseType(value: string | null): ResourceType | null {
  const upper = value?.toUpperCase();
  return TYPES.find((t) => t === upper) ?? null;
}

/**
 * /resources (SPEC §2): the resource library with stats (resources, downloads, categories), a
 * debounced search, a type filter and a category filter — kept in the URL (?q=&type=&category=
 * &page=) — and pages of 100. Each item shows its type, category, version, size and download
 * count, with a Download link to the counting /resources/{id}/download route; the counts are
 * reloaded after a download. Loading, error ("Error loading resources" with Try again) and empty
 * ("No resources found") states.
 */
export default function ResourcesPage() {
  useDocumentTitle('Resources');
  const [params, update] = useUrlParams();
  const q = params.get('q') ?? '';
  const type = parseType(params.get('type'));
  const category = params.get('category') || null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const pushSearch = useCallback((value: string) => update({ q: value || null, page: null }, true), [update]);
  const [text, setText] = useSearchText(q, pushSearch);
  const searchId = useId();
  const typeId = useId();
  const categoryId = useId();

  const stats = useQuery(ResourceStatsDocument);
  const { data, previousData, loading, error, refetch } = useQuery(PublicResourcesDocument, {
    variables: { search: q || null, type, category, page, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // While new filters load, the previous items stay (marked busy) instead of a spinner flash.
  const result = (data ?? previousData)?.resources;
  const figures = stats.data?.resourceStats;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  const categories = figures ? [...new Set([...figures.categories, ...(category ? [category] : [])])] : category ? [category] : [];

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const refetchStats = stats.refetch;
  const afterDownload = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      void refetch();
      void refetchStats();
    }, REFETCH_AFTER_DOWNLOAD_MS);
  }, [refetch, refetchStats]);
  const retry = () => {
    void refetch();
    if (stats.error) void stats.refetch();
  };

  let body;
  if (loading && !result) body = <Spinner label="Loading resources…" />;
  else if (error) body = <ErrorState title={messages.resources.loadError} detail={errorMessage(error)} onRetry={retry} />;
  else if (!result || result.items.length === 0) body = <EmptyState title={messages.resources.noneFound} />;
  else
    body = (
      <>
        <ul className="resources-list" aria-busy={loading}>
          {result.items.map((resource) => (
            <li key={resource.id} className="card resources-item">
              <div className="resources-item__main">
                <div className="resources-item__head">
                  <h2 className="resources-item__title">{resource.title}</h2>
                  <span className={`badge resources-type resources-type--${resource.resourceType.toLowerCase()}`}>
                    {messages.resources.types[resource.resourceType]}
                  </span>
                </div>
                {resource.description && <p className="resources-item__description">{resource.description}</p>}
                <dl className="resources-item__facts">
                  {resource.category && (
                    <div>
                      <dt>Category</dt>
                      <dd>{resource.category}</dd>
                    </div>
                  )}
                  <div>
                    <dt>Version</dt>
                    <dd>{resource.version}</dd>
                  </div>
                  {resource.fileSize != null && (
                    <div>
                      <dt>Size</dt>
                      <dd>{formatFileSize(resource.fileSize)}</dd>
                    </div>
                  )}
                  <div>
                    <dt>Downloads</dt>
                    <dd data-testid="resource-downloads">{resource.downloadCount}</dd>
                  </div>
                </dl>
              </div>
              <a
                className="btn btn--primary resources-item__download"
                href={`/resources/${resource.id}/download`}
                download={resource.fileName ?? ''}
                aria-label={messages.resources.download(resource.title)}
                onClick={afterDownload}
              >
                Download
              </a>
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav className="resources-pager" aria-label="Resource pages">
            <button type="button" className="btn" disabled={page <= 1} onClick={() => update({ page: page - 1 > 1 ? String(page - 1) : null })}>
              Previous page
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button type="button" className="btn" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
              Next page
            </button>
          </nav>
        )}
      </>
    );

  return (
    <div className="resources-page container">
      <header className="resources-page__header">
        <h1>Resource Library</h1>
        <p className="resources-page__intro">Guides, reports, plans and forms for Greenfield residents, free to download.</p>
      </header>
      {figures && (
        <dl className="resources-stats" aria-label="Library figures">
          <div className="resources-stats__tile">
            <dt>Total resources</dt>
            <dd data-testid="stat-total-resources">{figures.total}</dd>
          </div>
          <div className="resources-stats__tile">
            <dt>Total downloads</dt>
            <dd data-testid="stat-total-downloads">{figures.totalDownloads}</dd>
          </div>
          <div className="resources-stats__tile">
            <dt>Categories</dt>
            <dd data-testid="stat-categories">{figures.categories.length}</dd>
          </div>
        </dl>
      )}
      <form className="resources-filters" role="search" aria-label="Resources" onSubmit={(e) => e.preventDefault()}>
        <div className="field resources-filters__search">
          <label htmlFor={searchId}>Search resources</label>
          <input id={searchId} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Title or description" />
        </div>
        <div className="field resources-filters__select">
          <label htmlFor={typeId}>Type</label>
          <select id={typeId} value={type ?? ''} onChange={(e) => update({ type: e.target.value ? e.target.value.toLowerCase() : null, page: null })}>
            <option value="">All types</option>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {messages.resources.types[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field resources-filters__select">
          <label htmlFor={categoryId}>Category</label>
          <select id={categoryId} value={category ?? ''} onChange={(e) => update({ category: e.target.value || null, page: null })}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className="resources-count" role="status">
        {result && !error ? `Showing ${result.items.length} of ${result.total} ${result.total === 1 ? 'resource' : 'resources'}` : ''}
      </p>
      {body}
    </div>
  );
}
