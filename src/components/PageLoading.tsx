import { Box, CircularProgress } from '@mui/material';
import { texts } from '../texts';

/**
 * Shown while a lazy page or its first data loads (also in the signed-in pages' pre-rendered
 * frames). The spinner only turns (a transform, which the compositor animates): MUI's default
 * also grows and shrinks its arc (stroke-dasharray), which restyles and repaints on the main
 * thread at every frame for as long as the page loads, the very time the page's own work needs
 * that thread (issue 11: about 25 ms of paint per load of /MyProjects, unthrottled).
 */
export function PageLoading({ label = texts.common.loading }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4, justifyContent: 'center' }}>
      <CircularProgress size={24} disableShrink aria-hidden />
      <span>{label}</span>
    </Box>
  );
}
