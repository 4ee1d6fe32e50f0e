import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { useRecommendationsMutation } from '../../../api/cloud';
import { useProjectDetailsQuery } from '../../../api/projects';
import { RetryAlert } from '../../../components/RetryAlert';
import { NO_FLAGS, type RecommendationFlag, type RecommendationFlags } from '../../../domain/cloud';
import { techTeamTexts } from '../../../texts/techTeam';
import { APPROVED_PROJECTS_PATH, useCloudAddress, useShareableAddress } from '../address';
import { ProjectProblem } from '../components/ProjectProblem';
import { RecommendationCards } from '../components/RecommendationCards';
import { RecommendationQuestions } from '../components/RecommendationQuestions';

const t = techTeamTexts.cloudParams;

/**
 * /getCloudPlans/?projectId=… (role 8): 'Check preference to get cloud plans'. The tech user
 * answers the yes/no questions, 'Submit Params' asks the recommender, and the services come back
 * best first; Select opens Plan Selection for that service. Without a project: to the approved list.
 */
export default function CloudPlansPage() {
  const address = useCloudAddress();
  useShareableAddress(address);
  const { projectId } = address;
  const details = useProjectDetailsQuery({ projectId: projectId ?? 0, draft: false }, { skip: projectId === null });
  const [flags, setFlags] = useState<RecommendationFlags>(NO_FLAGS);
  const [recommend, result] = useRecommendationsMutation();

  if (projectId === null) return <Navigate to={APPROVED_PROJECTS_PATH} replace />;

  const project = details.currentData;
  const setFlag = (flag: RecommendationFlag, value: boolean) => setFlags((current) => ({ ...current, [flag]: value }));
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!result.isLoading) void recommend(flags);
  };

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography id="cloud-params-title" variant="h4" component="h1" gutterBottom>
        {t.title}
      </Typography>
      {project && (
        <Typography variant="subtitle1" color="text.secondary" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {t.project(project.projectName)}
        </Typography>
      )}
      {details.isError && !details.isFetching && (
        <Box sx={{ mb: 2 }}>
          <ProjectProblem error={details.error} onRetry={() => void details.refetch()} />
        </Box>
      )}

      <Paper component="form" variant="outlined" onSubmit={submit} sx={{ p: 2 }} aria-labelledby="cloud-params-title">
        <RecommendationQuestions flags={flags} onChange={setFlag} />
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={result.isLoading}>
            {t.submit}
          </Button>
          {result.isLoading && (
            <Stack direction="row" spacing={1} role="status" aria-live="polite" sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden />
              <span>{t.submitting}</span>
            </Stack>
          )}
        </Stack>
      </Paper>

      {result.isError && (
        <Box sx={{ mt: 2 }}>
          <RetryAlert onRetry={() => submit()}>{t.recommendationsFailed}</RetryAlert>
        </Box>
      )}

      {result.isSuccess && result.data && (
        <Box component="section" aria-labelledby="cloud-recommended-title" sx={{ mt: 3 }}>
          <Typography id="cloud-recommended-title" variant="h5" component="h2" gutterBottom>
            {t.recommendedTitle}
          </Typography>
          <RecommendationCards recommendations={result.data} projectId={projectId} />
        </Box>
      )}
    </Container>
  );
}
