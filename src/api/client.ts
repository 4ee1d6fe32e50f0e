import axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { config } from '../config';
import { malformed, toApiError } from './errors';
import { sessionHooks, tokenOf } from './session';

/**
 * The one axios instance: base URL from config, bearer token on every call, a single-flight
 * token refresh when a call meets 401 (each call then retries once), and errors normalised to
 * ApiError. The session's store is reached through hooks, so this module knows no store.
 */
interface PortalRequestConfig extends InternalAxiosRequestConfig {
  retried?: boolean;
  skipRefresh?: boolean;
}

export const client = axios.create({ baseURL: config.apiBaseUrl || '/', timeout: 30000 });

const bearer = (token: string) => `Bearer ${token}`;

client.interceptors.request.use((request: PortalRequestConfig) => {
  const token = sessionHooks().getToken();
  if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', bearer(token));
  return request;
});

let refreshing: Promise<string> | null = null;

/** GET /refresh with the current token; concurrent callers share one request. */
export function refreshSession(): Promise<string> {
  if (!refreshing) {
    const current = sessionHooks().getToken();
    refreshing = client
      .get('/refresh', {
        headers: current ? { Authorization: bearer(current) } : {},
        skipRefresh: true,
      } as AxiosRequestConfig)
      .then((response) => {
        const token = tokenOf(response.data);
        if (!token) throw malformed('/refresh', response.data);
        sessionHooks().onTokenRefreshed(token);
        return token;
      })
      .catch((error: unknown) => {
        sessionHooks().onRefreshFailed();
        throw toApiError(error);
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

client.interceptors.response.use(undefined, async (error: unknown) => {
  const request = (axios.isAxiosError(error) ? error.config : undefined) as PortalRequestConfig | undefined;
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  if (status === 401 && request && !request.retried && !request.skipRefresh && sessionHooks().getToken()) {
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

