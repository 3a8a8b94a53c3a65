import type { AdminMembersQuery } from '../../gql/graphql';

/**
 * The five member count cards (SPEC §2): Total, Pending, Active Members (approved), Rejected and
 * Inactive. Shows dashes until the counts arrive.
 */
export function MemberStatCards({ stats }: { stats: AdminMembersQuery['memberStats'] | undefined }) {
  const cards: { key: keyof AdminMembersQuery['memberStats']; label: string; tone: string }[] = [
    { key: 'total', label: 'Total Members', tone: 'green' },
    { key: 'pending', label: 'Pending', tone: 'amber' },
    { key: 'approved', label: 'Active Members', tone: 'green' },
    { key: 'rejected', label: 'Rejected', tone: 'red' },
    { key: 'inactive', label: 'Inactive', tone: 'grey' },
  ];
  return (
    <section aria-labelledby="members-stats-title">
      <h2 id="members-stats-title" className="visually-hidden">
        Member counts
      </h2>
      <ul className="members__stats">
        {cards.map((card) => (
          <li key={card.key} className={`card members__stat members__stat--${card.tone}`} data-testid={`member-stat-${card.key}`}>
            <span className="members__stat-label">{card.label}</span>
            <span className="members__stat-value">{stats ? stats[card.key] : '–'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
