import { useLayoutEffect } from 'react';

/** How many open dialogs hold the lock, and the page's own overflow from before the first. */
let holders = 0;
let pageOverflow = '';

/**
 * Locks page scroll while `active` (SPEC §2: the modal and the lightbox lock page scroll while
 * open). A layout effect, so the lock is released in the same commit that removes the dialog:
 * nobody (a person scrolling, a test reading `body.style.overflow`) sees the page still locked
 * after the dialog has gone — a passive effect's cleanup runs a frame later. Counted, so two
 * dialogs open at once (a lightbox over a page with a modal, or one remounting) restore the page's
 * own value when the last one closes.
 * @param active whether the calling dialog is open
 */
export function useBodyScrollLock(active = true): void {
  useLayoutEffect(() => {
    if (!active) return;
    if (holders++ === 0) {
      pageOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    return () => {
      if (--holders === 0) document.body.style.overflow = pageOverflow;
    };
  }, [active]);
}
