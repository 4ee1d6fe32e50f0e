import type { ReactNode } from 'react';
import { texts } from '../texts';
import { ActionAlert } from './ActionAlert';

/** A failed load in words, with a Retry button: what every page shows instead of going blank. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <ActionAlert severity="error" role="alert" action={texts.common.retry} onAction={onRetry}>
      {children}
    </ActionAlert>
  );
}
