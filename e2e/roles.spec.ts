/**
 * The role x route matrix, written from the seeds (seed 000 sections 2 and 6, seed 001 sections 2
 * and 6), not from the app's route table: a wrong table in src/ fails here. Every route of both
 * seeds, with concrete parameters, is visited by every demo account and without a token.
 * Allowed: the visit ends on the route; forbidden: on / (seed 000 section 2, seed 001 section 2);
 * no token: every non-public route ends on /login; unknown paths go home.
 * The app's route list is read only to compare its set of paths with this table's.
 */
import { test as plainTest, type Page } from '@playwright/test';
import { routes as appRoutes } from '../src/app/routes';
import { PRODUCT_NAME } from '../src/texts';
import { DEMO_ACCOUNTS, expect, expectNoSeriousA11yViolations, signIn, test, waitForApp } from './fixtures';

type Role = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** public: no token needed; token: any token (even one that must reset its password); else the roles that may use it. */
type Access = 'public' | 'token' | readonly Role[];

interface Row {
  /** The route as the seeds spell it, with :params. */
  path: string;
  /** The address visited: the path with concrete parameters. */
  visit: string;
  /** The document title, `${title} | ${PRODUCT_NAME}`. */
  title: string;
  access: Access;
  /** Where an allowed user may be sent on when the page lacks the data it needs (seed 000 section 2). */
  detour?: string;
}

const ALL: readonly Role[] = [1, 2, 3, 4, 5, 6, 7, 8];
const ROLES_2_TO_8: readonly Role[] = [2, 3, 4, 5, 6, 7, 8];
const CREATORS: readonly Role[] = [2, 3, 6, 7];

const row = (path: string, title: string, access: Access, extra: Partial<Row> = {}): Row => ({ path, visit: path, title, access, ...extra });

/*
 * THE expectations. Document titles: the seeds name a few page titles ('My Projects',
 * 'Notifications', 'Git Tools', 'Plan Selection', 'Create a New Project'); the others are the
 * portal's own names for its pages, written here literally.
 */
const TABLE: readonly Row[] = [
  // ---- Public and auth routes (seed 000 section 2) ----
  row('/login', 'Login', 'public'), // with a token: goes to / (a signed-in user has nothing to do here)
  row('/logout', 'Logout', 'public'), // clears the session, then /login
  row('/forgot_password', 'Forgot Password', 'public'),
  row('/reset_password', 'Reset Password', 'token'), // 'Needs a token' of any kind; on-page title 'Reset your Password Before proceeding'
  // Seed 000 lists the three placeholder pages under 'Public and auth routes' (and /login has a
  // 'Test Component' button) while its access rule says every route needs a token: public here.
  row('/TestComponent', 'Test Component', 'public'),
  row('/TestComponent2', 'Test Component 2', 'public'),
  row('/CreateDFCSubApp', 'Create DFC Sub App', 'public'),

  // ---- Every role ----
  row('/', 'Home', ALL), // seeds: forbidden and unknown routes go to /, so every role has it
  row('/my_profile', 'My Profile', ALL), // seed 000 s6: My Profile, My Worklist, Logout for every role with a value
  row('/notificationsCmpnt', 'Notifications', ALL), // seeds silent on its roles: the bell is in the top nav of every role

  // ---- Project creation, wizard, lists, details (seed 000 sections 2 and 6) ----
  // Seed 000 s2's user menu shows Create DFC Project to roles 2, 3, 8; the route and s6 say 2, 3, 6, 7: the route wins.
  row('/CreateDFCProject', 'Create DFC Project', CREATORS),
  // Project 1 is submitted: its wizard opens its details for a party of it (docs/deviations.md), once its draft has loaded.
  row('/DFCCreateProject/:projectId', 'Create a New Project', CREATORS, { visit: '/DFCCreateProject/1', detour: '/viewProjectDetails/1' }),
  // Seed 000 s2 says /RoutingTrail is for all roles; s6 gives 'fill the wizard' to 2, 3, 6, 7 only: s2's route line wins.
  row('/RoutingTrail', 'Create a New Project', ALL),
  row('/MyProjects', 'My Projects', [6, 7]),
  row('/PendingProjectsForApproval', 'Projects Pending for Approval', [2, 3, 8]),
  // Seed 000 s2 says 'roles 2, 3' on the route line, then lets role 8 use the same route for its tech list (s6: 2, 3 global, 8 tech).
  row('/ApprovedProjectsList', 'Approved Projects', [2, 3, 8]),
  row('/viewProjectDetails/:projectId', 'Project Details', [2, 3, 6, 7, 8], { visit: '/viewProjectDetails/1' }),

  // ---- Tech team, cloud, git (seed 000 section 2 'Project details and tech pages', seed 001 section 2 'Git tools') ----
  row('/viewApprovedProjectDetails/:projectId', 'Approved Project Details', [8], { visit: '/viewApprovedProjectDetails/1' }),
  // The seeds write /getCloudPlans/ and /gitcmpnt/ with a trailing slash; the route is the same path.
  // Without a project passed in, /getCloudPlans redirects to /ApprovedProjectsList (seed 000 s2).
  row('/getCloudPlans', 'Cloud Plans', [8], { detour: '/ApprovedProjectsList' }), // on-page title 'Check preference to get cloud plans'
  // Seed 000 s2: 'role 2, also 8'; section 6 does not list it. Without project details it redirects to /ApprovedProjectsList.
  row('/ServiceRegionOptions', 'Plan Selection', [2, 8], { detour: '/ApprovedProjectsList' }),
  row('/gitcmpnt', 'Git', [8]),
  row('/git_tools', 'Git Tools', ROLES_2_TO_8),
  row('/create_web_service', 'Create Web Service', [2]),

  // ---- Apps (seed 001 sections 2 and 6: roles 2-8) ----
  row('/project/:projectId/apps', 'Apps', ROLES_2_TO_8, { visit: '/project/1/apps' }),
  row('/app/:projectId/createNewApp', 'Create New App', ROLES_2_TO_8, { visit: '/app/1/createNewApp' }),
  // callType is View, Update, ViewReport or UpdateReport; 'any other value goes home' (seed 001 s2) is
  // not checked here: the Apps area is still a placeholder page.
  row('/app/:appId/:callType', 'App', ROLES_2_TO_8, { visit: '/app/1/View' }),

  // ---- Excel import (seed 001 section 2 and 6; seed 000 s2 user menu: roles 1 and 8) ----
  row('/ImportAmpProjectsData', 'Import AMP Projects', [1, 8]),
  row('/ImportAmpUsersData', 'Import AMP Users', [1, 8]),

  // ---- Dashboards (seed 001 section 2 and 6: roles 1-8) ----
  // Seed 001 names only the id route; 'without a project id a Select Project modal opens' implies the bare one.
  row('/overview/ProjectDashboard', 'Project Dashboard', ALL),
  row('/overview/ProjectDashboard/:selectedProjectId', 'Project Dashboard', ALL, { visit: '/overview/ProjectDashboard/1' }),
  row('/overview/Dashboard', 'Dashboard', ALL),
  row('/overview/OverallAgencyDashboard', 'Overall Agency Dashboard', ALL),
  row('/overview/AgencyDashboard', 'Agency Dashboard', ALL),
  row('/overview/AllProjectData', 'All Project Data', ALL),

  // ---- Info pages (seed 001 section 2 'Home and info pages'; s6 'Info ... 1-8'; role 1 edits in place) ----
  // The seed writes /overview/about_dfc and then the bare names: the /overview/ prefix is carried over.
  row('/overview/about_dfc', 'Overview', ALL),
  row('/overview/supported_features', 'Overview', ALL),
  row('/overview/data_privacy', 'Overview', ALL),
  row('/overview/escalation_matrix', 'Overview', ALL),
  row('/overview/marketing_code', 'Overview', ALL),
  row('/overview/ethics_compliance', 'Overview', ALL),

  // ---- Content pages (seed 001 section 2 'Content pages'; s6 'standards, guidelines, brand-site 1-8') ----
  row('/brandstandards', 'Content', ALL),
  row('/accessibility_standards', 'Content', ALL),
  row('/Coding_standards', 'Content', ALL),
  row('/identity_access_management_standards', 'Content', ALL),
  row('/martech_standards', 'Content', ALL),
  row('/mobile_application_standards', 'Content', ALL),
  row('/Web_standards', 'Content', ALL),
  // The seed writes /Guidelines/Domain_Name_Guidelines and /brandsites/whats_a_starter_kit, then bare
  // names: their prefixes are carried over to the names that follow.
  row('/Guidelines/Domain_Name_Guidelines', 'Content', ALL),
  row('/Guidelines/mobile_application_guidelines', 'Content', ALL),
  row('/Guidelines/user_data_guidelines', 'Content', ALL),
  row('/Guidelines/vendor_or_Partner_compliance_guidelines', 'Content', ALL),
  row('/Guidelines/website_guidelines', 'Content', ALL),
  row('/Guidelines/marketing_consent_n_channel_guidelines', 'Content', ALL),
  row('/brandsites/whats_a_starter_kit', 'Content', ALL),
  row('/brandsites/tiers_content_guidelines_n_templates', 'Content', ALL),
  row('/brandsites/standards_n_best_practices', 'Content', ALL),
];

/** 'Unknown paths go to the home page' (seed 000 s2, seed 001 s2); not a route, so outside the set comparison. */
const UNKNOWN_PATH = '/no_such_page_in_the_portal';

/** One page per role on which axe runs besides the home page: the role's first allowed area page. */
const AXE_AREA_CANDIDATES = ['/MyProjects', '/PendingProjectsForApproval', '/ImportAmpProjectsData', '/git_tools', '/overview/Dashboard'];

const rowAt = (visit: string) => TABLE.find((r) => r.visit === visit);
const allows = (r: Row, role: Role) => typeof r.access !== 'string' && r.access.includes(role);

/** Where a visit of `r` should end for `role` (null: no token). */
function expectedEnd(r: Row, role: Role | null): string[] {
  if (r.access === 'public') {
    if (r.path === '/logout') return ['/login'];
    if (r.path === '/login' && role !== null) return ['/'];
    return [r.visit];
  }
  if (role === null) return ['/login'];
  if (r.access === 'token' || allows(r, role)) return r.detour ? [r.visit, r.detour] : [r.visit];
  return ['/'];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Visits a path with a full page load and waits until the app has settled on a page: on one of
 * the expected paths, with that path's title and a visible heading (checked in the page on every
 * animation frame, so that a visit costs no polling back-off), then asserts the same.
 */
async function visit(page: Page, path: string, expected: string[]): Promise<void> {
  const titles = Object.fromEntries(expected.map((p) => [p, `${rowAt(p)?.title} | ${PRODUCT_NAME}`]));
  await page.goto(path);
  await waitForApp(page);
  await page
    .waitForFunction(
      ({ titles, settle }: { titles: Record<string, string>; settle: boolean }) => {
        const h1 = document.querySelector<HTMLElement>('#main h1');
        // A page that may still send its user on (a detour) has settled once its data loaded: no spinner left.
        const loading = settle && document.querySelector('#main [role="status"] .MuiCircularProgress-root') !== null;
        return titles[location.pathname] === document.title && h1 != null && h1.getClientRects().length > 0 && !loading;
      },
      { titles, settle: expected.length > 1 },
      { timeout: 15_000 },
    )
    .catch(() => undefined); // the assertions below say what is wrong
  const end = new URL(page.url()).pathname;
  expect(end, `visiting ${path} should end on ${expected.join(' or ')}`).toMatch(new RegExp(`^(${expected.map(escape).join('|')})$`));
  await expect(page, `title of ${end}`).toHaveTitle(titles[end]);
  await expect(page.locator('#main h1').first(), `the page at ${end} shows its heading`).toBeVisible();
  expect(new URL(page.url()).pathname, `${path} stays where it ended`).toBe(end);
}

/** Rows in visiting order: /logout last, since it ends the session. */
const ordered = [...TABLE.filter((r) => r.path !== '/logout'), ...TABLE.filter((r) => r.path === '/logout')];

plainTest('the table above and the app route list hold the same paths', () => {
  const tablePaths = TABLE.map((r) => r.path);
  expect(new Set(tablePaths).size, 'no path twice in the table').toBe(tablePaths.length);
  for (const r of TABLE) {
    const pattern = new RegExp(`^${r.path.split(/:\w+/).map(escape).join('[^/]+')}$`);
    expect(r.visit, `${r.visit} is a concrete address of ${r.path}`).toMatch(pattern);
  }
  const appPaths = appRoutes.map((r) => r.path);
  const missingInApp = tablePaths.filter((p) => !appPaths.includes(p));
  const missingInTable = appPaths.filter((p) => !tablePaths.includes(p));
  expect({ missingInApp, missingInTable }).toEqual({ missingInApp: [], missingInTable: [] });
});

test.describe('role x route matrix', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { username, role } of DEMO_ACCOUNTS) {
    test(`${username} (role ${role}) ends on allowed routes and on / for forbidden ones`, async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, username);
      await expect(page).toHaveURL(/\/$/);
      await expectNoSeriousA11yViolations(page);

      const axePath = AXE_AREA_CANDIDATES.find((p) => allows(rowAt(p)!, role));
      for (const r of ordered) {
        // Before /logout ends the session: an unknown path goes home.
        if (r.path === '/logout') await test.step(UNKNOWN_PATH, () => visit(page, UNKNOWN_PATH, ['/']));
        await test.step(r.visit, async () => {
          await visit(page, r.visit, expectedEnd(r, role));
          if (r.visit === axePath) await expectNoSeriousA11yViolations(page);
        });
      }
      expect(await page.evaluate(() => window.localStorage.getItem('token')), '/logout ends the session').toBeNull();
    });
  }

  test('without a token every non-public route ends on /login', async ({ page }) => {
    test.setTimeout(180_000);
    await expectNoSeriousA11yViolations(page); // /login, where the fixture left us
    for (const r of ordered) {
      await test.step(r.visit, () => visit(page, r.visit, expectedEnd(r, null)));
    }
    await test.step(UNKNOWN_PATH, () => visit(page, UNKNOWN_PATH, ['/login']));
  });
});
