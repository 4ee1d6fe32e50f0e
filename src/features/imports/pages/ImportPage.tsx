import { useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Alert, Box, Button, Container, List, ListItem, ListItemText, Typography } from '@mui/material';
import { FileDropzone } from '../../../components/FileDropzone';
import { IMPORTS, forbiddenRoles, importKindOfPath, rolesImportableBy, type ForbiddenRole, type ImportKind } from '../../../domain/imports';
import { ROLE_NAMES } from '../../../domain/roles';
import { selectRole } from '../../../session/slice';
import { useAppSelector } from '../../../store/hooks';
import { importTexts } from '../../../texts/imports';
import { previewOf, type WorkbookReading } from '../components/excel';
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

/** The rows of a users workbook the preview read whose role this importer may not grant (none when it read no rows). */
const rowsRefused = (kind: ImportKind, role: number | null, reading: WorkbookReading): ForbiddenRole[] =>
  kind === 'users' && reading.status === 'read' && reading.reading.ok ? forbiddenRoles(role, reading.reading.records) : [];

/** Submit refused before the call: the rows, their roles, and the roles this user may import. */
function RoleRefusal({ rows, role }: { rows: readonly ForbiddenRole[]; role: number | null }) {
  const t = importTexts.roleRefused;
  return (
    <Alert severity="error" role="alert">
      <div>{t.title}</div>
      <List dense aria-label={t.label} disablePadding>
        {rows.map((row) => (
          <ListItem key={row.rowNumber} disableGutters>
            {t.row(row.rowNumber, row.role, ROLE_NAMES[row.role])}
          </ListItem>
        ))}
      </List>
      <div>{t.allowed(rolesImportableBy(role))}</div>
    </Alert>
  );
}

/** The page of one import: the form's state starts afresh when the route names the other import. */
function ImportForm({ kind }: { kind: ImportKind }) {
  const def = IMPORTS[kind];
  const role = useAppSelector(selectRole);
  const [files, setFiles] = useState<File[]>([]);
  const [noFile, setNoFile] = useState(false);
  const [refused, setRefused] = useState<ForbiddenRole[]>([]);
  const upload = useImportUpload(kind);
  const uploading = upload.progress !== null;
  const file = files[0] ?? null;
  // The file chosen now: a check that ends after another file was chosen sends nothing.
  const currentFile = useRef<File | null>(null);

  // A users workbook is checked against the roles this user may grant (the preview's reading,
  // the server's rule) before the call: a row with another role sends nothing, the file stays.
  const submit = async () => {
    if (!file) {
      setNoFile(true);
      return;
    }
    const rows = rowsRefused(kind, role, await previewOf(kind, file));
    if (currentFile.current !== file) return;
    setRefused(rows);
    if (rows.length === 0) void upload.submit(file);
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
      {kind === 'users' && <Typography variant="body2">{importTexts.firstSignIn}</Typography>}
      <FileDropzone
        variant="excel"
        label={importTexts.dropLabel}
        files={files}
        onFilesChange={(chosen) => {
          setFiles(chosen);
          currentFile.current = chosen[0] ?? null;
          setNoFile(false);
          setRefused([]);
          upload.reset();
        }}
        progress={upload.progress}
        onCancel={upload.cancel}
        cancelled={upload.cancelled}
      />
      {file && <WorkbookPreview kind={kind} file={file} />}
      {refused.length > 0 && <RoleRefusal rows={refused} role={role} />}
      {noFile && (
        <Alert severity="error" role="alert">
          {importTexts.noFile}
        </Alert>
      )}
      <Box>
        <Button variant="contained" onClick={() => void submit()} disabled={uploading}>
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
 * the 'Upload Status' modal. Beyond the seeds: the workbook's columns, a template download, a
 * preview of the chosen workbook's first rows with the server's header check, and the server's
 * rule of the roles each importer may grant, checked before the call.
 */
export default function ImportPage() {
  const { pathname } = useLocation();
  const kind = importKindOfPath(pathname);
  if (!kind) return <Navigate to="/" replace />;
  return <ImportForm key={kind} kind={kind} />;
}
