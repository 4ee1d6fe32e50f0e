import type { ReactNode } from 'react';
import { Box } from '@mui/material';

const TONES = {
  error: { border: '#b3261e', background: '#fdecea', colour: '#5f2120' },
  info: { border: '#0b4f8a', background: '#e8f1fb', colour: '#0b2e4f' },
  success: { border: '#1b5e20', background: '#edf7ed', colour: '#1e4620' },
} as const;

/**
 * A message box for the pages that load first (sign-in, the route error boundary). MUI's Alert
 * brings IconButton, Paper and icons with it; this keeps the first page's JavaScript small.
 */
export function Notice({ tone, children, action }: { tone: keyof typeof TONES; children: ReactNode; action?: ReactNode }) {
  const t = TONES[tone];
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1.5,
        borderLeft: `4px solid ${t.border}`,
        borderRadius: 1,
        bgcolor: t.background,
        color: t.colour,
      }}
    >
      <Box sx={{ flex: 1 }}>{children}</Box>
      {action}
    </Box>
  );
}
