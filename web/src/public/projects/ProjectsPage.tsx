import { useQuery } from '@apollo/client/react';
import { useCallback, useId, useMemo } from 'react';
import { messages } from '../../../../shared/messages';
import { limits } from '../../../../shared/limits';
import type { ProjectProgress } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useUrlParams } from '../../shared/useUrlParams';
import { ProjectCard } from './ProjectCard';
import { ProjectCountsDocument, PublicProjectsDocument } from './projects.graphql';
import { useSearchText } from '../../shared/useSearchText';
import { compareText } from '../../shared/compareText';
import './projects.css';

const PAGE_SIZE = limits.publicPageSize.projects;
const PROGRESS: ProjectProgress[] = ['PLANNED', 'IN_PROGRESS', 'COMPLETED'];

/** The status filter from ?status= (planned | in-progress | completed), or null for all. */
function parseStatus(value: string | null): ProjectProgress | null {
  const upper = value?.toUpperCase().replace('-', '_');
  return PROGRESS.find((p) => p === upper) ?? null;
}

/** "in-progress" for IN_PROGRESS: the public spelling of SPEC §4, used in the URL. */
const statusParam = (progress: ProjectProgress) => progress.toLowerCase().replace('_', '-');

/**
 * /projects (SPEC §2, §4 Project progress): published projects as cards with counts (all,
 * planned, in progress, completed), a debounced text search, a status filter and a tag filter —
 * all kept in the URL (?q=&status=&tag=&page=) — pages of 50, and loading, error ("Error loading
 * projects" with Try again) and empty ("No projects found") states.
 */
export default function ProjectsPage() {
  useDocumentTitle('Projects');
  const [params, update] = useUrlParams();
  const q = params.get('q') ?? '';
  const status = parseStatus(params.get('status'));
  const tag = params.get('tag') || null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const pushSearch = useCallback((value: string) => update({ q: value || null, page: null }, true), [update]);
  const [text, setText] = useSearchText(q, pushSearch);
  const searchId = useId();
  const statusId = useId();
  const tagId = useId();

  const { data, previousData, loading, error, refetch } = useQuery(PublicProjectsDocument, {
    variables: { search: q || null, status, tag, page, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const countsQuery = useQuery(ProjectCountsDocument);
  const totals = countsQuery.data;
  // While new filters load, the previous cards stay (marked busy) instead of a spinner flash.
  const result = (data ?? previousData)?.projects;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  const tags = useMemo(() => {
    const all = new Set(totals?.all.items.flatMap((p) => p.tags) ?? []);
    for (const project of result?.items ?? []) project.tags.forEach((t) => all.add(t));
    if (tag) all.add(tag);
    return [...all].sort(compareText);
  }, [totals, result, tag]);

  const counts = totals
    ? [
        { label: 'Projects', value: totals.all.total },
        { label: messages.projects.progress.PLANNED, value: totals.planned.total },
        { label: messages.projects.progress.IN_PROGRESS, value: totals.inProgress.total },
        { label: messages.projects.progress.COMPLETED, value: totals.completed.total },
      ]
    : [];
  const retry = () => {
    void refetch();
    if (countsQuery.error) void countsQuery.refetch();
  };

  let body;
  if (loading && !result) body = <Spinner label="Loading projects…" />;
  else if (error) body = <ErrorState title={messages.projects.loadError} detail={errorMessage(error)} onRetry={retry} />;
  else if (!result || result.items.length === 0) body = <EmptyState title={messages.projects.noneFound} />;
  else
    body = (
      <>
        <ul className="projects-list" aria-busy={loading}>
          {result.items.map((project, index) => (
            <li key={project.id}>
              <ProjectCard project={project} priority={index === 0} />
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav className="projects-pager" aria-label="Project pages">
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
    <div className="projects-page container">
      <header className="projects-page__header">
        <h1>Community Projects</h1>
        <p className="projects-page__intro">What volunteers are planning, building and have finished around Greenfield.</p>
      </header>
      {counts.length > 0 && (
        <dl className="projects-counts" aria-label="Project counts">
          {counts.map((count) => (
            <div key={count.label} className="projects-counts__tile">
              <dt>{count.label}</dt>
              <dd>{count.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <form className="projects-filters" role="search" aria-label="Projects" onSubmit={(e) => e.preventDefault()}>
        <div className="field projects-filters__search">
          <label htmlFor={searchId}>Search projects</label>
          <input id={searchId} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Title or description" />
        </div>
        <div className="field projects-filters__select">
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            value={status ?? ''}
            onChange={(e) => update({ status: e.target.value ? statusParam(e.target.value as ProjectProgress) : null, page: null })}
          >
            <option value="">All</option>
            {PROGRESS.map((progress) => (
              <option key={progress} value={progress}>
                {messages.projects.progress[progress]}
              </option>
            ))}
          </select>
        </div>
        <div className="field projects-filters__select">
          <label htmlFor={tagId}>Tag</label>
          <select id={tagId} value={tag ?? ''} onChange={(e) => update({ tag: e.target.value || null, page: null })}>
            <option value="">All tags</option>
            {tags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className="projects-count" role="status">
        {result && !error ? `Showing ${result.items.length} of ${result.total} ${result.total === 1 ? 'project' : 'projects'}` : ''}
      </p>
      {body}
    </div>
  );
}
