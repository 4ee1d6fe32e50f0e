import { can } from '../../domain/roles';
import type { FeatureManifest } from '../../store/manifest';
import { apiOfPage, idParam, lazyPage } from '../../store/manifest';
import { texts } from '../../texts';

const MyProjects = lazyPage(() => import(/* webpackChunkName: "route-my-projects" */ './pages/MyProjectsPage'));
const PendingProjects = lazyPage(() => import(/* webpackChunkName: "route-pending-projects" */ './pages/PendingProjectsPage'));
const ApprovedProjects = lazyPage(() => import(/* webpackChunkName: "route-approved-projects" */ './pages/ApprovedProjectsPage'));
const ProjectDetails = lazyPage(() => import(/* webpackChunkName: "route-project-details" */ './pages/ProjectDetailsPage'));
/** The api module of the pages (in their chunks): each prefetch asks with the argument its page's hook passes, so the hook finds it in the cache. */
const projectsApiOf = (store: Parameters<typeof apiOfPage>[0], page: typeof MyProjects) =>
  apiOfPage(store, page, () => import(/* webpackMode: "weak" */ '../../api/projects')).then((m) => m.projectsApi);

/** Project creation, the three project lists and the project view (seed 000 section 2). */
export const projectsManifest: FeatureManifest = {
  name: 'projects',
  routes: [
    { path: '/CreateDFCProject', access: 'createProject', title: 'Create DFC Project', page: lazyPage(() => import(/* webpackChunkName: "route-create-project" */ './pages/CreateProjectPage')) },
    {
      path: '/MyProjects',
      access: 'myProjects',
      title: 'My Projects',
      page: MyProjects,
      prefetch: async ({ store }) => {
        store.dispatch((await projectsApiOf(store, MyProjects)).util.prefetch('projectList', 'assigned', {}));
      },
    },
    {
      path: '/PendingProjectsForApproval',
      access: 'pendingProjects',
      title: 'Projects Pending for Approval',
      page: PendingProjects,
      prefetch: async ({ store }) => {
        store.dispatch((await projectsApiOf(store, PendingProjects)).util.prefetch('projectList', 'submitted', {}));
      },
    },
    {
      path: '/ApprovedProjectsList',
      access: 'approvedProjects',
      title: 'Approved Projects',
      page: ApprovedProjects,
      // The tech user's list or the brand manager's, as the page picks it.
      prefetch: async ({ store, session }) => {
        const projectsApi = await projectsApiOf(store, ApprovedProjects);
        const kind = can(session.role, 'approvedProjectDetails') ? 'approvedForTech' : 'approvedForGbm';
        store.dispatch(projectsApi.util.prefetch('projectList', kind, {}));
      },
    },
    {
      path: '/viewProjectDetails/:projectId',
      access: 'projectDetails',
      title: 'Project Details',
      page: ProjectDetails,
      // Roles 6 and 7 read the project through the draft call, as the page does.
      prefetch: async ({ store, params, session }) => {
        const projectId = idParam(params.projectId);
        if (projectId === null) return;
        store.dispatch((await projectsApiOf(store, ProjectDetails)).util.prefetch('projectDetails', { projectId, draft: can(session.role, 'readDraftProject') }, {}));
      },
    },
  ],
  menu: {
    user: [
      // Each item for the roles whose route it is (the route table wins over seed 000's menu, which
      // gives Create DFC Project to roles 2, 3, 8 while its route is for 2, 3, 6, 7: docs/deviations.md).
      { label: texts.nav.myProjects, to: '/MyProjects', capability: 'myProjects' },
      { label: texts.nav.pendingProjects, to: '/PendingProjectsForApproval', capability: 'pendingProjects' },
      { label: texts.nav.approvedProjects, to: '/ApprovedProjectsList', capability: 'approvedProjects' },
      { label: texts.nav.createProject, to: '/CreateDFCProject', capability: 'createProject' },
    ],
  },
};
