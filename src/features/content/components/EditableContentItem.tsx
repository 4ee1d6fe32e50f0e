import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { PageLoading } from '../../../components/PageLoading';
import type { ContentItem } from '../../../domain/content';
import { selectSession } from '../../../session/slice';
import { useAppSelector } from '../../../store/hooks';
import { contentTexts } from '../../../texts/content';
import { dropContentDraft, itemChangedSince, readContentDraft, type ContentDraft } from '../contentDrafts';
import { ContentArticle } from './ContentArticle';

const t = contentTexts.editor;

/**
 * The editor's chunk ('info-editor', with TipTap): only this module imports it, and only for role 1
 * (the info page renders this component for editors only). A chunk that cannot be fetched is
 * tried once more; a second failure reaches the page's error boundary, which offers a reload.
 */
export const loadInfoEditor = () => import(/* webpackChunkName: "info-editor" */ './InfoEditor');

const InfoEditor = lazy(() => loadInfoEditor().catch(() => loadInfoEditor()));

export interface EditableContentItemProps {
  item: ContentItem;
  editing: boolean;
  /** Another item is being edited: this one waits. */
  locked: boolean;
  /** This item was just saved: 'Saved.' shows under it. */
  saved: boolean;
  onEdit: () => void;
  onClose: (saved: boolean) => void;
}

/**
 * An info item for role 1: the item with an Edit button, or in its place the in-place editor. The
 * user's changes kept when their last session ended are offered back: Restore opens the editor
 * with them, Discard drops them.
 */
export function EditableContentItem({ item, editing, locked, saved, onEdit, onClose }: EditableContentItemProps) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  const userId = useAppSelector(selectSession)?.claims.Id ?? null;
  const [restored, setRestored] = useState<ContentDraft | null>(null);
  const [discarded, setDiscarded] = useState<ContentDraft | null>(null);
  // Read again whenever the editor closes (a save or a cancel of the restored changes drops it).
  const stored = useMemo(() => (userId === null || editing ? null : readContentDraft(userId, item)), [userId, item, editing]);
  const kept = stored === discarded ? null : stored;

  // Back from the editor: the focus returns to this item's Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <Suspense fallback={<PageLoading label={t.loadingEditor} />}>
        <InfoEditor
          item={item}
          restored={restored}
          onSaved={() => {
            setRestored(null);
            onClose(true);
          }}
          onCancel={() => {
            setRestored(null);
            onClose(false);
          }}
        />
      </Suspense>
    );
  }
  return (
    <ContentArticle
      item={item}
      actions={
        <Button
          ref={editButton}
          variant="outlined"
          size="small"
          startIcon={<EditIcon />}
          onClick={onEdit}
          disabled={locked}
          aria-label={t.editLabel(item.title)}
          title={locked ? t.editingOther : undefined}
        >
          {t.edit}
        </Button>
      }
    >
      {kept && (
        <Alert
          severity="warning"
          role="status"
          sx={{ mt: 2 }}
          action={
            <>
              <Button
                color="inherit"
                size="small"
                disabled={locked}
                aria-label={t.restoreLabel(item.title)}
                onClick={() => {
                  setRestored(kept);
                  onEdit();
                }}
              >
                {t.restoreDraft}
              </Button>
              <Button
                color="inherit"
                size="small"
                aria-label={t.discardLabel(item.title)}
                onClick={() => {
                  if (userId !== null) dropContentDraft(userId, item.id);
                  setDiscarded(kept);
                }}
              >
                {t.discardDraft}
              </Button>
            </>
          }
        >
          {t.draftFound}
          {itemChangedSince(kept, item) ? ` ${t.draftItemChanged}` : ''}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t.saved}
        </Alert>
      )}
    </ContentArticle>
  );
}
