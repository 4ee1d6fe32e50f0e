import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { noticeBox, noticeRole, type NoticeTone } from './noticeStyle';

/**
 * A message box for the pages that load first (sign-in, the route error boundary). MUI's Alert
 * brings IconButton, Paper and icons with it; this keeps the first page's JavaScript small.
 */
export function Notice({ tone, children, action }: { tone: NoticeTone; children: ReactNode; action?: ReactNode }) {
  return (
    <Box role={noticeRole(tone)} sx={noticeBox(tone)}>
      <Box sx={{ flex: 1 }}>{children}</Box>
      {action}
    </Box>
  );
}
