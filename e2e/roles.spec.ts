/**
 * The role x route matrix (issue 2 sections 4 and 9): every route of the route table, visited by
 * every demo account and without a token. Allowed: the visit ends on the route; forbidden: on /;
 * no token: every non-public route ends on /login. The rule comes from src/domain/roles.ts.
 */
import type { Page } from '@playwright/test';
import { routes, type RouteDef } from '../src/app/routes';
import { can } from '../src/domain/roles';
import { PRODUCT_NAME } from '../src/texts';
import { DEMO_ACCOUNTS, expect, expectNoSeriousA11yViolations, signIn, test, waitForApp } from './fixtures';

/** Concrete values for the route parameters. */
const PARAMS: Record<string, string> = { projectId: '1', appId: '1', callType: 'View', selectedProjectId: '1' };

/** Pages that send an allowed user on when visited without the data they need (seed 000 section 2). */
const ALLOWED_DETOURS: Record<string, string> = {
  '/getCloudPlans': '/ApprovedProjectsList',
  '/ServiceRegionOptions': '/ApprovedProjectsList',
};

/** One page per role on which axe runs besides the home page: the role's first allowed area page. */
const AXE_AREA_CANDIDATES = ['/MyProjects', '/PendingProjectsForApproval', '/ImportAmpProjectsData', '/git_tools', '/overview/Dashboard'];

const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1');
const defOf = (path: string) => routes.find((r) => r.path === path) as RouteDef;
const titleOf = (path: string) => `${defOf(path).title} | ${PRODUCT_NAME}`;

/** Where a visit of `def` should end for `role` (null: no token). */
function expectedEnd(def: RouteDef, role: number | null): string[] {
  const own = concrete(def.path);
  if (def.access === 'public') {
    if (def.path === '/logout') return ['/login'];
    if (def.path === '/login' && role !== null) return ['/'];
    return [own];
  }
  if (role === null) return ['/login'];
  if (def.access === 'token' || can(role, def.access)) {
    return ALLOWED_DETOURS[def.path] ? [own, ALLOWED_DETOURS[def.path]] : [own];
  }
  return ['/'];
}

/** Visits a path with a full page load and waits until the app has settled on a page. */
async function visit(page: Page, path: string, expected: string[]): Promise<string> {
  await page.goto(path);
  await waitForApp(page);
  await expect
    .poll(() => new URL(page.url()).pathname, { message: `visiting ${path} should end on ${expected.join(' or ')}` })
    .toMatch(new RegExp(`^(${expected.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`));
  const end = new URL(page.url()).pathname;
  const endDef = routes.find((r) => concrete(r.path) === end);
  if (endDef) await expect(page, `title of ${end}`).toHaveTitle(titleOf(endDef.path));
  await expect(page.locator('#main h1').first(), `the page at ${end} shows its heading`).toBeVisible();
  expect(new URL(page.url()).pathname, `${path} stays where it ended`).toBe(end);
  return end;
}

/** Routes in visiting order: /logout last, since it ends the session. */
const ordered = [...routes.filter((r) => r.path !== '/logout'), defOf('/logout')];

test.describe('role x route matrix', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { username, role } of DEMO_ACCOUNTS) {
    test(`${username} (role ${role}) ends on allowed routes and on / for forbidden ones`, async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, username);
      await expect(page).toHaveURL(/\/$/);
      await expectNoSeriousA11yViolations(page);

      const axePath = AXE_AREA_CANDIDATES.find((p) => can(role, defOf(p).access as Parameters<typeof can>[1]));
      for (const def of ordered) {
        const path = concrete(def.path);
        await test.step(`${path}`, async () => {
          await visit(page, path, expectedEnd(def, role));
          if (path === axePath) await expectNoSeriousA11yViolations(page);
        });
      }
      expect(await page.evaluate(() => window.localStorage.getItem('token')), '/logout ends the session').toBeNull();
    });
  }

  test('without a token every non-public route ends on /login', async ({ page }) => {
    test.setTimeout(180_000);
    await expectNoSeriousA11yViolations(page); // /login, where the fixture left us
    for (const def of ordered) {
      const path = concrete(def.path);
      await test.step(path, async () => {
        await visit(page, path, expectedEnd(def, null));
      });
    }
  });
});
