import { Box, CircularProgress } from '@mui/material';
import { texts } from '../texts';

/** Shown while a lazy page or its first data loads. */
export function PageLoading({ label = texts.common.loading }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <span>{label}</span>
    </Box>
  );
}
