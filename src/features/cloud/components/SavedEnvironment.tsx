import { Link, Paper, Stack, Typography } from '@mui/material';
import { FieldList, type FieldListRow } from '../../../components/FieldList';
import { statusText, type ProjectDetails } from '../../../domain/projects';
import { techTeamTexts } from '../../../texts/techTeam';
import { serviceHref } from './EnvironmentResult';

const t = techTeamTexts.planSelection;

/**
 * What the project has saved, as its details give it: its status, the environment's address and
 * IP address. Plan Selection shows it above the plan picker when it follows no request of this tab
 * (opened from a link, or after Choose another plan); nothing when no environment is saved.
 */
export function SavedEnvironment({ project }: { project: Pick<ProjectDetails, 'envUrl' | 'ipAddress' | 'projectStatus'> }) {
  if (!project.envUrl) return null;
  const rows: FieldListRow[] = [
    { label: t.projectStatus, value: statusText(project.projectStatus) || t.none },
    {
      label: t.applicationServiceUrl,
      value: (
        <Link href={serviceHref(project.envUrl)} target="_blank" rel="noopener noreferrer">
          {project.envUrl}
        </Link>
      ),
    },
  ];
  if (project.ipAddress) rows.push({ label: t.ipAddress, value: project.ipAddress });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="saved-env-title" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography id="saved-env-title" variant="h6" component="h2">
          {t.savedEnvironment}
        </Typography>
        <FieldList rows={rows} />
      </Stack>
    </Paper>
  );
}
