import './memberModals.css';
import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { isBlankReason } from '../../../../shared/membership';
import { adminMessages } from '../../../../shared/admin-messages';
import { useAuth } from '../../auth/AuthContext';
import { errorMessage } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { useToast } from '../../shared/Toast';
import { isUnauthenticated } from '../common/useSessionExpiry';
import type { ReviewedMember } from './ApproveMemberModal';
import { AdminRejectMemberDocument } from './memberRecord.graphql';
import { settled } from './memberRecord';

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
  const { signOut } = useAuth();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reject, { loading }] = useMutation(AdminRejectMemberDocument);
  useEffect(() => setReason(''), [member?.id]);
  const blank = isBlankReason(reason);

  const confirm = async () => {
    if (!member || loading || isBlankReason(reason)) return;
    try {
      await reject({ variables: { id: member.id, reason: reason.trim() } });
      toast.info(adminMessages.members.rejected);
      onDone(true);
    } catch (error) {
      toast.error(failedText(errorMessage(error)));
      if (isUnauthenticated(error)) void signOut();
      // Someone else already decided (or removed) this application: nothing left to do here.
      onDone(settled(error));
    }
  };

  return (
    <Modal
      open={!!member}
      title="Reject Member"
      size="md"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn--danger" onClick={() => void confirm()} disabled={blank || loading}>
            Reject
          </button>
        </>
      }
    >
      <p className="member-modal__lead">
        Reject the membership application of <strong>{member?.fullName}</strong> ({member?.email})?
      </p>
      <div className="field">
        <label htmlFor={reasonId}>Reason for rejection</label>
        <textarea
          id={reasonId}
          rows={4}
          value={reason}
          maxLength={2000}
          required
          aria-required="true"
          aria-describedby={`${reasonId}-hint`}
          onChange={(e) => setReason(e.target.value)}
        />
        <span id={`${reasonId}-hint`} className="field__hint">
          {adminMessages.members.reasonRequired}.
        </span>
      </div>
    </Modal>
  );
}
