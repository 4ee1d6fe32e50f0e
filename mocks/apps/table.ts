/** The table `apps` (own version and seed): the seeded apps of the projects, their builds and the id counters. */
import { REPORT_APP_TYPE, SONAR_REPORT_TYPE, type AppType, type BuildType, type ReportType, type Technology } from '../../src/domain/apps';
import { type AppBuildStep } from './logContext';
import { projectsTable } from '../projects/table';
import { defineTable } from '../core/tables';
import type { StoredProject } from '../projects/types';
import {
  type AppCounters,
  CICD_CODE,
  INFRA_DETAIL_CODE,
  REPORT_CODE,
  REPO_CODE,
  type StoredApp,
  type StoredAppBuild,
  appRow,
  appUrlsOf,
  buildDurationOf,
  iso,
  reportAppRow,
  reportPathOf,
} from './model';

/* ---------- the seed ---------- */

interface WebSeed {
  name: string;
  type: Exclude<AppType, 'point_analyse'>;
  env: Technology | '';
  build: BuildType;
  path: string;
  health: string;
  port: string;
  vars?: ReadonlyArray<readonly [string, string]>;
  /** Names of other apps of the project. */
  deps?: readonly string[];
  /** Default SUCCESS. */
  repo?: 'SUCCESS' | 'PENDING' | 'FAILURE';
  /** The builds, oldest first: S succeeded, B / T / D failed at Build / Test / Deploy. */
  builds?: string;
  /** The first build ran with a clean dependency cache (a 20 000-line log). */
  long?: boolean;
  reports?: number;
  /** The newest report run failed (after `reports` good ones). */
  reportFailed?: boolean;
}

interface ReportSeed {
  name: string;
  reportType: ReportType;
  websiteUrl?: string;
  /** Sonar: the uploaded .zip. */
  file?: string;
  reports?: number;
}

const SPRING_VARS = [
  ['SPRING_PROFILES_ACTIVE', 'prod'],
  ['SERVER_PORT', '8080'],
  ['JAVA_OPTS', '-Xms256m -Xmx512m'],
  ['LOGGING_LEVEL_ROOT', 'INFO'],
  ['MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE', 'health,info'],
] as const;

/** The seeded apps of each project (projectId -> apps, in appId order). */
const APP_SEEDS: ReadonlyArray<readonly [number, ReadonlyArray<WebSeed | ReportSeed>]> = [
  [
    1,
    [
      { name: 'adoption_web', type: 'app_service', env: 'react', build: 'yarn', path: '/', health: '/health', port: '3000', vars: [['NODE_ENV', 'production'], ['VITE_API_BASE_URL', 'https://pets-api-1.azurewebsites.net']], deps: ['pets_api'], builds: 'SSTS', reports: 1 },
      { name: 'pets_api', type: 'app_service_container', env: 'spring_boot', build: 'maven', path: '/api/pets', health: '/actuator/health', port: '8080', vars: SPRING_VARS.slice(0, 3), builds: 'BSS' },
      { name: 'adoption_lighthouse', reportType: 'Lighthouse Report', websiteUrl: 'https://harbor-adoption-stories.azurewebsites.net', reports: 2 },
    ],
  ],
  [
    8,
    [
      { name: 'wellness_blog', type: 'app_service', env: 'node', build: 'yarn', path: '/', health: '/healthz', port: '3000', vars: [['NODE_ENV', 'production']], repo: 'PENDING' },
      { name: 'blog_media', type: 'static_site', env: '', build: 'na', path: '/media', health: '', port: '', repo: 'FAILURE' },
    ],
  ],
  [
    10,
    [
      { name: 'vet_portal_web', type: 'app_service', env: 'react', build: 'yarn', path: '/', health: '/health', port: '3000', vars: [['NODE_ENV', 'production']], deps: ['consultations_api'], builds: 'SSTT', reports: 1 },
      { name: 'consultations_api', type: 'app_service', env: 'spring_boot', build: 'maven', path: '/api/consultations', health: '/actuator/health', port: '8080', vars: SPRING_VARS.slice(0, 4), builds: 'SBT' },
      { name: 'vet_sonar_scan', reportType: 'Sonar Report', file: 'harbor-vet-connect-src.zip', reports: 2 },
    ],
  ],
  [
    12,
    [
      {
        name: 'storefront_web',
        type: 'app_service',
        env: 'react',
        build: 'yarn',
        path: '/',
        health: '/health',
        port: '3000',
        vars: [['NODE_ENV', 'production'], ['VITE_API_BASE_URL', 'https://orders-api-12.azurewebsites.net'], ['VITE_GA_MEASUREMENT_ID', 'G-AURORA12']],
        deps: ['orders_api', 'product_catalog_api', 'search_gateway'],
        builds: 'SSTSSDSS',
        long: true,
        reports: 3,
      },
      { name: 'orders_api', type: 'app_service', env: 'spring_boot', build: 'maven', path: '/api/orders', health: '/actuator/health', port: '8080', vars: SPRING_VARS, builds: 'SSBSTSSS', long: true, reports: 2 },
      { name: 'cms_preview', type: 'app_service_container', env: 'node', build: 'yarn', path: '/preview', health: '/healthz', port: '3001', vars: [['NODE_ENV', 'production'], ['CMS_SPACE_ID', 'aurora-relaunch']], deps: ['storefront_web'], builds: 'SDS', reports: 1 },
      { name: 'product_catalog_api', type: 'app_service', env: 'spring_boot', build: 'maven', path: '/api/catalog', health: '/actuator/health', port: '8081', vars: [['SPRING_PROFILES_ACTIVE', 'prod'], ['SERVER_PORT', '8081'], ['CATALOG_CACHE_TTL', 'PT10M']], builds: 'SSSSS', reports: 1 },
      { name: 'checkout_service', type: 'app_service_container', env: 'spring_boot', build: 'maven', path: '/api/checkout', health: '/actuator/health', port: '8082', vars: SPRING_VARS.slice(0, 4), deps: ['orders_api', 'product_catalog_api'], builds: 'STTB' },
      { name: 'search_gateway', type: 'app_service', env: 'node', build: 'yarn', path: '/api/search', health: '/healthz', port: '4000', vars: [['NODE_ENV', 'production'], ['SEARCH_INDEX', 'aurora-products']], builds: 'SSB', reports: 1, reportFailed: true },
      { name: 'brand_assets', type: 'static_site', env: '', build: 'na', path: '/assets', health: '', port: '', builds: 'SS' },
      { name: 'campaign_landing', type: 'static_site', env: 'react', build: 'yarn', path: '/campaign', health: '', port: '', vars: [['VITE_CAMPAIGN', 'relaunch-2024']], builds: 'S', reports: 1 },
      { name: 'auth_bff', type: 'app_service', env: 'node', build: 'yarn', path: '/bff', health: '/healthz', port: '4100', vars: [['NODE_ENV', 'production']], deps: ['orders_api'], repo: 'PENDING' },
      { name: 'lighthouse_audit', reportType: 'Lighthouse Report', websiteUrl: 'https://aurora-relaunch.azurewebsites.net', reports: 3 },
      { name: 'zap_scan', reportType: 'ZAP Report', websiteUrl: 'https://aurora-relaunch.azurewebsites.net', reports: 2 },
      { name: 'sonar_code_scan', reportType: 'Sonar Report', file: 'aurora-relaunch-src.zip', reports: 1 },
      { name: 'ga_insights', reportType: 'Google_Analytics', websiteUrl: 'https://aurora-relaunch.azurewebsites.net' },
    ],
  ],
  [
    14,
    [
      { name: 'loyalty_web', type: 'app_service_container', env: 'react', build: 'yarn', path: '/', health: '/health', port: '80', vars: [['NODE_ENV', 'production']], deps: ['rewards_api'], builds: 'TSS' },
      { name: 'rewards_api', type: 'app_service', env: 'node', build: 'yarn', path: '/api/rewards', health: '/healthz', port: '3000', vars: [['NODE_ENV', 'production'], ['POINTS_PER_EURO', '10']], builds: 'SS' },
    ],
  ],
  [
    17,
    [
      { name: 'careers_site', type: 'static_site', env: 'react', build: 'yarn', path: '/', health: '', port: '', builds: 'SSDS', reports: 1 },
      { name: 'careers_ga', reportType: 'Google_Analytics', websiteUrl: 'https://nimbus-careers-portal.azurestaticapps.net', reports: 1 },
    ],
  ],
  [
    21,
    [
      { name: 'recipes_api', type: 'app_service_container', env: 'spring_boot', build: 'maven', path: '/api/recipes', health: '/actuator/health', port: '8080', vars: SPRING_VARS.slice(0, 2), builds: 'SSTSS', long: true, reports: 1 },
      { name: 'recipes_web', type: 'app_service_container', env: 'node', build: 'yarn', path: '/', health: '/healthz', port: '3000', deps: ['recipes_api'], builds: 'SS' },
    ],
  ],
  [
    23,
    [
      { name: 'petcare_web', type: 'app_service', env: 'react', build: 'yarn', path: '/', health: '/health', port: '3000', vars: [['NODE_ENV', 'production']], deps: ['reminders_api'], builds: 'SSSD', reports: 2 },
      { name: 'reminders_api', type: 'app_service', env: 'spring_boot', build: 'maven', path: '/api/reminders', health: '/actuator/health', port: '8080', vars: SPRING_VARS.slice(0, 1), builds: 'BS' },
      { name: 'petcare_zap', reportType: 'ZAP Report', websiteUrl: 'https://harbor-pet-care.azurewebsites.net', reports: 1 },
    ],
  ],
  [
    28,
    [
      { name: 'summer_promo_web', type: 'static_site', env: 'react', build: 'yarn', path: '/', health: '', port: '', builds: 'SSSSSS', reports: 2 },
      { name: 'instant_win_api', type: 'app_service', env: 'node', build: 'yarn', path: '/api/instant-win', health: '/healthz', port: '3000', vars: [['NODE_ENV', 'production'], ['CODES_TABLE', 'instant-win-codes']], builds: 'STSD', reports: 1 },
      { name: 'promo_lighthouse', reportType: 'Lighthouse Report', websiteUrl: 'https://meridian-summer-campaign.azurewebsites.net', reports: 1 },
    ],
  ],
  [
    31,
    [
      { name: 'science_hub_web', type: 'app_service', env: 'react', build: 'yarn', path: '/', health: '/health', port: '3000' },
      { name: 'ingredients_api', type: 'app_service', env: 'spring_boot', build: 'maven', path: '/api/ingredients', health: '/actuator/health', port: '8080', vars: SPRING_VARS.slice(0, 2), builds: 'S' },
    ],
  ],
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FAILED_AT: Record<string, AppBuildStep> = { B: 'Build', T: 'Test', D: 'Deploy' };

const isReportSeed = (seed: WebSeed | ReportSeed): seed is ReportSeed => 'reportType' in seed;

/** The seeded apps, builds and counters (exported for the tests). */
export function seedApps(projects: readonly StoredProject[], now: number): { apps: StoredApp[]; appBuilds: StoredAppBuild[]; appCounters: AppCounters } {
  const apps: StoredApp[] = [];
  const builds: Array<Omit<StoredAppBuild, 'buildNo'>> = [];
  const deps: Array<[StoredApp, readonly string[]]> = [];
  let appId = 1;
  for (const [projectId, seeds] of APP_SEEDS) {
    const project = projects.find((p) => p.projectId === projectId);
    if (!project) continue;
    for (const seed of seeds) {
      const id = appId++;
      const createdAt = iso(now - 60 * DAY + id * 7 * HOUR);
      const reportVersions = Array.from({ length: seed.reports ?? 0 }, (_, i) => ({
        version: i + 1,
        createdAt: iso(now - ((seed.reports ?? 0) - i) * 6 * DAY + id * 13 * 60_000),
      }));
      if (isReportSeed(seed)) {
        const sonar = seed.reportType === SONAR_REPORT_TYPE;
        const websiteUrl = sonar ? '' : (seed.websiteUrl ?? '');
        apps.push(
          reportAppRow(id, project, { name: seed.name, reportType: seed.reportType, websiteUrl }, {
            status: reportVersions.length > 0 ? [`${REPORT_CODE}SUCCESS`] : [],
            reportPath: sonar ? (seed.file ?? null) : reportVersions.length > 0 ? reportPathOf({ appId: id, appName: seed.name, projectId, appType: REPORT_APP_TYPE, reportType: seed.reportType }, reportVersions.length) : null,
            reportVersions,
            upload: sonar && seed.file ? { name: seed.file, size: 2_481_152 + id * 1024, by: project.techUser?.userId ?? 0, at: createdAt } : null,
            createdAt,
          }),
        );
        continue;
      }
      const repo = seed.repo ?? 'SUCCESS';
      const history = repo === 'SUCCESS' ? (seed.builds ?? '') : '';
      const status = [`${REPO_CODE}${repo}`];
      if (repo === 'SUCCESS') status.push(`${INFRA_DETAIL_CODE}SUCCESS`);
      if (history) status.push(`${CICD_CODE}${history.at(-1) === 'S' ? 'SUCCESS' : 'FAILURE'}`);
      if (reportVersions.length > 0 || seed.reportFailed) status.push(`${REPORT_CODE}${seed.reportFailed ? 'FAILURE' : 'SUCCESS'}`);
      const app = appRow(id, project, {
        appName: seed.name,
        appType: seed.type,
        appEnvironment: (seed.vars ?? []).map(([key, value]) => ({ key, value })),
        status,
        path: seed.path,
        healthPath: seed.health,
        websitePort: seed.port,
        buildType: seed.build,
        environment: seed.env,
        reportVersions,
        createdAt,
      });
      if (repo === 'SUCCESS') Object.assign(app, appUrlsOf(app));
      apps.push(app);
      if (seed.deps) deps.push([app, seed.deps]);
      [...history].forEach((result, k) => {
        const failedStep = FAILED_AT[result] ?? null;
        const startedAt = now - (history.length - k) * 2.5 * DAY - id * 17 * 60_000 + k * 41 * 60_000;
        builds.push({
          appId: id,
          buildStatus: result === 'S' ? 'SUCCESS' : 'FAILURE',
          startedAt,
          endedAt: startedAt + buildDurationOf(failedStep),
          failedStep,
          cleanCache: Boolean(seed.long) && k === 0,
          jobId: null,
          by: project.techUser?.userId ?? 0,
        });
      });
    }
  }
  for (const [app, names] of deps) {
    app.dependentApp = names
      .map((name) => apps.find((a) => a.projectId === app.projectId && a.appName === name))
      .filter((a): a is StoredApp => Boolean(a))
      .map((a) => ({ name: a.appName, appId: a.appId }));
  }
  const appBuilds = builds.sort((a, b) => a.startedAt - b.startedAt).map((b, i) => ({ buildNo: i + 1, ...b }));
  return { apps, appBuilds, appCounters: { appId, buildNo: appBuilds.length + 1 } };
}

/* ---------- the table (defined last: its seed runs at once when the state exists, and uses everything above) ---------- */

export const appsTable = defineTable({
  name: 'apps',
  version: 1, // bump when this table's seed or shape changes: only this table is re-seeded
  keys: ['apps', 'appBuilds', 'appCounters'],
  dependsOn: [projectsTable],
  seed: ({ db: state, now }) => seedApps(state.projects, now),
});
