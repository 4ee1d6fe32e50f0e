import { Alert } from '@mui/material';
import { texts } from '../texts';
import { useAppSelector } from '../store/hooks';
import { selectServerUnreachable } from './slice';

/** A quiet notice while the token refresh cannot reach the server (the session is kept and retried). */
export function ConnectivityNotice() {
  const unreachable = useAppSelector(selectServerUnreachable);
  if (!unreachable) return null;
  return (
    <Alert severity="warning" variant="outlined" role="status" aria-live="polite" sx={{ borderRadius: 0 }}>
      {texts.session.serverUnreachable}
    </Alert>
  );
}
