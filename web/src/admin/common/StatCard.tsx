import './StatCard.css';
import { Link } from 'react-router-dom';

/** The colour of a stat card's top border. */
export type StatCardTone = 'green' | 'amber' | 'blue';

/**
 * One figure of a dashboard's overview (a `<li>` of a `<ul className="stat-cards">`): its label,
 * a link to its page when `to` is given, the number, and a line of detail under it.
 */
export function StatCard({
  label,
  value,
  detail,
  to,
  tone = 'green',
}: {
  label: string;
  value: number;
  detail: string;
  to?: string;
  tone?: StatCardTone;
}) {
  return (
    <li className={`card stat-card stat-card--${tone}`}>
      {to ? (
        <Link className="stat-card__link" to={to}>
          {label}
        </Link>
      ) : (
        <span className="stat-card__label">{label}</span>
      )}
      <span className="stat-card__value">{value}</span>
      <span className="stat-card__detail">{detail}</span>
    </li>
  );
}
