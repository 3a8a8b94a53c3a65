import { useEffect, useId, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import type { AdminPersonalDataCountsFragment } from '../../gql/graphql';
import { Modal } from '../../shared/Modal';
import { ConfirmFooter } from '../common/ConfirmFooter';
import { RECORD_KINDS } from './counts';

/**
 * The erasure confirmation (issue #19, APP 11.2): what will go, kind by kind, and the address typed
 * again before the Erase button works; payment records say they stay, without the address, because
 * the law requires financial records to be kept (issue #34). `onConfirm(confirmEmail)` does the erasure.
 */
export function EraseModal({
  email,
  counts,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  email: string | null;
  counts: Omit<AdminPersonalDataCountsFragment, '__typename'> | null;
  busy: boolean;
  error: string | null;
  onConfirm(confirmEmail: string): void;
  onClose(): void;
}) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  useEffect(() => setTyped(''), [email]);
  const matches = !!email && typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <Modal
      open={!!email && !!counts}
      title="Erase personal data"
      size="md"
      onClose={onClose}
      footer={
        <ConfirmFooter label="Erase everything" tone="danger" disabled={!matches || busy} onCancel={onClose} onConfirm={() => onConfirm(typed)} />
      }
    >
      <p className="member-modal__lead">
        This removes everything held for <strong>{email}</strong>, in one go. It cannot be undone.
      </p>
      <ul className="privacy__will-go">
        {counts &&
          RECORD_KINDS.map((kind) => (
            <li key={kind.key}>
              {kind.label}: <strong>{counts[kind.key]}</strong>
              {kind.key === 'rsvps' && counts.rsvps > 0 && ' (cancelled, so their places are freed)'}
              {kind.key === 'auditEntries' &&
                counts.auditEntries > 0 &&
                ' (personal details replaced by “[erased]”; what was done, by whom and when stays)'}
              {kind.key === 'payments' && counts.payments > 0 && ` (${adminMessages.privacy.paymentsWillStay})`}
            </li>
          ))}
      </ul>
      <p>The audit log will record that an erasure happened, by you, now — without the data.</p>
      <div className="field">
        <label htmlFor={inputId}>Type the e-mail address again to confirm</label>
        <input
          id={inputId}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        {error && (
          <p id={`${inputId}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
