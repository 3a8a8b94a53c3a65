import './memberModals.css';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Modal } from '../../shared/Modal';
import { enumLabel, formatDate, formatDateTime } from '../common/format';
import type { MemberRecord } from './memberRecord';
import { AdminMemberFieldsFragment } from './memberRecord.graphql';
import { MemberChangeRequests } from './MemberChangeRequests';
import { MemberRecordControls } from './MemberRecordControls';

const text = (value: string | number | null | undefined): ReactNode => (value === null || value === undefined || value === '' ? '—' : value);

/**
 * The Member Details dialog (SPEC §2 modals): every field of one member (SPEC §3 Member) in a
 * large dialog, the join date and reconsider controls (issue #19), the member's name and address
 * change requests with Approve / Decline (issue #21), then `children` (the members page adds the member's audit history).
 * Closed while `member` is null; shows the member as the Apollo cache holds it, so changes made
 * while it is open appear.
 */
export function MemberDetailsModal({ member: opened, onClose, children }: { member: MemberRecord | null; onClose(): void; children?: ReactNode }) {
  // The member as the cache holds it now: a reconsider or join date saved in this dialog shows at once.
  const live = useFragment({
    fragment: AdminMemberFieldsFragment,
    fragmentName: 'AdminMemberFields',
    from: opened ?? { __typename: 'Member', id: '' },
  });
  const member = opened && live.complete ? live.data : opened;
  const rows: [string, ReactNode][] = member
    ? [
        ['Member number', text(member.memberNumber)],
        ['Full name', text(member.fullName)],
        ['Primary applicant', text(member.primaryApplicantFullName)],
        ['Email', text(member.email)],
        ['Phone', text(member.phone)],
        ['Address', text(member.address)],
        ['WhatsApp joint status', member.whatsappJointStatus === 'Y' ? 'Yes' : member.whatsappJointStatus === 'N' ? 'No' : '—'],
        ['Language spoken', text(member.languageSpoken)],
        ['Adults', text(member.numAdults)],
        ['Children', text(member.numChildren)],
        ['Member type', enumLabel(member.memberType)],
        ['Receipt requested', member.receiptRequested ? 'Yes' : 'No'],
        ['Organisation / legal name', text(member.orgName)],
        ['Residency proof status', enumLabel(member.residencyProofStatus)],
        ['Residency proof type', enumLabel(member.residencyProofType)],
        ['Residency proof received by', text(member.residencyProofReceivedBy)],
        ['Status', enumLabel(member.status)],
        ['Join date', formatDate(member.joinDate)],
        ['Ceased', formatDate(member.ceasedDate)],
        ['Concession', member.concession ? 'Yes' : 'No'],
        ['Financial until', member.financialUntil ? formatDate(member.financialUntil) : 'No fee paid yet'],
        ['Entered by staff', member.enteredByStaff ? 'Yes' : 'No'],
        ['Applied', formatDateTime(member.createdAt)],
        ['Approved', member.approvedDate ? `${formatDateTime(member.approvedDate)} by ${member.approvedBy ?? '—'}` : '—'],
        ['Rejected', member.rejectedDate ? `${formatDateTime(member.rejectedDate)} by ${member.rejectedBy ?? '—'}` : '—'],
        ['Rejection reason', text(member.rejectionReason)],
        ['Notes', text(member.notes)],
        ['Last login', formatDateTime(member.lastLoginDate)],
        ['Last updated', formatDateTime(member.updatedAt)],
      ]
    : [];
  return (
    <Modal
      open={!!member}
      title="Member Details"
      size="lg"
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      <dl className="member-modal__details">
        {rows.map(([label, value]) => (
          <div key={label} className="member-modal__detail">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {member && <MemberRecordControls member={member} />}
      {member && <MemberChangeRequests memberId={member.id} />}
      {children}
    </Modal>
  );
}
