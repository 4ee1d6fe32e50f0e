import { useId, useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { FieldList } from '../../../components/FieldList';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { DevopsStatusLines } from '../../../components/DevopsStatusLines';
import { statusText, type ProjectDetails } from '../../../domain/projects';
import { ROLE, type Role } from '../../../domain/roles';
import { selectRole } from '../../../session/slice';
import { useAppSelector } from '../../../store/hooks';
import { projectTexts } from '../../../texts/projects';
import type { ReportKind } from './ReportDownloadDialog';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { lazyPopup, PopupSlot, preloadPopup } from '../../../components/lazyPopup';

/* The report dialog (MUI's dialog, table and the report calls) loads when its button is first pointed at, focused or pressed. */
const ReportDownloadDialog = lazyPopup(() => import(/* webpackChunkName: "project-reports" */ './ReportDownloadDialog').then((m) => m.ReportDownloadDialog));
const preloadReports = () => preloadPopup(ReportDownloadDialog);

const t = projectTexts.projectView;

/** "IP address, devops, environment, report buttons": roles 2, 3, 6, 7 (seed 001 section 6). */
const PANEL_ROLES: readonly Role[] = [ROLE.GLOBAL_BRAND_MANAGER, ROLE.LOCAL_BRAND_MANAGER, ROLE.GLOBAL_AGENCY, ROLE.LOCAL_AGENCY];

export function canSeeProjectStatusPanel(role: number | null | undefined): boolean {
  return role != null && (PANEL_ROLES as readonly number[]).includes(role);
}


/** An http(s) address to link to, or null (no address, or one that is not a web address). */
export function webAddress(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}


/** A link button that opens in a new tab; a disabled button when there is no address. */
function ExternalLinkButton({ label, address }: { label: string; address: string | null }) {
  if (!address) {
    return (
      <Button variant="outlined" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button variant="outlined" component="a" href={address} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden />}>
      {label}
      <Box component="span" sx={visuallyHidden}>
        {` ${t.newTab}`}
      </Box>
    </Button>
  );
}

/** What the IP Address button reveals: the address, with a Copy button. */
function IpAddressReveal({ id, address, shown }: { id: string; address: string | null; shown: boolean }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyAddress = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(address ?? '');
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Box id={id} hidden={!shown || !address}>
      {shown && address && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {`${t.ipAddress}:`}
          </Typography>
          <Typography component="output" aria-label={t.ipAddressValue} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {address}
          </Typography>
          <Button size="small" aria-label={t.copyLabel} onClick={() => void copyAddress()}>
            {t.copy}
          </Button>
          <Typography component="span" role="status" variant="body2" color={copy === 'failed' ? 'error' : 'text.secondary'}>
            {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}

/**
 * The project view's status panel (seed 001 sections 2 and 6) for roles 2, 3, 6 and 7: the project
 * status, the devops status lines, and the IP Address, Devops, Environment, Lighthouse Reports and
 * Sonar Reports buttons; the report buttons open the report-download dialog. Nothing for other roles.
 */
export function ProjectStatusPanel({ project }: { project: ProjectDetails }) {
  const role = useAppSelector(selectRole);
  const titleId = useId();
  const ipId = useId();
  const [ipShown, setIpShown] = useState(false);
  const [dialog, setDialog] = useState<ReportKind | null>(null);
  if (!canSeeProjectStatusPanel(role)) return null;

  const ipAddress = project.ipAddress?.trim() || null;

  const lighthouse = project.dfcLighthouseReports ?? [];
  const sonar = project.sonarReports ?? [];

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={titleId} gutterBottom>
        {t.title}
      </Typography>
      <Stack spacing={2}>
        <FieldList rows={[{ label: t.status, value: statusText(project.projectStatus) }]} sx={{ columnGap: 3 }} />
        <DevopsStatusLines codes={project.devopsStatus} />
        <Stack direction="row" role="group" aria-label={t.actionsLabel} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            disabled={!ipAddress}
            aria-expanded={ipShown && Boolean(ipAddress)}
            aria-controls={ipId}
            onClick={() => setIpShown((shown) => !shown)}
          >
            {t.ipAddress}
          </Button>
          <ExternalLinkButton label={t.devops} address={webAddress(project.devopsUrl)} />
          <ExternalLinkButton label={t.environment} address={webAddress(project.envUrl)} />
          <Button variant="outlined" disabled={lighthouse.length === 0} aria-haspopup="dialog" onPointerEnter={preloadReports} onFocus={preloadReports} onClick={() => setDialog('lighthouse')}>
            {t.lighthouseReports}
          </Button>
          <Button variant="outlined" disabled={sonar.length === 0} aria-haspopup="dialog" onPointerEnter={preloadReports} onFocus={preloadReports} onClick={() => setDialog('sonar')}>
            {t.sonarReports}
          </Button>
        </Stack>
        <IpAddressReveal id={ipId} address={ipAddress} shown={ipShown} />
      </Stack>
      <PopupSlot open={dialog === 'lighthouse'}>
        <ReportDownloadDialog
          open={dialog === 'lighthouse'}
          onClose={() => setDialog(null)}
          kind="lighthouse"
          title={t.lighthouseReports}
          projectId={project.projectId}
          reports={lighthouse}
        />
      </PopupSlot>
      <PopupSlot open={dialog === 'sonar'}>
        <ReportDownloadDialog
          open={dialog === 'sonar'}
          onClose={() => setDialog(null)}
          kind="sonar"
          title={t.sonarReports}
          projectId={project.projectId}
          reports={sonar}
        />
      </PopupSlot>
    </Paper>
  );
}
