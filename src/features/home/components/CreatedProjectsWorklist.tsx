import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Paper, Typography } from '@mui/material';
import { useCreatedProjectsQuery } from '../../../api/projects';
import { isApiError } from '../../../api/errors';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import { createdWorkItems } from '../../../domain/worklist';
// The home page loads without the RTK Query runtime (its manifest): the worklist brings it.
import '../../../store/apiRuntime';
import { homeTexts } from '../../../texts/home';

const t = homeTexts.createdWork;

/**
 * A brand manager's projects that wait for details (issue 24 part 4): those they created that are
 * not yet created or a DRAFT, each opening its wizard. Read with the extension
 * GET /api/get_created_projects; against a backend without it (404) the section is not shown.
 * Loaded on its own chunk, when its place nears the window, for roles 2 and 3 only.
 */
export default function CreatedProjectsWorklist() {
  const query = useCreatedProjectsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (query.isError && isApiError(query.error) && query.error.status === 404) return null;
  const items = Array.isArray(query.data) ? createdWorkItems(query.data) : [];
  return (
    <Paper component="section" aria-labelledby="home-created-work" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="home-created-work" variant="h5" component="h2" gutterBottom>
        {t.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t.intro}</Typography>
      {query.isError && !query.isFetching && <RetryAlert onRetry={() => void query.refetch()}>{t.failed}</RetryAlert>}
      {!query.data && !query.isError && <PageLoading label={t.loading} />}
      {query.data && items.length === 0 && <Typography role="status">{t.empty}</Typography>}
      {items.length > 0 && (
        // A plain list of links (MUI's List parts would add their own chunk to the home page).
        <Box component="ul" aria-labelledby="home-created-work" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <li key={item.projectId}>
              <Link component={RouterLink} to={item.to} underline="hover" sx={{ display: 'block', py: 0.75 }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {item.projectName}
                </Box>
                <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
                  {t.line(item.agency, item.draft ? t.draft : t.notStarted)}
                </Box>
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
