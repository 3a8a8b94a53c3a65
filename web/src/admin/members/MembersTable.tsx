import '../common/tableCards.css';
import { messages } from '../../../../shared/messages';
import { enumLabel, formatDate } from '../common/format';
import type { MemberRecord } from '../members-shared/memberRecord';
import { TableRegion } from '../common/TableRegion';

/** What a row action asks for. */
export type MemberAction = 'view' | 'edit' | 'approve' | 'reject' | 'deactivate' | 'reactivate' | 'delete';

/** A member status as its coloured badge (SPEC §2 status badge). */
export function MemberStatusBadge({ status }: { status: string }) {
  return <span className={`badge badge--${status.toLowerCase()}`}>{enumLabel(status)}</span>;
}

/** The actions a member's status allows (SPEC §4): review while pending, deactivate when approved, reactivate when inactive. */
function actionsFor(status: MemberRecord['status']): { action: MemberAction; label: string; tone?: 'primary' | 'danger' }[] {
  return [
    { action: 'view', label: 'View' },
    { action: 'edit', label: 'Edit' },
    ...(status === 'PENDING'
      ? [
          { action: 'approve' as const, label: 'Approve', tone: 'primary' as const },
          { action: 'reject' as const, label: 'Reject', tone: 'danger' as const },
        ]
      : []),
    ...(status === 'APPROVED' ? [{ action: 'deactivate' as const, label: 'Deactivate' }] : []),
    ...(status === 'INACTIVE' ? [{ action: 'reactivate' as const, label: 'Reactivate', tone: 'primary' as const }] : []),
    { action: 'delete', label: 'Delete', tone: 'danger' },
  ];
}

/**
 * The main members table (SPEC §2 Admin members page): member (name, and address or "No address
 * provided"), contact (email, phone), type and status badges, join and approved dates, and the
 * actions the status allows, each named with the member ("Edit Olivia Smith"). Scrolls sideways
 * inside its own region on narrow screens.
 */
export function MembersTable({
  members,
  onAction,
}: {
  members: readonly MemberRecord[];
  onAction(action: MemberAction, member: MemberRecord): void;
}) {
  return (
    <TableRegion caption="Members" className="members__main" tableClassName="members__table">
      <thead>
        <tr>
          <th scope="col">Member</th>
          <th scope="col">Contact</th>
          <th scope="col">Type / Status</th>
          <th scope="col">Dates</th>
          <th scope="col" className="sticky-actions">
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row" className="members__member">
              <span className="members__name">{member.fullName}</span>
              <span className={member.address ? 'members__sub' : 'members__sub members__muted'}>
                {member.address || messages.fallbacks.noAddress}
              </span>
            </th>
            <td className="members__contact">
              <a href={`mailto:${member.email}`}>{member.email}</a>
              <br />
              <a className="members__nowrap" href={`tel:${member.phone.replace(/[^0-9+]/g, '')}`}>
                {member.phone}
              </a>
            </td>
            <td>
              <span className="members__badges">
                <span className="badge members__type">{enumLabel(member.memberType)}</span>
                <MemberStatusBadge status={member.status} />
              </span>
            </td>
            <td className="members__nowrap">
              <span className="members__date">
                Joined <time dateTime={member.joinDate}>{formatDate(member.joinDate)}</time>
              </span>
              <span className="members__date members__sub">
                {member.approvedDate ? (
                  <>
                    Approved <time dateTime={member.approvedDate}>{formatDate(member.approvedDate)}</time>
                  </>
                ) : (
                  'Not approved'
                )}
              </span>
            </td>
            <td className="sticky-actions">
              <div className="members__actions">
                {actionsFor(member.status).map(({ action, label, tone }) => (
                  <button
                    key={action}
                    type="button"
                    className={`btn btn--small${tone ? ` btn--${tone}` : ''}`}
                    aria-label={`${label} ${member.fullName}`}
                    onClick={() => onAction(action, member)}
                  >
                    {label}
                  </button>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
