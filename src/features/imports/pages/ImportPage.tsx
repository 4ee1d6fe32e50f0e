import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Alert, Box, Button, Container, List, ListItem, ListItemText, Typography } from '@mui/material';
import { FileDropzone } from '../../../components/FileDropzone';
import { IMPORTS, importKindOfPath, type ImportKind } from '../../../domain/imports';
import { importTexts } from '../../../texts/imports';
import { reloadPage } from '../components/reload';
import { TemplateButton } from '../components/TemplateButton';
import { isFinished, UploadStatusDialog } from '../components/UploadStatusDialog';
import { useImportUpload } from '../components/useImportUpload';
import { WorkbookPreview } from '../components/WorkbookPreview';

function ColumnList({ kind }: { kind: ImportKind }) {
  return (
    <List dense aria-label={importTexts.columnsLabel} disablePadding>
      {IMPORTS[kind].columns.map((column) => (
        <ListItem key={column.header} disableGutters>
          <ListItemText
            primary={
              <>
                <Box component="code" sx={{ fontWeight: 'bold' }}>
                  {column.header}
                </Box>{' '}
                {!column.required && importTexts.optional}
              </>
            }
            secondary={column.meaning}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The page of one import: the form's state starts afresh when the route names the other import. */
function ImportForm({ kind }: { kind: ImportKind }) {
  const def = IMPORTS[kind];
  const [files, setFiles] = useState<File[]>([]);
  const [noFile, setNoFile] = useState(false);
  const upload = useImportUpload(kind);
  const uploading = upload.progress !== null;
  const file = files[0] ?? null;

  const submit = () => {
    if (!file) {
      setNoFile(true);
      return;
    }
    void upload.submit(file);
  };

  // The seed's OK reloads the page after an import; after a refusal ours closes the modal and keeps the file.
  const ok = () => {
    if (upload.outcome && isFinished(upload.outcome)) reloadPage();
    else upload.dismiss();
  };

  return (
    <Container maxWidth="md" sx={{ py: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h4" component="h1">
        {def.title}
      </Typography>
      <Box>
        <Typography>{importTexts.intro}</Typography>
        <ColumnList kind={kind} />
      </Box>
      <TemplateButton kind={kind} />
      <FileDropzone
        variant="excel"
        label={importTexts.dropLabel}
        files={files}
        onFilesChange={(chosen) => {
          setFiles(chosen);
          setNoFile(false);
          upload.reset();
        }}
        progress={upload.progress}
        onCancel={upload.cancel}
        cancelled={upload.cancelled}
      />
      {file && <WorkbookPreview kind={kind} file={file} />}
      {noFile && (
        <Alert severity="error" role="alert">
          {importTexts.noFile}
        </Alert>
      )}
      <Box>
        <Button variant="contained" onClick={submit} disabled={uploading}>
          {importTexts.submit}
        </Button>
      </Box>
      <UploadStatusDialog kind={kind} outcome={upload.outcome} onOk={ok} />
    </Container>
  );
}

/**
 * /ImportAmpUsersData and /ImportAmpProjectsData (seed 001 sections 2-5, 7, 8; roles 1 and 8):
 * the title as the route names it, a drag-and-drop Excel area (the chosen file's name with a
 * delete icon), Submit ('Please Upload File' without a file), a progress bar while uploading, then
 * the 'Upload Status' modal. Beyond the seeds: the workbook's columns, a template download and a
 * preview of the chosen workbook's first rows with the server's header check.
 */
export default function ImportPage() {
  const { pathname } = useLocation();
  const kind = importKindOfPath(pathname);
  if (!kind) return <Navigate to="/" replace />;
  return <ImportForm key={kind} kind={kind} />;
}
