import type { ReactNode } from 'react';
import { Alert, Button, type AlertProps } from '@mui/material';

export interface ActionAlertProps {
  severity: AlertProps['severity'];
  /** The button's label (Retry, Keep waiting, Refresh) and what it does. */
  action: string;
  onAction: () => void;
  children: ReactNode;
  role?: string;
  sx?: AlertProps['sx'];
}

/** A notice in words with one button at its end: a failed load's Retry, a bounded wait's Keep waiting or Refresh. */
export function ActionAlert({ severity, action, onAction, children, role, sx }: ActionAlertProps) {
  return (
    <Alert
      severity={severity}
      role={role}
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onAction}>
          {action}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
