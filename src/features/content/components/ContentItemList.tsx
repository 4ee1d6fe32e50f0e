import type { ReactNode } from 'react';
import { Alert, Box, Container, Stack } from '@mui/material';
import { useContentItemsQuery } from '../../../api/content';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import type { ContentItem } from '../../../domain/content';
import { contentTexts } from '../../../texts/content';

/**
 * The items of a page (GET /api/get_content/{page}) in order: 'Loading...', 'No Data Available',
 * or a failed load in words with Retry; each item drawn by `renderItem`.
 */
export function ContentItemList({ page, renderItem }: { page: string; renderItem: (item: ContentItem) => ReactNode }) {
  const { data, isLoading, isError, isFetching, refetch } = useContentItemsQuery(page);
  const label = contentTexts.pageNames[page] ?? page;
  let body: ReactNode;
  if (isLoading) body = <PageLoading label={contentTexts.loading} />;
  else if (isError)
    body = (
      <RetryAlert onRetry={() => void refetch()}>
        {contentTexts.loadFailed}
      </RetryAlert>
    );
  else if (!data || data.length === 0)
    body = (
      <Alert severity="info" role="status">
        {contentTexts.noData}
      </Alert>
    );
  else
    body = (
      <Stack spacing={3}>
        {data.map((item) => (
          <Box key={item.id}>{renderItem(item)}</Box>
        ))}
      </Stack>
    );
  return (
    <Container component="section" aria-label={label} aria-busy={isFetching} maxWidth="lg" sx={{ py: 4 }}>
      {body}
    </Container>
  );
}
