import { useEffect, useState } from 'react';
import { Alert, Container } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { infoPageOfPath, type ContentItem, type InfoPage as InfoPageName } from '../../../domain/content';
import { can } from '../../../domain/roles';
import { selectRole } from '../../../session/slice';
import { useAppSelector } from '../../../store/hooks';
import { contentTexts } from '../../../texts/content';
import { ContentArticle } from '../components/ContentArticle';
import { ContentBanner } from '../components/ContentBanner';
import { ContentItemList } from '../components/ContentItemList';
import { EditableContentItem, loadInfoEditor } from '../components/EditableContentItem';

/** The items of one info page; role 1 edits one item at a time (a new page starts with none in edit). */
function InfoItems({ page, canEdit }: { page: InfoPageName; canEdit: boolean }) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);

  const renderItem = (item: ContentItem) =>
    canEdit ? (
      <EditableContentItem
        item={item}
        editing={editingId === item.id}
        locked={editingId !== null && editingId !== item.id}
        saved={savedId === item.id}
        onEdit={() => {
          setSavedId(null);
          setEditingId(item.id);
        }}
        onClose={(saved) => {
          setEditingId(null);
          setSavedId(saved ? item.id : null);
        }}
      />
    ) : (
      <ContentArticle item={item} />
    );

  return <ContentItemList page={page} renderItem={renderItem} />;
}

/**
 * The six info pages (seed 001 section 2): the banner and the page's items; role 1 edits an item
 * in place (seed 001 section 6). The editor (TipTap) loads for role 1 only.
 */
export default function InfoPage() {
  const { pathname } = useLocation();
  const page = infoPageOfPath(pathname);
  const canEdit = can(useAppSelector(selectRole), 'editInfoContent');

  // An administrator is likely to edit: fetch the editor's chunk ahead, so Edit opens at once.
  useEffect(() => {
    if (canEdit) void loadInfoEditor().catch(() => undefined);
  }, [canEdit]);

  return (
    <>
      <ContentBanner />
      {page ? (
        <InfoItems key={page} page={page} canEdit={canEdit} />
      ) : (
        <Container maxWidth="lg" sx={{ py: 4 }}>
          <Alert severity="warning" role="alert">
            {contentTexts.notFound(pathname)}
          </Alert>
        </Container>
      )}
    </>
  );
}
