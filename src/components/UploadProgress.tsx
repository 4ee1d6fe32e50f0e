import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { uploadTexts } from '../texts/uploads';

export interface UploadProgressProps {
  /** 0 to 100 while uploading (the bar and Cancel show); null otherwise. */
  progress: number | null | undefined;
  onCancel?: () => void;
  /** The last upload was cancelled: says so (the file stays chosen). */
  cancelled?: boolean;
}

/**
 * Every upload's progress: a determinate bar named 'Upload progress', the percent in words, and
 * Cancel; after a cancel, 'Upload cancelled'. The state comes from useUpload.
 */
export function UploadProgress({ progress, onCancel, cancelled = false }: UploadProgressProps) {
  if (progress === null || progress === undefined) {
    return cancelled ? (
      <Alert severity="info" role="status">
        {uploadTexts.cancelled}
      </Alert>
    ) : null;
  }
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ flex: 1 }}>
        <LinearProgress variant="determinate" value={percent} aria-label={uploadTexts.progressLabel} />
        <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
          {uploadTexts.uploading(percent)}
        </Typography>
      </Box>
      {onCancel && (
        <Button variant="outlined" color="error" onClick={onCancel}>
          {uploadTexts.cancel}
        </Button>
      )}
    </Box>
  );
}
