import type { AxiosInstance } from 'axios';

/**
 * The axios client, loaded on first use (and prefetched while the browser is idle), so the
 * sign-in page renders without waiting for it. Every api module calls through here.
 */
let loading: Promise<typeof import('./client')> | null = null;

function clientModule() {
  loading ??= import(/* webpackChunkName: "http-client", webpackPrefetch: true */ './client');
  return loading;
}

export async function http(): Promise<AxiosInstance> {
  return (await clientModule()).client;
}

/** GET /refresh, single-flight (see client.ts). */
export async function refreshSession(): Promise<string> {
  return (await clientModule()).refreshSession();
}
