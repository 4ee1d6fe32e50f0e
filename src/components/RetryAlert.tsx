import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { texts } from '../texts';

/** A failed load in words, with a Retry button: what every page shows instead of going blank. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {texts.common.retry}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
