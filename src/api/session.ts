/**
 * How the api client reaches the session without knowing the store: the store installs these
 * hooks when it is made. Kept apart from client.ts so the store does not pull axios into the
 * first page's JavaScript.
 */
export interface SessionHooks {
  getToken(): string | null;
  onTokenRefreshed(token: string): void;
  onRefreshFailed(): void;
}

let hooks: SessionHooks = { getToken: () => null, onTokenRefreshed: () => {}, onRefreshFailed: () => {} };

export function installSessionHooks(next: SessionHooks): void {
  hooks = next;
}

export function sessionHooks(): SessionHooks {
  return hooks;
}

/** The token as a JWT string, from an answer that is the token itself or {token}. */
export function tokenOf(data: unknown): string | null {
  if (typeof data === 'string' && data.split('.').length === 3) return data;
  if (typeof data === 'object' && data !== null && typeof (data as { token?: unknown }).token === 'string') {
    return (data as { token: string }).token;
  }
  return null;
}
