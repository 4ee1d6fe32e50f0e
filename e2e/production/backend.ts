/**
 * The production e2e run's backend: the node mock on another origin (scripts/productionServers.mjs;
 * playwright.production.config.ts puts its origin in E2E_API_ORIGIN). Its mock-admin calls go
 * there, never to the portal's own origin, which nginx serves.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** Signs in on the pre-rendered /login as `username` (Enter in the password field); resolves on the first signed-in page, /. */
export async function signIn(page: Page, username: string): Promise<void> {
  const password = await demoPassword(page.request);
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/$/);
}
