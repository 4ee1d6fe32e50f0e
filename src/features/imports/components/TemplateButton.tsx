import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { IMPORTS, type ImportKind } from '../../../domain/imports';
import { saveFile } from '../../../shared/download';
import { importTexts } from '../../../texts/imports';
import { templateBytes, XLSX_TYPE } from './excel';

/** Beyond the seeds: saves the import's template (header row and an example row) as a real .xlsx, made in the browser. */
export function TemplateButton({ kind }: { kind: ImportKind }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(await templateBytes(kind), IMPORTS[kind].templateFileName, XLSX_TYPE);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={() => void download()} disabled={busy}>
        {busy ? importTexts.templateBusy : importTexts.templateButton}
      </Button>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {importTexts.templateFailed}
        </Alert>
      )}
    </Box>
  );
}
