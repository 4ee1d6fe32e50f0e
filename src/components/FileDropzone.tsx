import { useCallback, useId, useState } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteIcon from '@mui/icons-material/Delete';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { UPLOAD_EXTENSIONS, uploadProblem, type UploadProblem, type UploadVariant } from '../domain/uploads';
import { uploadTexts } from '../texts/uploads';
import { UploadProgress } from './UploadProgress';

export interface FileDropzoneProps {
  /** Which files are taken (src/domain/uploads.ts): image, excel, sonarZip, csv or any. */
  variant: UploadVariant;
  /** Several files (the multi-file variant); one otherwise, a new choice replacing the old. */
  multiple?: boolean;
  /** What the files are for; names the drop area. */
  label: string;
  files: File[];
  onFilesChange: (files: File[]) => void;
  disabled?: boolean;
  /** 0 to 100 while uploading (a progress bar is shown and the choice is locked); null otherwise. */
  progress?: number | null;
  /** Shown as a Cancel button while uploading. */
  onCancel?: () => void;
  /** The last upload was cancelled: says so under the chosen file (which stays chosen). */
  cancelled?: boolean;
}

/** The types the file picker offers, per variant (react-dropzone's accept: MIME type to extensions). */
const MIME_TYPES: Record<UploadVariant, readonly string[]> = {
  image: ['image/jpeg', 'image/png'],
  excel: ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  sonarZip: ['application/zip', 'application/x-zip-compressed'],
  csv: ['text/csv'],
  any: [],
};

function acceptOf(variant: UploadVariant): Accept | undefined {
  const extensions = [...UPLOAD_EXTENSIONS[variant]];
  if (extensions.length === 0) return undefined;
  return Object.fromEntries(MIME_TYPES[variant].map((mime) => [mime, extensions]));
}

function problemWords(problem: UploadProblem, variant: UploadVariant): string {
  switch (problem) {
    case 'wrongType':
      return uploadTexts.wrongType[variant];
    case 'tooLarge':
      return uploadTexts.tooLarge;
    case 'tooSmall':
      return uploadTexts.tooSmall;
    default:
      return uploadTexts.empty;
  }
}

/**
 * The upload dropzone (seed 001 sections 5 and 9): a focusable drop area (Enter or Space opens the
 * file picker) and a 'Choose file' button. Every file is checked with `uploadProblem` (type per
 * variant, then 1024 to 134217728 bytes) before it is handed on, so a refused file never reaches
 * the network; the refusal is said in words. Chosen files are listed, each with a remove button;
 * while uploading, a progress bar and Cancel (UploadProgress).
 */
export function FileDropzone({ variant, multiple = false, label, files, onFilesChange, disabled = false, progress = null, onCancel, cancelled = false }: FileDropzoneProps) {
  const [refusals, setRefusals] = useState<string[]>([]);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const uploading = progress !== null && progress !== undefined;
  const locked = disabled || uploading;

  const onDrop = useCallback(
    (accepted: File[], rejections: FileRejection[]) => {
      const dropped = [...accepted, ...rejections.map((rejection) => rejection.file)];
      if (dropped.length === 0) return;
      if (!multiple && dropped.length > 1) {
        setRefusals([uploadTexts.tooMany]);
        return;
      }
      const taken: File[] = [];
      const messages: string[] = [];
      for (const file of dropped) {
        const problem = uploadProblem(file, variant);
        if (problem === null) taken.push(file);
        else messages.push(multiple ? uploadTexts.refusedFile(file.name, problemWords(problem, variant)) : problemWords(problem, variant));
      }
      setRefusals(messages);
      if (taken.length === 0) return;
      if (!multiple) onFilesChange(taken);
      else {
        const names = new Set(taken.map((file) => file.name));
        onFilesChange([...files.filter((file) => !names.has(file.name)), ...taken]);
      }
    },
    [files, multiple, onFilesChange, variant],
  );

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({ onDrop, multiple, disabled: locked, accept: acceptOf(variant) });

  const remove = (index: number) => {
    setRefusals([]);
    onFilesChange(files.filter((_, i) => i !== index));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {/* Beside the drop area, not in it: a control inside a role=button is nested interaction. */}
      <input {...getInputProps({ 'aria-label': label })} />
      <Typography id={labelId} component="p" variant="subtitle2">
        {label}
      </Typography>
      <Box
        {...getRootProps({
          role: 'button',
          'aria-labelledby': `${labelId} ${hintId}`,
          'aria-describedby': refusals.length > 0 ? errorId : undefined,
        })}
        sx={{
          border: '2px dashed',
          borderColor: isDragActive ? 'primary.main' : 'grey.600',
          borderRadius: 1,
          bgcolor: isDragActive ? 'action.hover' : 'background.paper',
          p: 3,
          textAlign: 'center',
          cursor: locked ? 'default' : 'pointer',
          opacity: locked ? 0.6 : 1,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <CloudUploadIcon aria-hidden fontSize="large" color="action" />
        <Typography id={hintId}>{isDragActive ? uploadTexts.dropActive : multiple ? uploadTexts.dropHintMultiple : uploadTexts.dropHint}</Typography>
        <Typography variant="body2" color="text.secondary">
          {uploadTexts.limits(uploadTexts.acceptedTypes[variant])}
        </Typography>
      </Box>
      <Box>
        <Button variant="outlined" onClick={open} disabled={locked} startIcon={<CloudUploadIcon aria-hidden />}>
          {multiple ? uploadTexts.chooseFiles : uploadTexts.chooseFile}
        </Button>
      </Box>
      {refusals.length > 0 && (
        <Alert severity="error" id={errorId}>
          {refusals.length === 1 ? refusals[0] : refusals.map((message, i) => <div key={i}>{message}</div>)}
        </Alert>
      )}
      {files.length > 0 && (
        <List dense aria-label={uploadTexts.chosenFiles} disablePadding>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              secondaryAction={
                <IconButton edge="end" aria-label={uploadTexts.remove(file.name)} onClick={() => remove(index)} disabled={locked}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <FileIcon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={file.name} secondary={uploadTexts.size(file.size)} slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }} />
            </ListItem>
          ))}
        </List>
      )}
      <UploadProgress progress={progress} onCancel={onCancel} cancelled={cancelled} />
    </Box>
  );
}
