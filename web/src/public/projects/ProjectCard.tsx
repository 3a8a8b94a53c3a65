import '../layout/CardList.css';
import '../layout/TagList.css';
import { Link } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import type { ProjectCardFieldsFragment } from '../../gql/graphql';
import { FallbackImage } from '../../shared/FallbackImage';
import { ProgressBadge, ProgressBar } from './ProjectProgress';

/**
 * One project in the /projects list or under "Related projects" (SPEC §2): image, title,
 * progress badge, description, progress bar, tags and a "View Details" link to /projects/{slug}
 * whose accessible name includes the title.
 * @param headingLevel 2 in the list, 3 under the detail page's "Related projects" heading
 * @param priority the first card of the list: its picture is the page's LCP element on phones, so it
 *   loads at once with high priority instead of lazily (issue #22, Lighthouse on /projects)
 */
export function ProjectCard({
  project,
  headingLevel = 2,
  priority = false,
}: {
  project: ProjectCardFieldsFragment;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="projects-card card">
      <FallbackImage className="card-list__image" src={project.imageUrl} alt="" width={640} height={360} priority={priority} />
      <div className="projects-card__body">
        <div className="projects-card__head">
          <Heading className="projects-card__title">{project.title}</Heading>
          <ProgressBadge progress={project.progress} />
        </div>
        {project.description && <p className="projects-card__description">{project.description}</p>}
        <ProgressBar percent={project.completionPercentage} label={`${project.title} progress`} />
        {project.tags.length > 0 && (
          <ul className="tag-list" aria-label="Tags">
            {project.tags.map((tag) => (
              <li key={tag} className="badge projects-tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <Link to={`/projects/${project.slug}`} className="btn btn--primary projects-card__link">
          {messages.projects.viewDetails}
          <span className="visually-hidden">: {project.title}</span>
        </Link>
      </div>
    </article>
  );
}
