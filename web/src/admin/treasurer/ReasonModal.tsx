import { useId, useState, type ReactNode } from 'react';
import { errorMessage, fieldErrors } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { useToast } from '../../shared/Toast';
import { ConfirmFooter } from '../common/ConfirmFooter';

/**
 * A money action that needs a reason (issue #34: "Void" a charge, "Reverse" a ledger entry): what
 * it does, a required Reason box, and a danger button. An empty reason says "Reason is required";
 * a refusal shows the server's message on the box (its `reason` field error, else the message).
 * @param submit runs the action with the trimmed reason and returns the success toast's text
 * @param onDone called after success (the caller closes the modal and reloads)
 */
export function ReasonModal({
  title,
  confirmLabel,
  children,
  submit,
  onClose,
  onDone,
}: {
  title: string;
  confirmLabel: string;
  children: ReactNode;
  submit(reason: string): Promise<string>;
  onClose(): void;
  onDone(): void;
}) {
  const toast = useToast();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!reason.trim()) return setError('Reason is required');
    setBusy(true);
    try {
      toast.success(await submit(reason.trim()));
      onDone();
    } catch (failure) {
      const text = fieldErrors(failure).reason ?? errorMessage(failure);
      setError(text);
      toast.error(text);
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      size="sm"
      title={title}
      onClose={onClose}
      footer={<ConfirmFooter label={confirmLabel} tone="danger" disabled={busy} onCancel={onClose} onConfirm={() => void confirm()} />}
    >
      {children}
      <div className="field">
        <label htmlFor={id}>Reason</label>
        <textarea
          id={id}
          rows={3}
          value={reason}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {error && (
          <span id={`${id}-error`} className="field__error">
            {error}
          </span>
        )}
      </div>
    </Modal>
  );
}
