import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { REGIONS } from '../../../domain/cloud';
import type { ProjectDetails } from '../../../domain/projects';
import { ENVIRONMENT_FAILED, environmentUrlText, showsDownloadLighthouseReport, showsGetLighthouseReport } from '../../../domain/techTeam';
import { techTeamTexts } from '../../../texts/techTeam';
import type { EnvironmentWatchState } from '../slice';
import { LighthouseDownload } from './LighthouseDownload';

const t = techTeamTexts.planSelection;

export interface EnvironmentResultProps {
  watch: EnvironmentWatchState;
  service: string;
  region: string | null;
  project: ProjectDetails | undefined;
  backTo: string;
  onChooseAnother: () => void;
}

/** A service URL as a link target: kept when it has a scheme, else https:// in front. */
export function serviceHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || t.none}
      </Box>
    </>
  );
}

/**
 * The result view: the status, a summary (service, region, hosting type, cloud platform, front
 * end, middleware, back end), the application service URL (or, on Failed, 'You'll get it if job
 * succeeded') and Back to the project; 'Get LightHouse Report' only when the status is 'Deployment
 * Successful', 'Download Light House Report' only when the project is LIGHTHOUSE_SETUP_COMPLETED.
 */
export function EnvironmentResult({ watch, service, region, project, backTo, onChooseAnother }: EnvironmentResultProps) {
  const urlText = environmentUrlText(watch.status, watch.service);
  const failed = watch.status === ENVIRONMENT_FAILED;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="env-result-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="env-result-title" variant="h5" component="h2">
          {t.resultTitle}
        </Typography>
        <Typography role="status" sx={{ fontWeight: 600, color: failed ? 'error.main' : 'success.dark' }}>
          {t.environmentCreation(watch.status)}
        </Typography>
        <Box component="dl" aria-label={t.summary} sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
          <Row label={t.status} value={watch.status} />
          <Row label={t.service} value={service} />
          <Row label={t.region} value={REGIONS.find((r) => r.value === region)?.label ?? region} />
          <Row label={t.hostingType} value={project?.hostingType?.name} />
          <Row label={t.cloudPlatform} value={project?.cloudPlatform?.name} />
          {project?.cmsFlag && <Row label={t.cms} value={project.cms?.name} />}
          <Row label={t.frontEnd} value={project?.frontend?.name} />
          <Row label={t.middleware} value={project?.middleware?.name} />
          <Row label={t.backEnd} value={project?.backend?.name} />
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {t.applicationServiceUrl}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {urlText && !failed ? (
              <Link href={serviceHref(urlText)} target="_blank" rel="noopener noreferrer">
                {urlText}
              </Link>
            ) : (
              urlText || t.none
            )}
          </Box>
          {!failed && watch.ipAddress && <Row label={t.ipAddress} value={watch.ipAddress} />}
        </Box>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start', rowGap: 1 }}>
          <Button component={RouterLink} to={backTo} variant="contained">
            {t.back}
          </Button>
          {failed && (
            <Button variant="outlined" onClick={onChooseAnother}>
              {t.chooseAnotherPlan}
            </Button>
          )}
          {project && showsGetLighthouseReport(watch.status) && (
            <LighthouseDownload projectId={project.projectId} label={t.getLighthouseReport} fileName={project.lighthouseFile} />
          )}
          {project && showsDownloadLighthouseReport(project.projectStatus) && (
            <LighthouseDownload projectId={project.projectId} label={t.downloadLighthouseReport} fileName={project.lighthouseFile} />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
