import type { TokenClaims } from '../domain/session';

export type DemoUser = 'admin' | 'gbm' | 'lbm' | 'gpm' | 'lpm' | 'gagency' | 'lagency' | 'tech' | 'tech2' | 'newuser';

const ORIGIN = 'http://localhost';

/** Signs in through the mock backend (the MSW node server) and returns its token. */
export async function tokenFor(username: DemoUser): Promise<string> {
  const accounts = (await (await fetch(`${ORIGIN}/__mock__/accounts`)).json()) as { password: string };
  const response = await fetch(`${ORIGIN}/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: accounts.password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const b64url = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned token with the given claims: for client-side decoding and expiry tests only. */
export function unsignedToken(claims: Partial<TokenClaims>): string {
  const full: TokenClaims = {
    Id: 2,
    sub: 'gbm',
    Role: 2,
    resetStatus: true,
    TYPE: 'INTERNAL',
    Status: 'ACTIVE',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(full)}.c2lnbmF0dXJl`;
}
