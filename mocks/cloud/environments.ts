/**
 * Environment creation (seed 000 sections 2, 4, 7): POST /api/createResource (a service's default
 * plan) and POST /api/createResourceSku (one plan of its price list) start an `environmentCreation`
 * job on the mock clock; GET /api/checkStatus reads it through the status URL they answer; the page
 * then saves the service URL and IP address with PUT /api/save_env_url/{projectId}, which moves the
 * project from DEVOPS_SETUP_COMPLETED to ENVIRONMENT_SETUP_COMPLETED. The job does not touch the
 * project: it records the environment on its result (the seed has the page save it). Once a deploy
 * job went to the saved environment (set_deployment_status, set_static_web_app_start_status),
 * checkStatus answers 'Deployment Successful' for the job that created it (seed 000 section 4:
 * "after a deploy job 'Deployment Successful'"), which shows Plan Selection's 'Get LightHouse Report'.
 *
 * The request carries no project id: the project is the one whose resource name the request's
 * `name` is (see projectOfResourceName), stored on the job with who asked (createdBy). The job's
 * subject is {type: 'environment', id: jobId}. An optional `monthlyEstimate` query parameter (the
 * chosen plan's estimate as the page showed it) is recorded on the request; the project's activity
 * (techTeam.ts) shows it.
 *
 * Job ids are sequential, so a status URL is easy to guess: checkStatus answers a job only to who
 * may follow it (mayFollowEnvironmentJob), and save_env_url takes only an http(s) address that a
 * succeeded job of that same project created, with that job's IP address.
 */
import { DEPLOYMENT_SUCCESSFUL, ENVIRONMENT_FAILED, ENVIRONMENT_SUCCEEDED, containerName } from '../../src/domain/techTeam';
import type { EnvironmentStatus, EnvironmentUrl } from '../../src/domain/contract/cloud';
import { resourceName } from '../../src/domain/cloud';
import { findPlan, isSelectablePlan, resolveRegion, resolveService } from './cloud';
import { defineJobKind, findJob, startJob, type Job } from '../core/jobs';
import { badRequest, conflict, forbidden, notFound, ok, type Outcome } from '../core/outcome';
import { findProject, holds, readableProject } from '../projects/projects';
import { db } from '../core/state';
import { isHttpUrl } from '../core/urls';
import type { MockUser } from '../core/types';
import type { StoredProject } from '../projects/types';

export const ENVIRONMENT_JOB_KIND = 'environmentCreation';

/**
 * How long each step of an environment creation takes, in mock milliseconds: realistic for a demo
 * at speed 1 (about half a minute in all). The mock clock's speed factor (config mockClockSpeed,
 * or POST /__mock__/clock {speed}) scales them; tests move the clock with advanceClock instead.
 * The step names are the statuses GET /api/checkStatus answers while the job runs.
 */
export const ENVIRONMENT_STEP_MS = {
  Accepted: 3_000,
  Started: 5_000,
  'Running...': 25_000,
} as const;

export type EnvironmentStep = keyof typeof ENVIRONMENT_STEP_MS;

/** The status URL the create calls answer: the job id is its last segment. */
export const STATUS_URL_BASE = 'https://management.azure.example/subscriptions/dfc/operations/';
const STATUS_URL_JOB = /\/operations\/env-(\d{1,9})\/?(?:[?#].*)?$/;

export function statusUrlOf(jobId: number): string {
  return `${STATUS_URL_BASE}env-${jobId}`;
}

/** The job id a status URL names, or null. */
export function jobIdOfStatusUrl(statusUrl: string | null | undefined): number | null {
  const match = typeof statusUrl === 'string' ? STATUS_URL_JOB.exec(statusUrl.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** What was asked, as stored on the job (serialisable). */
export interface EnvironmentRequestRecord {
  service: string;
  name: string;
  language: string;
  /** The region's armRegionName ('westeurope'). */
  region: string;
  /** For createResourceSku: the chosen plan. */
  skuId?: string;
  skuName?: string;
  /** The project whose resource name `name` is, if any. */
  projectId: number | null;
  /** The chosen plan's monthly estimate as the page showed it (optional query parameter monthlyEstimate). */
  monthlyEstimate?: string;
}

/** The environment a succeeded job made. */
export interface CreatedEnvironment {
  /** The application service URL. */
  service: string;
  ipAddress: string;
}

export interface EnvironmentJobResult {
  request: EnvironmentRequestRecord;
  environment: CreatedEnvironment | null;
  /** Set once a deployment of its project went to this environment (markEnvironmentDeployed). */
  deployed?: boolean;
}

/* ---------- resource names and projects ---------- */

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The resource names a project's environment may be requested under: the one Plan Selection sends
 * (resourceName of src/domain/cloud.ts: 'Harbor Adoption Stories', 1 -> 'harboradoptionstories1'),
 * its name in lower case with every run of other characters as '-' ('harbor-adoption-stories', as
 * the seeded environment addresses are named), and, once it has a devops URL, its container name
 * (seed 000 section 7: first 5 letters of the devops URL's last segment plus the project id).
 */
export function resourceNamesOf(project: Pick<StoredProject, 'projectId' | 'projectName' | 'devopsUrl'>): string[] {
  const names = [resourceName(project.projectName, project.projectId), slug(project.projectName)];
  if (project.devopsUrl) names.push(containerName(project.devopsUrl, project.projectId));
  return names.filter((n, i) => n !== '' && names.indexOf(n) === i);
}

/** The project whose resource name this is (case and surrounding separators ignored), if any. */
export function projectOfResourceName(name: string): StoredProject | undefined {
  const wanted = slug(name);
  if (!wanted) return undefined;
  return db.projects.find((p) => resourceNamesOf(p).includes(wanted));
}

/* ---------- the created environment ---------- */

/**
 * Which services get a public IP address. Only Container Instances: seed 001 section 4 reads an
 * ipAddress on the project as "a container" (Update Docker Image instead of Re-Deploy Web App),
 * so a web app, a function app or a static site answers ''.
 */
export const SERVICES_WITH_PUBLIC_IP: readonly string[] = ['Container Instances'];

/** A DNS label from the requested name ('My Shop' -> 'my-shop'). */
const hostLabel = (name: string) => slug(name).slice(0, 60) || 'dfc-app';

/** The application service URL of a service, as Azure names its default host. */
export function serviceUrlOf(service: string, name: string, region: string): string {
  const host = hostLabel(name);
  switch (service) {
    case 'Static web apps':
      return `https://${host}.azurestaticapps.net`;
    case 'Container Instances':
      return `http://${host}.${region}.azurecontainer.io`;
    case 'Storage':
      return `https://${host.replace(/-/g, '').slice(0, 24)}.z6.web.core.windows.net`;
    case 'Cloud Services':
      return `https://${host}.cloudapp.net`;
    case 'Azure Service Fabric':
      return `https://${host}.${region}.cloudapp.azure.com`;
    default:
      // Azure App Service and Functions.
      return `https://${host}.azurewebsites.net`;
  }
}

/** A plausible, stable public IPv4 address for a job (Azure's 20.x range). */
export function publicIpOf(jobId: number, name: string): string {
  let hash = jobId * 2_654_435_761;
  for (const char of name) hash = (Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0);
  hash >>>= 0;
  return `20.${(hash >>> 16) & 0xff}.${(hash >>> 8) & 0xff}.${1 + ((hash & 0xff) % 254)}`;
}

function environmentOf(job: Job): CreatedEnvironment {
  const { request } = job.result as EnvironmentJobResult;
  return {
    service: serviceUrlOf(request.service, request.name, request.region),
    ipAddress: SERVICES_WITH_PUBLIC_IP.includes(request.service) ? publicIpOf(job.jobId, request.name) : '',
  };
}

defineJobKind(ENVIRONMENT_JOB_KIND, {
  label: 'Environment creation',
  onSucceeded(job) {
    const result = job.result as EnvironmentJobResult;
    job.result = { ...result, environment: environmentOf(job) } satisfies EnvironmentJobResult;
  },
});

/* ---------- requests ---------- */

type Query = Record<string, string | null | undefined>;

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

function missing(query: Query, names: string[]): string | null {
  const absent = names.filter((n) => text(query[n]) === '');
  return absent.length ? `Missing query parameter(s): ${absent.join(', ')}` : null;
}

/**
 * The project a request names must be one the caller sets up environments for (the relation
 * 'environment': its assigned tech user, or the global brand manager who created it; Plan
 * Selection is theirs too, seed 000 section 6), as the entry's access rule also checks. 403 otherwise.
 */
function checkProject(user: MockUser, name: string): Outcome<StoredProject | undefined> {
  const project = projectOfResourceName(name);
  if (!project || holds('environment', user, project)) return ok(project);
  return forbidden(user.role === 2 ? "The project is another brand manager's" : 'The project is assigned to another tech user');
}

function start(user: MockUser, request: EnvironmentRequestRecord): string {
  const job = startJob({
    kind: ENVIRONMENT_JOB_KIND,
    subject: { type: 'environment', id: 0 },
    createdBy: user.userId,
    steps: (Object.keys(ENVIRONMENT_STEP_MS) as EnvironmentStep[]).map((name) => ({ name, durationMs: ENVIRONMENT_STEP_MS[name] })),
  });
  job.subject.id = job.jobId;
  job.result = { request, environment: null } satisfies EnvironmentJobResult;
  return statusUrlOf(job.jobId);
}

/** The optional monthlyEstimate query parameter, as recorded on the request (at most 60 characters). */
function estimateOf(query: Query): Pick<EnvironmentRequestRecord, 'monthlyEstimate'> {
  const estimate = text(query.monthlyEstimate).slice(0, 60);
  return estimate ? { monthlyEstimate: estimate } : {};
}

function unknownService(service: string): string {
  return `Unknown service '${service}'`;
}

/** POST /api/createResource?service&name&location&language: the default plan; answers the status URL. */
export function createResource(user: MockUser, query: Query): Outcome<string> {
  const absent = missing(query, ['service', 'name', 'location', 'language']);
  if (absent) return badRequest(absent);
  const service = resolveService(query.service);
  if (!service) return badRequest(unknownService(text(query.service)));
  const region = resolveRegion(text(query.location));
  if (!region) return badRequest(`Unknown location '${text(query.location)}' (expected Europe, India, USA or Asia)`);
  const name = text(query.name);
  const project = checkProject(user, name);
  if (!project.ok) return project;
  return ok(
    start(user, {
      service,
      name,
      language: text(query.language),
      region: region.armRegionName,
      projectId: project.value?.projectId ?? null,
      ...estimateOf(query),
    }),
  );
}

/** POST /api/createResourceSku?service&name&skuId&skuName&language: a selectable plan of the service's list. */
export function createResourceSku(user: MockUser, query: Query): Outcome<string> {
  const absent = missing(query, ['service', 'name', 'skuId', 'language']);
  if (absent) return badRequest(absent);
  const service = resolveService(query.service);
  if (!service) return badRequest(unknownService(text(query.service)));
  const skuId = text(query.skuId);
  const plan = findPlan(service, undefined, skuId);
  if (!plan) return badRequest(`No plan ${skuId} in the price list of ${service}`);
  if (!isSelectablePlan(plan)) return badRequest(`The plan ${skuId} (${plan.productName}) of ${service} cannot be selected`);
  const name = text(query.name);
  const project = checkProject(user, name);
  if (!project.ok) return project;
  return ok(
    start(user, {
      service,
      name,
      language: text(query.language),
      region: plan.armRegionName,
      skuId,
      skuName: text(query.skuName) || plan.skuName,
      projectId: project.value?.projectId ?? null,
      ...estimateOf(query),
    }),
  );
}

/**
 * Who may follow an environment job: the user who started it, the tech user assigned to its
 * project or the brand manager who created that project (the people who may save it to the
 * project, setsUpProjectEnvironment in handlers.ts).
 */
export function mayFollowEnvironmentJob(user: MockUser, job: Job): boolean {
  const { projectId } = (job.result as EnvironmentJobResult).request;
  const project = findProject(projectId);
  return job.createdBy === user.userId || (project !== undefined && holds('environment', user, project));
}

/**
 * The environment job a status URL names (404), if the caller may follow it (403 otherwise, with
 * nothing of the job in the answer: not its status, service URL, IP address or project).
 */
export function environmentJobOf(user: MockUser, statusUrl: string | null | undefined): Outcome<Job> {
  const jobId = jobIdOfStatusUrl(statusUrl);
  const job = jobId === null ? undefined : findJob(jobId);
  if (!job || job.kind !== ENVIRONMENT_JOB_KIND) return notFound(`Unknown status URL '${text(statusUrl)}'`);
  if (!mayFollowEnvironmentJob(user, job)) return forbidden('This environment was requested by another user');
  return ok(job);
}

/**
 * GET /api/checkStatus: the running step's name, then 'Succeeded' with the service URL and IP, or
 * 'Failed'; once a deploy job went to the environment, 'Deployment Successful' (seed 000 section 4:
 * "after a deploy job 'Deployment Successful'"), still with its service URL and IP.
 */
export function environmentStatus(job: Job): EnvironmentStatus {
  if (job.state === 'succeeded') {
    const result = job.result as EnvironmentJobResult;
    const environment = result.environment ?? environmentOf(job);
    return { status: result.deployed ? DEPLOYMENT_SUCCESSFUL : ENVIRONMENT_SUCCEEDED, service: environment.service, ipAddress: environment.ipAddress };
  }
  if (job.state === 'failed') return { status: ENVIRONMENT_FAILED, service: '', ipAddress: '' };
  const running = job.steps.find((s) => s.state === 'running');
  return { status: running?.name ?? job.steps[0].name, service: '', ipAddress: '' };
}

/** checkStatus in one: the job of the status URL and its status. */
export function checkEnvironmentStatus(user: MockUser, statusUrl: string | null | undefined): Outcome<EnvironmentStatus> {
  const job = environmentJobOf(user, statusUrl);
  return job.ok ? ok(environmentStatus(job.value)) : job;
}

/* ---------- the project ---------- */

export const ENV_URL_SAVED = 'saved';

/** What a succeeded environment job of this project created, newest first. */
export function environmentsOfProject(projectId: number): CreatedEnvironment[] {
  return db.jobs
    .filter((job) => job.kind === ENVIRONMENT_JOB_KIND && job.state === 'succeeded' && (job.result as EnvironmentJobResult | undefined)?.request.projectId === projectId)
    .map((job) => (job.result as EnvironmentJobResult).environment ?? environmentOf(job))
    .reverse();
}

/**
 * A deployment of the project went to its saved environment (set_deployment_status and
 * set_static_web_app_start_status call this): the newest succeeded job that created that
 * environment (its service URL and IP address) answers 'Deployment Successful' from then on. A job
 * of an environment created later, or not saved, is not touched: it still answers 'Succeeded'.
 */
export function markEnvironmentDeployed(project: Pick<StoredProject, 'projectId' | 'envUrl' | 'ipAddress'>): void {
  if (!project.envUrl) return;
  for (let i = db.jobs.length - 1; i >= 0; i -= 1) {
    const job = db.jobs[i];
    const result = job.result as EnvironmentJobResult | undefined;
    if (job.kind !== ENVIRONMENT_JOB_KIND || job.state !== 'succeeded' || result?.request.projectId !== project.projectId) continue;
    const environment = result.environment ?? environmentOf(job);
    if (environment.service !== project.envUrl || environment.ipAddress !== (project.ipAddress ?? '')) continue;
    if (!result.deployed) result.deployed = true;
    return;
  }
}

/**
 * The environment {envURL, ip} names, if a succeeded job of the project created it: the same
 * service URL and the same IP address ('' when it has none). 409 otherwise, so neither a guessed
 * status URL's job of another project nor an address typed by hand lands on the project.
 */
function environmentOfProject(projectId: number, envURL: string, ip: string): Outcome<CreatedEnvironment> {
  const same = environmentsOfProject(projectId).filter((e) => e.service === envURL);
  if (same.length === 0) {
    return conflict(`The address ${envURL} is not one of this project's environments: save the service URL of an environment created for project ${projectId}`);
  }
  const environment = same.find((e) => e.ipAddress === ip);
  if (!environment) return conflict(`The IP address '${ip}' is not the one of this project's environment at ${envURL}`);
  return ok(environment);
}

/**
 * PUT /api/save_env_url/{projectId} {envURL, ip}: stores the environment address and IP on the
 * project; DEVOPS_SETUP_COMPLETED moves to ENVIRONMENT_SETUP_COMPLETED (other statuses stay, e.g.
 * a re-created environment of a deployed project). envURL must be an http(s) address (400), and
 * with ip the service URL and IP address of a succeeded environment job of this project (409).
 */
export function saveEnvironmentUrl(user: MockUser, projectId: number | null, body: unknown): Outcome<{ message: string }> {
  const found = readableProject(user, projectId);
  if (!found.ok) return found;
  const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Partial<Record<keyof EnvironmentUrl, unknown>>;
  const envURL = typeof input.envURL === 'string' ? input.envURL.trim() : '';
  if (!envURL) return badRequest('envURL is required');
  if (!isHttpUrl(envURL)) return badRequest(`envURL must be an http(s) address, not '${envURL}'`);
  if (input.ip !== undefined && input.ip !== null && typeof input.ip !== 'string') return badRequest('ip must be text');
  const project = found.value;
  const environment = environmentOfProject(project.projectId, envURL, typeof input.ip === 'string' ? input.ip.trim() : '');
  if (!environment.ok) return environment;
  project.envUrl = environment.value.service;
  project.ipAddress = environment.value.ipAddress;
  if (project.projectStatus === 'DEVOPS_SETUP_COMPLETED') project.projectStatus = 'ENVIRONMENT_SETUP_COMPLETED';
  return ok({ message: ENV_URL_SAVED });
}

/** GET /api/get_dfc_project_status/{projectId}: the status as text ('' when none). */
export function projectStatusText(user: MockUser, projectId: number | null): Outcome<string> {
  const found = readableProject(user, projectId);
  return found.ok ? ok(found.value.projectStatus ?? '') : found;
}
