import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, AlertTitle, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { uploadProjectFile } from '../../../api/techTeam';
import { UploadProgress } from '../../../components/UploadProgress';
import { useUpload } from '../../../components/useUpload';
import { csvUploadProblem } from '../../../domain/uploads';
import { techTeamTexts } from '../../../texts/techTeam';

const t = techTeamTexts.projectFileUpload;

const PROBLEM_TEXT = { notCsv: t.notCsv, tooSmall: t.tooSmall, tooLarge: t.tooLarge, empty: t.choose } as const;

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Project file upload (seed 001 sections 2, 5 and 8): CSV only, 1 KB to 128 MB, with the
 * personal-data disclaimer; POST /api/v2/uploadappdata?projectId= with the file and its name.
 * The catalogue's success text, or its failure text under its error title; while it runs, the
 * progress and Cancel (useUpload, UploadProgress). The chosen file stays chosen after a failure or
 * a cancel, so Upload tries again; leaving the page cancels the upload.
 */
export function ProjectFileUpload({ projectId }: { projectId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<keyof typeof PROBLEM_TEXT | null>(null);
  const upload = useUpload();
  const uploading = upload.uploading;
  const input = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setProblem(csvUploadProblem(chosen));
    upload.reset();
  };

  const send = () => {
    if (!file || problem || uploading) return;
    void upload.start((signal, onProgress) => uploadProjectFile(projectId, file, signal, onProgress));
  };

  const clear = () => {
    setFile(null);
    setProblem(null);
    upload.reset();
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
        <Button variant="outlined" component="label" disabled={uploading}>
          {t.choose}
          <input ref={input} hidden type="file" accept=".csv,text/csv" onChange={choose} disabled={uploading} />
        </Button>
        {file && (
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t.selected(file.name, size(file.size))}
            </Typography>
            <IconButton size="small" aria-label={t.remove(file.name)} onClick={clear} disabled={uploading}>
              <span aria-hidden>×</span>
            </IconButton>
          </Box>
        )}
        <Button variant="contained" onClick={send} disabled={!file || problem !== null || uploading}>
          {uploading ? t.uploading : t.upload}
        </Button>
      </Stack>
      <Box sx={{ mt: 1 }}>
        <UploadProgress progress={upload.progress} onCancel={upload.cancel} cancelled={upload.phase === 'cancelled'} />
      </Box>
      {problem && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {PROBLEM_TEXT[problem]}
        </Alert>
      )}
      {upload.phase === 'succeeded' && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {t.success}
        </Alert>
      )}
      {upload.phase === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          <AlertTitle>{t.failureTitle}</AlertTitle>
          {t.failure}
        </Alert>
      )}
    </Box>
  );
}
