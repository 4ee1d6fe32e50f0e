/**
 * The portfolio project's LARGE.apps web apps, and LARGE.builds ended builds of its first app.
 * A build stores its number and times only: its console log is generated from them when read
 * (mocks/apps/appLogs.ts, a clean-cache build's long log), never stored.
 */
import type { DbState } from '../core/types';
import type { StoredProject } from '../projects/types';
import { APP_BUILD_STEPS, CICD_CODE, INFRA_DETAIL_CODE, REPO_CODE, type StoredApp, type StoredAppBuild, appRow, appUrlsOf, buildDurationOf, iso } from '../apps/model';
import { pickOne, seededRandom } from '../core/random';
import { LARGE, SCALE_SEED } from './counts';

const HOUR = 3_600_000;


/** The kinds of web app, in turn: type, technology, build tool, health path and port. */
const KINDS = [
  { appType: 'app_service', environment: 'react', buildType: 'yarn', healthPath: '/health', websitePort: '3000' },
  { appType: 'app_service', environment: 'spring_boot', buildType: 'maven', healthPath: '/actuator/health', websitePort: '8080' },
  { appType: 'app_service_container', environment: 'node', buildType: 'yarn', healthPath: '/healthz', websitePort: '3000' },
  { appType: 'static_site', environment: 'react', buildType: 'yarn', healthPath: '', websitePort: '' },
] as const;

/** The apps, ids from the apps' counter on (moved past them). */
export function largeApps(state: DbState, project: StoredProject, now: number): StoredApp[] {
  const first = state.appCounters.appId;
  const apps = Array.from({ length: LARGE.apps }, (_, i) => {
    const random = seededRandom(SCALE_SEED, 4, i);
    const kind = KINDS[i % KINDS.length];
    const cicd = i === 0 ? 'SUCCESS' : pickOne(random, ['SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILURE']);
    const app = appRow(first + i, project, {
      appName: `portfolio_${kind.environment}_${String(i + 1).padStart(4, '0')}`,
      ...kind,
      path: `/app-${i + 1}`,
      status: [`${REPO_CODE}SUCCESS`, `${INFRA_DETAIL_CODE}SUCCESS`, `${CICD_CODE}${cicd}`],
      createdAt: iso(now - (LARGE.apps - i) * HOUR),
    });
    return Object.assign(app, appUrlsOf(app));
  });
  state.appCounters.appId = first + apps.length;
  return apps;
}

/** The app's ended builds, two hours apart up to an hour ago, numbers from the build counter on. */
export function largeBuilds(state: DbState, app: StoredApp, by: number, now: number): StoredAppBuild[] {
  const first = state.appCounters.buildNo;
  const builds = Array.from({ length: LARGE.builds }, (_, i): StoredAppBuild => {
    const random = seededRandom(SCALE_SEED, 5, i);
    const failedStep = i === LARGE.builds - 1 ? null : random() < 0.2 ? pickOne(random, APP_BUILD_STEPS.slice(1)) : null;
    const startedAt = now - (LARGE.builds - i) * 2 * HOUR - HOUR;
    return {
      buildNo: first + i,
      appId: app.appId,
      buildStatus: failedStep ? 'FAILURE' : 'SUCCESS',
      startedAt,
      endedAt: startedAt + buildDurationOf(failedStep),
      failedStep,
      cleanCache: true,
      logLines: LARGE.logLines,
      jobId: null,
      by,
    };
  });
  state.appCounters.buildNo = first + builds.length;
  return builds;
}

