import type { FeatureManifest } from '../../store/manifest';
import { lazyPage } from '../../store/manifest';
import { texts } from '../../texts';

const ProjectDashboard = lazyPage(() => import(/* webpackChunkName: "project-dashboard" */ './pages/ProjectDashboardPage'));
const m = texts.menu;

/** The dashboards (seed 001 section 2, roles 1-8): the only routes whose chunks bundle charts and the data grid. */
export const dashboardsManifest: FeatureManifest = {
  name: 'dashboards',
  routes: [
    { path: '/overview/ProjectDashboard', access: 'dashboards', title: 'Project Dashboard', page: ProjectDashboard, draws: true },
    { path: '/overview/ProjectDashboard/:selectedProjectId', access: 'dashboards', title: 'Project Dashboard', page: ProjectDashboard, draws: true },
    { path: '/overview/Dashboard', access: 'dashboards', title: 'Dashboard', page: lazyPage(() => import(/* webpackChunkName: "dashboard" */ './pages/DashboardPage')), draws: true },
    {
      path: '/overview/OverallAgencyDashboard',
      access: 'dashboards',
      title: 'Overall Agency Dashboard',
      page: lazyPage(() => import(/* webpackChunkName: "overall-agency-dashboard" */ './pages/OverallAgencyDashboardPage')),
      draws: true,
    },
    {
      path: '/overview/AgencyDashboard',
      access: 'dashboards',
      title: 'Agency Dashboard',
      page: lazyPage(() => import(/* webpackChunkName: "agency-dashboard" */ './pages/AgencyDashboardPage')),
      draws: true,
    },
    {
      path: '/overview/AllProjectData',
      access: 'dashboards',
      title: 'All Project Data',
      page: lazyPage(() => import(/* webpackChunkName: "all-project-data" */ './pages/AllProjectDataPage')),
      draws: true,
    },
  ],
  menu: {
    main: [
      {
        group: 'overview',
        links: [
          { label: m.dashboard, to: '/overview/Dashboard' },
          { label: m.projectDashboard, to: '/overview/ProjectDashboard' },
          { label: m.overallAgencyDashboard, to: '/overview/OverallAgencyDashboard' },
          { label: m.agencyDashboard, to: '/overview/AgencyDashboard' },
        ],
      },
    ],
  },
};
