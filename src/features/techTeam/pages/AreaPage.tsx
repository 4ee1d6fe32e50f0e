import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AreaPlaceholder } from '../../../components/AreaPlaceholder';
import { techTeamTexts } from '../../../texts/techTeam';

/**
 * Placeholder until the Tech Team project page is built (issue 7): the page says so, and already
 * leads to the part of the workflow that exists, the cloud recommender and plan selection.
 */
export default function TechTeamAreaPage() {
  const { projectId } = useParams();
  const t = techTeamTexts.projectPage;
  return (
    <AreaPlaceholder area="Tech Team">
      <Stack spacing={1} sx={{ mt: 3, alignItems: 'flex-start' }}>
        <Typography>{t.cloudPlansMeanwhile}</Typography>
        <Button variant="contained" component={RouterLink} to={`/getCloudPlans?projectId=${encodeURIComponent(projectId ?? '')}`}>
          {t.environmentSetup}
        </Button>
      </Stack>
    </AreaPlaceholder>
  );
}
