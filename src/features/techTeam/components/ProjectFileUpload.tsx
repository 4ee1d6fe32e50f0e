import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { uploadProjectFile } from '../../../api/techTeam';
import { FileDropzone } from '../../../components/FileDropzone';
import { useUpload } from '../../../components/useUpload';
import { techTeamTexts } from '../../../texts/techTeam';

const t = techTeamTexts.projectFileUpload;

/**
 * Project file upload (seed 001 sections 2, 5 and 8): the CSV dropzone (drop a file, or the
 * keyboard-reachable drop area and 'Choose file' button open the picker), 1 KB to 128 MB, with the
 * personal-data disclaimer; a file that is not CSV or out of bounds is refused by the dropzone
 * before any call. Upload sends POST /api/v2/uploadappdata?projectId= with the file and its name;
 * then the catalogue's success text, or its failure text under its error title; while it runs,
 * the progress and Cancel (useUpload). The chosen file stays chosen after a failure or a cancel,
 * so Upload tries again; leaving the page cancels the upload.
 */
export function ProjectFileUpload({ projectId }: { projectId: number }) {
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUpload();
  const uploading = upload.uploading;
  const file = files[0] ?? null;

  const choose = (chosen: File[]) => {
    setFiles(chosen.slice(0, 1));
    upload.reset();
  };

  const send = () => {
    if (!file || uploading) return;
    void upload.start((signal, onProgress) => uploadProjectFile(projectId, file, signal, onProgress));
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
      <Stack spacing={1.5}>
        <FileDropzone
          variant="csv"
          label={t.dropLabel}
          files={files}
          onFilesChange={choose}
          progress={upload.progress}
          onCancel={upload.cancel}
          cancelled={upload.phase === 'cancelled'}
        />
        <Box>
          <Button variant="contained" onClick={send} disabled={!file || uploading}>
            {uploading ? t.uploading : t.upload}
          </Button>
        </Box>
      </Stack>
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
