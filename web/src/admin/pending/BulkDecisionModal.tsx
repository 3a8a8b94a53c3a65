import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { isBlankReason } from '../../../../shared/membership';
import { errorMessage } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { useToast } from '../../shared/Toast';
import { ConfirmFooter } from '../common/ConfirmFooter';
import { AdminApproveMembersDocument, AdminRejectMembersDocument } from './pending.graphql';
import type { PendingMember } from './pendingMember';

/**
 * Approve or Reject the selected applicants at once (issue #33), with the single dialogs' rules:
 * notes optional for an approve, a reason required for a reject. Each member is decided by the
 * server as the single action does; one no longer pending is reported in the toast, not changed.
 * @param onDone runs after the decision (or its failure) so the list reloads and the selection clears
 */
export function BulkDecisionModal({
  action,
  members,
  onClose,
  onDone,
}: {
  action: 'approve' | 'reject' | null;
  members: readonly PendingMember[];
  onClose(): void;
  onDone(): void;
}) {
  const toast = useToast();
  const textId = useId();
  const [text, setText] = useState('');
  const [approve, approving] = useMutation(AdminApproveMembersDocument);
  const [reject, rejecting] = useMutation(AdminRejectMembersDocument);
  const loading = approving.loading || rejecting.loading;
  useEffect(() => setText(''), [action]);
  const reject_ = action === 'reject';
  const blocked = reject_ && isBlankReason(text);
  const ids = members.map((m) => m.id);

  const confirm = async () => {
    if (!action || loading || blocked) return;
    try {
      const outcomes = reject_
        ? (await reject({ variables: { ids, reason: text.trim() } })).data?.rejectMembers
        : (await approve({ variables: { ids, notes: text.trim() || null } })).data?.approveMembers;
      const done = (outcomes ?? []).filter((o) => !o.code).length;
      const skipped = (outcomes ?? []).length - done;
      const summary = reject_ ? adminMessages.members.bulkRejected(done) : adminMessages.members.bulkApproved(done);
      if (skipped > 0) toast.info(`${summary} ${adminMessages.members.bulkSkipped(skipped)}`);
      else if (reject_) toast.info(summary);
      else toast.success(summary);
    } catch (error) {
      toast.error((reject_ ? adminMessages.members.rejectFailed : adminMessages.members.approveFailed)(errorMessage(error)));
    }
    onDone();
  };

  const count = members.length;
  const verb = reject_ ? 'Reject' : 'Approve';
  return (
    <Modal
      open={action !== null}
      title={`${verb} ${count} application${count === 1 ? '' : 's'}`}
      onClose={onClose}
      footer={
        <ConfirmFooter
          label={verb}
          tone={reject_ ? 'danger' : 'primary'}
          disabled={blocked || loading}
          onCancel={onClose}
          onConfirm={() => void confirm()}
        />
      }
    >
      <p className="member-modal__lead">
        {verb} the membership applications of {members.map((m) => m.fullName).join(', ')}?
      </p>
      <div className="field">
        <label htmlFor={textId}>{reject_ ? 'Reason for rejection' : 'Notes (optional)'}</label>
        <textarea
          id={textId}
          rows={3}
          value={text}
          maxLength={2000}
          {...(reject_ ? { required: true, 'aria-required': true } : {})}
          aria-describedby={`${textId}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        <span id={`${textId}-hint`} className="field__hint">
          {reject_ ? `${adminMessages.members.reasonRequired}. It is sent to each applicant.` : 'Added to each member’s notes.'}
        </span>
      </div>
    </Modal>
  );
}
