import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from './useBodyScrollLock';

/** Modal sizes of SPEC §2 Shared elements. */
export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  size?: ModalSize;
  children: ReactNode;
  /** Buttons shown at the bottom. */
  footer?: ReactNode;
  /**
   * True while the dialog holds a form with unsaved changes (issue #33 "Nothing typed is lost"):
   * Escape, a backdrop click and × then ask "Discard your changes?" instead of closing.
   */
  confirmDiscard?: boolean;
}

/** Open dialogs, innermost last: only the innermost answers Escape and keeps Tab inside. */
const openDialogs: object[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog (SPEC §2): closes on Escape or a backdrop click, locks page scroll while open, traps
 * focus inside and gives it back to the opener on close. With `confirmDiscard`, those ask first
 * (issue #33).
 */
export function Modal({ open, title, onClose, size = 'md', children, footer, confirmDiscard = false }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (confirmDiscard ? setAsking(true) : onClose());
  const onCloseRef = useRef(requestClose);
  onCloseRef.current = requestClose;
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const self = {};
    openDialogs.push(self);
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab' && panel.current) {
        const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return;
        const [head, tail] = [items[0], items[items.length - 1]];
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  const dialog = createPortal(
    <div className="modal__backdrop" data-testid="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && requestClose()}>
      <div ref={panel} className={`modal modal--${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={requestClose} aria-label="Close dialog">
            ×
          </button>
        </div>
        {/* Focusable, so a body that scrolls can be scrolled from the keyboard (axe scrollable-region-focusable, issue #20). */}
        <div className="modal__body" tabIndex={0} role="region" aria-labelledby={titleId}>
          {children}
        </div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
  return (
    <>
      {dialog}
      <DiscardChangesDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
    </>
  );
}

/**
 * "Discard your changes?" (issue #33): asked before a form with unsaved changes is closed or left.
 * @param onKeep "Keep editing" (also Escape and a backdrop click): nothing is lost
 * @param onDiscard "Discard changes": close or leave, losing what was typed
 */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep(): void; onDiscard(): void }) {
  return (
    <Modal
      open={open}
      title="Discard your changes?"
      size="sm"
      onClose={onKeep}
      footer={
        <>
          <button type="button" className="btn btn--primary" onClick={onKeep}>
            Keep editing
          </button>
          <button type="button" className="btn btn--danger" onClick={onDiscard}>
            Discard changes
          </button>
        </>
      }
    >
      <p>What you typed has not been saved. If you leave now, it is lost.</p>
    </Modal>
  );
}
