import { readDraft, removeDraft, writeDraft } from '../../shared/localDrafts';
import type { ContentItem } from '../../domain/content';

/**
 * Unsaved changes to an info item kept when the session ended (src/shared/unsavedWork.ts), as a
 * local draft of the user (`dfc.contentDraft.<userId>.<itemId>`), offered back to that user only.
 */
export interface ContentDraft {
  page: string;
  title: string;
  content: string;
  /** The item as it was when the editing began, to tell whether it has changed since. */
  base: { title: string; content: string };
}

const isText = (v: unknown): v is string => typeof v === 'string';

export function contentDraftOf(raw: unknown): ContentDraft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { page, title, content, base } = raw as Record<string, unknown>;
  if (!isText(page) || !isText(title) || !isText(content) || typeof base !== 'object' || base === null) return null;
  const { title: baseTitle, content: baseContent } = base as Record<string, unknown>;
  if (!isText(baseTitle) || !isText(baseContent)) return null;
  return { page, title, content, base: { title: baseTitle, content: baseContent } };
}

/** The user's kept changes to this item (of this page), or null. */
export function readContentDraft(userId: number, item: ContentItem): ContentDraft | null {
  const draft = readDraft('content', userId, item.id, contentDraftOf)?.value ?? null;
  return draft && draft.page === item.page ? draft : null;
}

export function keepContentDraft(userId: number, itemId: number, draft: ContentDraft): void {
  writeDraft('content', userId, itemId, draft);
}

export function dropContentDraft(userId: number, itemId: number): void {
  removeDraft('content', userId, itemId);
}

/** Whether the item on the server differs from the one the draft was made from. */
export function itemChangedSince(draft: ContentDraft, item: ContentItem): boolean {
  return draft.base.title !== item.title || draft.base.content !== item.content;
}
