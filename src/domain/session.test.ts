import { unsignedToken } from '../testing/tokens';
import { decodeToken, isValidEmail, msUntilRefresh, mustResetPassword, roleOf, sameUser, sessionFromToken } from './session';

describe('session rules', () => {
  it('decodes the documented claims of a token', () => {
    const claims = decodeToken(unsignedToken({ sub: 'tech', Role: 8, Id: 8, TYPE: 'INTERNAL' }));
    expect(claims).toMatchObject({ sub: 'tech', Role: 8, Id: 8, TYPE: 'INTERNAL', resetStatus: true });
  });

  it('treats an undecodable token as no session', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(sessionFromToken('a.b.c')).toBeNull();
    expect(sessionFromToken(null)).toBeNull();
  });

  it('treats an expired token as signed out (exp checked)', () => {
    const past = Math.floor(Date.now() / 1000) - 10;
    expect(sessionFromToken(unsignedToken({ exp: past }))).toBeNull();
    expect(sessionFromToken(unsignedToken({}))?.role).toBe(2);
  });

  it('reads a role outside 1-8 as no role', () => {
    expect(sessionFromToken(unsignedToken({ Role: 42 }))?.role).toBeNull();
  });

  it('reads a Role claim written as a numeric string as that number', () => {
    const claims = decodeToken(unsignedToken({ Role: '2' as unknown as number, Id: '7' as unknown as number }))!;
    expect(claims.Role).toBe(2);
    expect(claims.Id).toBe(7);
    expect(sessionFromToken(unsignedToken({ Role: ' 8 ' as unknown as number }))?.role).toBe(8);
  });

  it('reads a missing, unknown or non-numeric Role as no role', () => {
    expect(roleOf({ Role: 9 })).toBeNull();
    expect(roleOf({} as { Role: number })).toBeNull();
    expect(roleOf({ Role: 'admin' as unknown as number })).toBeNull();
    expect(sessionFromToken(unsignedToken({ Role: undefined }))?.role).toBeNull();
  });

  it('tells the same user (sub and Id) from another', () => {
    expect(sameUser({ sub: 'gbm', Id: 2 }, { sub: 'gbm', Id: 2 })).toBe(true);
    expect(sameUser({ sub: 'gbm', Id: 2 }, { sub: 'gbm', Id: 3 })).toBe(false);
    expect(sameUser({ sub: 'gbm', Id: 2 }, { sub: 'tech', Id: 2 })).toBe(false);
  });

  it('asks for a password reset when resetStatus is false', () => {
    expect(mustResetPassword(decodeToken(unsignedToken({ resetStatus: false }))!)).toBe(true);
    expect(mustResetPassword(decodeToken(unsignedToken({ resetStatus: true }))!)).toBe(false);
  });

  it('schedules the refresh a margin before exp, never negative', () => {
    const now = 1_000_000_000_000;
    const claims = decodeToken(unsignedToken({ exp: now / 1000 + 600 }))!;
    expect(msUntilRefresh(claims, 60_000, now)).toBe(540_000);
    expect(msUntilRefresh(claims, 900_000, now)).toBe(0);
  });

  it.each([
    ['gbm@example.com', true],
    [' tech@example.com ', true],
    ['not-an-email', false],
    ['a@b', false],
    ['', false],
  ])('checks the e-mail %p', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});
