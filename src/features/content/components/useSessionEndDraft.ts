import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import type { ContentItem } from '../../../domain/content';
import { selectSession, selectToken } from '../../../session/slice';
import type { RootState } from '../../../store/root';
import { useAppSelector } from '../../../store/hooks';
import { dropContentDraft, keepContentDraft } from '../contentDrafts';

/**
 * The editor's changes kept as the user's local draft when the session ends (src/shared/unsavedWork.ts):
 * `keep` (for useUnsavedWork) writes it; should the session end without keepUnsavedWork
 * (signed out in another tab, a refused token refresh, an expired token), the editor, unmounted
 * while still dirty and signed out, keeps it too. `drop` removes it (saved, or the restored
 * changes cancelled). `current()` is the title and content now.
 */
export function useSessionEndDraft(item: ContentItem, dirty: boolean, current: () => { title: string; content: string }) {
  const userId = useAppSelector(selectSession)?.claims.Id ?? null;
  const store = useStore<RootState>();
  const owner = useRef<number | null>(userId);
  const latest = useRef({ dirty, current, item });

  useEffect(() => {
    if (userId !== null) owner.current = userId;
    latest.current = { dirty, current, item };
  });

  const keep = useCallback(() => {
    const { current: now, item: of } = latest.current;
    if (owner.current === null) return;
    const { title, content } = now();
    keepContentDraft(owner.current, of.id, { page: of.page, title, content, base: { title: of.title, content: of.content } });
  }, []);

  const drop = useCallback(() => {
    if (owner.current !== null) dropContentDraft(owner.current, latest.current.item.id);
  }, []);

  useEffect(
    () => () => {
      if (latest.current.dirty && !selectToken(store.getState())) keep();
    },
    [store, keep],
  );

  return { keep, drop };
}
