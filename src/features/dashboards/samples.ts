import { isApiError } from '../../api/errors';
import type { AgencyDashboard, AgencyListEntry, LifecycleStats, ResourceManagement, SeoMonitoring } from '../../domain/dashboards';

/**
 * The fixed sample data the seeds' boards show (seed 001 section 2: "Several boards show
 * hard-coded sample data (project names, keyword ranks, backlinks, build stages, tech stack), not
 * server data"; the agency dashboards: "fixed sample data"). The portal shows them where a backend
 * does not serve the extension endpoints (GET /api/ext/…, 404), with a note saying they are
 * samples; a backend that serves them is shown instead.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** SEO Monitoring: keyword ranks and twelve months of backlinks. */
export function sampleSeoMonitoring(projectName: string): SeoMonitoring {
  return {
    projectName,
    keywords: [
      { keyword: 'skin care routine', rank: 3, previousRank: 5, searchVolume: 49500 },
      { keyword: 'best moisturiser', rank: 7, previousRank: 7, searchVolume: 33100 },
      { keyword: 'night cream', rank: 12, previousRank: 18, searchVolume: 22200 },
      { keyword: 'sunscreen spf 50', rank: 21, previousRank: 16, searchVolume: 18100 },
      { keyword: 'vitamin c serum', rank: 34, previousRank: 41, searchVolume: 14800 },
      { keyword: 'sensitive skin products', rank: 48, previousRank: 52, searchVolume: 6600 },
    ],
    backlinks: MONTHS.map((month, i) => ({ month, count: [820, 860, 905, 930, 990, 1040, 1085, 1130, 1210, 1260, 1335, 1400][i] })),
  };
}

/** Lifecycles Stats: projects per status, days to approval and to deployment, and the build stages. */
export function sampleLifecycleStats(): LifecycleStats {
  return {
    perStatus: [
      { status: 'YET TO CREATE', count: 4 },
      { status: 'PROJECT_DETAILS_FILLED', count: 6 },
      { status: 'APPROVAL_COMPLETED', count: 3 },
      { status: 'DEVOPS_SETUP_COMPLETED', count: 2 },
      { status: 'ENVIRONMENT_SETUP_COMPLETED', count: 2 },
      { status: 'DEPLOYMENT_COMPLETED', count: 5 },
      { status: 'LIGHTHOUSE_SETUP_COMPLETED', count: 3 },
    ],
    daysToApproval: [
      { projectName: 'Brand Relaunch', days: 12 },
      { projectName: 'Summer Campaign', days: 9 },
      { projectName: 'Loyalty App', days: 7 },
      { projectName: 'Careers Portal', days: 5 },
      { projectName: 'Recipe Hub', days: 3 },
    ],
    daysToDeployment: [
      { projectName: 'Brand Relaunch', days: 64 },
      { projectName: 'Loyalty App', days: 51 },
      { projectName: 'Summer Campaign', days: 38 },
      { projectName: 'Careers Portal', days: 30 },
      { projectName: 'Recipe Hub', days: 22 },
    ],
    stages: [
      { stage: 'Created', reachedAt: '2024-01-08T09:00:00.000Z' },
      { stage: 'Submitted', reachedAt: '2024-01-15T09:00:00.000Z' },
      { stage: 'Approved', reachedAt: '2024-01-22T09:00:00.000Z' },
      { stage: 'Devops set up', reachedAt: '2024-01-29T09:00:00.000Z' },
      { stage: 'Environment created', reachedAt: '2024-02-05T09:00:00.000Z' },
      { stage: 'Sonar analysed', reachedAt: '2024-02-19T09:00:00.000Z' },
      { stage: 'Deployed', reachedAt: null },
      { stage: 'Lighthouse report', reachedAt: null },
    ],
  };
}

/** Smart Resource Management: tech stack, team by role, environments with cost and utilisation. */
export function sampleResourceManagement(projectName: string): ResourceManagement {
  return {
    projectName,
    techStack: [
      { layer: 'Frontend', name: 'React' },
      { layer: 'Middleware', name: 'Node.js' },
      { layer: 'Backend', name: 'PostgreSQL' },
      { layer: 'Cloud', name: 'Azure App Service (West Europe)' },
    ],
    team: [
      { role: 'Frontend Developer', members: 2, allocationPercent: 100 },
      { role: 'Backend Developer', members: 1, allocationPercent: 50 },
      { role: 'QA Engineer', members: 1, allocationPercent: 50 },
      { role: 'Project Manager', members: 1, allocationPercent: 25 },
    ],
    environments: [
      { name: 'Dev', service: 'Azure App Service', monthlyCost: 54.75, currency: 'USD', utilisationPercent: 35 },
      { name: 'QA', service: 'Azure App Service', monthlyCost: 54.75, currency: 'USD', utilisationPercent: 20 },
      { name: 'Prod', service: 'Azure App Service', monthlyCost: 146, currency: 'USD', utilisationPercent: 68 },
    ],
  };
}

/** The agencies a user who is not an agency chooses from. */
export const SAMPLE_AGENCIES: readonly AgencyListEntry[] = [{ username: 'Alpha' }, { username: 'Beta' }];

const SAMPLE_AGENCY_PROJECTS: AgencyDashboard['projects'] = [
  { projectName: 'Brand Relaunch', status: 'DEPLOYMENT_COMPLETED', performanceScore: 88, onTimePercent: 92 },
  { projectName: 'Summer Campaign', status: 'LIGHTHOUSE_SETUP_COMPLETED', performanceScore: 74, onTimePercent: 85 },
  { projectName: 'Loyalty App', status: 'ENVIRONMENT_SETUP_COMPLETED', performanceScore: 61, onTimePercent: 70 },
  { projectName: 'Careers Portal', status: 'APPROVAL_COMPLETED', performanceScore: 45, onTimePercent: 100 },
];
const SAMPLE_DELIVERIES = [2, 1, 3, 2, 4, 3, 2, 5, 3, 4, 2, 3];

/** An agency's dashboard (its name), or the overall one (null: every sample agency together). */
export function sampleAgencyDashboard(agencyName: string | null): AgencyDashboard {
  const factor = agencyName === null ? SAMPLE_AGENCIES.length : 1;
  return {
    agencyName: agencyName ?? 'All agencies',
    projects: agencyName === null ? SAMPLE_AGENCY_PROJECTS.concat(SAMPLE_AGENCY_PROJECTS.map((p) => ({ ...p, projectName: `${p.projectName} II` }))) : SAMPLE_AGENCY_PROJECTS,
    monthlyDeliveries: MONTHS.map((month, i) => ({ month, delivered: SAMPLE_DELIVERIES[i] * factor })),
  };
}

/** Whether a read failed because the backend has no such extension endpoint (404): then the samples show. */
export function extensionMissing(query: { isError: boolean; error?: unknown }): boolean {
  return query.isError && isApiError(query.error) && query.error.status === 404;
}
