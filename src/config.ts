/**
 * Build-time configuration: webpack (and jest) define __APP_CONFIG__ from config/<APP_ENV>.json,
 * with API_BASE_URL, BUILD_SERVER_URL and DEVOPS_SERVICE_URL overriding the file's URLs.
 * The timings' defaults are the areas' (their manifests' `timings`); a file sets only those its
 * environment changes. The object is mutable on purpose, so that a test can shorten a timing for its run.
 */
import type { MockScale } from './domain/contract/mockAdmin';

export interface Timings {
  idleTimeoutMs: number;
  idleDebounceMs: number;
  badgePollMs: number;
  notificationRefreshMs: number;
  environmentPollMs: number;
  optionListDelayMs: number;
  reportFirstWaitMs: number;
  reportStepMs: number;
  tokenRefreshMarginMs: number;
  /** The tech page re-reads its project's server jobs (activity) this often while one runs. */
  activityPollMs: number;
  /** Build-server queue and build polling interval. */
  buildPollMs: number;
  /**
   * The seeds poll builds without bound; ours stops after this many reads of a queue item or a build
   * (200 x 3000 ms = 10 minutes) and says the build is still running, with a way to keep waiting.
   */
  buildPollMaxRuns: number;
}

/**
 * What the browser sends a service on another origin than the API: 'none' (nothing), or 'include'
 * (that origin's own cookies and HTTP authentication, which the browser holds: axios withCredentials).
 * Never the portal's token, and never a secret: config holds none.
 */
export type ServiceCredentials = 'none' | 'include';

export interface AppConfig {
  env: 'development' | 'demo' | 'test' | 'production';
  /** The portal's API ('' = the page's own origin): the only origin the portal's bearer token goes to. */
  apiBaseUrl: string;
  buildServerUrl: string;
  devopsServiceUrl: string;
  /** The build server's credentials when it is on another origin than the API (on the API's origin it gets the bearer token). */
  buildServerCredentials: ServiceCredentials;
  /** The devops service's credentials when it is on another origin than the API (likewise). */
  devopsServiceCredentials: ServiceCredentials;
  mock: boolean;
  /** Mock mode: mock ms per real ms for the server jobs of a fresh or reset demo (1 = real time; /__mock__/clock changes it). */
  mockClockSpeed: number;
  /** Mock mode: how much data a fresh or reset demo seeds ('large': thousands of projects, apps and notifications; /__mock__/scale changes it). */
  mockScale: MockScale;
  /** Mock mode: a session's maximum age from its sign-in, in seconds; past it the mock refuses the token and its refresh (43200 = 12 hours). */
  mockSessionMaxAgeSeconds: number;
  timings: Timings;
  /** The Dashboard's project performance card set reads this project (seed 001 section 7: 28). */
  dashboards: { overallProjectId: number };
}

/** What config/<env>.json holds: timings only where the environment differs from the areas' defaults. */
export type ConfigFile = Omit<AppConfig, 'timings'> & { timings?: Partial<Timings> };

declare const __APP_CONFIG__: ConfigFile;

const file: ConfigFile = __APP_CONFIG__;

/**
 * The configuration. Its timings hold the file's values until the app hands over the areas'
 * defaults (applyTimingDefaults, from their manifests, when src/app/rootSaga.ts loads: before any
 * store exists); then every timing is set, the file's values winning.
 */
export const config: AppConfig = { ...file, timings: { ...file.timings } as Timings };

/** The timings of an environment: the areas' defaults, overridden by its file's values. */
export function timingsOf(defaults: Timings, overrides: Partial<Timings> = {}): Timings {
  return { ...defaults, ...overrides };
}

/** Sets every timing the file does not set to the areas' default (src/app/rootSaga.ts, once, at load). */
export function applyTimingDefaults(defaults: Timings): void {
  Object.assign(config.timings, timingsOf(defaults, file.timings));
}
