/**
 * The production e2e run's backend: the node mock on another origin (scripts/productionServers.mjs;
 * playwright.production.config.ts puts its origin in E2E_API_ORIGIN). Its mock-admin calls go
 * there, never to the portal's own origin, which nginx serves.
 */
import type { APIRequestContext } from '@playwright/test';

export function apiOrigin(): string {
  const origin = process.env.E2E_API_ORIGIN;
  if (!origin) throw new Error('E2E_API_ORIGIN is not set (run through playwright.production.config.ts)');
  return origin;
}

/** The demo accounts' password, from the mock backend. */
export async function demoPassword(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${apiOrigin()}/__mock__/accounts`);
  return ((await response.json()) as { password: string }).password;
}
