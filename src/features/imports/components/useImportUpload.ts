import { useCallback, useEffect, useRef, useState } from 'react';
import { importWorkbook } from '../../../api/imports';
import { toApiError } from '../../../api/errors';
import { importResult, isWrongFormatRefusal, refusalProblems, type ImportKind } from '../../../domain/imports';
import type { UploadOutcome } from './UploadStatusDialog';

/**
 * One import upload at a time: its progress (0-100 while it runs, null otherwise), Cancel, and what
 * it came to. Leaving the page cancels it.
 */
export function useImportUpload(kind: ImportKind) {
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const submit = useCallback(
    async (file: File) => {
      if (controller.current) return;
      const own = new AbortController();
      controller.current = own;
      setProgress(0);
      try {
        const names = await importWorkbook(kind, file, own.signal, (percent) => {
          if (!own.signal.aborted) setProgress(percent);
        });
        if (!own.signal.aborted) setOutcome(importResult(names));
      } catch (error) {
        const failure = toApiError(error);
        if (own.signal.aborted || failure.code === 'cancelled') return;
        if (isWrongFormatRefusal(failure.status, failure.data)) setOutcome({ kind: 'wrongFormat', problems: refusalProblems(failure.data) });
        else setOutcome({ kind: 'failed', reason: failure.message });
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [kind],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setOutcome(null), []);

  return { progress, outcome, submit, cancel, dismiss };
}
