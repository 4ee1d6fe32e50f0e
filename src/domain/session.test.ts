import { unsignedToken } from '../testing/tokens';
import {
  clockOffsetOf,
  decodeToken,
  isExpired,
  isNotOlder,
  isValidEmail,
  msUntilRefresh,
  mustResetPassword,
  roleOf,
  sameUser,
  serverNow,
  sessionFromToken,
} from './session';

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

  describe('claims in another encoding: read leniently, failing closed', () => {
    const as = <T,>(value: unknown) => value as T;
    it.each([
      [false, false],
      ['false', false],
      [' FALSE ', false],
      [true, true],
      ['true', true],
      ['True', true],
    ])('resetStatus %j is read as %j', (claim, value) => {
      const claims = decodeToken(unsignedToken({ resetStatus: as<boolean>(claim) }))!;
      expect(claims.resetStatus).toBe(value);
      expect(mustResetPassword(claims)).toBe(!value);
    });

    it.each([[undefined], [null], ['no'], ['0'], [0], [1], ['yes'], [{}]])(
      'resetStatus %j cannot be read: the password must be reset (the stricter outcome)',
      (claim) => {
        expect(mustResetPassword(decodeToken(unsignedToken({ resetStatus: as<boolean>(claim) }))!)).toBe(true);
      },
    );

    it('reads exp and iat written as numeric strings', () => {
      const exp = Math.floor(Date.now() / 1000) + 600;
      const claims = decodeToken(unsignedToken({ exp: as<number>(String(exp)), iat: as<number>(`${exp - 600}.5`) }))!;
      expect(claims.exp).toBe(exp);
      expect(claims.iat).toBe(exp - 599.5);
      expect(sessionFromToken(unsignedToken({ exp: as<number>(String(exp)) }))?.role).toBe(2);
    });

    it.each([['soon'], [null], [{}], ['-5']])('an exp of %j cannot be read: no session', (exp) => {
      expect(decodeToken(unsignedToken({ exp: as<number>(exp) }))).toBeNull();
    });

    it.each([['seven'], [null], [2.5], ['']])('an Id of %j cannot be read: no session', (id) => {
      expect(decodeToken(unsignedToken({ Id: as<number>(id) }))).toBeNull();
    });

    it.each([['admin'], [null], [true], ['1.0'], [2.5]])('a Role of %j cannot be read: no role', (role) => {
      expect(sessionFromToken(unsignedToken({ Role: as<number>(role) }))?.role).toBeNull();
    });

    it.each([[undefined], [null], [42], [{}], [['gbm']]])('a sub of %j cannot be read: no session', (sub) => {
      expect(decodeToken(unsignedToken({ sub: as<string>(sub) }))).toBeNull();
    });

    it.each([['soon'], [null], [{}], ['-5'], [Number.NaN]])('an iat of %j cannot be read: no clock offset', (iat) => {
      const claims = decodeToken(unsignedToken({ iat: as<number>(iat) }))!;
      expect(claims.iat).toBeUndefined();
      expect(clockOffsetOf(claims, Date.now())).toBe(0);
    });
  });

  describe('a token whose claims are not claims: no session', () => {
    const part = (text: string) => Buffer.from(text).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const withPayload = (payload: string) => `${part('{"alg":"HS256","typ":"JWT"}')}.${part(payload)}.c2lnbmF0dXJl`;
    it.each([
      ['a JSON list', '[1,2,3]'],
      ['a JSON number', '42'],
      ['a JSON text', '"gbm"'],
      ['null', 'null'],
      ['not JSON', '{"sub":"gbm",'],
      ['an empty object', '{}'],
    ])('payload %s', (_what, payload) => {
      expect(decodeToken(withPayload(payload))).toBeNull();
      expect(sessionFromToken(withPayload(payload))).toBeNull();
    });

    it.each([[''], ['abc'], ['a.b'], ['..'], [undefined]])('token %j', (token) => {
      expect(decodeToken(token)).toBeNull();
    });

    it('a payload that is not base64url, or not UTF-8', () => {
      const header = part('{"alg":"HS256"}');
      expect(decodeToken(`${header}.%%%.c2lnbmF0dXJl`)).toBeNull();
      const latin1 = Buffer.from('{"sub":"Zo\u00eb","Id":1,"exp":9999999999}', 'latin1').toString('base64url');
      expect(decodeToken(`${header}.${latin1}.c2lnbmF0dXJl`)).toBeNull();
    });
  });

  describe('the payload as base64url UTF-8 JSON', () => {
    it('reads claims in any script, with or without padding', () => {
      for (const sub of ['Zoë', '山田', 'a?b>c~', 'x'.repeat(7)]) {
        expect(decodeToken(unsignedToken({ sub }))?.sub).toBe(sub);
        const payload = Buffer.from(JSON.stringify({ sub, Id: 3, exp: 9_999_999_999 })).toString('base64');
        expect(decodeToken(`e30.${payload.replace(/\+/g, '-').replace(/\//g, '_')}.c2lnbmF0dXJl`)).toMatchObject({ sub, Id: 3 });
      }
    });
  });

  it('schedules the refresh a margin before exp, never negative', () => {
    const now = 1_000_000_000_000;
    const claims = decodeToken(unsignedToken({ exp: now / 1000 + 600 }))!;
    expect(msUntilRefresh(claims, 60_000, now)).toBe(540_000);
    expect(msUntilRefresh(claims, 900_000, now)).toBe(0);
  });

  describe("by the server's clock", () => {
    const DAY = 24 * 3600 * 1000;
    const server = 1_000_000_000_000; // the server's time when it issues the token
    const claims = decodeToken(unsignedToken({ iat: server / 1000, exp: server / 1000 + 1800 }))!;

    it('measures the offset from iat at receipt; none without an iat', () => {
      expect(clockOffsetOf(claims, server + DAY)).toBe(-DAY);
      expect(clockOffsetOf(claims, server - DAY)).toBe(DAY);
      expect(clockOffsetOf(claims, server + 250)).toBe(-250);
      expect(clockOffsetOf(decodeToken(unsignedToken({ iat: undefined })), server + DAY)).toBe(0);
      expect(clockOffsetOf(null, server)).toBe(0);
      expect(serverNow(server + DAY, -DAY)).toBe(server);
    });

    it.each([
      ['a day ahead', DAY],
      ['a day behind', -DAY],
    ])('with the browser clock %s: the refresh a margin before exp, expiry at exp, by the server', (_name, skew) => {
      const local = server + skew; // the browser's time at receipt
      const offset = clockOffsetOf(claims, local);
      expect(msUntilRefresh(claims, 60_000, local, offset)).toBe(1_740_000);
      expect(msUntilRefresh(claims, 60_000, local + 1_740_000, offset)).toBe(0);
      expect(isExpired(claims, local, offset)).toBe(false);
      expect(isExpired(claims, local + 1_799_000, offset)).toBe(false);
      expect(isExpired(claims, local + 1_800_000, offset)).toBe(true);
      expect(sessionFromToken(unsignedToken({ iat: server / 1000, exp: server / 1000 + 1800 }), local, offset)).not.toBeNull();
    });

    it('without the offset, a clock a day off gets both wrong (what the offset corrects)', () => {
      expect(isExpired(claims, server + DAY, 0)).toBe(true);
      expect(msUntilRefresh(claims, 60_000, server - DAY, 0)).toBe(DAY + 1_740_000);
    });
  });

  it('tells a newer token of the same user from an older one', () => {
    expect(isNotOlder({ exp: 20 }, { exp: 10 })).toBe(true);
    expect(isNotOlder({ exp: 10 }, { exp: 10 })).toBe(true);
    expect(isNotOlder({ exp: 9 }, { exp: 10 })).toBe(false);
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
