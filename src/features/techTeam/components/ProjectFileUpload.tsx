import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, AlertTitle, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { uploadProjectFile } from '../../../api/techTeam';
import { csvUploadProblem } from '../../../domain/uploads';
import { techTeamTexts } from '../../../texts/techTeam';

const t = techTeamTexts.projectFileUpload;

const PROBLEM_TEXT = { notCsv: t.notCsv, tooSmall: t.tooSmall, tooLarge: t.tooLarge, empty: t.choose } as const;

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

type Phase = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'succeeded' } | { kind: 'failed' };

/**
 * Project file upload (seed 001 sections 2, 5 and 8): CSV only, 1 KB to 128 MB, with the
 * personal-data disclaimer; POST /api/v2/uploadappdata?projectId= with the file and its name.
 * The catalogue's success text, or its failure text under its error title. The chosen file stays
 * chosen after a failure, so Upload tries again; leaving the page cancels the upload.
 */
export function ProjectFileUpload({ projectId }: { projectId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<keyof typeof PROBLEM_TEXT | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setProblem(csvUploadProblem(chosen));
    setPhase({ kind: 'idle' });
  };

  const upload = async () => {
    if (!file || problem || phase.kind === 'uploading') return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPhase({ kind: 'uploading' });
    try {
      await uploadProjectFile(projectId, file, current.signal);
      if (!current.signal.aborted) setPhase({ kind: 'succeeded' });
    } catch {
      if (!current.signal.aborted) setPhase({ kind: 'failed' });
    }
  };

  const clear = () => {
    setFile(null);
    setProblem(null);
    setPhase({ kind: 'idle' });
  };

  return (
    <Box component="section" aria-labelledby="project-file-title">
      <Typography id="project-file-title" variant="h6" component="h2" gutterBottom>
        {t.title}
      </Typography>
      <Typography variant="body2">{t.supportedFiles}</Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t.disclaimer}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" component="label">
          {t.choose}
          <input ref={input} hidden type="file" accept=".csv,text/csv" onChange={choose} />
        </Button>
        {file && (
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t.selected(file.name, size(file.size))}
            </Typography>
            <IconButton size="small" aria-label={t.remove(file.name)} onClick={clear} disabled={phase.kind === 'uploading'}>
              <span aria-hidden>×</span>
            </IconButton>
          </Box>
        )}
        <Button variant="contained" onClick={() => void upload()} disabled={!file || problem !== null || phase.kind === 'uploading'}>
          {phase.kind === 'uploading' ? t.uploading : t.upload}
        </Button>
      </Stack>
      {problem && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {PROBLEM_TEXT[problem]}
        </Alert>
      )}
      {phase.kind === 'succeeded' && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {t.success}
        </Alert>
      )}
      {phase.kind === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          <AlertTitle>{t.failureTitle}</AlertTitle>
          {t.failure}
        </Alert>
      )}
    </Box>
  );
}
