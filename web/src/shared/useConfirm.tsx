import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Modal } from './Modal';

/** What a confirmation asks. */
export interface ConfirmRequest {
  /** The dialog's title, e.g. "Delete message". */
  title: string;
  /** The question, e.g. "Delete the message from Ann?". */
  message: ReactNode;
  /** The confirming button's text, e.g. "Delete". */
  confirmLabel: string;
  /** `danger` for an action that removes or cannot be undone. */
  tone?: 'primary' | 'danger';
}

/**
 * The app's own confirmation dialog instead of the browser's `confirm()` (issue #33): built on the
 * shared Modal, so it is labelled by its title, traps focus, closes on Escape (as Cancel) and gives
 * focus back to the button that opened it.
 * @returns `confirm(request)`, resolving true when the person confirms and false when they cancel,
 *   close or press Escape; and `dialog`, the element to render once in the component
 */
export function useConfirm(): { confirm(request: ConfirmRequest): Promise<boolean>; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const settle = (ok: boolean) => {
    answer.current?.(ok);
    answer.current = null;
    setRequest(null);
  };

  const dialog = (
    <Modal
      open={request !== null}
      title={request?.title ?? ''}
      size="sm"
      onClose={() => settle(false)}
      footer={
        <>
          <button type="button" className="btn" onClick={() => settle(false)}>
            Cancel
          </button>
          <button type="button" className={`btn btn--${request?.tone ?? 'primary'}`} onClick={() => settle(true)}>
            {request?.confirmLabel}
          </button>
        </>
      }
    >
      <p>{request?.message}</p>
    </Modal>
  );
  return { confirm, dialog };
}
