import { serverNow } from '../domain/session';

/**
 * The server's time now: the local time corrected by the offset measured when the token arrived
 * (state.auth.clockOffsetMs, selectClockOffset). Expiry decisions compare exp with this, so a
 * browser clock that is off neither ends a session early nor keeps it late.
 */
export function serverTimeNow(clockOffsetMs: number): number {
  return serverNow(Date.now(), clockOffsetMs);
}
