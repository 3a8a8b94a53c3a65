import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import * as ErrorCode from '../../../../shared/error-codes';
import { messages } from '../../../../shared/messages';
import { errorCode } from '../../shared/errors';
import { formatFileSize } from '../../../../shared/content-fields';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import NotFoundPage from '../not-found/NotFoundPage';
import { detailPageState } from '../layout/detailPageState';
import { ProjectCard } from './ProjectCard';
import { FallbackImage } from '../../shared/FallbackImage';
import { ProgressBadge, ProgressBar } from './ProjectProgress';
import { formatBudget, formatTimeline, priorityLabel } from './projectFormat';
import { PublicProjectDocument } from './projects.graphql';
import '../layout/CardList.css';
import '../layout/DetailPage.css';
import '../layout/TagList.css';
import './projects.css';
import { listAddress } from '../../shared/listReturn';

/**
 * /projects/{slug} (SPEC §2, replacing the fixed sample): one published project with a back link,
 * its title, progress badge, image, overview (description), sanitised rich content, timeline
 * ("Timeline TBD"), photo gallery (hidden without photos), details (budget in AUD, location
 * "Location TBD", coordinator, priority label, progress bar), downloads through the counting
 * /resources/{id}/download route, and related projects. An unknown or unpublished slug shows the
 * not-found page.
 */
export default function ProjectDetailPage() {
  const { slug = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(PublicProjectDocument, { variables: { slug } });
  const project = data?.project;
  const notFound = Boolean(error) && errorCode(error) === ErrorCode.NOT_FOUND;
  useDocumentTitle(project ? project.title : error && !notFound ? 'Projects' : null);

  if (notFound) return <NotFoundPage />;

  const back = (
    <Link to={listAddress('/projects')} className="projects-detail__back">
      {messages.projects.backToList}
    </Link>
  );
  const pending = detailPageState({
    error,
    loading,
    found: Boolean(project),
    pageClass: 'projects-detail',
    back,
    loadingLabel: 'Loading project…',
    heading: 'Project',
    errorTitle: messages.projects.loadError,
    onRetry: () => void refetch(),
  });
  if (pending || !project) return pending;

  const timeline = formatTimeline(project.startDate, project.endDate);

  return (
    <article className="projects-detail container">
      {back}
      <header className="projects-detail__header">
        <h1>{project.title}</h1>
        <ProgressBadge progress={project.progress} />
      </header>
      <div className="detail-page__layout projects-detail__layout">
        <div className="projects-detail__main">
          <FallbackImage className="detail-page__image" src={project.imageUrl} alt={project.title} width={960} height={540} />
          <section className="projects-detail__section" aria-labelledby="project-overview">
            <h2 id="project-overview">Overview</h2>
            {project.description && <p className="projects-detail__lead">{project.description}</p>}
            {project.content && (
              // Sanitised on the server (basic HTML only) before it is stored and served.
              <div className="projects-detail__content" dangerouslySetInnerHTML={{ __html: project.content }} />
            )}
          </section>
          <section className="projects-detail__section" aria-labelledby="project-timeline">
            <h2 id="project-timeline">Timeline</h2>
            <p data-testid="project-timeline">{timeline}</p>
          </section>
          {project.photos.length > 0 && (
            <section className="projects-detail__section" aria-labelledby="project-photos">
              <h2 id="project-photos">Photo gallery</h2>
              <ul className="projects-photos">
                {project.photos.map((photo) => (
                  <li key={photo.id}>
                    <a href={photo.imageUrl} className="projects-photos__link" target="_blank" rel="noreferrer">
                      <FallbackImage
                        className="projects-photos__image"
                        src={photo.thumbnailUrl ?? photo.imageUrl}
                        alt={photo.title}
                        width={320}
                        height={240}
                      />
                      <span className="visually-hidden"> (opens the full-size photo in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {project.tags.length > 0 && (
            <section className="projects-detail__section" aria-labelledby="project-tags">
              <h2 id="project-tags">Tags</h2>
              <ul className="tag-list">
                {project.tags.map((tag) => (
                  <li key={tag}>
                    <Link className="badge projects-tag projects-tag--link" to={`/projects?tag=${encodeURIComponent(tag)}`}>
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="projects-detail__side" aria-label="Project details">
          <section className="card projects-detail__facts" aria-labelledby="project-details">
            <h2 id="project-details">Details</h2>
            <dl>
              <dt>Timeline</dt>
              <dd>{timeline}</dd>
              <dt>Budget</dt>
              <dd>{formatBudget(project.budget)}</dd>
              <dt>Location</dt>
              <dd>{project.location || messages.fallbacks.location}</dd>
              <dt>Coordinator</dt>
              <dd>{project.coordinator || messages.projects.coordinatorTbd}</dd>
              <dt>Priority</dt>
              <dd>{priorityLabel(project.priority)}</dd>
              <dt>Progress</dt>
              <dd data-testid="project-progress">
                <ProgressBar percent={project.completionPercentage} label={`${project.title} progress`} />
              </dd>
            </dl>
          </section>
          {project.downloads.length > 0 && (
            <section className="card projects-downloads" aria-labelledby="project-downloads">
              <h2 id="project-downloads">Downloads</h2>
              <ul>
                {project.downloads.map((file) => (
                  <li key={file.id}>
                    {/* No `download` attribute: the server names the file (Content-Disposition), and a file on another site is a page to read first (issue #31 item 8). */}
                    <a href={`/resources/${file.id}/download`} className="projects-downloads__link">
                      {file.title}
                    </a>
                    <span className="projects-downloads__meta">{[file.fileName, formatFileSize(file.fileSize)].filter(Boolean).join(' · ')}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
      {project.related.length > 0 && (
        <section className="projects-detail__related" aria-labelledby="project-related">
          <h2 id="project-related">Related projects</h2>
          <ul className="card-list">
            {project.related.map((other) => (
              <li key={other.id}>
                <ProjectCard project={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
