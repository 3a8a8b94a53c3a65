import { useMutation } from '@apollo/client/react';
import { adminMessages } from '../../../../shared/admin-messages';
import { useToast } from '../../shared/Toast';
import { MemberDecisionModal, type ReviewedMember } from './MemberDecisionModal';
import { AdminApproveMemberDocument } from './memberRecord.graphql';

/**
 * The Approve Member dialog (SPEC §4 Approve, §5: notes optional): "Notes (optional)", appended
 * to the notes already recorded (issue #19), and an
 * Approve button calling `approveMember`. Success toast "Member approved successfully!"; failure
 * toast `failedText(message)` (default "Failed to approve member: {message}", the pending page's).
 * `onDone(close)` runs after either so the list reloads; `close` is false when the failure leaves
 * the dialog worth keeping open.
 */
export function ApproveMemberModal({
  member,
  onClose,
  onDone,
  failedText = adminMessages.members.approveFailed,
}: {
  member: ReviewedMember | null;
  onClose(): void;
  onDone(close: boolean): void;
  failedText?: (message: string) => string;
}) {
  const toast = useToast();
  const [approve, { loading }] = useMutation(AdminApproveMemberDocument);
  return (
    <MemberDecisionModal
      member={member}
      title="Approve Member"
      verb="Approve"
      tone="primary"
      field={{
        label: 'Notes (optional)',
        hint: (id) => (
          <p id={id} className="field__hint">
            Added to the notes already recorded; an empty box keeps them as they are.
          </p>
        ),
      }}
      loading={loading}
      decide={(m, notes) => approve({ variables: { id: m.id, notes: notes.trim() || null } })}
      succeeded={() => toast.success(adminMessages.members.approved)}
      failedText={failedText}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
