import { useFormikContext } from 'formik';
import { useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, type Blocker, type BlockerFunction } from 'react-router-dom';
import { DiscardChangesDialog } from './Modal';

let blockers = 0;
const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/**
 * React Router's `useBlocker`, on the data router's own blocker API: the hook itself would land in
 * the router's chunk, which / loads, and the public bundle budget (issue #24) has no byte to spare;
 * this copy stays in the chunks of the pages with forms. Nothing on the server (effects do not run).
 */
function useNavigationBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const blockerState = useContext(UNSAFE_DataRouterStateContext)?.blockers;
  const [key] = useState(() => `unsaved-changes-${++blockers}`);
  useEffect(() => (router ? () => router.deleteBlocker(key) : undefined), [router, key]);
  useEffect(() => void router?.getBlocker(key, shouldBlock), [router, key, shouldBlock]);
  return blockerState?.get(key) ?? IDLE;
}

/**
 * Nothing typed is lost silently (issue #33): while `dirty`, a reload or closing the tab asks the
 * browser's own question (`beforeunload`), and a navigation inside the app (a link, Back) waits
 * for "Discard your changes?" on the app's dialog. Needs the data router (createBrowserRouter, as
 * web/src/app.tsx); on the server (pre-rendering) it renders nothing.
 * @param dirty true while the form holds changes not saved or sent
 * @returns the dialog to render (null while nobody is leaving)
 */
export function useUnsavedChanges(dirty: boolean): ReactNode {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  // Only a change of page: a change of search or hash (a filter, a pager) keeps the form.
  const blocker = useNavigationBlocker(
    useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname, [dirty]),
  );
  useEffect(() => {
    // Saved meanwhile (e.g. an autosave finished): let the navigation go on.
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);
  return <DiscardChangesDialog open={blocker.state === 'blocked'} onKeep={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />;
}

/**
 * {@link useUnsavedChanges} for the Formik form around it: dirty while its values differ from the
 * initial ones and it is not being submitted (a successful submit navigates or resets).
 * @param onDirty told when that changes (false once the form is gone), e.g. for a Modal's
 *   `confirmDiscard` around the form
 */
export function FormikUnsavedChanges({ onDirty }: { onDirty?(dirty: boolean): void }) {
  const { dirty, isSubmitting } = useFormikContext();
  const unsaved = dirty && !isSubmitting;
  useEffect(() => {
    onDirty?.(unsaved);
    return () => onDirty?.(false);
  }, [onDirty, unsaved]);
  return <>{useUnsavedChanges(unsaved)}</>;
}
