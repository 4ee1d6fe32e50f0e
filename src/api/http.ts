import type { AxiosInstance } from 'axios';
import { backendReady } from './backend';

/**
 * The axios client, loaded on first use (or when the app starts: loadHttpClient), so the sign-in
 * page renders without waiting for it; the sign-in pages prefetch it at idle time (data-prefetch,
 * src/public/enhance.ts). No webpack prefetch: its hints would be added in the task of every chunk
 * that imports this module, the sign-in page's script included. Every api module calls through here, and every
 * call waits until the backend can answer (a mock backend starts on the first call).
 */
let loading: Promise<typeof import('./client')> | null = null;

function clientModule() {
  loading ??= import(/* webpackChunkName: "http-client" */ './client');
  return loading;
}

/** Starts loading the client now (the app's start: its first call needs it); a failure shows at that call. */
export function loadHttpClient(): void {
  clientModule().catch(() => undefined);
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
