import './memberModals.css';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { errorMessage } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { useToast } from '../../shared/Toast';
import { ConfirmFooter, type ConfirmTone } from '../common/ConfirmFooter';
import { isUnauthenticated } from '../common/useSessionExpiry';
import { settled } from './memberRecord';

/** The member a review dialog is about: enough to name them. */
export interface ReviewedMember {
  id: string;
  fullName: string;
  email: string;
}

/**
 * The dialog behind Approve Member and Reject Member (SPEC §4, §5): "{verb} the membership
 * application of {name} ({email})?", one text box, Cancel and the decision button. The box empties
 * when another member is shown. On the button: `decide(member, text)`, then `succeeded()` (the toast) and
 * `onDone(true)`; on a failure, the toast `failedText(message)`, sign-out when the session is gone,
 * and `onDone(close)` — `close` false when the failure leaves the dialog worth keeping open.
 * @param field the text box: its label, whether it is required, and its hint, given the id it must carry
 * @param blocked true while the text does not allow a decision (the button is disabled, and a press does nothing)
 */
export function MemberDecisionModal({
  member,
  title,
  verb,
  tone,
  field,
  blocked = () => false,
  loading,
  decide,
  succeeded,
  failedText,
  onClose,
  onDone,
}: {
  member: ReviewedMember | null;
  title: string;
  verb: string;
  tone: ConfirmTone;
  field: { label: string; required?: boolean; hint(id: string): ReactNode };
  blocked?: (text: string) => boolean;
  loading: boolean;
  decide(member: ReviewedMember, text: string): Promise<unknown>;
  succeeded(): void;
  failedText: (message: string) => string;
  onClose(): void;
  onDone(close: boolean): void;
}) {
  const toast = useToast();
  const { signOut } = useAuth();
  const textId = useId();
  const [text, setText] = useState('');
  useEffect(() => setText(''), [member?.id]);

  const confirm = async () => {
    if (!member || loading || blocked(text)) return;
    try {
      await decide(member, text);
      succeeded();
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
      title={title}
      size="md"
      onClose={onClose}
      footer={<ConfirmFooter label={verb} tone={tone} disabled={blocked(text) || loading} onCancel={onClose} onConfirm={() => void confirm()} />}
    >
      <p className="member-modal__lead">
        {verb} the membership application of <strong>{member?.fullName}</strong> ({member?.email})?
      </p>
      <div className="field">
        <label htmlFor={textId}>{field.label}</label>
        <textarea
          id={textId}
          rows={4}
          value={text}
          maxLength={2000}
          {...(field.required ? { required: true, 'aria-required': true } : {})}
          aria-describedby={`${textId}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        {field.hint(`${textId}-hint`)}
      </div>
    </Modal>
  );
}
