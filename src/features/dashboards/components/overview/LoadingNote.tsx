import Typography from '@mui/material/Typography';
import { texts } from '../../../../texts';

/** 'Loading...' for screen readers and eyes alike, above placeholders that keep the layout. */
export function LoadingNote() {
  return (
    <Typography role="status" variant="body2" sx={{ mb: 1 }}>
      {texts.common.loading}
    </Typography>
  );
}
