import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { errorMessage } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { useToast } from '../../shared/Toast';
import { isUnauthenticated } from '../common/useSessionExpiry';
import { useAuth } from '../../auth/AuthContext';
import { AdminApproveMemberDocument } from './pending.graphql';
import { settled, type PendingMember } from './pendingMember';

/**
 * The Approve Member dialog (SPEC §4 Approve, §5: notes optional): "Notes (optional)" and an
 * Approve button calling `approveMember`. Success toast "Member approved successfully!", failure
 * "Failed to approve member: {message}"; `onDone(close)` runs after either so the list reloads.
 */
export function ApproveMemberModal({ member, onClose, onDone }: { member: PendingMember | null; onClose(): void; onDone(close: boolean): void }) {
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
      toast.success(messages.members.approved);
      onDone(true);
    } catch (error) {
      toast.error(messages.members.approveFailed(errorMessage(error)));
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
      <p className="pending__modal-lead">
        Approve the membership application of <strong>{member?.fullName}</strong> ({member?.email})?
      </p>
      <div className="field">
        <label htmlFor={notesId}>Notes (optional)</label>
        <textarea id={notesId} rows={4} value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
      </div>
    </Modal>
  );
}
