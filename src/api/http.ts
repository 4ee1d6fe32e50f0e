import type { AxiosInstance } from 'axios';
import { backendReady } from './backend';

/**
 * The axios client, loaded on first use (and prefetched while the browser is idle), so the
 * sign-in page renders without waiting for it. Every api module calls through here, and every
 * call waits until the backend can answer (a mock backend starts on the first call).
 */
let loading: Promise<typeof import('./client')> | null = null;

function clientModule() {
  loading ??= import(/* webpackChunkName: "http-client", webpackPrefetch: true */ './client');
  return loading;
}

export async function http(): Promise<AxiosInstance> {
  const [, module] = await Promise.all([backendReady(), clientModule()]);
  return module.client;
}

/** GET /refresh, single-flight (see client.ts). */
export async function refreshSession(): Promise<string> {
  const [, module] = await Promise.all([backendReady(), clientModule()]);
  return module.refreshSession();
}
