import { useMutation } from '@apollo/client/react';
import { isBlankReason } from '../../../../shared/membership';
import { adminMessages } from '../../../../shared/admin-messages';
import { useToast } from '../../shared/Toast';
import { MemberDecisionModal, type ReviewedMember } from './MemberDecisionModal';
import { AdminRejectMemberDocument } from './memberRecord.graphql';

/**
 * The Reject Member dialog (SPEC §4 Reject, §5 Reject member): a required "Reason for rejection";
 * the Reject button stays disabled, and does nothing, while the reason is blank or whitespace.
 * Success info toast "Member rejected"; failure toast `failedText(message)` (default "Failed to
 * reject member: {message}", the pending page's).
 */
export function RejectMemberModal({
  member,
  onClose,
  onDone,
  failedText = adminMessages.members.rejectFailed,
}: {
  member: ReviewedMember | null;
  onClose(): void;
  onDone(close: boolean): void;
  failedText?: (message: string) => string;
}) {
  const toast = useToast();
  const [reject, { loading }] = useMutation(AdminRejectMemberDocument);
  return (
    <MemberDecisionModal
      member={member}
      title="Reject Member"
      verb="Reject"
      tone="danger"
      field={{
        label: 'Reason for rejection',
        required: true,
        hint: (id) => (
          <span id={id} className="field__hint">
            {adminMessages.members.reasonRequired}.
          </span>
        ),
      }}
      blocked={isBlankReason}
      loading={loading}
      decide={(m, reason) => reject({ variables: { id: m.id, reason: reason.trim() } })}
      succeeded={() => toast.info(adminMessages.members.rejected)}
      failedText={failedText}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
