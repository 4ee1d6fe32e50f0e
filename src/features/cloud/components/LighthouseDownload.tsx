import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { lighthouseReport } from '../../../api/techTeam';
import { toApiError } from '../../../api/errors';
import { downloadFileName, reportBytes, saveFile } from '../../../shared/download';
import { techTeamTexts } from '../../../texts/techTeam';

const t = techTeamTexts.planSelection;

/**
 * 'Get LightHouse Report' / 'Download Light House Report' on the result view (seed 000 section 2):
 * GET api/display_lighthouse/{projectId} answers the newest report as base64, saved as a file.
 */
export function LighthouseDownload({ projectId, label, fileName }: { projectId: number; label: string; fileName: string | null }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const download = async () => {
    if (busy) return;
    const current = new AbortController();
    controller.current = current;
    setBusy(true);
    setError(null);
    try {
      const answer = await lighthouseReport(projectId, current.signal);
      saveFile(reportBytes(answer), downloadFileName(fileName, 'text/html', `lighthouse_${projectId}`), 'text/html');
    } catch (failure) {
      if (!current.signal.aborted) setError(toApiError(failure).status === 404 ? t.noLighthouseReport : t.lighthouseFailed);
    } finally {
      if (!current.signal.aborted) setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Button variant="outlined" onClick={() => void download()} disabled={busy}>
        {busy ? t.downloading : label}
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
