import { unsignedToken } from '../testing/tokens';
import { decodeToken, isValidEmail, msUntilRefresh, mustResetPassword, sessionFromToken } from './session';

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
