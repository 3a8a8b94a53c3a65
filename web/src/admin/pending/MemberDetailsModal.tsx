import type { ReactNode } from 'react';
import { Modal } from '../../shared/Modal';
import { enumLabel, formatDate, formatDateTime } from '../common/format';
import type { PendingMember } from './pendingMember';

const text = (value: string | number | null | undefined): ReactNode => (value === null || value === undefined || value === '' ? '—' : value);

/** Every field of one member (SPEC §3 Member) in a large dialog: the pending page's details modal. */
export function MemberDetailsModal({ member, onClose }: { member: PendingMember | null; onClose(): void }) {
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
      <dl className="pending__details">
        {rows.map(([label, value]) => (
          <div key={label} className="pending__detail">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
