import type { ReactNode } from 'react';

/** How the confirming button looks: the usual action, or one that removes or cannot be undone. */
export type ConfirmTone = 'primary' | 'danger';

/**
 * A confirmation dialog's footer (the Modal's `footer`): Cancel, then the confirming button.
 * @param label the confirming button's text, e.g. "Erase everything"
 * @param disabled true while the dialog does not allow confirming (busy, or a required text missing)
 */
export function ConfirmFooter({
  label,
  tone = 'primary',
  disabled = false,
  onCancel,
  onConfirm,
}: {
  label: ReactNode;
  tone?: ConfirmTone;
  disabled?: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <>
      <button type="button" className="btn" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" className={`btn btn--${tone}`} disabled={disabled} onClick={onConfirm}>
        {label}
      </button>
    </>
  );
}
