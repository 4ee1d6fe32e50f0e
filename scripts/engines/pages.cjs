/**
 * The pages `npm run engines` opens: for one demo user of each kind, every first page the route
 * table gives the user's role (the routes without a parameter whose capability the role has,
 * src/domain/roles.ts; public and token-only routes left out), with the route's title. A jest test
 * (pages.test.ts) keeps this list equal to the route table.
 * `detour`: where the page sends a user who opens it without the project it needs (seed 000
 * section 2: /getCloudPlans and /ServiceRegionOptions go to /ApprovedProjectsList), and that
 * page's title; the step then checks that page.
 */

/** The demo users the step signs in as, one of each kind (mocks/auth: the demo accounts). */
const ENGINE_USERS = [
  { username: 'gbm', role: 2, kind: 'brand manager' },
  { username: 'gagency', role: 6, kind: 'agency' },
  { username: 'tech', role: 8, kind: 'technical user' },
  { username: 'admin', role: 1, kind: 'admin' },
];

const page = (path, title, extra = {}) => ({ path, title, ...extra });
const content = (path) => page(path, 'Content');
const overview = (name) => page(`/overview/${name}`, 'Overview');

/** Every role's pages: the user menu's profile, home, the inbox, the wizard's bare route. */
const EVERY_ROLE_FIRST = [page('/my_profile', 'My Profile'), page('/', 'Home'), page('/notificationsCmpnt', 'Notifications')];
const WIZARD = page('/RoutingTrail', 'Create a New Project');
/** Without a project passed in, these pages send the user to the approved list (seed 000 section 2). */
const TO_APPROVED = { detour: { path: '/ApprovedProjectsList', title: 'Approved Projects' } };
const PLAN_SELECTION = page('/ServiceRegionOptions', 'Plan Selection', TO_APPROVED);
const IMPORTS = [page('/ImportAmpProjectsData', 'Import AMP Projects'), page('/ImportAmpUsersData', 'Import AMP Users')];

/** The main menu's pages, the same for every role: overview, standards, guidelines, brand sites, dashboards. */
const MAIN_MENU = [
  ...['about_dfc', 'supported_features', 'data_privacy', 'escalation_matrix', 'marketing_code', 'ethics_compliance'].map(overview),
  ...[
    '/brandstandards',
    '/accessibility_standards',
    '/Coding_standards',
    '/identity_access_management_standards',
    '/martech_standards',
    '/mobile_application_standards',
    '/Web_standards',
    '/Guidelines/Domain_Name_Guidelines',
    '/Guidelines/mobile_application_guidelines',
    '/Guidelines/user_data_guidelines',
    '/Guidelines/vendor_or_Partner_compliance_guidelines',
    '/Guidelines/website_guidelines',
    '/Guidelines/marketing_consent_n_channel_guidelines',
    '/brandsites/whats_a_starter_kit',
    '/brandsites/tiers_content_guidelines_n_templates',
    '/brandsites/standards_n_best_practices',
  ].map(content),
  page('/overview/ProjectDashboard', 'Project Dashboard'),
  page('/overview/Dashboard', 'Dashboard'),
  page('/overview/OverallAgencyDashboard', 'Overall Agency Dashboard'),
  page('/overview/AgencyDashboard', 'Agency Dashboard'),
  page('/overview/AllProjectData', 'All Project Data'),
];

const PAGES = {
  gbm: [
    ...EVERY_ROLE_FIRST,
    page('/CreateDFCProject', 'Create DFC Project'),
    page('/PendingProjectsForApproval', 'Projects Pending for Approval'),
    page('/ApprovedProjectsList', 'Approved Projects'),
    WIZARD,
    PLAN_SELECTION,
    page('/git_tools', 'Git Tools'),
    page('/create_web_service', 'Create Web Service'),
    ...MAIN_MENU,
  ],
  gagency: [...EVERY_ROLE_FIRST, page('/CreateDFCProject', 'Create DFC Project'), page('/MyProjects', 'My Projects'), WIZARD, page('/git_tools', 'Git Tools'), ...MAIN_MENU],
  tech: [
    ...EVERY_ROLE_FIRST,
    page('/PendingProjectsForApproval', 'Projects Pending for Approval'),
    page('/ApprovedProjectsList', 'Approved Projects'),
    WIZARD,
    page('/getCloudPlans', 'Cloud Plans', TO_APPROVED),
    PLAN_SELECTION,
    page('/gitcmpnt', 'Git'),
    page('/git_tools', 'Git Tools'),
    ...IMPORTS,
    ...MAIN_MENU,
  ],
  admin: [...EVERY_ROLE_FIRST, WIZARD, ...IMPORTS, ...MAIN_MENU],
};

/** The pages of a user of ENGINE_USERS, in the route table's order. */
function pagesOf(username) {
  const pages = PAGES[username];
  if (!pages) throw new Error(`engines: no pages listed for ${username}`);
  return pages;
}

module.exports = { ENGINE_USERS, pagesOf };
