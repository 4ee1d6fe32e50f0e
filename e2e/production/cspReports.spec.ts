/**
 * The production build's CSP (scripts/securityHeaders.cjs, sent by nginx with the shipped config):
 * no policy or worker for the mock, which a production build does not carry, and violations
 * reported to the URL the build's environment names (here the node mock, which lists them:
 * GET /__mock__/csp_reports). The e2e runs still fail a test on any violation the page sees
 * (watchCspViolations, e2e/fixtures.ts).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { watchCspViolations } from '../fixtures';
import { apiOrigin } from './backend';

interface ListedReport {
  via: string;
  documentUrl: string;
  effectiveDirective: string;
  blockedUrl: string;
}

/** The reports the mock lists for the page whose address holds `probe`. */
async function reportsFor(request: APIRequestContext, probe: string): Promise<ListedReport[]> {
  const answer = await request.get(`${apiOrigin()}/__mock__/csp_reports`);
  expect(answer.status()).toBe(200);
  const { reports } = (await answer.json()) as { reports: ListedReport[] };
  return reports.filter((report) => report.documentUrl.includes(probe));
}

test("the production CSP names neither the mock worker's policy nor worker-src, and reports to the mock", async ({ request }) => {
  const answer = await request.get('/login');
  const csp = answer.headers()['content-security-policy'];
  expect(csp).toContain("require-trusted-types-for 'script'; trusted-types default dfc-sanitizer dfc-chunks;");
  expect(csp).not.toContain('dfc-mock-worker');
  expect(csp).not.toContain('worker-src');
  expect(csp).toContain(`; report-uri ${apiOrigin()}/__mock__/csp_reports`);
});

test('an inline script injected into a page is refused, the page sees the violation, and the mock lists its report', async ({ page, request }) => {
  const probe = `csp-probe-${Date.now()}`;
  const violations: string[] = [];
  await watchCspViolations(page, (problem) => violations.push(problem));
  await page.goto(`/login?${probe}`);

  // What an injected script would do: an inline <script> added to the page (Trusted Types refuse
  // its text: the default policy passes no script).
  const outcome = await page.evaluate((text) => {
    const script = document.createElement('script');
    script.appendChild(document.createTextNode(text));
    document.body.append(script);
    return document.title;
  }, `document.title = ${JSON.stringify(probe)}`);
  expect(outcome).not.toBe(probe);
  await expect.poll(() => violations.join('\n')).toMatch(/require-trusted-types-for refused trusted-types-sink/);

  await expect
    .poll(async () => (await reportsFor(request, probe)).map((report) => `${report.via} ${report.effectiveDirective} ${report.blockedUrl}`), { timeout: 15_000 })
    .toEqual(['report-uri require-trusted-types-for trusted-types-sink']);
});
