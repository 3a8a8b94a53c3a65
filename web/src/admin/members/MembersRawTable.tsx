import type { ReactNode } from 'react';
import type { MemberRecord } from '../members-shared/memberRecord';
import { TableRegion } from '../common/TableRegion';
import { TableRows } from '../common/TableRows';

const COLUMNS: [string, (m: MemberRecord) => ReactNode][] = [
  ['id', (m) => <code title={m.id}>{m.id.slice(0, 8)}</code>],
  ['member_number', (m) => m.memberNumber],
  ['full_name', (m) => m.fullName],
  ['primary_applicant_full_name', (m) => m.primaryApplicantFullName],
  ['email', (m) => m.email],
  ['phone', (m) => m.phone],
  ['whatsapp_joint_status', (m) => m.whatsappJointStatus],
  ['address', (m) => m.address],
  ['language_spoken', (m) => m.languageSpoken],
  ['num_adults', (m) => m.numAdults],
  ['num_children', (m) => m.numChildren],
  ['member_type', (m) => m.memberType.toLowerCase()],
  ['org_name', (m) => m.orgName],
  ['residency_proof_status', (m) => m.residencyProofStatus?.toLowerCase()],
  ['residency_proof_type', (m) => m.residencyProofType?.toLowerCase()],
  ['residency_proof_received_by', (m) => m.residencyProofReceivedBy],
  ['status', (m) => m.status.toLowerCase()],
  ['join_date', (m) => m.joinDate],
  ['approved_date', (m) => m.approvedDate],
  ['approved_by', (m) => m.approvedBy],
  ['rejected_date', (m) => m.rejectedDate],
  ['rejected_by', (m) => m.rejectedBy],
  ['rejection_reason', (m) => m.rejectionReason],
  ['notes', (m) => m.notes],
  ['receipt_requested', (m) => String(m.receiptRequested)],
  ['last_login_date', (m) => m.lastLoginDate],
  ['created_at', (m) => m.createdAt],
  ['updated_at', (m) => m.updatedAt],
];
const HEAD = COLUMNS.map(([name]) => name);

/**
 * Every stored field of the given members as they are kept (SPEC §2: the raw table; the id cut to
 * its first 8 characters, the whole id in its tooltip). Empty values show as "null".
 * @param caption the table's accessible name, unique on the page
 */
export function MembersRawTable({ members, caption }: { members: readonly MemberRecord[]; caption: string }) {
  return (
    <TableRegion caption={caption} className="members__raw">
      <TableRows
        head={HEAD}
        rows={members.map((member) =>
          COLUMNS.map(([, value]) => {
            const shown = value(member);
            return shown === null || shown === undefined || shown === '' ? <span className="members__muted">null</span> : shown;
          }),
        )}
        keys={members.map((member) => member.id)}
      />
    </TableRegion>
  );
}
