import { Alert, Container } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { topicOfPath } from '../../../domain/content';
import { contentTexts } from '../../../texts/content';
import { ContentArticle } from '../components/ContentArticle';
import { ContentBanner } from '../components/ContentBanner';
import { ContentItemList } from '../components/ContentItemList';

/**
 * The sixteen content pages (seed 001 section 2): the banner, then the items of the route's topic
 * (src/domain/content.ts: CONTENT_ROUTE_TOPICS), read-only for every role.
 */
export default function ContentPage() {
  const { pathname } = useLocation();
  const topic = topicOfPath(pathname);
  return (
    <>
      <ContentBanner />
      {topic ? (
        <ContentItemList key={topic} page={topic} renderItem={(item) => <ContentArticle item={item} />} />
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
