/** A toast (SPEC §3 Toast): success, error or info. */
export interface Toast {
  id: number;
  message: string;
  type: 'success' | 'error' | 'info';
}

/** The timer functions the queue uses (the window's; fake ones in tests). */
export interface Timers {
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/**
 * The toasts on screen. Each toast's timer starts when it is pushed and belongs to it alone, so a
 * new toast never restarts another's (issue #20: one stayed 14 s; SPEC §9 says 5 s each).
 * @param lifetimeMs how long each toast stays (limits.toastMs)
 * @param onChange told the new list after every change
 */
export function createToastQueue(lifetimeMs: number, onChange: (toasts: Toast[]) => void, timers: Timers) {
  let toasts: Toast[] = [];
  let nextId = 1;
  const pending = new Map<number, number>();
  const set = (next: Toast[]) => {
    toasts = next;
    onChange(toasts);
  };
  const dismiss = (id: number): void => {
    const timer = pending.get(id);
    if (timer !== undefined) timers.clearTimeout(timer);
    pending.delete(id);
    if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
  };
  return {
    /** Shows a toast for `lifetimeMs` from now. @returns its id */
    push(type: Toast['type'], message: string): number {
      const id = nextId++;
      set([...toasts, { id, message, type }]);
      pending.set(
        id,
        timers.setTimeout(() => dismiss(id), lifetimeMs),
      );
      return id;
    },
    /** Removes a toast at once (its close button). */
    dismiss,
    /** Stops every timer (the provider unmounts). */
    dispose(): void {
      for (const timer of pending.values()) timers.clearTimeout(timer);
      pending.clear();
    },
  };
}
