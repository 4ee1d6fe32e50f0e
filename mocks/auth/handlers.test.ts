import { createHmac } from 'node:crypto';
import { sessionFromToken } from '../../src/domain/session';
import { db, resetDb } from '../core/state';
import { DEMO_PASSWORD } from './seed';
import { call, decodePart, postJson, signInAs } from '../testing';

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('POST /authenticate', () => {
  it("answers a real HS256 JWT with exactly the documented claims, and the session's id and sign-in time", async () => {
    const response = await postJson('/authenticate', { username: 'gbm', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(token.split('.')).toHaveLength(3);
    expect(decodePart(token, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });

    const claims = decodePart<Record<string, unknown>>(token, 1);
    expect(Object.keys(claims).sort()).toEqual(['Id', 'Role', 'Status', 'TYPE', 'auth_time', 'exp', 'iat', 'resetStatus', 'sid', 'sub']);
    expect(claims).toMatchObject({ Id: 2, sub: 'gbm', Role: 2, resetStatus: true, TYPE: 'INTERNAL', Status: 'ACTIVE' });
    expect(Math.abs((claims.iat as number) - nowSeconds())).toBeLessThanOrEqual(2);
    expect(claims.auth_time).toBe(claims.iat);
    expect(claims.sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Each sign-in is a session of its own.
    expect(decodePart(await signInAs('gbm'), 1).sid).not.toBe(claims.sid);
    expect((claims.exp as number) - (claims.iat as number)).toBe(1800);
    expect(sessionFromToken(token)?.role).toBe(2);
  });

  it('signs with the random key of the current seed', async () => {
    const token = await signInAs('tech');
    const [header, payload, signature] = token.split('.');
    const key = Buffer.from(db.signingKey, 'base64url');
    expect(key).toHaveLength(32);
    expect(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url')).toBe(signature);

    const before = db.signingKey;
    resetDb();
    expect(db.signingKey).not.toBe(before);
  });

  it('marks agency users with TYPE AGENCY', async () => {
    expect(decodePart(await signInAs('gagency'), 1)).toMatchObject({ Id: 6, Role: 6, TYPE: 'AGENCY' });
    expect(decodePart(await signInAs('lagency'), 1)).toMatchObject({ Id: 7, Role: 7, TYPE: 'AGENCY' });
  });

  it('follows the configured token lifetime', async () => {
    db.settings.tokenLifetimeSeconds = 120;
    const claims = decodePart<{ iat: number; exp: number }>(await signInAs('admin'), 1);
    expect(claims.exp - claims.iat).toBe(120);
  });

  it.each([
    ['a wrong password', { username: 'gbm', password: 'Password@2' }],
    ['an unknown user', { username: 'nobody', password: DEMO_PASSWORD }],
    ['a username in the wrong case', { username: 'GBM', password: DEMO_PASSWORD }],
  ])('answers 401 INVALID_CREDENTIALS for %s', async (_what, body) => {
    const response = await postJson('/authenticate', body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'INVALID_CREDENTIALS' });
  });

  it.each([DEMO_PASSWORD, 'anything'])('answers 401 ACCOUNT_LOCKED for the locked user (password %s)', async (password) => {
    const response = await postJson('/authenticate', { username: 'locked', password });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'ACCOUNT_LOCKED' });
  });

  it.each([
    ['an empty body', undefined],
    ['malformed JSON', '{"username": "gbm",'],
    ['missing fields', '{}'],
  ])('answers 400 INVALID_CREDENTIALS for %s', async (_what, body) => {
    const response = await call('/authenticate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'INVALID_CREDENTIALS' });
  });
});

describe('GET /refresh', () => {
  it('answers a new token with a fresh exp for a valid token', async () => {
    const token = await signInAs('gbm');
    db.settings.tokenLifetimeSeconds = 3600;
    const response = await call('/refresh', { token });
    expect(response.status).toBe(200);
    const { token: renewed } = (await response.json()) as { token: string };
    expect(renewed).not.toBe(token);
    const claims = decodePart<{ sub: string; Id: number; iat: number; exp: number }>(renewed, 1);
    expect(claims).toMatchObject({ sub: 'gbm', Id: 2 });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.exp).toBeGreaterThan(decodePart<{ exp: number }>(token, 1).exp);
  });

  it('answers 401 without a token', async () => {
    const response = await call('/refresh');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 for a token whose claims were changed', async () => {
    const [header, , signature] = (await signInAs('gbm')).split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodePart(await signInAs('gbm'), 1), Role: 1 })).toString('base64url');
    expect((await call('/refresh', { token: `${header}.${forged}.${signature}` })).status).toBe(401);
  });

  it('answers 401 for a token with a wrong signature or no signature', async () => {
    const [header, payload] = (await signInAs('gbm')).split('.');
    expect((await call('/refresh', { token: `${header}.${payload}.c2lnbmF0dXJl` })).status).toBe(401);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await call('/refresh', { token: `${none}.${payload}.` })).status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    db.settings.tokenLifetimeSeconds = -60;
    const expired = await signInAs('gbm');
    db.settings.tokenLifetimeSeconds = 1800;
    expect((await call('/refresh', { token: expired })).status).toBe(401);
  });

  it('answers 401 for a token of an earlier seed', async () => {
    const token = await signInAs('gbm');
    resetDb();
    expect((await call('/refresh', { token })).status).toBe(401);
  });
});

describe('POST /api/reset/password/', () => {
  const reset = (body: unknown, token?: string) => postJson('/api/reset/password/', body, token);

  it('answers nomatch, failure, then success and the next token has resetStatus true', async () => {
    const token = await signInAs('newuser');
    expect(decodePart(token, 1)).toMatchObject({ resetStatus: false });

    const nomatch = await reset(['Wrong@123', 'NewPass@123'], token);
    expect(nomatch.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await nomatch.text()).toBe('nomatch');
    expect(await (await reset([DEMO_PASSWORD, 'Short@1'], token)).text()).toBe('failure');
    expect(await (await reset([DEMO_PASSWORD, 'x'.repeat(21)], token)).text()).toBe('failure');
    expect(await (await reset([DEMO_PASSWORD], token)).text()).toBe('failure');
    expect(await (await reset({ current: DEMO_PASSWORD }, token)).text()).toBe('failure');
    expect(await (await reset([DEMO_PASSWORD, 12345678], token)).text()).toBe('failure');

    expect(await (await reset([DEMO_PASSWORD, 'NewPass@123'], token)).text()).toBe('success');
    const refreshed = (await (await call('/refresh', { token })).json()) as { token: string };
    expect(decodePart(refreshed.token, 1)).toMatchObject({ sub: 'newuser', resetStatus: true });
  });

  it('keeps the new password: the old one no longer signs in', async () => {
    const token = await signInAs('gbm');
    expect(await (await reset([DEMO_PASSWORD, 'Brand-New#2'], token)).text()).toBe('success');
    expect((await postJson('/authenticate', { username: 'gbm', password: DEMO_PASSWORD })).status).toBe(401);
    expect(decodePart(await signInAs('gbm', 'Brand-New#2'), 1)).toMatchObject({ sub: 'gbm' });
  });

  it('answers 401 without a valid token', async () => {
    expect((await reset([DEMO_PASSWORD, 'NewPass@123'])).status).toBe(401);
  });
});

describe('POST /api/forgot_password/{email}', () => {
  const forgot = (email: string) => call(`/api/forgot_password/${encodeURIComponent(email)}`, { method: 'POST' });

  it('answers Valid for a known e-mail, in any case, without a token', async () => {
    const response = await forgot('GBM@Example.com');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Valid');
  });

  it('answers Invalid for an unknown e-mail', async () => {
    expect(await (await forgot('someone@example.org')).text()).toBe('Invalid');
    expect(await (await forgot('not an e-mail')).text()).toBe('Invalid');
  });

  it('tells the user in the inbox that a temporary password was issued', async () => {
    const token = await signInAs('lbm');
    const before = (await (await call('/api/unread_notifications_count', { token })).json()) as number;
    await forgot('lbm@example.com');
    expect(await (await call('/api/unread_notifications_count', { token })).json()).toBe(before + 1);
    const page = (await (await call('/api/notifications/1', { token })).json()) as {
      content: { notification: string; readUnreadFlag: string }[];
    };
    expect(page.content[0].notification).toMatch(/temporary password/i);
    expect(page.content[0].readUnreadFlag).toBe('UNREAD');
  });
});
