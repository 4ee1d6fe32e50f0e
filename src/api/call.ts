import type { AxiosRequestConfig } from 'axios';
import { config } from '../config';
import { checkAnswer } from '../domain/contract/check';
import { buildPath, routePath, type AnyEndpoint, type Answer, type InputOf, type ResponseOf, type Service } from '../domain/contract/define';
import { uploadTimeoutMs } from '../domain/uploads';
import { earlyCallUrl, takeEarlyAnswer } from './earlyAnswer';
import { malformed } from './errors';
import { http } from './http';
import { checkLongAnswer } from './longAnswers';
import { isApiOrigin, type SessionRequestFields } from './session';

/**
 * Typed functions over the shared axios client, built from the endpoint contract
 * (src/domain/contract): `const calls = callsOf(contract.projects)` then
 * `calls.details({ params: { projectId } }, signal)`. RTK Query wraps them for reads and simple
 * writes (fromCall, src/api/baseApi.ts); sagas call them for workflows (callApi).
 */
type Args<E> = object extends InputOf<E> ? [input?: InputOf<E>, signal?: AbortSignal] : [input: InputOf<E>, signal?: AbortSignal];

export type CallOf<E> = (...args: Args<E>) => Promise<ResponseOf<E>>;

export type Calls<G> = { [K in keyof G]: CallOf<G[K]> };

/** Base URL of each service ('' = the portal's own origin, as the api client's base URL). */
function baseUrl(service: Service): string {
  switch (service) {
    case 'buildServer':
      return config.buildServerUrl;
    case 'devopsService':
      return config.devopsServiceUrl;
    default:
      return '';
  }
}

/**
 * Whether the browser sends a service its own credentials (that origin's cookies or HTTP
 * authentication: withCredentials): only when config says 'include' for it and it is on another
 * origin than the API. On the API's origin it is the portal's proxy and takes the bearer token
 * (client.ts), which never goes anywhere else.
 */
export function sendsOwnCredentials(service: Service): boolean {
  const wanted =
    service === 'buildServer' ? config.buildServerCredentials : service === 'devopsService' ? config.devopsServiceCredentials : 'none';
  return wanted === 'include' && !isApiOrigin(baseUrl(service));
}

export function hasShape(data: unknown, answer: Answer): boolean {
  switch (answer) {
    case 'array':
      return Array.isArray(data);
    case 'object':
      return typeof data === 'object' && data !== null && !Array.isArray(data);
    case 'text':
      return typeof data === 'string';
    case 'number':
      return typeof data === 'number' || (typeof data === 'string' && data.trim() !== '' && Number.isFinite(Number(data)));
    default:
      return true;
  }
}

/** How an operator finds the entry: 'projects.details (GET /api/get_dfc_project/:projectId)'. */
export function entryName(endpoint: AnyEndpoint): string {
  const route = `${endpoint.method} ${endpoint.path}`;
  return endpoint.id ? `${endpoint.id} (${route})` : route;
}

/**
 * The answer of an entry as the portal may use it: checked against the entry's schema (the parsed
 * data: extra fields kept, defaults filled in), or, for an entry without one yet, its coarse shape.
 * Anything else throws a 'malformed' ApiError whose message names the endpoint and the field, e.g.
 * 'Unexpected answer from projects.details (GET /api/get_dfc_project/:projectId): projectName: expected string, received undefined'.
 */
export function checkedAnswer<E extends AnyEndpoint>(endpoint: E, data: unknown): ResponseOf<E> {
  if (!endpoint.schemas.answer) {
    if (!hasShape(data, endpoint.answer)) throw malformed(entryName(endpoint), data);
    return data as ResponseOf<E>;
  }
  const check = checkAnswer<ResponseOf<E>>(endpoint, data);
  if (!check.ok) throw malformed(`${entryName(endpoint)}: ${check.problem.field || 'the answer'}: ${check.problem.problem}`, data);
  return check.data;
}

/** The contract entries some api module has built a function for (the contract test reads it). */
export const coveredEndpoints = new Set<string>();

export function urlOf(endpoint: AnyEndpoint, params?: Record<string, string | number>): string {
  const base = baseUrl(endpoint.service).replace(/\/+$/, '');
  const path = buildPath(endpoint, params);
  return base ? `${base}${path.startsWith('/') ? '' : '/'}${path}` : path;
}

export interface RequestOptions {
  /** Upload progress, 0 to 100 (multipart bodies). */
  onUploadProgress?: (percent: number) => void;
  /**
   * The token of a session that is ending (logout): sent instead of the current session's, and a
   * 401 starts no refresh of it.
   */
  sessionToken?: string;
}

/** The bytes a multipart body sends (its files and fields; the boundaries are left out). */
export function formDataBytes(form: FormData): number {
  let bytes = 0;
  form.forEach((value) => {
    bytes += typeof value === 'string' ? value.length : value.size;
  });
  return bytes;
}

/**
 * One call of an entry; the answer is checked against the contract (checkedAnswer; a long list's
 * items in short slices, checkLongAnswer in src/api/longAnswers.ts). A multipart body
 * (an upload) gets a time-out that grows with its size (uploadTimeoutMs) instead of the client's 30 s.
 */
export async function request<E extends AnyEndpoint>(
  endpoint: E,
  input: InputOf<E> | undefined,
  signal?: AbortSignal,
  options: RequestOptions = {},
): Promise<ResponseOf<E>> {
  const { params, body, query } = (input ?? {}) as { params?: Record<string, string | number>; body?: unknown; query?: AxiosRequestConfig['params'] };
  const early = await earlyAnswerOf(endpoint, params, query, options);
  if (early !== undefined) return checkedAnswer(endpoint, early);
  const session: SessionRequestFields = options.sessionToken ? { sessionToken: options.sessionToken, skipRefresh: true } : {};
  const response = await (await http()).request({
    method: endpoint.method,
    url: urlOf(endpoint, params),
    data: body,
    params: query,
    signal,
    withCredentials: sendsOwnCredentials(endpoint.service),
    ...session,
    ...(typeof FormData !== 'undefined' && body instanceof FormData ? { timeout: uploadTimeoutMs(formDataBytes(body)) } : {}),
    onUploadProgress: options.onUploadProgress
      ? (event) => {
          if (event.total) options.onUploadProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      : undefined,
  });
  const long = await checkLongAnswer(endpoint, response.data, signal);
  return long ? (long.answer as ResponseOf<E>) : checkedAnswer(endpoint, response.data);
}

/**
 * The answer of the call the entry started early for this page (src/api/earlyAnswer.ts), when it
 * is this call and it succeeded: a plain read of the API, in the current session. Anything else
 * (no early call, a failure, a 401 whose refresh the client handles) is undefined: call as usual.
 */
async function earlyAnswerOf(
  endpoint: AnyEndpoint,
  params: Record<string, string | number> | undefined,
  query: unknown,
  options: RequestOptions,
): Promise<unknown> {
  if (endpoint.method !== 'GET' || endpoint.service !== 'api' || query !== undefined || options.sessionToken) return undefined;
  const url = earlyCallUrl(
    routePath(endpoint),
    Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, String(value)])),
  );
  const answer = url ? await takeEarlyAnswer(url) : undefined;
  return answer && answer.status >= 200 && answer.status < 300 ? answer.data : undefined;
}

/** A typed function per entry of a contract group. */
export function callsOf<G extends Record<string, AnyEndpoint>>(group: G): Calls<G> {
  const calls = {} as Record<string, unknown>;
  for (const [key, endpoint] of Object.entries(group)) {
    coveredEndpoints.add(endpoint.id);
    calls[key] = (input?: InputOf<typeof endpoint>, signal?: AbortSignal) => request(endpoint, input, signal);
  }
  return calls as Calls<G>;
}
