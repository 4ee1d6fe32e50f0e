import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from '../api/errors';

export type UploadPhase = 'idle' | 'uploading' | 'succeeded' | 'failed' | 'cancelled';

/** What one upload came to: its answer, or why not (cancelled by the user or not sent, or a failure as ApiError). */
export type UploadResult<T> = { ok: true; value: T } | { ok: false; cancelled: boolean; error: ApiError };

/** An upload's sender: the api function, given the signal that cancels it and the progress callback (0 to 100). */
export type UploadSender<T> = (signal: AbortSignal, onProgress: (percent: number) => void) => Promise<T>;

export interface UploadState {
  phase: UploadPhase;
  /** 0 to 100 while uploading; null otherwise. */
  progress: number | null;
  /** The last failure (phase 'failed'). */
  error: ApiError | null;
}

const IDLE: UploadState = { phase: 'idle', progress: null, error: null };
const BUSY: ApiError = { status: 0, code: 'cancelled', message: 'another upload is running' };
const CANCELLED: ApiError = { status: 0, code: 'cancelled', message: 'cancelled' };

/**
 * One upload at a time, for every upload form: its progress, Cancel (an AbortController) and how
 * it ended. The chosen file is the form's: nothing here clears it, so after a failure or a cancel
 * the same file is sent again with one click. Leaving the page cancels the upload in flight.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async <T>(send: UploadSender<T>): Promise<UploadResult<T>> => {
    if (controller.current) return { ok: false, cancelled: true, error: BUSY }; // not sent: one at a time
    const own = new AbortController();
    controller.current = own;
    setState({ phase: 'uploading', progress: 0, error: null });
    try {
      const value = await send(own.signal, (percent) => {
        if (!own.signal.aborted) setState((s) => (s.phase === 'uploading' ? { ...s, progress: Math.max(0, Math.min(100, Math.round(percent))) } : s));
      });
      if (own.signal.aborted) throw CANCELLED; // cancelled as the answer came: the user asked first
      setState({ phase: 'succeeded', progress: null, error: null });
      return { ok: true, value };
    } catch (thrown) {
      const error = toApiError(thrown);
      const cancelled = own.signal.aborted || error.code === 'cancelled';
      setState({ phase: cancelled ? 'cancelled' : 'failed', progress: null, error: cancelled ? null : error });
      return { ok: false, cancelled, error };
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    if (!controller.current) setState(IDLE);
  }, []);

  return { ...state, uploading: state.phase === 'uploading', start, cancel, reset };
}

export type UploadControl = ReturnType<typeof useUpload>;
