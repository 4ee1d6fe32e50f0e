import { useEffect } from 'react';

/** Calls `onCommit` once, after the render it is part of has been committed (renders nothing). */
export function FirstCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(() => {
    onCommit();
  }, [onCommit]);
  return null;
}
