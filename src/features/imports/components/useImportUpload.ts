import { useCallback, useState } from 'react';
import { importWorkbook } from '../../../api/imports';
import { useUpload } from '../../../components/useUpload';
import { importResult, isWrongFormatRefusal, refusalProblems, type ImportKind } from '../../../domain/imports';
import type { UploadOutcome } from './UploadStatusDialog';

/**
 * One import upload at a time (useUpload): its progress (0-100 while it runs, null otherwise),
 * Cancel ('Upload cancelled', the file stays chosen), and what it came to. Leaving the page
 * cancels it.
 */
export function useImportUpload(kind: ImportKind) {
  const upload = useUpload();
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const { start } = upload;

  const submit = useCallback(
    async (file: File) => {
      const result = await start((signal, onProgress) => importWorkbook(kind, file, signal, onProgress));
      if (result.ok) setOutcome(importResult(result.value));
      else if (result.cancelled) return;
      else if (isWrongFormatRefusal(result.error.status, result.error.data)) setOutcome({ kind: 'wrongFormat', problems: refusalProblems(result.error.data) });
      else setOutcome({ kind: 'failed', reason: result.error.message });
    },
    [kind, start],
  );

  const dismiss = useCallback(() => setOutcome(null), []);

  return { progress: upload.progress, cancelled: upload.phase === 'cancelled', outcome, submit, cancel: upload.cancel, reset: upload.reset, dismiss };
}
