import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { messages } from '../../../../shared/messages';
import { limits } from '../../../../shared/limits';
import type { ProjectProgress } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ListFilters, ListSearchField, ListSelectField } from '../../shared/ListFilters';
import { Pager } from '../../shared/Pager';
import { useListParams } from '../../shared/useListParams';
import { ProjectCard } from './ProjectCard';
import { ProjectCountsDocument, PublicProjectsDocument } from './projects.graphql';
import { compareText } from '../../shared/compareText';
import '../layout/CardList.css';
import './projects.css';

const PAGE_SIZE = limits.publicPageSize.projects;
const PROGRESS: ProjectProgress[] = ['PLANNED', 'IN_PROGRESS', 'COMPLETED'];
const PROGRESS_OPTIONS = PROGRESS.map((progress) => ({ value: progress, label: messages.projects.progress[progress] }));

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
  const { params, update, q, page, text, setText, goToPage } = useListParams();
  const status = parseStatus(params.get('status'));
  const tag = params.get('tag') || null;

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
        <ul className="card-list" aria-busy={loading}>
          {result.items.map((project, index) => (
            <li key={project.id}>
              <ProjectCard project={project} priority={index === 0} />
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} label="Project pages" onPage={goToPage} />
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
      <ListFilters label="Projects">
        <ListSearchField label="Search projects" text={text} onText={setText} />
        <ListSelectField
          label="Status"
          value={status ?? ''}
          allLabel="All"
          options={PROGRESS_OPTIONS}
          onSelect={(value) => update({ status: value ? statusParam(value as ProjectProgress) : null, page: null })}
        />
        <ListSelectField
          label="Tag"
          value={tag ?? ''}
          allLabel="All tags"
          options={tags.map((t) => ({ value: t, label: t }))}
          onSelect={(value) => update({ tag: value || null, page: null })}
        />
      </ListFilters>
      <p className="list-count" role="status">
        {result && !error ? `Showing ${result.items.length} of ${result.total} ${result.total === 1 ? 'project' : 'projects'}` : ''}
      </p>
      {body}
    </div>
  );
}
