import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Stack } from '@mui/material';

export interface NotAvailableProps {
  /** What is not there for this user, in words (the area's text). */
  children: ReactNode;
  /** The way on: a list the user may read, or home. */
  to: string;
  linkLabel: string;
}

/**
 * What a page shows when the server refused its read (403) or does not know the item (404), see
 * isRefusal in src/api/errors.ts: the item is not there for this user, with a way on. Never a
 * Retry, which could not help.
 */
export function NotAvailable({ children, to, linkLabel }: NotAvailableProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" role="alert">
        {children}
      </Alert>
      <Button component={RouterLink} to={to} variant="outlined">
        {linkLabel}
      </Button>
    </Stack>
  );
}
