import '../common/tableCards.css';
import { messages } from '../../../../shared/messages';
import { enumLabel, formatDateTime } from '../common/format';
import type { PendingMember } from './pendingMember';
import { TableRegion } from '../common/TableRegion';

/** What a row action asks for. */
export type PendingAction = 'view' | 'approve' | 'reject';

/**
 * The pending applicants table (SPEC §2 Admin pending review page): a checkbox to select the
 * applicant for a bulk decision (issue #33), name, address (or "No address provided"), receipt
 * requested, email, phone, type, application date and time, and View / Approve / Reject. Its
 * columns fit a 1280 px screen (long addresses and e-mails wrap); it scrolls sideways inside its
 * own region only on narrow screens. Each row carries `data-member-id`, for focus after a decision.
 * @param selected the ids ticked; `onSelect(ids, on)` ticks or unticks them
 */
export function PendingTable({
  members,
  onAction,
  selected,
  onSelect,
}: {
  members: readonly PendingMember[];
  onAction(action: PendingAction, member: PendingMember): void;
  selected: ReadonlySet<string>;
  onSelect(ids: string[], on: boolean): void;
}) {
  const allOn = members.length > 0 && members.every((m) => selected.has(m.id));
  return (
    <TableRegion caption="Pending membership applications" className="table-cards" tableClassName="pending__table">
      <thead>
        <tr>
          <th scope="col" className="pending__select">
            <input
              type="checkbox"
              aria-label="Select all applications on this page"
              checked={allOn}
              onChange={(e) =>
                onSelect(
                  members.map((m) => m.id),
                  e.target.checked,
                )
              }
            />
          </th>
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
          <tr key={member.id} data-member-id={member.id}>
            <td className="pending__select">
              <input
                type="checkbox"
                aria-label={`Select ${member.fullName}`}
                checked={selected.has(member.id)}
                onChange={(e) => onSelect([member.id], e.target.checked)}
              />
            </td>
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
