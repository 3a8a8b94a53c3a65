import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { limits } from '../../../shared/limits';
import { createToastQueue, type Toast } from './toastQueue';

export type { Toast } from './toastQueue';

interface ToastApi {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows toasts in a polite live region; each vanishes 5 s after it appeared (its own timer, which
 * a newer toast never restarts: issue #20) or when closed (SPEC §2, §9). Errors are announced assertively.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [queue] = useState(() =>
    createToastQueue(limits.toastMs, setToasts, {
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (id) => window.clearTimeout(id),
    }),
  );
  useEffect(() => () => queue.dispose(), [queue]);
  const dismiss = queue.dismiss;
  const api = useMemo<ToastApi>(
    () => ({ success: (m) => void queue.push('success', m), error: (m) => void queue.push('error', m), info: (m) => void queue.push('info', m) }),
    [queue],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** One toast with its close button; its lifetime is kept by the queue, not by this component. */
function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <div className={`toast toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'} data-testid="toast">
      <span>{toast.message}</span>
      <button type="button" className="toast__close" onClick={onClose} aria-label="Close notification">
        ×
      </button>
    </div>
  );
}

/** Shows toasts. Throws outside ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
