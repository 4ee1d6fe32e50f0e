import axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { config } from '../config';
import { authContract } from '../domain/contract/auth';
import { routePath } from '../domain/contract/define';
import { malformed, toApiError, type ApiError } from './errors';
import {
  isApiOrigin,
  isRefreshRejected,
  sessionBoundController,
  sessionGeneration,
  sessionHooks,
  tokenOf,
  type SessionRequestFields,
} from './session';

/**
 * The one axios instance: base URL from config, the bearer token on every call to the API's
 * origin (and on no other), a single-flight token refresh when such a call meets 401 (each call
 * then retries once), and errors normalised to ApiError. The session's store is reached through
 * hooks, so this module knows no store.
 */
interface PortalRequestConfig extends InternalAxiosRequestConfig, SessionRequestFields {
  retried?: boolean;
}

export const client = axios.create({ baseURL: config.apiBaseUrl || '/', timeout: 30000 });

const bearer = (token: string) => `Bearer ${token}`;

/** Where a request goes, its base URL and query included. */
const targetOf = (request: AxiosRequestConfig) => client.getUri(request);

/**
 * The portal's token goes to the API's origin only. A request to any other origin (the build
 * server's or the devops service's own) carries no Authorization header at all: it takes that
 * service's own credentials, which call.ts asks the browser for (withCredentials), or none.
 */
client.interceptors.request.use((request: PortalRequestConfig) => {
  if (!isApiOrigin(targetOf(request))) {
    request.headers.delete('Authorization');
    return request;
  }
  const token = request.sessionToken ?? sessionHooks().getToken();
  if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', bearer(token));
  return request;
});

/** A refresh answer later than timeoutMs is a connectivity problem, not a verdict on the session (mutable for tests). */
export const REFRESH_REQUEST = { timeoutMs: 15000 };

const REFRESH_PATH = routePath(authContract.refresh);

/** What a refresh of an ended session rejects with: nobody acts on it. */
const sessionEnded = (): ApiError => ({ status: 0, code: 'cancelled', message: 'session ended' });

let refreshing: { generation: number; promise: Promise<string> } | null = null;

/**
 * GET /refresh with the current token; concurrent callers of the same session share one request.
 * The refresh belongs to the session that started it: a sign-in or logout aborts it, and an answer
 * that arrives later anyway is dropped (no tokenRefreshed, no logout of a newer session).
 * Only a 401 or 403 ends the session; a network error, a timeout, a 5xx or a broken answer keeps it.
 */
export function refreshSession(): Promise<string> {
  const generation = sessionGeneration();
  if (refreshing?.generation === generation) return refreshing.promise;
  const stale = () => sessionGeneration() !== generation;
  const { controller, release } = sessionBoundController();
  const current = sessionHooks().getToken();
  // Our own time-out (axios' is not honoured by every adapter): abort, and report a timeout.
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REFRESH_REQUEST.timeoutMs);
  const flight = {
    generation,
    promise: client
      .get(REFRESH_PATH, {
        headers: current ? { Authorization: bearer(current) } : {},
        signal: controller.signal,
        skipRefresh: true,
      } as AxiosRequestConfig)
      .then((response) => {
        const token = tokenOf(response.data);
        if (!token) throw malformed(REFRESH_PATH, response.data);
        return token;
      })
      .then(
        (token) => {
          if (stale()) throw sessionEnded();
          sessionHooks().onTokenRefreshed(token);
          return token;
        },
        (error: unknown) => {
          if (stale()) throw sessionEnded();
          const apiError: ApiError = timedOut ? { status: 0, code: 'timeout', message: 'timeout' } : toApiError(error);
          if (isRefreshRejected(apiError)) sessionHooks().onRefreshFailed();
          else sessionHooks().onRefreshUnreachable();
          throw apiError;
        },
      )
      .finally(() => {
        clearTimeout(timer);
        release();
        if (refreshing === flight) refreshing = null;
      }),
  };
  refreshing = flight;
  return flight.promise;
}

/**
 * A 401 of the API renews the token and retries the call once. A 401 from another origin is that
 * service's own answer: the portal's token was never sent there, and no refresh sends it now.
 */
client.interceptors.response.use(undefined, async (error: unknown) => {
  const request = (axios.isAxiosError(error) ? error.config : undefined) as PortalRequestConfig | undefined;
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  if (status === 401 && request && !request.retried && !request.skipRefresh && sessionHooks().getToken() && isApiOrigin(targetOf(request))) {
    request.retried = true;
    const sent = String(request.headers.get('Authorization') ?? '');
    const current = sessionHooks().getToken();
    // Another call may have refreshed the token while this one was in flight.
    const token = current && bearer(current) !== sent ? current : await refreshSession();
    request.headers.set('Authorization', bearer(token));
    return client.request(request);
  }
  throw toApiError(error);
});

