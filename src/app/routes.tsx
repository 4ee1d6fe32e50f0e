import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { isChunkLoadError } from '../components/RouteErrorBoundary';
import { lazyWithPreload, type PreloadableComponent } from '../components/lazyWithPreload';
import type { Capability } from '../domain/roles';
import type { AppStore } from './store';

/**
 * THE route table: every route of both seeds, who may use it, and its lazily loaded page.
 * access: 'public' needs no token; 'token' needs a token of any kind (also one that must reset
 * its password); a capability needs a token whose role has it (src/domain/roles.ts).
 */
export type RouteAccess = 'public' | 'token' | Capability;

export interface RouteDef {
  path: string;
  access: RouteAccess;
  title: string;
  page: PreloadableComponent;
  /**
   * Starts the page's data with its code (a data router loader calls it, without awaiting the
   * data): e.g. an RTK Query prefetch of the list or record the page shows first.
   */
  prefetch?: (context: { store: AppStore; params: Readonly<Record<string, string | undefined>> }) => void;
}

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page. Unless told otherwise, the RTK Query runtime loads beside it (in
 * parallel), so pages may use the api hooks; the sign-in pages opt out to stay light.
 */
function page(load: () => Promise<PageModule>, options: { api?: boolean } = {}) {
  const loadAll =
    options.api === false
      ? load
      : async () => (await Promise.all([load(), import(/* webpackChunkName: "api-runtime" */ '../store/apiRuntime')]))[0];
  // A chunk that cannot be fetched is tried once more (a passing network hiccup; webpack forgets
  // a failed chunk, so the second try fetches it anew). If it fails again, the release was most
  // likely replaced on the server: the route's boundary offers a reload (isChunkLoadError).
  return lazyWithPreload(() =>
    loadAll().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      return loadAll();
    }),
  );
}

/* Pages, one lazy chunk each (webpackChunkName names the chunk the budget script measures). */
const Login = page(() => import(/* webpackChunkName: "route-login" */ '../features/auth/pages/LoginPage'), { api: false });
const Logout = page(() => import(/* webpackChunkName: "route-logout" */ '../features/auth/pages/LogoutPage'), { api: false });
const ForgotPassword = page(() => import(/* webpackChunkName: "route-forgot-password" */ '../features/auth/pages/ForgotPasswordPage'));
const ResetPassword = page(() => import(/* webpackChunkName: "route-reset-password" */ '../features/auth/pages/ResetPasswordPage'));
const TestPage = page(() => import(/* webpackChunkName: "route-test-pages" */ '../features/auth/pages/TestPlaceholderPage'), { api: false });
const Home = page(() => import(/* webpackChunkName: "route-home" */ '../features/home/pages/HomePage'));
const Profile = page(() => import(/* webpackChunkName: "route-profile" */ '../features/auth/pages/MyProfilePage'));
const Notifications = page(() => import(/* webpackChunkName: "route-notifications" */ '../features/notifications/pages/NotificationsPage'));
const CreateProject = page(() => import(/* webpackChunkName: "route-create-project" */ '../features/projects/pages/CreateProjectPage'));
const MyProjects = page(() => import(/* webpackChunkName: "route-my-projects" */ '../features/projects/pages/MyProjectsPage'));
const PendingProjects = page(() => import(/* webpackChunkName: "route-pending-projects" */ '../features/projects/pages/PendingProjectsPage'));
const ApprovedProjects = page(() => import(/* webpackChunkName: "route-approved-projects" */ '../features/projects/pages/ApprovedProjectsPage'));
const ProjectDetails = page(() => import(/* webpackChunkName: "route-project-details" */ '../features/projects/pages/ProjectDetailsPage'));
const Wizard = page(() => import(/* webpackChunkName: "route-wizard" */ '../features/wizard/pages/WizardPage'));
const TechTeam = page(() => import(/* webpackChunkName: "tech-project" */ '../features/techTeam/pages/TechProjectPage'));
const CloudPlans = page(() => import(/* webpackChunkName: "route-cloud-plans" */ '../features/cloud/pages/CloudPlansPage'));
const ServiceRegionOptions = page(() => import(/* webpackChunkName: "route-service-region-options" */ '../features/cloud/pages/ServiceRegionOptionsPage'));
const AppList = page(() => import(/* webpackChunkName: "app-list" */ '../features/apps/pages/AppListPage'));
const AppPage = page(() => import(/* webpackChunkName: "app-page" */ '../features/apps/pages/AppPage'));
const ProjectDashboard = page(() => import(/* webpackChunkName: "project-dashboard" */ '../features/dashboards/pages/ProjectDashboardPage'));
const Dashboard = page(() => import(/* webpackChunkName: "dashboard" */ '../features/dashboards/pages/DashboardPage'));
const AllProjectData = page(() => import(/* webpackChunkName: "all-project-data" */ '../features/dashboards/pages/AllProjectDataPage'));
const OverallAgencyDashboard = page(() => import(/* webpackChunkName: "overall-agency-dashboard" */ '../features/dashboards/pages/OverallAgencyDashboardPage'));
const AgencyDashboard = page(() => import(/* webpackChunkName: "agency-dashboard" */ '../features/dashboards/pages/AgencyDashboardPage'));
const ContentPage = page(() => import(/* webpackChunkName: "content-page" */ '../features/content/pages/ContentPage'));
const InfoPage = page(() => import(/* webpackChunkName: "info-page" */ '../features/content/pages/InfoPage'));
const Imports = page(() => import(/* webpackChunkName: "route-imports" */ '../features/imports/pages/ImportPage'));
const GitTools = page(() => import(/* webpackChunkName: "route-git-tools" */ '../features/gitTools/pages/GitToolsPage'));
const GitComponent = page(() => import(/* webpackChunkName: "route-git-component" */ '../features/gitTools/pages/GitComponentPage'));
const CreateWebService = page(() => import(/* webpackChunkName: "route-create-web-service" */ '../features/gitTools/pages/CreateWebServicePage'));

/** Info pages (seed 001 section 2), role 1 edits them in place. */
export const INFO_PATHS = [
  '/overview/about_dfc',
  '/overview/supported_features',
  '/overview/data_privacy',
  '/overview/escalation_matrix',
  '/overview/marketing_code',
  '/overview/ethics_compliance',
] as const;

/** Content pages by route (seed 001 section 2). */
export const CONTENT_PATHS = [
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
] as const;

export const routes: RouteDef[] = [
  // Public and auth routes (seed 000 section 2)
  { path: '/login', access: 'public', title: 'Login', page: Login },
  { path: '/logout', access: 'public', title: 'Logout', page: Logout },
  { path: '/forgot_password', access: 'public', title: 'Forgot Password', page: ForgotPassword },
  { path: '/reset_password', access: 'token', title: 'Reset Password', page: ResetPassword },
  { path: '/TestComponent', access: 'public', title: 'Test Component', page: TestPage },
  { path: '/TestComponent2', access: 'public', title: 'Test Component 2', page: TestPage },
  { path: '/CreateDFCSubApp', access: 'public', title: 'Create DFC Sub App', page: TestPage },
  // Every signed-in role
  { path: '/', access: 'signedIn', title: 'Home', page: Home },
  { path: '/my_profile', access: 'signedIn', title: 'My Profile', page: Profile },
  { path: '/notificationsCmpnt', access: 'signedIn', title: 'Notifications', page: Notifications },
  // Projects, wizard, approval (seed 000 section 2)
  { path: '/CreateDFCProject', access: 'createProject', title: 'Create DFC Project', page: CreateProject },
  { path: '/DFCCreateProject/:projectId', access: 'createProject', title: 'Create a New Project', page: Wizard },
  { path: '/RoutingTrail', access: 'signedIn', title: 'Create a New Project', page: Wizard },
  { path: '/MyProjects', access: 'myProjects', title: 'My Projects', page: MyProjects },
  { path: '/PendingProjectsForApproval', access: 'pendingProjects', title: 'Projects Pending for Approval', page: PendingProjects },
  { path: '/ApprovedProjectsList', access: 'approvedProjects', title: 'Approved Projects', page: ApprovedProjects },
  { path: '/viewProjectDetails/:projectId', access: 'projectDetails', title: 'Project Details', page: ProjectDetails },
  // Tech team, cloud, git (seed 000 section 2, seed 001 section 2)
  { path: '/viewApprovedProjectDetails/:projectId', access: 'approvedProjectDetails', title: 'Approved Project Details', page: TechTeam },
  { path: '/getCloudPlans', access: 'cloudPlans', title: 'Cloud Plans', page: CloudPlans },
  { path: '/ServiceRegionOptions', access: 'serviceRegionOptions', title: 'Plan Selection', page: ServiceRegionOptions },
  { path: '/gitcmpnt', access: 'gitComponent', title: 'Git', page: GitComponent },
  { path: '/git_tools', access: 'gitTools', title: 'Git Tools', page: GitTools },
  { path: '/create_web_service', access: 'webServiceCreation', title: 'Create Web Service', page: CreateWebService },
  // Apps (seed 001 section 2)
  { path: '/project/:projectId/apps', access: 'apps', title: 'Apps', page: AppList },
  { path: '/app/:projectId/createNewApp', access: 'apps', title: 'Create New App', page: AppPage },
  { path: '/app/:appId/:callType', access: 'apps', title: 'App', page: AppPage },
  // Imports (roles 1, 8)
  { path: '/ImportAmpProjectsData', access: 'importData', title: 'Import AMP Projects', page: Imports },
  { path: '/ImportAmpUsersData', access: 'importData', title: 'Import AMP Users', page: Imports },
  // Dashboards (roles 1-8)
  { path: '/overview/ProjectDashboard', access: 'dashboards', title: 'Project Dashboard', page: ProjectDashboard },
  { path: '/overview/ProjectDashboard/:selectedProjectId', access: 'dashboards', title: 'Project Dashboard', page: ProjectDashboard },
  { path: '/overview/Dashboard', access: 'dashboards', title: 'Dashboard', page: Dashboard },
  { path: '/overview/OverallAgencyDashboard', access: 'dashboards', title: 'Overall Agency Dashboard', page: OverallAgencyDashboard },
  { path: '/overview/AgencyDashboard', access: 'dashboards', title: 'Agency Dashboard', page: AgencyDashboard },
  { path: '/overview/AllProjectData', access: 'dashboards', title: 'All Project Data', page: AllProjectData },
  // Info and content pages (roles 1-8)
  ...INFO_PATHS.map((path) => ({ path, access: 'content' as const, title: 'Overview', page: InfoPage })),
  ...CONTENT_PATHS.map((path) => ({ path, access: 'content' as const, title: 'Content', page: ContentPage })),
];

/** The route of the table that matches a path first, if any: which page to load ahead of the first render. */
export function routeFor(pathname: string): RouteDef | undefined {
  return routes.find((def) => matchPath(def.path, pathname) !== null);
}
