import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as ErrorCode from '../../../../shared/error-codes';
import { errorCode } from '../../shared/errors';
import { SaveNewsletterDraftDocument } from './newsletter.graphql';

/** How long after the last key the draft is saved (ms). */
export const AUTOSAVE_DELAY_MS = 1000;

/** A draft as the server has it. */
export interface SavedDraft {
  id: string | null;
  subject: string;
  content: string;
  updatedAt: string | null;
}

/** What {@link useDraftAutosave} tells the page. */
export interface DraftAutosave {
  /** The draft being written; null until the first save. */
  id: string | null;
  /** True while what is typed differs from what the server has. */
  dirty: boolean;
  saving: boolean;
  failed: boolean;
  /** When the server last saved it (ISO), null before. */
  savedAt: string | null;
  /** Saves now what is typed (on blur, before opening another draft); resolves to the draft's id. */
  flush(): Promise<string | null>;
  /** Starts over from a draft as the server has it (reopened, new, or just sent): nothing to save. */
  reset(draft: SavedDraft): void;
}

/**
 * Saves a newsletter draft on the server as it is written (issue #33): a second after the last key,
 * and at once on `flush` (a field's blur), one save at a time, the latest values each time. The
 * first save of something typed creates the draft (`onCreated`); a draft deleted or sent meanwhile
 * is created again, so nothing typed is lost.
 * @param subject the subject as typed
 * @param content the body (Markdown) as typed
 * @param onCreated told the new draft's id (the page puts it in its address, so a reload reopens it)
 */
export function useDraftAutosave(subject: string, content: string, onCreated: (id: string) => void): DraftAutosave {
  const [save] = useMutation(SaveNewsletterDraftDocument);
  const [saved, setSaved] = useState<SavedDraft>({ id: null, subject: '', content: '', updatedAt: null });
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ subject, content });
  latest.current = { subject, content };
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const chain = useRef<Promise<string | null>>(Promise.resolve(null));
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;
  const dirty = subject !== saved.subject || content !== saved.content;

  const saveOnce = useCallback(async (): Promise<string | null> => {
    const values = latest.current;
    const server = savedRef.current;
    if (values.subject === server.subject && values.content === server.content) return server.id;
    setSaving(true);
    try {
      let result;
      try {
        result = await save({ variables: { input: { id: server.id, ...values } } });
      } catch (error) {
        // Deleted or sent in another tab: keep what is typed as a new draft.
        if (errorCode(error) !== ErrorCode.NOT_FOUND || !server.id) throw error;
        result = await save({ variables: { input: { id: null, ...values } } });
      }
      const draft = result.data?.saveNewsletterDraft;
      if (!draft) throw result.error ?? new Error('not saved');
      const next = { id: draft.id, subject: values.subject, content: values.content, updatedAt: draft.updatedAt };
      savedRef.current = next;
      setSaved(next);
      setFailed(false);
      if (draft.id !== server.id) onCreatedRef.current(draft.id);
      return draft.id;
    } catch {
      setFailed(true);
      return server.id;
    } finally {
      setSaving(false);
    }
  }, [save]);

  const flush = useCallback(() => (chain.current = chain.current.then(saveOnce, saveOnce)), [saveOnce]);

  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, subject, content, flush]);

  const reset = useCallback((draft: SavedDraft) => {
    savedRef.current = draft;
    setSaved(draft);
    setFailed(false);
  }, []);

  return { id: saved.id, dirty, saving, failed, savedAt: saved.updatedAt, flush, reset };
}
