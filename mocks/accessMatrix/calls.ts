/**
 * The call of a matrix row: the entry's path with the object at its declared place (':name' a path
 * parameter, '?name' a query parameter, 'body.a.b' a field of a minimal JSON body holding just it),
 * and valid values for what is not an object (a technical user's id for the approvals' :userId,
 * the caller's own id for their task list, a content page, …).
 */
import { parseObjectRule } from '../../src/domain/access';
import type { ObjectRule } from '../../src/domain/contract/access';
import { buildPath, type AnyEndpoint } from '../../src/domain/contract';
import { MultipartForm } from '../../src/domain/contract/check';
import { DEVOPS_API_VERSION } from '../../src/domain/contract/gitTools';
import { CONTENT_PAGES } from '../../src/domain/content';
import { BUILD_JOBS } from '../../src/domain/techTeam';
import type { MatrixObject } from './objects';
import type { Person } from './oracle';

export interface MatrixCall {
  method: string;
  /** Path and query. */
  url: string;
  /** A JSON body, or a form. */
  body?: unknown;
}

export const rulesOf = (endpoint: AnyEndpoint): ObjectRule[] => (endpoint.rule?.objects ?? []).map(parseObjectRule);

/** A call is a read when it changes nothing (a GET that does, such as a toggle, is a write). */
export const isRead = (endpoint: AnyEndpoint) => !endpoint.changes;

/**
 * The kind whose objects the rows of an entry take: the most specific the entry names (an import
 * request names its repository and devops project, an app its project, a project its agency).
 */
const SPECIFIC_FIRST = [
  'importRequest',
  'repository',
  'devopsProject',
  'environmentJob',
  'serverBuild',
  'build',
  'task',
  'app',
  'container',
  'resource',
  'project',
  'agency',
  'notification',
] as const;

export function primaryKind(endpoint: AnyEndpoint): ObjectRule['kind'] | undefined {
  const kinds = rulesOf(endpoint).map((rule) => rule.kind);
  return SPECIFIC_FIRST.find((kind) => kinds.includes(kind));
}

/** Values of the path parameters that name no object. */
function otherParam(endpoint: AnyEndpoint, name: string, caller: Person, techUserId: number): string {
  switch (name) {
    case 'userId':
      // The approvals name the technical user who takes the project on; the task list is the caller's.
      return String(endpoint.id === 'tasks.ofUser' ? caller.userId : techUserId);
    case 'page':
      return endpoint.id === 'content.items' ? CONTENT_PAGES[0] : '1';
    case 'cloudPlatformId':
      return '1';
    case 'serviceName':
      return 'Static web apps';
    case 'serviceId':
      return '2';
    case 'version':
      return '1';
    case 'fileName':
      return 'matrix.html';
    case 'jobName':
      return BUILD_JOBS.lighthouse;
    case 'email':
      return 'nobody@example.com';
    default:
      throw new Error(`access matrix: no value for the path parameter ${name} of ${endpoint.id}`);
  }
}

/** Query parameters an entry needs besides its object (the devops service's API version, the price list's page). */
function otherQuery(endpoint: AnyEndpoint): Record<string, string> {
  if (endpoint.service === 'devopsService') return { 'api-version': DEVOPS_API_VERSION };
  if (endpoint.id === 'cloud.priceList') return { skip: '0', region: 'us', service: 'Storage' };
  return {};
}

function setField(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys[keys.length - 1]] = value;
}

/** The call of the entry by the caller, naming the object (if any) wherever the entry's rules read one. */
export function callOf(endpoint: AnyEndpoint, object: MatrixObject | undefined, caller: Person, techUserId: number): MatrixCall {
  const rules = rulesOf(endpoint);
  const valueAt = (where: ObjectRule['in'], name: string) => {
    const rule = rules.find((r) => r.in === where && r.name === name);
    return rule && object ? object.value(rule) : undefined;
  };
  const params: Record<string, string> = {};
  for (const [, name] of endpoint.path.matchAll(/:(\w+)/g)) {
    const value = valueAt('path', name);
    params[name] = value !== undefined ? String(value) : (object?.params?.[name] ?? otherParam(endpoint, name, caller, techUserId));
  }
  const query = new URLSearchParams(otherQuery(endpoint));
  for (const rule of rules.filter((r) => r.in === 'query')) {
    const value = valueAt('query', rule.name);
    if (value !== undefined) query.set(rule.name, String(value));
  }
  let body: Record<string, unknown> | undefined = endpoint.schemas.body && endpoint.method !== 'GET' ? {} : undefined;
  for (const rule of rules.filter((r) => r.in === 'body')) {
    const value = valueAt('body', rule.name);
    if (value !== undefined) setField((body ??= {}), rule.name, value);
  }
  const path = buildPath(endpoint, params);
  const search = query.toString();
  const url = `${path.startsWith('/') ? '' : '/'}${path}${search ? `?${search}` : ''}`;
  // An upload takes a form: an empty one (its object is in the query).
  return { method: endpoint.method, url, body: endpoint.schemas.body === MultipartForm ? new FormData() : body };
}
