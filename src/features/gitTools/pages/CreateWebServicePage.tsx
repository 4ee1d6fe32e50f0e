import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useProjectListQuery } from '../../../api/projects';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import { SERVICE_NAMES } from '../../../domain/cloud';
import { texts } from '../../../texts';
import { gitToolsTexts } from '../../../texts/gitTools';
import { SelectField } from '../components/SelectField';

const t = gitToolsTexts.webService;

/** Plan Selection of a project and a service (the cloud area's route, roles 2 and 8). */
export function planSelectionPath(projectId: number | string, service: string): string {
  return `/ServiceRegionOptions?${new URLSearchParams({ projectId: String(projectId), service })}`;
}

/**
 * /create_web_service (role 2), web service creation (seed 000 sections 2 and 6: "Web service
 * creation: 2"). The seeds give the route and the role only. Ours: the brand manager chooses one of
 * their approved projects (the approved-for-GBM list) and a cloud service, and goes to Plan
 * Selection (/ServiceRegionOptions?projectId=N&service=S, open to role 2) to pick a region and a
 * plan and create the environment. The cloud recommender (/getCloudPlans) is role 8 only, so the
 * service is chosen here.
 */
export default function CreateWebServicePage() {
  const projects = useProjectListQuery('approvedForGbm');
  const [projectId, setProjectId] = useState('');
  const [service, setService] = useState('');

  let body;
  if (projects.currentData) {
    body = projects.currentData.length ? (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <SelectField id="web-service-project" label={t.project} value={projectId} onChange={setProjectId}>
            <option value="">{texts.common.select}</option>
            {projects.currentData.map((p) => (
              <option key={p.projectId} value={String(p.projectId)}>
                {p.projectName}
              </option>
            ))}
          </SelectField>
          <SelectField id="web-service-service" label={t.service} value={service} onChange={setService}>
            <option value="">{texts.common.select}</option>
            {SERVICE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <div>
            {projectId && service ? (
              <Button variant="contained" component={RouterLink} to={planSelectionPath(projectId, service)}>
                {t.goToPlans}
              </Button>
            ) : (
              <Button variant="contained" disabled>
                {t.goToPlans}
              </Button>
            )}
          </div>
        </Stack>
      </Paper>
    ) : (
      <Alert severity="info" role="status">
        {t.noProjects}
      </Alert>
    );
  } else if (projects.isError && !projects.isFetching) {
    body = <RetryAlert onRetry={() => void projects.refetch()}>{t.projectsFailed}</RetryAlert>;
  } else body = <PageLoading />;

  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      {body}
    </Container>
  );
}
