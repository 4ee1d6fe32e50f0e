import { config } from '../config';
import type { ApiError } from './errors';

/**
 * How the api client reaches the session without knowing the store: the store installs these
 * hooks when it is made. Kept apart from client.ts so the store does not pull axios into the
 * first page's JavaScript.
 */
export interface SessionHooks {
  getToken(): string | null;
  onTokenRefreshed(token: string): void;
  /** The server refused the refresh (401 or 403): the session is over. */
  onRefreshFailed(): void;
  /** The refresh could not reach the server (network, timeout, 5xx, a broken answer): the session is kept. */
  onRefreshUnreachable(): void;
}

/** The page's address, which an empty or relative API base URL is read against. */
const pageUrl = () => globalThis.location?.href ?? 'http://localhost/';

/**
 * Whether a URL is on the portal's API origin, the only one the session's token goes to:
 * config.apiBaseUrl's origin, or the page's own when it is ''. A relative URL (or '') is read
 * against the API's base URL, as the client sends it. A build server or devops service configured
 * on that origin is the portal's own proxy.
 */
export function isApiOrigin(url: string): boolean {
  try {
    const api = new URL(config.apiBaseUrl || '/', pageUrl());
    return new URL(url, api).origin === api.origin;
  } catch {
    return false;
  }
}

/**
 * What a request may say about the session's token (fields of its axios config, read by the
 * client's interceptors in client.ts). Either way the token goes only to the API's origin.
 */
export interface SessionRequestFields {
  /** Send this token instead of the current session's: a call that outlives its session (logout). */
  sessionToken?: string;
  /** A 401 starts no token refresh (the refresh itself, a call with an ending session's token). */
  skipRefresh?: boolean;
}

let hooks: SessionHooks = {
  getToken: () => null,
  onTokenRefreshed: () => {},
  onRefreshFailed: () => {},
  onRefreshUnreachable: () => {},
};

export function installSessionHooks(next: SessionHooks): void {
  hooks = next;
}

export function sessionHooks(): SessionHooks {
  return hooks;
}

/* ---------- session generations: a refresh belongs to the session that started it ---------- */

let generation = 0;
const inFlight = new Set<AbortController>();

/** The current session generation; it changes at every sign-in and logout. */
export function sessionGeneration(): number {
  return generation;
}

/**
 * A session begins or ends (sign-in, logout, here or in another tab): every request tied to the
 * old session is aborted, and answers that still arrive are dropped (see client.ts).
 */
export function nextSessionGeneration(): number {
  generation += 1;
  for (const controller of inFlight) controller.abort();
  inFlight.clear();
  return generation;
}

/** An AbortController that the next generation change aborts; call `release` when the request ends. */
export function sessionBoundController(): { controller: AbortController; release: () => void } {
  const controller = new AbortController();
  inFlight.add(controller);
  return { controller, release: () => void inFlight.delete(controller) };
}

/** Only these answers of /refresh end the session; anything else is a connectivity problem. */
export function isRefreshRejected(error: Pick<ApiError, 'status' | 'code'>): boolean {
  return error.code === 'http' && (error.status === 401 || error.status === 403);
}

/** The token as a JWT string, from an answer that is the token itself or {token}. */
export function tokenOf(data: unknown): string | null {
  if (typeof data === 'string' && data.split('.').length === 3) return data;
  if (typeof data === 'object' && data !== null && typeof (data as { token?: unknown }).token === 'string') {
    return (data as { token: string }).token;
  }
  return null;
}
