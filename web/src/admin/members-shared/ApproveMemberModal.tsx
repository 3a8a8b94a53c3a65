import './memberModals.css';
import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { useAuth } from '../../auth/AuthContext';
import { errorMessage } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { useToast } from '../../shared/Toast';
import { isUnauthenticated } from '../common/useSessionExpiry';
import { AdminApproveMemberDocument } from './memberRecord.graphql';
import { settled } from './memberRecord';

/** The member a review dialog is about: enough to name them. */
export interface ReviewedMember {
  id: string;
  fullName: string;
  email: string;
}

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
  const { signOut } = useAuth();
  const notesId = useId();
  const [notes, setNotes] = useState('');
  const [approve, { loading }] = useMutation(AdminApproveMemberDocument);
  useEffect(() => setNotes(''), [member?.id]);

  const confirm = async () => {
    if (!member || loading) return;
    try {
      await approve({ variables: { id: member.id, notes: notes.trim() || null } });
      toast.success(adminMessages.members.approved);
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
      title="Approve Member"
      size="md"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void confirm()} disabled={loading}>
            Approve
          </button>
        </>
      }
    >
      <p className="member-modal__lead">
        Approve the membership application of <strong>{member?.fullName}</strong> ({member?.email})?
      </p>
      <div className="field">
        <label htmlFor={notesId}>Notes (optional)</label>
        <textarea
          id={notesId}
          rows={4}
          value={notes}
          maxLength={2000}
          aria-describedby={`${notesId}-hint`}
          onChange={(e) => setNotes(e.target.value)}
        />
        <p id={`${notesId}-hint`} className="field__hint">
          Added to the notes already recorded; an empty box keeps them as they are.
        </p>
      </div>
    </Modal>
  );
}
