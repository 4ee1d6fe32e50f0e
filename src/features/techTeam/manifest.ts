import type { FeatureManifest } from '../../store/manifest';
import { apiOfPage, idParam, lazyPage } from '../../store/manifest';

const TechProject = lazyPage(() => import(/* webpackChunkName: "tech-project" */ './pages/TechProjectPage'));

/** The tech team's approved project page and its devops chain (seed 001 sections 2 and 4). */
export const techTeamManifest: FeatureManifest = {
  name: 'techTeam',
  routes: [
    {
      path: '/viewApprovedProjectDetails/:projectId',
      access: 'approvedProjectDetails',
      title: 'Approved Project Details',
      page: TechProject,
      prefetch: async ({ store, params }) => {
        const projectId = idParam(params.projectId);
        if (projectId === null) return;
        const { projectsApi } = await apiOfPage(store, TechProject, () => import(/* webpackMode: "weak" */ '../../api/projects'));
        store.dispatch(projectsApi.util.prefetch('projectDetails', { projectId, draft: false }, {}));
      },
    },
  ],
  // Build polls: 200 reads x 3000 ms = 10 minutes (the seeds poll without bound). The devops chain's
  // 3-7 s steps run on the server (the mock's DEVOPS_CHAIN_STEP_MS, src/domain/techTeam.ts): no timing here.
  timings: { activityPollMs: 3000, buildPollMs: 3000, buildPollMaxRuns: 200 },
};
