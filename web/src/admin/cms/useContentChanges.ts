import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { limits } from '../../../../shared/limits';
import type { ContentType } from '../../gql/graphql';
import { CmsContentChangedDocument } from './cms.graphql';

/**
 * Calls `onChange` when content of a type (or of any type, with null) changes anywhere (SPEC §4
 * Live updates, over the `contentChanged` subscription), at most 10 times a second (SPEC §9) so a
 * bulk action of 100 items reloads the list a few times, not 100.
 */
export function useContentChanges(type: ContentType | null, onChange: () => void): void {
  const callback = useRef(onChange);
  const last = useRef(0);
  const timer = useRef<number | null>(null);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  useSubscription(CmsContentChangedDocument, {
    variables: { type },
    onData: () => {
      if (timer.current !== null) return;
      const wait = Math.max(0, last.current + 1000 / limits.realtimeEventsPerSecond - Date.now());
      timer.current = window.setTimeout(() => {
        timer.current = null;
        last.current = Date.now();
        callback.current();
      }, wait);
    },
  });
}
