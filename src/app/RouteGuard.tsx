import { useEffect, type ReactNode } from 'react';
import { UnknownRolePage } from '../session/UnknownRolePage';
import { Navigate, useLocation } from 'react-router-dom';
import { can } from '../domain/roles';
import { isExpired, mustResetPassword } from '../domain/session';
import { serverTimeNow } from '../session/serverClock';
import { logoutRequested, selectClockOffset, selectSession } from '../session/slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { RouteAccess } from './routes';
import { useSignedInFrame } from './layout/signedInChrome';

export const RESET_PATH = '/reset_password';

/**
 * The access rule of seed 000 section 2: no (or an expired) token -> /login; resetStatus false ->
 * /reset_password; a role that may not use the route -> /. A token without a known role gets a
 * page that says so, with Logout.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useAppSelector(selectSession);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const frame = useSignedInFrame();
  const clockOffsetMs = useAppSelector(selectClockOffset);
  // By the server's clock: a browser clock that is off does not end the session early or late.
  const expired = session !== null && isExpired(session.claims, serverTimeNow(clockOffsetMs));
  useEffect(() => {
    if (expired) dispatch(logoutRequested({ reason: 'expired' }));
  }, [expired, dispatch]);

  // A page's frame pre-rendered at build time (src/prerender) has no visitor to check.
  if (access === 'public' || frame) return <>{children}</>;
  if (!session || expired) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (session.role === null) {
    return <UnknownRolePage />;
  }
  if (mustResetPassword(session.claims)) {
    return location.pathname === RESET_PATH ? <>{children}</> : <Navigate to={RESET_PATH} replace />;
  }
  if (access === 'token' || can(session.role, access)) return <>{children}</>;
  return <Navigate to="/" replace />;
}
