import { messages } from '../../../../shared/messages';
import type { ProjectProgress as Progress } from '../../gql/graphql';
import '../../shared/progressBar.css';

/** The progress badge (SPEC §4 Project progress): Planned, In progress or Completed. */
export function ProgressBadge({ progress }: { progress: Progress }) {
  return (
    <span className={`badge projects-badge projects-badge--${progress.toLowerCase().replace('_', '-')}`}>{messages.projects.progress[progress]}</span>
  );
}

/**
 * A progress bar whose filled width equals the completion percentage (SPEC §2 CMS lists, §4),
 * exposed as role=progressbar 0–100, with "N% complete" beside it.
 * @param label the bar's accessible name, e.g. "Creek Walk Revegetation progress"
 */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className="projects-progress">
      <div className="progress-bar__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <span className="progress-bar__fill" style={{ width: `${value}%` }} />
      </div>
      <span className="projects-progress__text">{value}% complete</span>
    </div>
  );
}
