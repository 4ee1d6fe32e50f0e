/** Helpers for the handler tests: real HTTP through the MSW node server that jest/setup.ts starts. */
import { DEMO_PASSWORD } from './auth/seed';

export const ORIGIN = 'http://localhost';

export function call(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, headers, ...rest } = init;
  const all = new Headers(headers);
  if (token) all.set('Authorization', `Bearer ${token}`);
  return fetch(`${ORIGIN}${path}`, { ...rest, headers: all });
}

export function postJson(path: string, body: unknown, token?: string): Promise<Response> {
  return call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    token,
  });
}

export function putJson(path: string, body: unknown, token?: string): Promise<Response> {
  return call(path, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    token,
  });
}

/** GET that must answer 200; the parsed JSON body. */
export async function getJson<T>(path: string, token: string): Promise<T> {
  const response = await call(path, { token });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signInAs(username: string, password: string = DEMO_PASSWORD): Promise<string> {
  const response = await postJson('/authenticate', { username, password });
  if (response.status !== 200) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export function decodePart<T = Record<string, unknown>>(token: string, index: 0 | 1): T {
  const part = token.split('.')[index].replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(Buffer.from(part, 'base64').toString('utf8')) as T;
}
