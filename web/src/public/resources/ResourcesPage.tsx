import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { messages } from '../../../../shared/messages';
import { limits } from '../../../../shared/limits';
import type { ResourceType } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { formatFileSize } from '../../../../shared/content-fields';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ListFilters, ListSearchField, ListSelectField } from '../../shared/ListFilters';
import { Pager } from '../../shared/Pager';
import { useListParams } from '../../shared/useListParams';
import { PublicResourcesDocument, ResourceStatsDocument } from './resources.graphql';
import './resources.css';

const PAGE_SIZE = limits.publicPageSize.resources;
const TYPES = Object.keys(messages.resources.types) as ResourceType[];
const TYPE_OPTIONS = TYPES.map((t) => ({ value: t, label: messages.resources.types[t] }));
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
  const { params, update, q, page, text, setText, goToPage } = useListParams();
  const type = parseType(params.get('type'));
  const category = params.get('category') || null;

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
              {/* No `download` attribute: the server names the file, and a file on another site is a page to read first (issue #31 item 8). */}
              <a
                className="btn btn--primary resources-item__download"
                href={`/resources/${resource.id}/download`}
                aria-label={messages.resources.download(resource.title)}
                onClick={afterDownload}
              >
                Download
              </a>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} label="Resource pages" onPage={goToPage} />
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
      <ListFilters label="Resources">
        <ListSearchField label="Search resources" text={text} onText={setText} />
        <ListSelectField
          label="Type"
          value={type ?? ''}
          allLabel="All types"
          options={TYPE_OPTIONS}
          onSelect={(value) => update({ type: value ? value.toLowerCase() : null, page: null })}
        />
        <ListSelectField
          label="Category"
          value={category ?? ''}
          allLabel="All categories"
          options={categories.map((c) => ({ value: c, label: c }))}
          onSelect={(value) => update({ category: value || null, page: null })}
        />
      </ListFilters>
      <p className="list-count" role="status">
        {result && !error ? `Showing ${result.items.length} of ${result.total} ${result.total === 1 ? 'resource' : 'resources'}` : ''}
      </p>
      {body}
    </div>
  );
}
