import { useEffect, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { getStorageStatus, resetDemoData } from '../../api/mockAdmin';
import { logoutRequested, selectToken } from '../../session/slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { demoTexts } from '../../texts/demo';

type Shown = 'nothing' | 'read-only' | 'resetting' | 'reset-failed' | 'reset-done';

/**
 * Mock builds only (the shell loads it after the first render; a production build never does):
 * asks the mock backend whether it could read its storage (GET /__mock__/storage), when it loads
 * and each time the page is shown again. While the mock runs read-only on its sample data, a
 * banner says so, with the demo reset that repairs it; after the reset a signed-in user signs in
 * again (the reset renews the demo's accounts and their tokens).
 */
export function MockStorageNotice() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectToken) !== null;
  const [shown, setShown] = useState<Shown>('nothing');

  useEffect(() => {
    let controller: AbortController | null = null;
    const check = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      getStorageStatus(current.signal)
        .then(({ mode }) => {
          if (current.signal.aborted) return;
          setShown((before) => {
            if (before === 'resetting' || before === 'reset-done') return before;
            if (mode === 'read-only') return before === 'reset-failed' ? before : 'read-only';
            return 'nothing';
          });
        })
        // Unknown: say nothing (the calls' own errors speak for themselves).
        .catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const reset = async () => {
    setShown('resetting');
    try {
      await resetDemoData();
      const { mode } = await getStorageStatus();
      if (mode !== 'ok') {
        setShown('reset-failed');
        return;
      }
      setShown('reset-done');
      if (signedIn) dispatch(logoutRequested({ reason: 'user' }));
    } catch {
      setShown('reset-failed');
    }
  };

  if (shown === 'nothing') return null;
  if (shown === 'reset-done') {
    return (
      <Alert severity="success" role="status" onClose={() => setShown('nothing')} sx={{ borderRadius: 0 }}>
        {demoTexts.storage.resetDone}
      </Alert>
    );
  }
  return (
    <Alert
      severity={shown === 'reset-failed' ? 'error' : 'warning'}
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={reset} disabled={shown === 'resetting'} aria-busy={shown === 'resetting'}>
          {shown === 'resetting' ? demoTexts.storage.resetting : demoTexts.storage.reset}
        </Button>
      }
    >
      {shown === 'reset-failed' ? demoTexts.storage.resetFailed : demoTexts.storage.readOnly}
    </Alert>
  );
}
