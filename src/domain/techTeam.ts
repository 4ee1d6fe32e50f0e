/**
 * The tech team's project page: pure rules of seed 001 section 4 (stage buttons by status, Sync
 * Infra and Setup Devops rules, the devops chain), seed 000 section 4 (environment creation) and
 * the naming rules of seed 000 sections 7 and 9 / seed 001 section 5. No React, no I/O.
 *
 * The visible labels live here because src/domain imports only src/domain and the mock backend
 * reads the same rules; src/texts/techTeam.ts re-exports them with the area's other texts.
 */
import * as z from 'zod/mini';
import { loose, orNull } from './contract/check';
import type { ProjectDetails, ProjectStatus } from './projects';

/* ---------- stage buttons (seed 001 section 4) ---------- */

export const STAGE_BUTTON_LABELS = {
  environmentSetup: 'Environment Setup',
  startSonarAnalysis: 'Start Sonar Analysis',
  getSonarReport: 'Get Sonar Report',
  deployWebApp: 'Deploy Web App',
  deployStaticWebApp: 'Deploy Static Web App',
  createDockerImage: 'Create Docker Image',
  runLighthouseAnalysis: 'Run Lighthouse Analysis',
  reDeployWebApp: 'Re-Deploy Web App',
  updateDockerImage: 'Update Docker Image',
  getLighthouseReport: 'Get Lighthouse Report',
  restartContainerInstance: 'Restart Container Instance',
} as const;

export type StageButtonId = keyof typeof STAGE_BUTTON_LABELS;

export interface StageButton {
  id: StageButtonId;
  label: (typeof STAGE_BUTTON_LABELS)[StageButtonId];
}

/**
 * What the environment address (envUrl) says the environment is. The seed says only that the
 * address "indicates a static site" or "a container instance"; we read the host name's Azure
 * suffix: `*.azurestaticapps.net` (Static Web Apps) is a static site, `*.azurecontainer.io`
 * (Container Instances) is a container instance, anything else (App Service's
 * `*.azurewebsites.net`, an unknown host, no address at all) is a web app. Only the host counts:
 * the suffix in a path or query does not. An address without a scheme ("x.azurecontainer.io:80")
 * is read as if it had one.
 */
export type EnvironmentKind = 'webApp' | 'staticSite' | 'containerInstance';

export const STATIC_SITE_HOST_SUFFIX = 'azurestaticapps.net';
export const CONTAINER_INSTANCE_HOST_SUFFIX = 'azurecontainer.io';

function hostOf(address: string): string | null {
  const trimmed = address.trim();
  if (!trimmed) return null;
  for (const candidate of [trimmed, `http://${trimmed}`]) {
    try {
      const host = new URL(candidate).hostname;
      if (host) return host.toLowerCase().replace(/\.$/, '');
    } catch {
      // not a URL yet: try with a scheme
    }
  }
  return null;
}

function hostHasSuffix(host: string, suffix: string): boolean {
  return host === suffix || host.endsWith(`.${suffix}`);
}

export function environmentKind(envUrl: string | null | undefined): EnvironmentKind {
  const host = envUrl ? hostOf(envUrl) : null;
  if (!host) return 'webApp';
  if (hostHasSuffix(host, STATIC_SITE_HOST_SUFFIX)) return 'staticSite';
  if (hostHasSuffix(host, CONTAINER_INSTANCE_HOST_SUFFIX)) return 'containerInstance';
  return 'webApp';
}

const DEPLOY_BUTTON: Record<EnvironmentKind, StageButtonId> = {
  webApp: 'deployWebApp',
  staticSite: 'deployStaticWebApp',
  containerInstance: 'createDockerImage',
};

function has(status: ProjectStatus | null | undefined, ...statuses: ProjectStatus[]): boolean {
  return status != null && statuses.includes(status);
}

/**
 * The stage buttons of a project, in display order (the seed's order).
 *
 * Reading of "Re-Deploy Web App when there is no ipAddress; Update Docker Image when there is an
 * ipAddress (deployment and lighthouse statuses only)": Run Lighthouse Analysis shows for
 * DEPLOYMENT_COMPLETED, STATIC_WEB_APP_DEPLOYMENT_COMPLETED and LIGHTHOUSE_SETUP_COMPLETED; the
 * ipAddress pair shows for DEPLOYMENT_COMPLETED and LIGHTHOUSE_SETUP_COMPLETED only, never for
 * STATIC_WEB_APP_DEPLOYMENT_COMPLETED (a static site is neither re-deployed as a web app nor
 * built as a Docker image). An empty ipAddress ('' or blanks) counts as no ipAddress.
 * An unknown or null status shows no stage button.
 */
export function stageButtons(project: Pick<ProjectDetails, 'projectStatus' | 'ipAddress' | 'envUrl'>): StageButton[] {
  const status = project.projectStatus;
  const hasIp = Boolean(project.ipAddress && project.ipAddress.trim());
  const ids: StageButtonId[] = [];
  if (has(status, 'DEVOPS_SETUP_COMPLETED')) ids.push('environmentSetup');
  if (has(status, 'ENVIRONMENT_SETUP_COMPLETED', 'SONAR_ISSUES')) ids.push('startSonarAnalysis');
  if (has(status, 'SONAR_ISSUES', 'SONAR_ANALYSIS_COMPLETED')) ids.push('getSonarReport');
  if (has(status, 'SONAR_ANALYSIS_COMPLETED')) ids.push(DEPLOY_BUTTON[environmentKind(project.envUrl)]);
  if (has(status, 'DEPLOYMENT_COMPLETED', 'STATIC_WEB_APP_DEPLOYMENT_COMPLETED', 'LIGHTHOUSE_SETUP_COMPLETED')) ids.push('runLighthouseAnalysis');
  if (has(status, 'DEPLOYMENT_COMPLETED', 'LIGHTHOUSE_SETUP_COMPLETED')) ids.push(hasIp ? 'updateDockerImage' : 'reDeployWebApp');
  if (has(status, 'LIGHTHOUSE_SETUP_COMPLETED')) ids.push('getLighthouseReport');
  if (has(status, 'DOCKER_IMAGE_CREATION_COMPLETED')) ids.push('restartContainerInstance');
  return ids.map((id) => ({ id, label: STAGE_BUTTON_LABELS[id] }));
}

/* ---------- Sync Infra and Setup Devops Project (seed 001 section 4) ---------- */

export const IAC_PIPELINE_IN_PROGRESS = 'DFC-IAC-PIPELINE-IN-PROGRESS';
export const PROJECT_SETUP_PIPELINE_SUCCESS = 'DFC-PROJECT-SETUP-PIPELINE-SUCCESS';
export const PROJECT_SETUP_PIPELINE_IN_PROGRESS = 'DFC-PROJECT-SETUP-PIPELINE-IN-PROGRESS';

type DevopsStatusList = readonly string[] | null | undefined;

/** Sync Infra is disabled while a sync runs or while the IAC pipeline is in progress. */
export function syncInfraDisabled({ syncing, devopsStatus }: { syncing: boolean; devopsStatus: DevopsStatusList }): boolean {
  return syncing || (devopsStatus ?? []).includes(IAC_PIPELINE_IN_PROGRESS);
}

/** Setup Devops Project is disabled once the project setup pipeline succeeded or while it runs. */
export function setupDevopsDisabled(devopsStatus: DevopsStatusList): boolean {
  const codes = devopsStatus ?? [];
  return codes.includes(PROJECT_SETUP_PIPELINE_SUCCESS) || codes.includes(PROJECT_SETUP_PIPELINE_IN_PROGRESS);
}

/* ---------- names (seed 000 sections 7 and 9, seed 001 section 5) ---------- */

/**
 * Characters an Azure DevOps repository name cannot hold (its naming restrictions: ASCII control
 * characters and \ / : * ? " < > | ; # $ { } , + = [ ]). Spaces are allowed there.
 */
// eslint-disable-next-line no-control-regex
const REPO_FORBIDDEN = /[\u0000-\u001f\u007f\\/:*?"<>|;#${},+=[\]]/g;

/**
 * Repo name: the first 5 characters of the project name plus `_Repo`. The 5 characters are kept
 * as they are, spaces and case included ('My Shop' -> 'My Sh_Repo'); they are counted as Unicode
 * code points, so an emoji is not cut in half. Only what a repository name cannot hold is
 * replaced by '-': a forbidden character, and a leading '_' or '.' (a name may not start with
 * either; an empty project name therefore gives '-Repo').
 */
export function repoName(projectName: string): string {
  const prefix = Array.from(projectName ?? '').slice(0, 5).join('').replace(REPO_FORBIDDEN, '-');
  return `${prefix}_Repo`.replace(/^[_.]/, '-');
}

function lastPathSegment(devopsUrl: string): string {
  let path = devopsUrl.trim();
  try {
    path = new URL(path).pathname;
  } catch {
    path = path.replace(/[?#].*$/, '');
  }
  const segments = path.split('/').filter((s) => s !== '');
  return segments.length ? segments[segments.length - 1] : '';
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape: read the segment as written
  }
}

/**
 * Container (and image) name: the first 5 letters of the last segment of the devops URL plus the
 * project id, lower case (seed 000 section 7). Trailing slashes, a query and a fragment are
 * ignored ('https://dev.azure.com/org/MyProject/' -> 'mypro42'). The segment is URL-decoded
 * first ('My%20Project' is 'My Project', not 'my%20'), accents are dropped ('Équipe' -> 'equip'),
 * and only what a container group name may hold (a-z, 0-9) is counted: "letters" are read as
 * letters and digits, so 'My Project' gives 'mypro'. No devops URL gives the project id alone.
 */
export function containerName(devopsUrl: string | null | undefined, projectId: number | string): string {
  const segment = decodeSegment(lastPathSegment(devopsUrl ?? ''));
  const letters = segment
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 5);
  return `${letters}${projectId}`.toLowerCase();
}

/* ---------- devops chain (seed 001 section 4) ---------- */

export const DEVOPS_CHAIN_STEPS = [
  { id: 'createDevopsProject', label: 'Create the hosted devops project' },
  { id: 'createRepo', label: 'Create the repo' },
  { id: 'createServiceConnections', label: 'Create the service connections' },
  { id: 'createPipelines', label: 'Create the pipelines' },
  { id: 'createHooks', label: 'Create the hooks' },
  { id: 'addGroupMembership', label: 'Add the group membership' },
  { id: 'saveDevopsUrl', label: 'Save the devops URL' },
] as const;

export type DevopsChainStepId = (typeof DEVOPS_CHAIN_STEPS)[number]['id'];
export type DevopsChainStepState = 'pending' | 'in_progress' | 'done' | 'failed';

/** Delays between the chain's steps (seed 001 sections 4 and 9: 3 to 7 seconds). */
export const DEVOPS_CHAIN_DELAY_MS = { min: 3000, max: 7000 } as const;

/**
 * Where a (re)started chain resumes: the first step not done (a failed step is retried from where
 * it failed, not from the start). Null when every step is done.
 */
export function chainResumeStep(states: Partial<Record<DevopsChainStepId, DevopsChainStepState>>): DevopsChainStepId | null {
  const step = DEVOPS_CHAIN_STEPS.find((s) => states[s.id] !== 'done');
  return step ? step.id : null;
}

/* ---------- environment creation (seed 000 section 4) ---------- */

export const ENVIRONMENT_POLL_INTERVAL_MS = 3000;
export const ENVIRONMENT_POLL_CONTINUING = ['Running...', 'Started', 'Accepted'] as const;
export const ENVIRONMENT_SUCCEEDED = 'Succeeded';
export const ENVIRONMENT_FAILED = 'Failed';
export const ENVIRONMENT_FAILED_URL_TEXT = "You'll get it if job succeeded";
export const DEPLOYMENT_SUCCESSFUL = 'Deployment Successful';

/**
 * Polling continues while the status is exactly 'Running...', 'Started' or 'Accepted'. Any other
 * answer stops it: 'Succeeded' and 'Failed' are the terminal statuses, and an unknown status
 * (or none) also stops the poll rather than polling forever.
 */
export function isEnvironmentPollContinuing(status: string | null | undefined): boolean {
  return (ENVIRONMENT_POLL_CONTINUING as readonly string[]).includes(status ?? '');
}

export function isEnvironmentTerminal(status: string | null | undefined): boolean {
  return status === ENVIRONMENT_SUCCEEDED || status === ENVIRONMENT_FAILED;
}

/** 'Environment Creation {status}', and after a deploy job 'Deployment Successful' alone (seed 000 section 4). */
export function environmentCreationText(status: string): string {
  return status === DEPLOYMENT_SUCCESSFUL ? DEPLOYMENT_SUCCESSFUL : `Environment Creation ${status}`;
}

/** The application service URL line: the failed text on 'Failed', else the URL (or nothing yet). */
export function environmentUrlText(status: string | null | undefined, serviceUrl: string | null | undefined): string {
  return status === ENVIRONMENT_FAILED ? ENVIRONMENT_FAILED_URL_TEXT : serviceUrl ?? '';
}

/** 'Get LightHouse Report' shows only when the result status is 'Deployment Successful'. */
export function showsGetLighthouseReport(status: string | null | undefined): boolean {
  return status === DEPLOYMENT_SUCCESSFUL;
}

/** 'Download Light House Report' shows only when the project status is LIGHTHOUSE_SETUP_COMPLETED. */
export function showsDownloadLighthouseReport(projectStatus: ProjectStatus | string | null | undefined): boolean {
  return projectStatus === 'LIGHTHOUSE_SETUP_COMPLETED';
}

/* ---------- the build server (image build, deploy, Lighthouse) ---------- */

/** The build server's job names (the seeds: "pipeline name fixed"). */
export const BUILD_JOBS = {
  deployWebApp: 'dfc-deploy-web-app',
  dockerImage: 'dfc-docker-image',
  lighthouse: 'dfc-lighthouse',
} as const;

export type BuildJobName = (typeof BUILD_JOBS)[keyof typeof BUILD_JOBS];

/** Query of a build trigger: the project, and what the job needs (imageName, url). */
export const BuildTriggerQuery = loose({
  projectId: z.number(),
  /** dfc-docker-image: the image (and container) name, lower case. */
  imageName: z.optional(z.string()),
  /** dfc-lighthouse: the address to audit. */
  url: z.optional(z.string()),
});
export type BuildTriggerQuery = z.infer<typeof BuildTriggerQuery>;

export const BuildTrigger = loose({ queueId: z.int() });
export type BuildTrigger = z.infer<typeof BuildTrigger>;

export const BuildQueueItem = loose({
  id: z.number(),
  /** Null until the build has started. */
  executable: orNull(loose({ number: z.number() })),
  cancelled: z.optional(z.boolean()),
});
export type BuildQueueItem = z.infer<typeof BuildQueueItem>;

const BUILD_RESULTS = ['SUCCESS', 'FAILURE', 'ABORTED'] as const;
export const BuildResult = z.enum(BUILD_RESULTS);
export type BuildResult = z.infer<typeof BuildResult>;

export const BuildInfo = loose({
  number: z.number(),
  building: z.boolean(),
  /** Null while the build runs. */
  result: orNull(BuildResult),
  /** dfc-lighthouse: the report file the build produced (set_lighthouse_file records it). */
  artifact: z.optional(z.nullable(z.string())),
});
export type BuildInfo = z.infer<typeof BuildInfo>;

/* ---------- activity (extension: the project's server jobs) ---------- */

const ACTIVITY_KINDS = [
  'devopsChain',
  'infraSync',
  'environmentCreation',
  'sonarAnalysis',
  'staticWebAppDeployment',
  'containerRestart',
  'build',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const ACTIVITY_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

export const ActivityStep = loose({
  /** For the devops chain, a DevopsChainStepId; otherwise a readable name. */
  name: z.string(),
  state: z.enum(['pending', 'running', 'done', 'failed']),
  /** ISO timestamps. */
  startedAt: orNull(z.string()),
  endedAt: orNull(z.string()),
  message: z.optional(z.string()),
});
export type ActivityStep = z.infer<typeof ActivityStep>;

export const ActivityEntry = loose({
  /** The job's id. */
  id: z.number(),
  kind: z.enum(ACTIVITY_KINDS),
  /** What it is, in words ('Devops chain', 'Build #4 of dfc-lighthouse'). */
  title: z.string(),
  state: z.enum(ACTIVITY_STATES),
  /** Who started it (user name). */
  by: z.string(),
  startedAt: z.string(),
  endedAt: orNull(z.string()),
  /** 1, then 2 after a retry from the failed step, ... */
  attempt: z.number(),
  steps: z.array(ActivityStep),
  /** In words once it ended ('Succeeded', 'Failed at Create the pipelines'); '' while it runs. */
  outcome: z.string(),
  /** What it produced: the chain's devopsUrl and repoName, a build's jobName and buildNo, ... */
  result: z.optional(z.record(z.string(), z.string())),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export function isActivityRunning(entry: Pick<ActivityEntry, 'state'>): boolean {
  return entry.state === 'queued' || entry.state === 'running';
}

/** The newest entry of a kind (entries come newest first). */
export function latestActivity(entries: readonly ActivityEntry[], kind: ActivityKind): ActivityEntry | undefined {
  return entries.find((e) => e.kind === kind);
}

/** The chain's devops project step durations in the mock (3 to 7 seconds each, seed 001 section 9). */
export const DEVOPS_CHAIN_STEP_MS: Record<Exclude<DevopsChainStepId, 'saveDevopsUrl'>, number> = {
  createDevopsProject: 5000,
  createRepo: 3000,
  createServiceConnections: 4000,
  createPipelines: 7000,
  createHooks: 3000,
  addGroupMembership: 6000,
};

/** The chain's server steps (every step but the page's own PUT save_devops_url). */
export const DEVOPS_CHAIN_SERVER_STEPS = DEVOPS_CHAIN_STEPS.filter((s) => s.id !== 'saveDevopsUrl');

/**
 * The region of a container instance's address ('http://x.westeurope.azurecontainer.io' ->
 * 'westeurope'), the location a new container group is requested in; 'europe' when the address
 * does not say.
 */
export function containerRegion(envUrl: string | null | undefined): string {
  const host = envUrl ? hostOf(envUrl) : null;
  if (!host || !hostHasSuffix(host, CONTAINER_INSTANCE_HOST_SUFFIX)) return 'europe';
  const labels = host.slice(0, -CONTAINER_INSTANCE_HOST_SUFFIX.length - 1).split('.');
  return labels.length >= 2 && labels[labels.length - 1] ? labels[labels.length - 1] : 'europe';
}

/** The newest report of a list (highest version), if any. */
export function newestReport<R extends { version: number }>(reports: readonly R[] | null | undefined): R | undefined {
  return [...(reports ?? [])].sort((a, b) => b.version - a.version)[0];
}
