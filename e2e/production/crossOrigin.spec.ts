/**
 * The production build as a real deployment runs it (issue 26): served by nginx with the shipped
 * config (deploy/nginx/, scripts/nginx.mjs), the backend on another origin with 150-400 ms per
 * answer (the node mock, CORS for the portal's origin only). Sign-in, a token refresh, a list, a
 * details page, a write and sign-out all go across origins; the CSP's connect-src names the
 * backend's origin (it comes from API_BASE_URL) and nothing else.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchCspViolations } from '../fixtures';
import { apiOrigin, demoPassword } from './backend';

/**
 * The page's calls to the backend, as "METHOD path". (Chromium does not report CORS preflights
 * as requests of the page: the first test checks the backend's answers to them.)
 */
function backendCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === apiOrigin()) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

async function watchErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  await watchCspViolations(page, (problem) => errors.push(problem));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('nginx sends the security headers, the CSP lets the page call the backend on its origin and no other, and the backend answers CORS for the portal only', async ({ page, request, baseURL }) => {
  const response = await request.get('/login');
  expect(response.status()).toBe(200);
  const csp = response.headers()['content-security-policy'];
  expect(csp).toContain(`connect-src 'self' ${apiOrigin()};`);
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['x-frame-options']).toBe('DENY');

  // A preflight from the portal's origin is answered; one from elsewhere is not.
  const ok = await request.fetch(`${apiOrigin()}/api/get_submitted_projects`, {
    method: 'OPTIONS',
    headers: { Origin: baseURL!, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
  });
  expect(ok.status()).toBe(204);
  expect(ok.headers()['access-control-allow-origin']).toBe(baseURL);
  expect(ok.headers()['access-control-allow-headers']).toMatch(/Authorization/);
  const stranger = await request.fetch(`${apiOrigin()}/api/get_submitted_projects`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://elsewhere.invalid', 'Access-Control-Request-Method': 'GET' },
  });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();

  // In the browser: the backend's origin is reachable, any other is refused by the CSP.
  const errors: string[] = [];
  await watchCspViolations(page, (problem) => errors.push(problem));
  await page.goto('/login');
  const reached = await page.evaluate(async (origin) => (await fetch(`${origin}/__mock__/accounts`)).status, apiOrigin());
  expect(reached).toBe(200);
  const refused = await page.evaluate(async () => {
    try {
      await fetch('http://127.0.0.1:1/elsewhere');
      return 'fetched';
    } catch {
      return 'refused';
    }
  });
  expect(refused).toBe('refused');
  await expect.poll(() => errors.join('\n')).toMatch(/connect-src refused http:\/\/127\.0\.0\.1:1\/elsewhere/);
});

test('sign-in, a refresh, a list, a details page, a write and sign-out, all across origins with latency', async ({ page, request }) => {
  const errors = await watchErrors(page);
  const calls = backendCalls(page);
  const password = await demoPassword(request);

  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill('gbm');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(calls).toContain('POST /authenticate');

  // A list; its first answer is a 401 (the backend's fault switch), which the portal meets with
  // a token refresh across origins and one retry: the user sees the list, not an error.
  const faults = await request.post(`${apiOrigin()}/__mock__/faults`, {
    data: { faults: [{ target: 'projects.submitted', kind: '401', times: 1 }] },
  });
  expect(faults.ok()).toBe(true);
  await page.goto('/PendingProjectsForApproval');
  const pending = page.getByRole('list', { name: 'Projects Pending for Approval' });
  await expect(pending.getByRole('article').first()).toBeVisible();
  expect(calls.filter((call) => call === 'GET /api/get_submitted_projects')).toHaveLength(2);
  expect(calls).toContain('GET /refresh');

  // A details page.
  await page.goto('/viewProjectDetails/12');
  await expect(page.getByRole('heading', { name: 'Aurora Relaunch' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A write: a new project for an agency.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Create DFC Project', exact: true }).click();
  const form = page.getByRole('form', { name: 'Create DFC Project' });
  await expect(form.getByRole('combobox', { name: 'Agency' }).getByRole('option', { name: 'gagency', exact: true })).toBeAttached();
  await form.getByRole('textbox', { name: 'Project Name' }).fill('Across Origins');
  await form.getByRole('combobox', { name: 'Brand' }).selectOption({ index: 1 });
  await form.getByRole('combobox', { name: 'Agency' }).selectOption({ label: 'gagency' });
  await form.getByRole('textbox', { name: 'Summary' }).fill('Created through nginx, with the backend on another origin.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Project Created Successfully' })).toBeVisible();
  expect(calls).toContain('POST /api/projectsetup');
  await page.getByRole('dialog').getByRole('button', { name: 'Go to Home' }).click();

  // Sign-out.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
  await page.getByRole('dialog', { name: 'Do you want to Logout?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect(errors).toEqual([]);
});
