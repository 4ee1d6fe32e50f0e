/**
 * Sessions in the mock (issue 36): a token carries its session's sign-in time (`auth_time`) and id
 * (`sid`), which refreshes keep; a session past its maximum age, or ended by POST /api/logout,
 * answers 401 to every call with any of its tokens, the refresh included.
 */
import { signJwt } from '../core/jwt';
import { db } from '../core/state';
import { call, decodePart, signInAs } from '../testing';
import { DEFAULT_SESSION_MAX_AGE_SECONDS, endSession, setSessionMaxAge } from './sessions';

interface Claims {
  sid: string;
  auth_time: number;
  iat: number;
  exp: number;
}

const HOUR_MS = 3600 * 1000;
const claims = (token: string) => decodePart<Claims>(token, 1);

/** The mock's clock for tokens (Date.now) moved on by ms from now. */
function later(ms: number) {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + ms);
}

async function refreshed(token: string): Promise<string> {
  const response = await call('/refresh', { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const logout = (token?: string) => call('/api/logout', { method: 'POST', token });
/** A read any signed-in user may make. */
const badge = (token: string) => call('/api/unread_notifications_count', { token });

afterEach(() => {
  jest.restoreAllMocks();
  setSessionMaxAge(DEFAULT_SESSION_MAX_AGE_SECONDS);
});

describe("a session's maximum age from its sign-in", () => {
  it('is 12 hours by default: refreshes keep auth_time and sid, and a refresh past it answers 401', async () => {
    expect(DEFAULT_SESSION_MAX_AGE_SECONDS).toBe(12 * 3600);
    // Tokens that outlive the maximum age, so that only the session's age refuses them.
    db.settings.tokenLifetimeSeconds = 24 * 3600;
    const token = await signInAs('gbm');
    const first = claims(token);

    later(11 * HOUR_MS);
    const renewed = await refreshed(token);
    expect(claims(renewed)).toMatchObject({ sid: first.sid, auth_time: first.auth_time });
    expect(claims(renewed).iat).toBeGreaterThanOrEqual(first.iat + 11 * 3600);
    const again = await refreshed(renewed);
    expect(claims(again)).toMatchObject({ sid: first.sid, auth_time: first.auth_time });

    jest.restoreAllMocks();
    later(12 * HOUR_MS + 1000);
    expect((await call('/refresh', { token: again })).status).toBe(401);
    expect((await badge(again)).status).toBe(401);
    // A new sign-in is a new session, with its own sign-in time.
    const next = await signInAs('gbm');
    expect(claims(next).sid).not.toBe(first.sid);
    expect(claims(next).auth_time).toBeGreaterThanOrEqual(first.auth_time + 12 * 3600);
    expect((await call('/refresh', { token: next })).status).toBe(200);
  });

  it('follows the mock setting (config mockSessionMaxAgeSeconds)', async () => {
    setSessionMaxAge(3600);
    db.settings.tokenLifetimeSeconds = 2 * 3600;
    const token = await signInAs('lbm');
    later(59 * 60 * 1000);
    const renewed = await refreshed(token);
    jest.restoreAllMocks();
    later(HOUR_MS);
    expect((await call('/refresh', { token: renewed })).status).toBe(401);
    expect(() => setSessionMaxAge(0)).toThrow(RangeError);
  });

  it('refuses a token without a session (sid, auth_time), though signed with the current key', async () => {
    const { sid: _sid, auth_time: _authTime, ...rest } = decodePart<Claims & Record<string, unknown>>(await signInAs('gbm'), 1);
    const sessionless = await signJwt(rest, db.signingKey);
    expect((await call('/refresh', { token: sessionless })).status).toBe(401);
    expect((await badge(sessionless)).status).toBe(401);
  });
});

describe('POST /api/logout (extension)', () => {
  it("ends the bearer's session: the token and its refreshed ones answer 401 to a call and to /refresh", async () => {
    const token = await signInAs('gagency');
    const renewed = await refreshed(token);
    const elsewhere = await signInAs('gagency');

    const response = await logout(token);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    for (const ended of [token, renewed]) {
      expect((await badge(ended)).status).toBe(401);
      expect((await call('/refresh', { token: ended })).status).toBe(401);
      expect((await logout(ended)).status).toBe(401);
    }
    // The same user's other session (another browser) goes on.
    expect((await badge(elsewhere)).status).toBe(200);
    expect((await call('/refresh', { token: elsewhere })).status).toBe(200);
  });

  it('answers 401 without a token, and takes a token that must reset the password first', async () => {
    expect((await logout()).status).toBe(401);
    const mustReset = await signInAs('newuser');
    expect((await logout(mustReset)).status).toBe(204);
    expect((await call('/refresh', { token: mustReset })).status).toBe(401);
  });

  it('stores the ended session, and forgets those whose tokens have all expired', async () => {
    const token = await signInAs('tech');
    expect((await logout(token)).status).toBe(204);
    const { sid, exp } = claims(token);
    expect(db.endedSessions).toEqual([{ sid, until: expect.any(Number) }]);
    expect(db.endedSessions[0].until).toBeGreaterThanOrEqual(exp);

    const other = claims(await signInAs('tech2'));
    endSession({ sid: other.sid, authTime: other.auth_time, expiresAt: other.exp }, (db.endedSessions[0].until + 1) * 1000);
    expect(db.endedSessions.map((ended) => ended.sid)).toEqual([other.sid]);
  });
});
