import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { Modal } from '../../shared/Modal';
import { useToast } from '../../shared/Toast';
import { ConfirmFooter } from '../common/ConfirmFooter';
import type { MemberRecord } from '../members-shared/memberRecord';
import { AdminDeactivateMemberDocument, AdminDeleteMemberDocument, AdminReactivateMemberDocument } from './members.graphql';
import { useSignOutOnError } from './useSignOutOnError';

/** A status change confirmed in one step. */
export type MemberConfirmAction = 'deactivate' | 'reactivate' | 'delete';

const COPY: Record<MemberConfirmAction, { title: string; button: string; question: string; danger: boolean }> = {
  deactivate: {
    title: 'Deactivate Member',
    button: 'Deactivate',
    question: 'Deactivate the membership of',
    danger: true,
  },
  reactivate: { title: 'Reactivate Member', button: 'Reactivate', question: 'Reactivate the membership of', danger: false },
  delete: { title: 'Delete Member', button: 'Delete', question: 'Permanently delete the record of', danger: true },
};

/**
 * The Deactivate, Reactivate and Delete Member dialogs (SPEC §2 modals, §4 transitions): names the
 * member and asks to confirm. Toasts from SPEC §8: "Member deactivated successfully" (info),
 * "Member reactivated successfully", "Member deleted" (info), or "Failed to {action} member".
 * `onDone` runs after either outcome so the list reloads.
 */
export function ConfirmMemberActionModal({
  action,
  member,
  onClose,
  onDone,
}: {
  action: MemberConfirmAction | null;
  member: MemberRecord | null;
  onClose(): void;
  onDone(): void;
}) {
  const toast = useToast();
  const signOutOn = useSignOutOnError();
  const [busy, setBusy] = useState(false);
  const [deactivate] = useMutation(AdminDeactivateMemberDocument);
  const [reactivate] = useMutation(AdminReactivateMemberDocument);
  const [remove] = useMutation(AdminDeleteMemberDocument);
  const open = !!action && !!member;
  const copy = COPY[action ?? 'delete'];

  const confirm = async () => {
    if (!action || !member || busy) return;
    setBusy(true);
    const variables = { id: member.id };
    try {
      if (action === 'deactivate') {
        await deactivate({ variables });
        toast.info(adminMessages.members.deactivated);
      } else if (action === 'reactivate') {
        await reactivate({ variables });
        toast.success(adminMessages.members.reactivated);
      } else {
        await remove({ variables });
        toast.info(adminMessages.members.deleted);
      }
    } catch (error) {
      signOutOn(error);
      toast.error(
        action === 'deactivate'
          ? adminMessages.members.deactivateFailed
          : action === 'reactivate'
            ? adminMessages.members.reactivateFailed
            : adminMessages.members.deleteFailed,
      );
    } finally {
      setBusy(false);
      onDone();
    }
  };

  return (
    <Modal
      open={open}
      title={copy.title}
      size="sm"
      onClose={onClose}
      footer={
        <ConfirmFooter
          label={copy.button}
          tone={copy.danger ? 'danger' : 'primary'}
          disabled={busy}
          onCancel={onClose}
          onConfirm={() => void confirm()}
        />
      }
    >
      <p className="member-modal__lead">
        {copy.question} <strong>{member?.fullName}</strong> ({member?.email})?
        {action === 'delete' && ' This cannot be undone.'}
      </p>
    </Modal>
  );
}
