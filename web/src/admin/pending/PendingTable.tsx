import '../common/tableCards.css';
import { messages } from '../../../../shared/messages';
import { enumLabel, formatDateTime } from '../common/format';
import type { PendingMember } from './pendingMember';
import { TableRegion } from '../common/TableRegion';

/** What a row action asks for. */
export type PendingAction = 'view' | 'approve' | 'reject';

/**
 * The pending applicants table (SPEC §2 Admin pending review page): name, address (or "No
 * address provided"), receipt requested, email, phone, type, application date and time, and
 * View / Approve / Reject. Scrolls sideways inside its own region on narrow screens.
 */
export function PendingTable({
  members,
  onAction,
}: {
  members: readonly PendingMember[];
  onAction(action: PendingAction, member: PendingMember): void;
}) {
  return (
    <TableRegion caption="Pending membership applications" className="table-cards" tableClassName="pending__table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Address</th>
          <th scope="col">Receipt</th>
          <th scope="col">Email</th>
          <th scope="col">Phone</th>
          <th scope="col">Type</th>
          <th scope="col">Applied</th>
          <th scope="col" className="sticky-actions">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row" className="pending__name">
              {member.fullName}
            </th>
            <td className={member.address ? 'pending__address' : 'pending__address pending__muted'}>
              {member.address || messages.fallbacks.noAddress}
            </td>
            <td data-label="Receipt">
              {member.receiptRequested ? <span className="badge pending__receipt">Yes</span> : <span className="pending__muted">No</span>}
            </td>
            <td className="pending__email">
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </td>
            <td className="pending__nowrap">
              <a href={`tel:${member.phone.replace(/[^0-9+]/g, '')}`}>{member.phone}</a>
            </td>
            <td>
              <span className="badge">{enumLabel(member.memberType)}</span>
            </td>
            <td className="pending__nowrap" data-label="Applied">
              <time dateTime={member.createdAt}>{formatDateTime(member.createdAt)}</time>
            </td>
            <td className="sticky-actions">
              <div className="pending__actions">
                <button type="button" className="btn btn--small" aria-label={`View ${member.fullName}`} onClick={() => onAction('view', member)}>
                  View
                </button>
                <button
                  type="button"
                  className="btn btn--small btn--primary"
                  aria-label={`Approve ${member.fullName}`}
                  onClick={() => onAction('approve', member)}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="btn btn--small btn--danger"
                  aria-label={`Reject ${member.fullName}`}
                  onClick={() => onAction('reject', member)}
                >
                  Reject
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
