import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router-dom';
import { config, timingsOf, type ConfigFile, type Timings } from '../config';
import development from '../../config/development.json';
import demo from '../../config/demo.json';
import production from '../../config/production.json';
import test from '../../config/test.json';
import { FEATURES, TIMING_DEFAULTS } from './features';
import { routeFor, routes } from './routes';
import { MAIN_MENU, mayOpen, userMenuFor } from './menu';
import { footerLinksFor } from './layout/Footer';

/*
 * The route table, the menus and the timings the areas' manifests add up to, against the lists of
 * the seeds (000 and 001 section 2) as the central files held them before the manifests: written
 * here by hand, never derived from the code under test.
 */

/** [path, access, title]: every route of both seeds, in the order of the former central table. */
const ROUTES: ReadonlyArray<readonly [string, string, string]> = [
  ['/login', 'public', 'Login'],
  ['/logout', 'public', 'Logout'],
  ['/forgot_password', 'public', 'Forgot Password'],
  ['/reset_password', 'token', 'Reset Password'],
  ['/TestComponent', 'public', 'Test Component'],
  ['/TestComponent2', 'public', 'Test Component 2'],
  ['/CreateDFCSubApp', 'public', 'Create DFC Sub App'],
  ['/', 'signedIn', 'Home'],
  ['/my_profile', 'signedIn', 'My Profile'],
  ['/notificationsCmpnt', 'signedIn', 'Notifications'],
  ['/CreateDFCProject', 'createProject', 'Create DFC Project'],
  ['/DFCCreateProject/:projectId', 'createProject', 'Create a New Project'],
  ['/RoutingTrail', 'signedIn', 'Create a New Project'],
  ['/MyProjects', 'myProjects', 'My Projects'],
  ['/PendingProjectsForApproval', 'pendingProjects', 'Projects Pending for Approval'],
  ['/ApprovedProjectsList', 'approvedProjects', 'Approved Projects'],
  ['/viewProjectDetails/:projectId', 'projectDetails', 'Project Details'],
  ['/viewApprovedProjectDetails/:projectId', 'approvedProjectDetails', 'Approved Project Details'],
  ['/getCloudPlans', 'cloudPlans', 'Cloud Plans'],
  ['/ServiceRegionOptions', 'serviceRegionOptions', 'Plan Selection'],
  ['/gitcmpnt', 'gitComponent', 'Git'],
  ['/git_tools', 'gitTools', 'Git Tools'],
  ['/create_web_service', 'webServiceCreation', 'Create Web Service'],
  ['/project/:projectId/apps', 'apps', 'Apps'],
  ['/app/:projectId/createNewApp', 'apps', 'Create New App'],
  ['/app/:appId/:callType', 'apps', 'App'],
  ['/ImportAmpProjectsData', 'importData', 'Import AMP Projects'],
  ['/ImportAmpUsersData', 'importData', 'Import AMP Users'],
  ['/overview/ProjectDashboard', 'dashboards', 'Project Dashboard'],
  ['/overview/ProjectDashboard/:selectedProjectId', 'dashboards', 'Project Dashboard'],
  ['/overview/Dashboard', 'dashboards', 'Dashboard'],
  ['/overview/OverallAgencyDashboard', 'dashboards', 'Overall Agency Dashboard'],
  ['/overview/AgencyDashboard', 'dashboards', 'Agency Dashboard'],
  ['/overview/AllProjectData', 'dashboards', 'All Project Data'],
  ['/overview/about_dfc', 'content', 'Overview'],
  ['/overview/supported_features', 'content', 'Overview'],
  ['/overview/data_privacy', 'content', 'Overview'],
  ['/overview/escalation_matrix', 'content', 'Overview'],
  ['/overview/marketing_code', 'content', 'Overview'],
  ['/overview/ethics_compliance', 'content', 'Overview'],
  ['/brandstandards', 'content', 'Content'],
  ['/accessibility_standards', 'content', 'Content'],
  ['/Coding_standards', 'content', 'Content'],
  ['/identity_access_management_standards', 'content', 'Content'],
  ['/martech_standards', 'content', 'Content'],
  ['/mobile_application_standards', 'content', 'Content'],
  ['/Web_standards', 'content', 'Content'],
  ['/Guidelines/Domain_Name_Guidelines', 'content', 'Content'],
  ['/Guidelines/mobile_application_guidelines', 'content', 'Content'],
  ['/Guidelines/user_data_guidelines', 'content', 'Content'],
  ['/Guidelines/vendor_or_Partner_compliance_guidelines', 'content', 'Content'],
  ['/Guidelines/website_guidelines', 'content', 'Content'],
  ['/Guidelines/marketing_consent_n_channel_guidelines', 'content', 'Content'],
  ['/brandsites/whats_a_starter_kit', 'content', 'Content'],
  ['/brandsites/tiers_content_guidelines_n_templates', 'content', 'Content'],
  ['/brandsites/standards_n_best_practices', 'content', 'Content'],
];

type Link = readonly [label: string, to: string];

/** The main menu (seed 000 section 2, seed 001 section 2): the same for every role. */
const MAIN: ReadonlyArray<{ id: string; label: string; sections: ReadonlyArray<readonly Link[]> }> = [
  {
    id: 'overview',
    label: 'Overview',
    sections: [
      [
        ['About DFC', '/overview/about_dfc'],
        ['Supported Features', '/overview/supported_features'],
        ['Data Privacy', '/overview/data_privacy'],
        ['Escalation Matrix', '/overview/escalation_matrix'],
        ['Marketing Code', '/overview/marketing_code'],
        ['Ethics & Compliance', '/overview/ethics_compliance'],
      ],
      [
        ['Dashboard', '/overview/Dashboard'],
        ['Project Dashboard', '/overview/ProjectDashboard'],
        ['Overall Agency Dashboard', '/overview/OverallAgencyDashboard'],
        ['Agency Dashboard', '/overview/AgencyDashboard'],
      ],
    ],
  },
  {
    id: 'digitalStandards',
    label: 'Digital Standards',
    sections: [
      [
        ['Brand Standards', '/brandstandards'],
        ['Accessibility Standards', '/accessibility_standards'],
        ['Coding Standards', '/Coding_standards'],
        ['Identity & Access Management Standards', '/identity_access_management_standards'],
        ['Martech Standards', '/martech_standards'],
        ['Mobile Application Standards', '/mobile_application_standards'],
        ['Web Standards', '/Web_standards'],
      ],
    ],
  },
  {
    id: 'guidelines',
    label: 'Guidelines',
    sections: [
      [
        ['Domain Name Guidelines', '/Guidelines/Domain_Name_Guidelines'],
        ['Mobile Application Guidelines', '/Guidelines/mobile_application_guidelines'],
        ['User Data Guidelines', '/Guidelines/user_data_guidelines'],
        ['Vendor or Partner Compliance Guidelines', '/Guidelines/vendor_or_Partner_compliance_guidelines'],
        ['Website Guidelines', '/Guidelines/website_guidelines'],
        ['Marketing Consent & Channel Guidelines', '/Guidelines/marketing_consent_n_channel_guidelines'],
      ],
    ],
  },
  {
    id: 'brandSites',
    label: 'Brand Sites',
    sections: [
      [
        ["What's a Starter Kit", '/brandsites/whats_a_starter_kit'],
        ['Tiers Content Guidelines & Templates', '/brandsites/tiers_content_guidelines_n_templates'],
        ['Standards & Best Practices', '/brandsites/standards_n_best_practices'],
      ],
      ['A', 'B', 'C', 'D', 'E'].map((letter): Link => [`Brand ${letter}`, '/']),
      ['A', 'B', 'C', 'D', 'E'].map((letter): Link => [`Technology ${letter}`, '/']),
      [
        ['Web Templates', '/'],
        ['Developer Portal', '/'],
      ],
    ],
  },
];

const PROFILE: Link[] = [
  ['My Profile', '/my_profile'],
  ['My Worklist', '/my_profile'],
];
const PROJECT_LISTS: Link[] = [
  ['Projects Pending for Approval', '/PendingProjectsForApproval'],
  ['Approved Projects', '/ApprovedProjectsList'],
];
const CREATE: Link = ['Create DFC Project', '/CreateDFCProject'];
const IMPORTS: Link[] = [
  ['Import AMP Projects', '/ImportAmpProjectsData'],
  ['Import AMP Users', '/ImportAmpUsersData'],
];

/**
 * The user menu before Logout, per role (seed 000 section 2); no role: the links every role has.
 * Where seed 000's menu and route table disagree, the route table wins (docs/deviations.md):
 * Create DFC Project is for roles 2, 3, 6, 7 (its route), not 2, 3, 8 (the seed's menu).
 */
const USER_MENU_BY_ROLE: Record<string, Link[]> = {
  none: PROFILE,
  1: [...PROFILE, ...IMPORTS],
  2: [...PROFILE, ...PROJECT_LISTS, CREATE],
  3: [...PROFILE, ...PROJECT_LISTS, CREATE],
  4: PROFILE,
  5: PROFILE,
  6: [...PROFILE, ['My Projects', '/MyProjects'], CREATE],
  7: [...PROFILE, ['My Projects', '/MyProjects'], CREATE],
  8: [...PROFILE, ...PROJECT_LISTS, ...IMPORTS],
};

/** Who may open what: the capability table of seed 000 section 6 and seed 001 section 6, by the routes' access names. */
const ROLES_OF: Record<string, readonly number[]> = {
  signedIn: [1, 2, 3, 4, 5, 6, 7, 8],
  content: [1, 2, 3, 4, 5, 6, 7, 8],
  dashboards: [1, 2, 3, 4, 5, 6, 7, 8],
  createProject: [2, 3, 6, 7],
  myProjects: [6, 7],
  pendingProjects: [2, 3, 8],
  approvedProjects: [2, 3, 8],
  projectDetails: [2, 3, 6, 7, 8],
  gitTools: [2, 3, 4, 5, 6, 7, 8],
  importData: [1, 8],
};

/** Whether the route table (above, by hand) lets a role open an address. */
function opens(role: number, to: string): boolean {
  const row = ROUTES.find(([path]) => matchPath(path, to) !== null);
  if (!row) return false;
  const [, access] = row;
  return access === 'public' || access === 'token' || (ROLES_OF[access] ?? []).includes(role);
}

/** The routes a user-menu item may lead to: every route without a parameter that is a role's own list or page. */
const USER_MENU_ROUTES = ['/my_profile', '/MyProjects', '/PendingProjectsForApproval', '/ApprovedProjectsList', '/CreateDFCProject', '/ImportAmpProjectsData', '/ImportAmpUsersData'];

/** A concrete address of a route path: each parameter filled in. */
const addressOf = (path: string) => path.replace(/:[^/]+/g, '12');

describe('the route table built from the areas manifests', () => {
  const rows = routes.map((def) => [def.path, def.access, def.title] as const);

  it('has every route of the seeds once, with its access and title, and no other', () => {
    const byPath = (a: readonly string[], b: readonly string[]) => a[0].localeCompare(b[0]);
    expect(new Set(rows.map(([path]) => path)).size).toBe(rows.length);
    expect([...rows].sort(byPath)).toEqual([...ROUTES].sort(byPath));
  });

  it('gives every address the route it got from the former table (the order that matters: the first match)', () => {
    for (const [path] of ROUTES) {
      const address = addressOf(path);
      const expected = ROUTES.find(([candidate]) => matchPath(candidate, address) !== null);
      expect([address, routeFor(address)?.path]).toEqual([address, expected?.[0]]);
    }
  });
});

describe('the menus built from the areas manifests', () => {
  it('show the main menu of the seeds: groups, sections, labels and targets in order', () => {
    const shown = MAIN_MENU.map((group) => ({
      id: group.id,
      label: group.label,
      sections: group.sections.map((section) => section.map((link) => [link.label, link.to])),
    }));
    expect(shown).toEqual(MAIN);
  });

  it.each(Object.entries(USER_MENU_BY_ROLE))('show role %s the user menu links of the seeds', (role, links) => {
    const shown = userMenuFor(role === 'none' ? null : Number(role)).map((link) => [link.label, link.to]);
    expect(shown).toEqual(links);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('give role %i a user menu that equals the user-menu routes it may open, and no link that bounces it home', (role) => {
    const userMenu = userMenuFor(role).map((link) => link.to);
    expect([...new Set(userMenu)].sort()).toEqual(USER_MENU_ROUTES.filter((to) => opens(role, to)).sort());
    const everyLink = [...userMenu, ...MAIN_MENU.flatMap((group) => group.sections.flat()).map((link) => link.to), ...footerLinksFor(role).map((link) => link.to)];
    expect(everyLink.filter((to) => !opens(role, to))).toEqual([]);
    expect(everyLink.filter((to) => !mayOpen(role, to))).toEqual([]);
  });

  it('show Git Tools in the footer to roles 2 to 8 only, and every footer link when signed out', () => {
    const gitTools = (role: number | null) => footerLinksFor(role).some((link) => link.to === '/git_tools');
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(gitTools)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(footerLinksFor(null)).toHaveLength(5);
  });

  it('link only to routes of the table', () => {
    const targets = [...MAIN_MENU.flatMap((group) => group.sections.flat()), ...userMenuFor(8), ...userMenuFor(1), ...userMenuFor(6)].map((link) => link.to);
    expect(targets.filter((to) => routeFor(to) === undefined)).toEqual([]);
  });
});

/** Every environment's timings (the seeds' constants: idle 500000 ms, badge poll 180000 ms, ...), the same in each. */
const TIMINGS: Timings = {
  idleTimeoutMs: 500000,
  idleDebounceMs: 250,
  badgePollMs: 180000,
  notificationRefreshMs: 1800,
  environmentPollMs: 3000,
  optionListDelayMs: 150,
  reportFirstWaitMs: 15000,
  reportStepMs: 20000,
  tokenRefreshMarginMs: 60000,
  activityPollMs: 3000,
  buildPollMs: 3000,
  buildPollMaxRuns: 200,
};

describe("the timings: the areas' defaults, which config files override", () => {
  it.each(Object.entries({ development, demo, production, test }))('are unchanged in %s', (_env, file) => {
    expect(timingsOf(TIMING_DEFAULTS, (file as ConfigFile).timings)).toEqual(TIMINGS);
  });

  it('are each declared by one area', () => {
    const declared = FEATURES.flatMap((feature) => Object.keys(feature.timings ?? {}));
    expect([...declared].sort()).toEqual(Object.keys(TIMINGS).sort());
  });

  it('are each read by the code they time (no dead timing)', () => {
    const readers = sourceFilesUnder(join(__dirname, '..'))
      .filter((file) => !/\.test\.tsx?$|TestUtils|[\\/]testing[\\/]/.test(file) && !file.endsWith('manifest.ts') && file !== join(__dirname, '..', 'config.ts'))
      .map((file) => readFileSync(file, 'utf8'));
    const unread = Object.keys(TIMINGS).filter((name) => !readers.some((text) => new RegExp(`\\b${name}\\b`).test(text)));
    expect(unread).toEqual([]);
  });

  it('are all set in the running configuration (the test environment)', () => {
    expect(config.timings).toEqual(TIMINGS);
  });

  it('take a config file\'s value over the default', () => {
    expect(timingsOf(TIMING_DEFAULTS, { badgePollMs: 20 })).toEqual({ ...TIMINGS, badgePollMs: 20 });
  });
});

/** Every .ts and .tsx file under a directory, at any depth. */
function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
