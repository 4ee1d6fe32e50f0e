import { useEffect, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useMockResetMutation, useMockStorageQuery } from '../../api/mockAdmin';
import { logoutRequested, selectToken } from '../../session/slice';
import '../../store/apiRuntime';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { demoTexts } from '../../texts/demo';

/** Where the demo reset stands ('idle': the banner follows what the mock says of its storage). */
type Reset = 'idle' | 'resetting' | 'reset-failed' | 'reset-done';
type Shown = 'nothing' | 'read-only' | Exclude<Reset, 'idle'>;

/**
 * Mock builds only (the shell loads it after the first render; a production build never does):
 * asks the mock backend whether it could read its storage (GET /__mock__/storage), when it loads
 * and each time the page is shown again. While the mock runs read-only on its sample data, a
 * banner says so, with the demo reset that repairs it; after the reset a signed-in user signs in
 * again (the reset renews the demo's accounts and their tokens). A read that fails says nothing
 * (the calls' own errors speak for themselves).
 */
export function MockStorageNotice() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectToken) !== null;
  const storage = useMockStorageQuery();
  const [resetDemo] = useMockResetMutation();
  const [reset, setReset] = useState<Reset>('idle');
  const { refetch } = storage;

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  const repair = async () => {
    setReset('resetting');
    try {
      await resetDemo().unwrap();
      const { mode } = await refetch().unwrap();
      if (mode !== 'ok') {
        setReset('reset-failed');
        return;
      }
      setReset('reset-done');
      if (signedIn) dispatch(logoutRequested({ reason: 'user' }));
    } catch {
      setReset('reset-failed');
    }
  };

  const mode = storage.data?.mode;
  let shown: Shown = mode === 'read-only' ? 'read-only' : 'nothing';
  // A reset in progress or done wins; a failed one stays until the mock says its storage works.
  if (reset === 'resetting' || reset === 'reset-done' || (reset === 'reset-failed' && mode !== 'ok')) shown = reset;

  if (shown === 'nothing') return null;
  if (shown === 'reset-done') {
    return (
      <Alert severity="success" role="status" onClose={() => setReset('idle')} sx={{ borderRadius: 0 }}>
        {demoTexts.storage.resetDone}
      </Alert>
    );
  }
  return (
    <Alert
      severity={shown === 'reset-failed' ? 'error' : 'warning'}
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={() => void repair()} disabled={shown === 'resetting'} aria-busy={shown === 'resetting'}>
          {shown === 'resetting' ? demoTexts.storage.resetting : demoTexts.storage.reset}
        </Button>
      }
    >
      {shown === 'reset-failed' ? demoTexts.storage.resetFailed : demoTexts.storage.readOnly}
    </Alert>
  );
}
